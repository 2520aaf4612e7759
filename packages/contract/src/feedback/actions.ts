import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import type { SuccessWord } from '../wire/replies';
import { idField } from '../validation/fields';
import { pageFields, type Page } from '../validation/paging';
import { feedbacksField } from './feedback-form';
import {
  FEEDBACK_MESSAGES,
  type FeedbackDetailRow,
  type FeedbackQuestionItem,
  type InstructorRatingRow,
  type InstructorRatingSummary,
  type LearnerRatingRow,
  type LearnerRatingSummary,
  type PendingFeedback,
} from './types';

// Feedback (document 2 §2.6, §5.14, §7.2): learners about their instructor (direction 1) and
// instructors about their learner (direction 2, internal use only). All on ctrouV2.php.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;

const pendingPage = z.object(pageFields(['lesson_time', 'booking_id', 'learner', 'instructor']));
const byBooking = z.object({ bookingID: idField(FEEDBACK_MESSAGES.booking) });
const save = z.object({ feedbacks: feedbacksField });
const ratingPage = pageFields(['name', 'average', 'total_feedbacks', 'id']);
const pair = z.object({ adiid: idField(FEEDBACK_MESSAGES.instructor), learnerid: idField(FEEDBACK_MESSAGES.learner) });

/** Completed lessons awaiting the learner's feedback about the instructor (keyword search). */
export const pendingLearnerFeedbacks = defineAction<Page<PendingFeedback>>()({
  field: 'pendinglearnerfeedbacks',
  ...office,
  request: pendingPage,
  reply: 'json',
});

/** Completed lessons awaiting the instructor's feedback about the learner. */
export const pendingInstructorFeedbacks = defineAction<Page<PendingFeedback>>()({
  field: 'pendinginstructorfeedbacks',
  ...office,
  request: pendingPage,
  reply: 'json',
});

/** The three learner questions for a lesson awaiting feedback: {bookingID}. */
export const learnerFeedbackQuestions = defineAction<FeedbackQuestionItem[]>()({
  field: 'learnerfeedbackquestions',
  ...office,
  request: byBooking,
  reply: 'json',
});

/** The three instructor questions for a lesson awaiting feedback: {bookingID}. */
export const instructorFeedbackQuestions = defineAction<FeedbackQuestionItem[]>()({
  field: 'instructorfeedbackquestions',
  ...office,
  request: byBooking,
  reply: 'json',
});

/** Save learner feedback: feedbacks = JSON {bookingid, feedback: [{qid, rating}] x 3}. */
export const saveLearnerFeedback = defineAction<SuccessWord>()({
  field: 'savelearnerfeedback',
  ...office,
  request: save,
  reply: 'success',
});

/** Save instructor feedback about the learner: same shape. */
export const saveInstructorFeedback = defineAction<SuccessWord>()({
  field: 'saveinstructorfeedback',
  ...office,
  request: save,
  reply: 'success',
});

/** View Learner Feedback: instructors with their average rating and total reviews. */
export const learnerFeedbackSummary = defineAction<Page<InstructorRatingRow>>()({
  field: 'learnerfeedbacksummary',
  ...office,
  request: z.object(ratingPage),
  reply: 'json',
});

/** The drill-down's summary: instructor, total feedbacks, average rating, total learners: {id}. */
export const learnerFeedbackInstructor = defineAction<InstructorRatingSummary>()({
  field: 'learnerfeedbackinstructor',
  ...office,
  request: z.object({ id: idField(FEEDBACK_MESSAGES.instructor) }),
  reply: 'json',
});

/** The drill-down's learners of one instructor, with their average rating and total answered: {id}. */
export const learnerFeedbackLearners = defineAction<Page<LearnerRatingRow>>()({
  field: 'learnerfeedbacklearners',
  ...office,
  request: z.object({ id: idField(FEEDBACK_MESSAGES.instructor), ...ratingPage }),
  reply: 'json',
});

/** Every rating a learner gave an instructor, per question: {adiid, learnerid}. */
export const learnerFeedbackDetails = defineAction<FeedbackDetailRow[]>()({
  field: 'learnerfeedbackdetails',
  ...office,
  request: pair,
  reply: 'json',
});

/** View Instructor Feedbacks (internal use only): learners with their average rating from instructors. */
export const instructorFeedbackSummary = defineAction<Page<LearnerRatingRow>>()({
  field: 'instructorfeedbacksummary',
  ...office,
  request: z.object(ratingPage),
  reply: 'json',
});

/** The drill-down's summary for one learner: {id}. */
export const instructorFeedbackLearner = defineAction<LearnerRatingSummary>()({
  field: 'instructorfeedbacklearner',
  ...office,
  request: z.object({ id: idField(FEEDBACK_MESSAGES.learner) }),
  reply: 'json',
});

/** The drill-down's instructors who rated one learner: {id}. */
export const instructorFeedbackInstructors = defineAction<Page<InstructorRatingRow>>()({
  field: 'instructorfeedbackinstructors',
  ...office,
  request: z.object({ id: idField(FEEDBACK_MESSAGES.learner), ...ratingPage }),
  reply: 'json',
});

/** Every rating an instructor gave a learner, per question: {adiid, learnerid}. */
export const instructorFeedbackDetails = defineAction<FeedbackDetailRow[]>()({
  field: 'instructorfeedbackdetails',
  ...office,
  request: pair,
  reply: 'json',
});
