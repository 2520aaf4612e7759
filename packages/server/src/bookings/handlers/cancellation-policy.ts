import { bookingActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { readCancellationPolicy } from '../cancellation-policy';

/**
 * Cancellations and no-shows (beyond the spec; docs/decisions/cancellations-and-no-shows.md):
 * the policy is read, the credit's fate decided and the lesson and its credit changed in one
 * transaction under the booking's row lock, so two clerks acting at once change it once.
 */

export const cancellationPolicy = handle(bookingActions.cancellationPolicy, async (ctx) => readCancellationPolicy(ctx.db));
