import type { FeedbackQuestionItem } from '@dss/contract';

export interface ActiveQuestion extends FeedbackQuestionItem {
  group_no: number;
}

/**
 * The three questions a lesson's feedback asks, from the active questions of its audience: one
 * from each of three different groups where there are three groups, the groups and the question
 * in each turning with the booking id so every question gets asked over time. The same booking
 * always gets the same questions while the question set does not change.
 */
export function chooseQuestions(active: readonly ActiveQuestion[], bookingId: number, count = 3): FeedbackQuestionItem[] {
  const groups = new Map<number, ActiveQuestion[]>();
  for (const q of [...active].sort((a, b) => a.group_no - b.group_no || a.id - b.id))
    groups.set(q.group_no, [...(groups.get(q.group_no) ?? []), q]);
  const ordered = [...groups.values()];
  const turn = bookingId % Math.max(ordered.length, 1);
  const rotated = [...ordered.slice(turn), ...ordered.slice(0, turn)];
  const picked: FeedbackQuestionItem[] = [];
  const longest = Math.max(0, ...rotated.map((g) => g.length));
  for (let round = 0; round < longest && picked.length < count; round++) {
    for (const group of rotated) {
      if (round >= group.length || picked.length >= count) continue;
      const q = group[(bookingId + round) % group.length]!;
      picked.push({ id: q.id, question: q.question });
    }
  }
  return picked;
}
