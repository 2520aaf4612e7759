import { feedbackActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { details, INSTRUCTOR } from '../feedback-ratings';

export const instructorFeedbackDetails = handle(feedbackActions.instructorFeedbackDetails, (ctx, { adiid, learnerid }) =>
  details(ctx.db, INSTRUCTOR, adiid, learnerid),
);
