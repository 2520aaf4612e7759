import { sql } from 'kysely';
import { learnerActions, PAYMENT_VOID_TEXTS, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf, type ActionContext } from '../../wire/handler';
import { isUniqueViolation } from '../learner-rows';
import { transactionally } from '../../db/transactionally';

/**
 * Voids a learner payment taken in error, in one transaction under a lock on the payment: refused
 * once any of its credits is allocated to a booking or used (or was ever booked: a cancelled
 * lesson keeps its credit in the booking history), its credits deleted otherwise, and the payment
 * kept and marked voided with who, when and why. A repeat of the same void (same key) answers
 * SUCCESS and writes nothing; another void of a voided payment is refused.
 */
export const voidLearnerPayment = handle(learnerActions.voidLearnerPayment, async (ctx, { payid, reason, idemkey }) => {
  try {
    await voidOnce(ctx, payid, reason, idemkey);
  } catch (error) {
    // The same key sent at the same moment for two payments: the unique constraint decides.
    if (isUniqueViolation(error)) throw new ActionRefused(PAYMENT_VOID_TEXTS.keyReused);
    throw error;
  }
  return SUCCESS;
});

async function voidOnce(ctx: ActionContext, payid: number, reason: string, idemkey: string): Promise<void> {
  const staffId = staffOf(ctx).staffId;
  await transactionally(ctx.db, async (tx) => {
    const payment = await tx
      .selectFrom('learner_payments')
      .select(['pay_id', 'voided_at', 'void_key'])
      .where('pay_id', '=', payid)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw new ActionRefused(PAYMENT_VOID_TEXTS.noPayment);
    if (payment.void_key === idemkey) return;
    if (payment.voided_at) throw new ActionRefused(PAYMENT_VOID_TEXTS.alreadyVoided);
    const keyHolder = await tx.selectFrom('learner_payments').select('pay_id').where('void_key', '=', idemkey).executeTakeFirst();
    if (keyHolder) throw new ActionRefused(PAYMENT_VOID_TEXTS.keyReused);

    // Credits change state under their own row locks (bookings, the lifecycle job), so lock them
    // too: none may be booked between this check and the delete.
    const credits = await tx
      .selectFrom('credits as c')
      .select([
        'c.cred_id',
        'c.cred_status',
        sql<boolean>`EXISTS (SELECT 1 FROM bookings b WHERE b.cred_id = c.cred_id)`.as('booked'),
      ])
      .where('c.pay_id', '=', payid)
      .forUpdate()
      .execute();
    // Frozen (0), available (1) and expired (4) credits were never spent; allocated (2) and used (3) were.
    if (credits.some((c) => c.booked || c.cred_status === 2 || c.cred_status === 3))
      throw new ActionRefused(PAYMENT_VOID_TEXTS.creditsUsed);

    await tx.deleteFrom('credits').where('pay_id', '=', payid).execute();
    await tx
      .updateTable('learner_payments')
      .set({ voided_at: sql<Date>`now()`, voided_by: staffId, void_reason: reason, void_key: idemkey })
      .where('pay_id', '=', payid)
      .where('voided_at', 'is', null)
      .execute();
  });
}
