import { feedbackActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { details, LEARNER } from '../feedback-ratings';

export const learnerFeedbackDetails = handle(feedbackActions.learnerFeedbackDetails, (ctx, { adiid, learnerid }) =>
  details(ctx.db, LEARNER, adiid, learnerid),
);
