import { z } from 'zod';
import { jsonText } from '../validation/fields';
import { jsonId } from '../validation/json-id';
import { FEEDBACK_MESSAGES, FEEDBACK_QUESTIONS, RATING_MAX, RATING_MIN } from './types';

const rating = z
  .number({ error: FEEDBACK_MESSAGES.ratings })
  .int(FEEDBACK_MESSAGES.rating)
  .min(RATING_MIN, FEEDBACK_MESSAGES.ratings)
  .max(RATING_MAX, FEEDBACK_MESSAGES.rating);

/**
 * A lesson's feedback (document 2 §7.2): the booking and exactly three different questions, each
 * rated 1 to 5. A rating of 0 is an unanswered question (document 2 §5.14: all three above 0).
 */
export const feedbackForm = z.object({
  bookingid: jsonId(FEEDBACK_MESSAGES.booking),
  feedback: z
    .array(z.object({ qid: jsonId(FEEDBACK_MESSAGES.feedbacks), rating }), {
      error: FEEDBACK_MESSAGES.ratings,
    })
    .length(FEEDBACK_QUESTIONS, FEEDBACK_MESSAGES.ratings)
    .refine((list) => new Set(list.map((q) => q.qid)).size === list.length, FEEDBACK_MESSAGES.questions),
});

export type FeedbackFormValues = z.input<typeof feedbackForm>;

/** The `feedbacks` field of a save: the form as JSON text. */
export const feedbacksField = jsonText(feedbackForm, FEEDBACK_MESSAGES.feedbacks);
