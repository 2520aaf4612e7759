import { feedbackActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { INSTRUCTOR, learnerRatings } from '../feedback-ratings';

export const instructorFeedbackSummary = handle(feedbackActions.instructorFeedbackSummary, (ctx, input) =>
  learnerRatings(ctx.db, INSTRUCTOR, input),
);
