/** Texts of document 2 §8 for feedback, word for word. */
export const FEEDBACK_TEXTS = {
  recorded: 'Feedback Recorded.',
  failed: 'Error recording feedback. Please try again.',
  internalOnly: 'Internal use only. Not to be shared with learners.',
} as const;

/** Field messages the spec leaves out (docs/decisions.md, "Feedback"). */
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
export interface PendingFeedback {
  booking_id: number;
  s_id: number;
  stu_title: string;
  stu_fname: string;
  stu_lname: string;
  adi_id: number;
  adi_title: string;
  adi_fname: string;
  adi_lname: string;
  /** ISO instant the lesson started */
  lesson_time: string;
}

/** A question offered for a lesson's feedback. */
export interface FeedbackQuestionItem {
  id: number;
  question: string;
}

/** Ratings of one person: averages of every rated question; `round_average` is the face shown. */
export interface RatingSummary {
  title: string;
  fname: string;
  lname: string;
  total_feedbacks: number;
  /** rated questions (three per feedback) */
  ratings: number;
  average: number;
  round_average: number;
}

/** View Learner Feedback: an instructor's ratings from learners. */
export interface InstructorRatingRow extends RatingSummary {
  adi_id: number;
}

/** View Instructor Feedbacks: a learner's ratings from instructors. */
export interface LearnerRatingRow extends RatingSummary {
  stu_id: number;
}

/** The summary block of the drill-down dialog. */
export interface InstructorRatingSummary extends InstructorRatingRow {
  total_learners: number;
}
export interface LearnerRatingSummary extends LearnerRatingRow {
  total_instructors: number;
}

/** One rated question of one lesson (document 2 §3 "Detailed row"). */
export interface FeedbackDetailRow {
  booking_id: number;
  question_text: string;
  feedback_rating: number;
  /** ISO instant the lesson started */
  booking_started: string;
}
