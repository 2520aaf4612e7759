import { feedbackActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { LEARNER, learnerRatings } from '../feedback-ratings';

export const learnerFeedbackLearners = handle(feedbackActions.learnerFeedbackLearners, (ctx, { id, ...input }) =>
  learnerRatings(ctx.db, LEARNER, input, id),
);
