import { bookingActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { learnerPage } from '../picker-pages';

export const instructorLearners = handle(bookingActions.instructorLearners, (ctx, input) => learnerPage(ctx, input, false));
