import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField } from '../validation/fields';
import { pageFields, pageOf } from '../validation/paging';
import { feedbacksField } from './feedback-form';
import {
  FEEDBACK_MESSAGES,
  FeedbackDetailRow,
  FeedbackQuestionItem,
  InstructorRatingRow,
  InstructorRatingSummary,
  LearnerRatingRow,
  LearnerRatingSummary,
  PendingFeedback,
} from './types';

// Feedback (document 2 §2.6, §5.14, §7.2): learners about their instructor (direction 1) and
// instructors about their learner (direction 2, internal use only). All on ctrouV2.php.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;

// Schemas beside the declarations are functions, built where a declaration uses them (learners/actions.ts says why).
const pendingPage = () => z.object(pageFields(['lesson_time', 'booking_id', 'learner', 'instructor']));
const byBooking = () => z.object({ bookingID: idField(FEEDBACK_MESSAGES.booking) });
const save = () => z.object({ feedbacks: feedbacksField });
const ratingPage = () => pageFields(['name', 'average', 'total_feedbacks', 'id']);
const pair = () => z.object({ adiid: idField(FEEDBACK_MESSAGES.instructor), learnerid: idField(FEEDBACK_MESSAGES.learner) });

/** Completed lessons awaiting the learner's feedback about the instructor (keyword search). */
export const pendingLearnerFeedbacks = defineAction({
  field: 'pendinglearnerfeedbacks',
  ...office,
  request: pendingPage(),
  reply: 'json',
  response: pageOf(PendingFeedback),
});

/** Completed lessons awaiting the instructor's feedback about the learner. */
export const pendingInstructorFeedbacks = defineAction({
  field: 'pendinginstructorfeedbacks',
  ...office,
  request: pendingPage(),
  reply: 'json',
  response: pageOf(PendingFeedback),
});

/** The three learner questions for a lesson awaiting feedback: {bookingID}. */
export const learnerFeedbackQuestions = defineAction({
  field: 'learnerfeedbackquestions',
  ...office,
  request: byBooking(),
  reply: 'json',
  response: z.array(FeedbackQuestionItem),
});

/** The three instructor questions for a lesson awaiting feedback: {bookingID}. */
export const instructorFeedbackQuestions = defineAction({
  field: 'instructorfeedbackquestions',
  ...office,
  request: byBooking(),
  reply: 'json',
  response: z.array(FeedbackQuestionItem),
});

/** Save learner feedback: feedbacks = JSON {bookingid, feedback: [{qid, rating}] x 3}. */
export const saveLearnerFeedback = defineAction({
  field: 'savelearnerfeedback',
  ...office,
  request: save(),
  reply: 'success',
});

/** Save instructor feedback about the learner: same shape. */
export const saveInstructorFeedback = defineAction({
  field: 'saveinstructorfeedback',
  ...office,
  request: save(),
  reply: 'success',
});

/** View Learner Feedback: instructors with their average rating and total reviews. */
export const learnerFeedbackSummary = defineAction({
  field: 'learnerfeedbacksummary',
  ...office,
  request: z.object(ratingPage()),
  reply: 'json',
  response: pageOf(InstructorRatingRow),
});

/** The drill-down's summary: instructor, total feedbacks, average rating, total learners: {id}. */
export const learnerFeedbackInstructor = defineAction({
  field: 'learnerfeedbackinstructor',
  ...office,
  request: z.object({ id: idField(FEEDBACK_MESSAGES.instructor) }),
  reply: 'json',
  response: InstructorRatingSummary,
});

/** The drill-down's learners of one instructor, with their average rating and total answered: {id}. */
export const learnerFeedbackLearners = defineAction({
  field: 'learnerfeedbacklearners',
  ...office,
  request: z.object({ id: idField(FEEDBACK_MESSAGES.instructor), ...ratingPage() }),
  reply: 'json',
  response: pageOf(LearnerRatingRow),
});

/** Every rating a learner gave an instructor, per question: {adiid, learnerid}. */
export const learnerFeedbackDetails = defineAction({
  field: 'learnerfeedbackdetails',
  ...office,
  request: pair(),
  reply: 'json',
  response: z.array(FeedbackDetailRow),
});

/** View Instructor Feedbacks (internal use only): learners with their average rating from instructors. */
export const instructorFeedbackSummary = defineAction({
  field: 'instructorfeedbacksummary',
  ...office,
  request: z.object(ratingPage()),
  reply: 'json',
  response: pageOf(LearnerRatingRow),
});

/** The drill-down's summary for one learner: {id}. */
export const instructorFeedbackLearner = defineAction({
  field: 'instructorfeedbacklearner',
  ...office,
  request: z.object({ id: idField(FEEDBACK_MESSAGES.learner) }),
  reply: 'json',
  response: LearnerRatingSummary,
});

/** The drill-down's instructors who rated one learner: {id}. */
export const instructorFeedbackInstructors = defineAction({
  field: 'instructorfeedbackinstructors',
  ...office,
  request: z.object({ id: idField(FEEDBACK_MESSAGES.learner), ...ratingPage() }),
  reply: 'json',
  response: pageOf(InstructorRatingRow),
});

/** Every rating an instructor gave a learner, per question: {adiid, learnerid}. */
export const instructorFeedbackDetails = defineAction({
  field: 'instructorfeedbackdetails',
  ...office,
  request: pair(),
  reply: 'json',
  response: z.array(FeedbackDetailRow),
});
