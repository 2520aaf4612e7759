import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { lessonsPaidFor } from '../credit-figures';

export const learnerUsedCredits = handle(learnerActions.learnerUsedCredits, (ctx, { id }) => lessonsPaidFor(ctx, id, 3));
