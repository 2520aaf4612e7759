import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField } from '../validation/fields';
import { LearnerProgress, PROGRESS_TEXTS, ProgressRecording, recordProgressFields, topicIdField } from './progress';

// A learner's progress by the syllabus (beyond the spec; docs/decisions/learner-progress.md).
const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
/** Built where it is used, not at the module's top (learners/actions.ts says why). */
const learner = () => idField(PROGRESS_TEXTS.learnerRequired);

/** The learner's current level on each topic in use, the ready summary, and the lessons a recording can name. */
export const learnerProgress = defineAction({
  field: 'learnerprogress',
  ...office,
  request: z.object({ id: learner() }),
  reply: 'json',
  response: LearnerProgress,
});

/** Record one level on one or more topics for the learner, each a new row of their history. */
export const recordLearnerProgress = defineAction({
  field: 'recordlearnerprogress',
  ...office,
  request: recordProgressFields,
  reply: 'success',
});

/** The recordings of one topic for the learner, newest first (the newest PROGRESS_HISTORY_SHOWN). */
export const learnerProgressHistory = defineAction({
  field: 'learnerprogresshistory',
  ...office,
  request: z.object({ id: learner(), topic_id: topicIdField }),
  reply: 'json',
  response: z.array(ProgressRecording),
});
