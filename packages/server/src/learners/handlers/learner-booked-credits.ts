import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { lessonsPaidFor } from '../credit-figures';

export const learnerBookedCredits = handle(learnerActions.learnerBookedCredits, (ctx, { id }) => lessonsPaidFor(ctx, id, 2));
