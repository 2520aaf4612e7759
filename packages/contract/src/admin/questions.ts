import { optionalText, requiredText } from '../validation/fields';
import { z } from 'zod';

export type QuestionAudience = 'learner' | 'instructor';

export const GROUP_NAME_MAX = 150;
export const QUESTION_MAX = 150;
export const QUESTIONS_PAGE_SIZE = 15;

export const questionGroupFields = z.object({
  groupname: requiredText('Group name is required.').max(GROUP_NAME_MAX, 'Group name is too long'),
});
export type QuestionGroupFormValues = z.input<typeof questionGroupFields>;

export const questionFields = z.object({
  groupid: requiredText('Question Group is required.')
    .regex(/^\d{1,9}$/, 'Question Group is required.')
    .transform(Number),
  groupname: optionalText(),
  question: requiredText('Feedback question is required.', { multiline: true }).max(
    QUESTION_MAX,
    'Feedback question must be at most 150 characters long',
  ),
});
export type QuestionFormValues = z.input<typeof questionFields>;

/** A feedback question group (document 3 §3). */
export const QuestionGroup = z.object({
  group_no: z.number().int(),
  reporting_text: z.string(),
  created_on: z.string(),
});
export type QuestionGroup = z.infer<typeof QuestionGroup>;

/** A feedback question (document 3 §3); `question_report_title` is its group's name. */
export const FeedbackQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  group_no: z.number().int(),
  question_report_title: z.string(),
  created: z.string(),
  updated: z.string(),
  state: z.union([z.literal(0), z.literal(1)]),
});
export type FeedbackQuestion = z.infer<typeof FeedbackQuestion>;

export const QUESTION_PAGES = {
  learner: {
    groupsPath: 'addlearnerquestiongroup',
    questionsPath: 'managelearnerfeedbackquestions',
    groupAdded: 'Learner Feedback Group added successfully',
    groupError: 'Error adding learner feedback group. Please try again',
  },
  instructor: {
    groupsPath: 'addinstructorquestiongroup',
    questionsPath: 'manageinstructorfeedbackquestions',
    groupAdded: 'Instructor Feedback Group added successfully',
    groupError: 'Error adding instructor feedback group. Please try again',
  },
} as const;
