import { bookingActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { learnerPage } from '../picker-pages';

export const instructorPendingLearners = handle(bookingActions.instructorPendingLearners, (ctx, input) =>
  learnerPage(ctx, input, true),
);
