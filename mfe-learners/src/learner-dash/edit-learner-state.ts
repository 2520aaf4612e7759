import { LearnerAssignment, LearnerListed } from '@dss/contract';

/**
 * What View/Edit Learners hands Edit/Update Learner in the route state: the learner (`info`, its
 * `id`) and their assignments (`adi`), shown until the server's answers come.
 */
export interface EditLearnerState {
  info: LearnerListed;
  id: number;
  adi: LearnerAssignment[];
}

/**
 * The route state as Edit/Update Learner may use it. The browser's history can hold anything (an
 * older build's state, a hand-made entry), so each part is checked against its schema; a reload
 * or a typed address has none.
 */
export function editLearnerStateOf(state: unknown): Partial<EditLearnerState> {
  if (!state || typeof state !== 'object') return {};
  const info = 'info' in state ? LearnerListed.safeParse(state.info) : undefined;
  const adi = 'adi' in state ? LearnerAssignment.array().safeParse(state.adi) : undefined;
  return {
    ...(info?.success ? { info: info.data, id: info.data.student_id } : {}),
    ...(adi?.success ? { adi: adi.data } : {}),
  };
}
