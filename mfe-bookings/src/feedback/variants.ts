import {
  FEEDBACK_TEXTS,
  type FeedbackDetailRow,
  type FeedbackFormValues,
  type FeedbackQuestionItem,
  type InstructorRatingRow,
  type InstructorRatingSummary,
  type LearnerRatingRow,
  type LearnerRatingSummary,
  type Page,
  type PageRequest,
  type PendingFeedback,
  fullName,
} from '@dss/contract';
import { instructorRef, learnerRef, type SaveAnswer } from '@dss/ui';
import { feedbackApi } from '../api/feedback-api';

// The learner and the instructor feedback screens are one implementation; a variant names the
// calls and the words that differ (document 2 §2.6).

export type PendingSort = 'lesson_time' | 'booking_id' | 'learner' | 'instructor';
export type RatingSort = 'name' | 'average' | 'total_feedbacks' | 'id';
/** A person's ratings: an instructor's from learners, or a learner's from instructors. */
export type RatedPerson = InstructorRatingRow | LearnerRatingRow;
export type RatedSummary = InstructorRatingSummary | LearnerRatingSummary;

interface Loaded<T> {
  data?: T;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
}

export interface FeedbackVariant {
  kind: 'learner' | 'instructor';
  recordTitle: string;
  viewTitle: string;
  /** The record dialog's title and the question it puts, for the lesson chosen. */
  dialogTitle: string;
  ask(lesson: PendingFeedback): string;
  /** Who the view lists and rates, and who rated them. */
  subject: 'Instructor' | 'Learner';
  counterpart: 'Learner' | 'Instructor';
  /** A notice shown with the ratings, when they must stay in the office. */
  notice?: string;
  usePending(query: PageRequest<PendingSort>): Loaded<Page<PendingFeedback>>;
  useQuestions(arg: { bookingID: number }): Loaded<FeedbackQuestionItem[]>;
  useSave(): readonly [(arg: { feedbacks: FeedbackFormValues }) => PromiseLike<SaveAnswer>, unknown];
  useSummary(query: PageRequest<RatingSort>): Loaded<Page<RatedPerson>>;
  useSubject(arg: { id: number }): Loaded<RatedSummary>;
  useCounterparts(arg: { id: number } & PageRequest<RatingSort>): Loaded<Page<RatedPerson>>;
  useDetails(arg: { adiid: number; learnerid: number }): Loaded<FeedbackDetailRow[]>;
  /** The instructor and the learner of a subject and one of its counterparts. */
  pair(subjectId: number, counterpartId: number): { adiid: number; learnerid: number };
}

export const LEARNER_FEEDBACK: FeedbackVariant = {
  kind: 'learner',
  recordTitle: 'Record Learner Feedbacks',
  viewTitle: 'View Learner Feedback',
  dialogTitle: 'Learner Feedback',
  ask: (l) => `How did ${lessonLearner(l)} find the lesson with ${lessonInstructor(l)}?`,
  subject: 'Instructor',
  counterpart: 'Learner',
  usePending: feedbackApi.useFeedbackPendingLearnerQuery,
  useQuestions: feedbackApi.useFeedbackLearnerQuestionsQuery,
  useSave: feedbackApi.useFeedbackSaveLearnerMutation,
  useSummary: feedbackApi.useFeedbackLearnerSummaryQuery,
  useSubject: feedbackApi.useFeedbackLearnerSubjectQuery,
  useCounterparts: feedbackApi.useFeedbackLearnerCounterpartsQuery,
  useDetails: feedbackApi.useFeedbackLearnerDetailsQuery,
  pair: (adiid, learnerid) => ({ adiid, learnerid }),
};

export const INSTRUCTOR_FEEDBACK: FeedbackVariant = {
  kind: 'instructor',
  recordTitle: 'Record Instructors Feedbacks About Learners',
  viewTitle: 'View Instructor Feedbacks',
  dialogTitle: 'Instructor Feedback About Learner',
  ask: (l) => `How did ${lessonInstructor(l)} find ${lessonLearner(l)} in the lesson?`,
  subject: 'Learner',
  counterpart: 'Instructor',
  notice: FEEDBACK_TEXTS.internalOnly,
  usePending: feedbackApi.useFeedbackPendingInstructorQuery,
  useQuestions: feedbackApi.useFeedbackInstructorQuestionsQuery,
  useSave: feedbackApi.useFeedbackSaveInstructorMutation,
  useSummary: feedbackApi.useFeedbackInstructorSummaryQuery,
  useSubject: feedbackApi.useFeedbackInstructorSubjectQuery,
  useCounterparts: feedbackApi.useFeedbackInstructorCounterpartsQuery,
  useDetails: feedbackApi.useFeedbackInstructorDetailsQuery,
  pair: (learnerid, adiid) => ({ adiid, learnerid }),
};

/** 'L12 Ms Jane Smith' */
export function lessonLearner(l: PendingFeedback): string {
  return `${learnerRef(l.s_id)} ${fullName({ title: l.stu_title, fname: l.stu_fname, lname: l.stu_lname })}`;
}

/** 'A4 Mr John Brown' */
export function lessonInstructor(l: PendingFeedback): string {
  return `${instructorRef(l.adi_id)} ${fullName({ title: l.adi_title, fname: l.adi_fname, lname: l.adi_lname })}`;
}

export function ratedId(p: RatedPerson): number {
  return 'adi_id' in p ? p.adi_id : p.stu_id;
}

/** 'A4 Mr John Brown' or 'L12 Ms Jane Smith' */
export function ratedName(p: RatedPerson): string {
  return `${'adi_id' in p ? instructorRef(p.adi_id) : learnerRef(p.stu_id)} ${fullName(p)}`;
}
