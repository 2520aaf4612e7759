import { feedbackActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { instructorRatings, LEARNER } from '../feedback-ratings';

export const learnerFeedbackSummary = handle(feedbackActions.learnerFeedbackSummary, (ctx, input) =>
  instructorRatings(ctx.db, LEARNER, input),
);
