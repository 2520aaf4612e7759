import { feedbackActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { INSTRUCTOR, instructorRatings } from '../feedback-ratings';

export const instructorFeedbackInstructors = handle(feedbackActions.instructorFeedbackInstructors, (ctx, { id, ...input }) =>
  instructorRatings(ctx.db, INSTRUCTOR, input, id),
);
