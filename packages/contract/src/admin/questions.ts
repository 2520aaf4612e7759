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
export interface QuestionGroup {
  group_no: number;
  reporting_text: string;
  created_on: string;
}

/** A feedback question (document 3 §3); `question_report_title` is its group's name. */
export interface FeedbackQuestion {
  id: number;
  question: string;
  group_no: number;
  question_report_title: string;
  created: string;
  updated: string;
  state: 0 | 1;
}

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
