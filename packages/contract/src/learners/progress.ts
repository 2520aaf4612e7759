import { z } from 'zod';
import { idField, jsonText, optionalText, requiredText } from '../validation/fields';
import { INTEGER_MAX, jsonId } from '../validation/json-id';

/**
 * A learner's progress by the syllabus (beyond the spec; docs/decisions/learner-progress.md):
 * the administrator's topics, the DVSA's five levels, and the school's rule for "ready for test".
 */

/** The five levels of the DVSA's learner driver record, lowest first; 5 is Independent. */
export const PROGRESS_LEVELS = [
  { value: 1, label: 'Introduced' },
  { value: 2, label: 'Under full instruction' },
  { value: 3, label: 'Prompted' },
  { value: 4, label: 'Seldom prompted' },
  { value: 5, label: 'Independent' },
] as const;
export type ProgressLevel = (typeof PROGRESS_LEVELS)[number]['value'];
/** The level a topic must reach for the school to call a learner ready. */
export const INDEPENDENT_LEVEL: ProgressLevel = 5;

/** A level as the form's text carries it. */
const LEVEL_OF_TEXT = { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5 } as const satisfies Record<string, ProgressLevel>;

/** The label of a level, e.g. 'Prompted'. */
export function progressLevelLabel(level: number): string {
  return PROGRESS_LEVELS.find((l) => l.value === level)?.label ?? '';
}

/** Longest topic name (progress_topics.name). */
export const PROGRESS_TOPIC_NAME_MAX = 80;
/** Longest note kept with a recording (learner_progress.note). */
export const PROGRESS_NOTE_MAX = 250;
/** Most topics recorded at once: more than the school's topics is never a real form. */
export const PROGRESS_TOPICS_AT_ONCE_MAX = 100;
/** How many recordings of one topic a learner's history shows: the newest. */
export const PROGRESS_HISTORY_SHOWN = 100;

export const PROGRESS_TEXTS = {
  title: 'Progress Topics',
  topicNameRequired: 'Topic name is required.',
  topicNameLong: `Topic name is too long. Max ${PROGRESS_TOPIC_NAME_MAX} characters allowed.`,
  topicNameTaken: 'A topic with this name already exists.',
  topicRequired: 'Topic is required.',
  noTopic: 'This topic no longer exists.',
  topicAdded: 'Topic added successfully',
  topicAddFailed: 'Error adding topic. Please try again.',
  topicRenamed: 'Topic renamed successfully',
  topicRenameFailed: 'Error renaming topic. Please try again.',
  topicMoved: 'Topic moved successfully',
  topicMoveFailed: 'Error moving topic. Please try again.',
  directionInvalid: 'Direction must be up or down.',
  alreadyFirst: 'This topic is already first.',
  alreadyLast: 'This topic is already last.',
  topicRetired: 'Topic retired successfully',
  topicRestored: 'Topic restored successfully',
  topicStateFailed: 'Error changing topic. Please try again.',
  confirmRetire:
    "Are you sure you want to retire this topic? Learners' recordings of it are kept, but it leaves their progress and the ready summary.",
  alreadyRetired: 'This topic is already retired.',
  alreadyActive: 'This topic is already in use.',
  noTopics: 'No topics set.',
  learnerRequired: 'Learner is required.',
  topicsRequired: 'Choose at least one topic.',
  topicsInvalid: 'Topics are not valid.',
  levelRequired: 'Level is required.',
  levelInvalid: 'Level is not valid.',
  lessonInvalid: 'Lesson is not valid.',
  noteLong: `Note is too long. Max ${PROGRESS_NOTE_MAX} characters allowed.`,
  unknownTopic: 'A chosen topic does not exist.',
  retiredTopic: 'A chosen topic has been retired, so progress can not be recorded on it.',
  notLearnersLesson: "This lesson is not one of this learner's lessons.",
  lessonNotStarted: 'This lesson has not started yet, so progress can not be recorded against it.',
  lessonNotTaken: 'This lesson was cancelled or missed, so progress can not be recorded against it.',
  recorded: 'Progress recorded successfully',
  recordFailed: 'Error recording progress. Please try again.',
  notStarted: 'Not started',
} as const;

// ── Topics (the administrator's) ──────────────────────────────────────────────────────────

const topicName = requiredText(PROGRESS_TEXTS.topicNameRequired).pipe(
  z.string().max(PROGRESS_TOPIC_NAME_MAX, PROGRESS_TEXTS.topicNameLong),
);
export const topicIdField = idField(PROGRESS_TEXTS.topicRequired);

/** Add a topic: its name; it goes last, in use. */
export const progressTopicFields = z.object({ name: topicName });
export type ProgressTopicFormValues = z.input<typeof progressTopicFields>;

/** Rename a topic. */
export const renameProgressTopicFields = z.object({ topic_id: topicIdField, name: topicName });

/** Move a topic one place up or down the list. */
export const moveProgressTopicFields = z.object({
  topic_id: topicIdField,
  direction: z.enum(['up', 'down'], { error: PROGRESS_TEXTS.directionInvalid }),
});

/** A topic as the administrator's list shows it, in order. */
export const ProgressTopic = z.object({
  topic_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type ProgressTopic = z.infer<typeof ProgressTopic>;

// ── Recording a learner's levels (the office's) ───────────────────────────────────────────

/** Record one level on one or more topics, optionally seen in one of the learner's lessons, with a note. */
export const recordProgressFields = z.object({
  learner: idField(PROGRESS_TEXTS.learnerRequired),
  topics: jsonText(
    z
      .array(jsonId(PROGRESS_TEXTS.topicsInvalid, INTEGER_MAX), { error: PROGRESS_TEXTS.topicsInvalid })
      .min(1, PROGRESS_TEXTS.topicsRequired)
      .max(PROGRESS_TOPICS_AT_ONCE_MAX, PROGRESS_TEXTS.topicsInvalid)
      .refine((ids) => new Set(ids).size === ids.length, PROGRESS_TEXTS.topicsInvalid),
    PROGRESS_TEXTS.topicsInvalid,
  ),
  level: requiredText(PROGRESS_TEXTS.levelRequired)
    .pipe(z.enum(['1', '2', '3', '4', '5'], { error: PROGRESS_TEXTS.levelInvalid }))
    .transform((v) => LEVEL_OF_TEXT[v]),
  /** the lesson's booking id, or '' for none */
  booking: optionalText().pipe(
    z.union([z.literal('').transform(() => null), idField(PROGRESS_TEXTS.lessonInvalid)], {
      error: PROGRESS_TEXTS.lessonInvalid,
    }),
  ),
  note: optionalText({ multiline: true }).pipe(z.string().max(PROGRESS_NOTE_MAX, PROGRESS_TEXTS.noteLong)),
});

/** The record form as the screen keeps it: topic ids as strings, the level and lesson as chosen (the wire's messages). */
export const recordProgressForm = z.object({
  topics: z.array(z.string(), { error: PROGRESS_TEXTS.topicsRequired }).min(1, PROGRESS_TEXTS.topicsRequired),
  level: requiredText(PROGRESS_TEXTS.levelRequired),
  booking: z.string().optional(),
  note: optionalText({ multiline: true }).pipe(z.string().max(PROGRESS_NOTE_MAX, PROGRESS_TEXTS.noteLong)),
});
export type RecordProgressFormValues = z.input<typeof recordProgressForm>;

/** A topic in use, with the learner's current level on it (null: not started) and who recorded it when. */
export const TopicProgress = z.object({
  topic_id: z.number().int(),
  name: z.string(),
  level: z.number().int().nullable(),
  recorded_at: z.string().nullable(),
  recorded_by: z.string().nullable(),
});
export type TopicProgress = z.infer<typeof TopicProgress>;

/** A lesson of the learner that has started and was not cancelled or missed: one a recording can be tied to. */
export const ProgressLesson = z.object({
  booking_id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
});
export type ProgressLesson = z.infer<typeof ProgressLesson>;

/** The learner's progress: the topics in use in order, the summary, and the lessons to tie a recording to. */
export const LearnerProgress = z.object({
  topics: z.array(TopicProgress),
  ready: z.boolean(),
  summary: z.string(),
  /** newest first */
  lessons: z.array(ProgressLesson),
});
export type LearnerProgress = z.infer<typeof LearnerProgress>;

/** One recording of a topic, as its history lists it. */
export const ProgressRecording = z.object({
  id: z.number().int(),
  level: z.number().int(),
  recorded_at: z.string(),
  recorded_by: z.string(),
  booking_id: z.number().int().nullable(),
  lesson_date: z.string().nullable(),
  note: z.string(),
});
export type ProgressRecording = z.infer<typeof ProgressRecording>;

// ── The school's rule ─────────────────────────────────────────────────────────────────────

/**
 * Ready for test, as the school defines it: every topic in use is Independent. Retired topics
 * do not count. No topics in use is never ready. The summary says how far from it the learner is.
 */
export function progressReadiness(levels: readonly (number | null)[]): { ready: boolean; summary: string } {
  const total = levels.length;
  const independent = levels.filter((l) => l === INDEPENDENT_LEVEL).length;
  const notStarted = levels.filter((l) => l === null).length;
  const topics = (n: number) => `${n} ${n === 1 ? 'topic' : 'topics'}`;
  if (total > 0 && independent === total) {
    const all = total === 1 ? 'the one topic is' : `all ${topics(total)} are`;
    return { ready: true, summary: `Ready for test: ${all} Independent.` };
  }
  const verb = independent === 1 ? 'is' : 'are';
  return {
    ready: false,
    summary: `Not yet ready: ${independent} of ${topics(total)} ${verb} Independent; ${notStarted} not started.`,
  };
}
