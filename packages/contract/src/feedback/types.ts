import { z } from 'zod';

/** Texts of document 2 §8 for feedback, word for word. */
export const FEEDBACK_TEXTS = {
  recorded: 'Feedback Recorded.',
  failed: 'Error recording feedback. Please try again.',
  internalOnly: 'Internal use only. Not to be shared with learners.',
} as const;

/** Field messages the spec leaves out (docs/decisions/feedback-rules.md). */
export const FEEDBACK_MESSAGES = {
  booking: 'Please select a lesson.',
  feedbacks: 'Feedback is not valid.',
  ratings: 'Please rate all three questions.',
  rating: 'Ratings run from 1 to 5.',
  questions: 'Each question can be rated once.',
  instructor: 'Please select an instructor.',
  learner: 'Please select a learner.',
} as const;

/** Refusals beyond the spec, after the spec's failure text. */
export const FEEDBACK_REFUSALS = {
  notAwaiting: 'This lesson is not awaiting this feedback.',
  recorded: 'Feedback about this lesson is already recorded.',
  questions: 'The questions answered are not the active questions of this feedback.',
  noQuestions: 'There are fewer than three active feedback questions.',
  noInstructor: 'No such instructor.',
  noLearner: 'No such learner.',
} as const;

/** Lessons completed within this many days are awaiting feedback; older ones no longer are. */
export const FEEDBACK_WINDOW_DAYS = 90;

/** Three questions per feedback, each rated 1 to 5 (document 2 §9). */
export const FEEDBACK_QUESTIONS = 3;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A completed lesson awaiting feedback (document 2 §3 "Pending item"). */
export const PendingFeedback = z.object({
  booking_id: z.number().int(),
  s_id: z.number().int(),
  stu_title: z.string(),
  stu_fname: z.string(),
  stu_lname: z.string(),
  adi_id: z.number().int(),
  adi_title: z.string(),
  adi_fname: z.string(),
  adi_lname: z.string(),
  /** ISO instant the lesson started */
  lesson_time: z.string(),
});
export type PendingFeedback = z.infer<typeof PendingFeedback>;

/** A question offered for a lesson's feedback. */
export const FeedbackQuestionItem = z.object({
  id: z.number().int(),
  question: z.string(),
});
export type FeedbackQuestionItem = z.infer<typeof FeedbackQuestionItem>;

/** Ratings of one person: averages of every rated question; `round_average` is the face shown. */
export const RatingSummary = z.object({
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  total_feedbacks: z.number().int(),
  /** rated questions (three per feedback) */
  ratings: z.number().int(),
  average: z.number(),
  round_average: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** View Learner Feedback: an instructor's ratings from learners. */
export const InstructorRatingRow = RatingSummary.extend({
  adi_id: z.number().int(),
});
export type InstructorRatingRow = z.infer<typeof InstructorRatingRow>;

/** View Instructor Feedbacks: a learner's ratings from instructors. */
export const LearnerRatingRow = RatingSummary.extend({
  stu_id: z.number().int(),
});
export type LearnerRatingRow = z.infer<typeof LearnerRatingRow>;

/** The summary block of the drill-down dialog. */
export const InstructorRatingSummary = InstructorRatingRow.extend({
  total_learners: z.number().int(),
});
export type InstructorRatingSummary = z.infer<typeof InstructorRatingSummary>;
export const LearnerRatingSummary = LearnerRatingRow.extend({
  total_instructors: z.number().int(),
});
export type LearnerRatingSummary = z.infer<typeof LearnerRatingSummary>;

/** One rated question of one lesson (document 2 §3 "Detailed row"). */
export const FeedbackDetailRow = z.object({
  booking_id: z.number().int(),
  question_text: z.string(),
  feedback_rating: z.number().int(),
  /** ISO instant the lesson started */
  booking_started: z.string(),
});
export type FeedbackDetailRow = z.infer<typeof FeedbackDetailRow>;
