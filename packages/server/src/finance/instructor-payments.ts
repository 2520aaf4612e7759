import { FINANCE_REFUSALS, financeActions, PAYMENT_MESSAGES, SUCCESS, type ParsedRequestOf, londonInstant } from '@dss/contract';
import { ActionRefused, staffOf, type ActionContext } from '../wire/handler';
import { writeOnce } from './idempotent';
import { requireInstructor } from './instructor-list';

type PaymentInput = ParsedRequestOf<typeof financeActions.acceptPayment> & { method: number };

export const instructorExists = (ctx: ActionContext, id: number) =>
  requireInstructor(ctx, id, FINANCE_REFUSALS.noInstructor, 404);

/**
 * Records an instructor's payment once per idempotency key (Record Instructor Franchise Payments
 * and Accept Instructor Payments). The date and time are London wall-clock.
 */
export async function recordInstructorPayment(ctx: ActionContext, input: PaymentInput) {
  const at = londonInstant(input.trdatetime.date, input.trdatetime.minutes);
  const find = () =>
    ctx.db
      .selectFrom('instructor_payments')
      .select(['adi_id', 'reference', 'amount', 'type_id', 'method_id', 'date_of_transaction'])
      .where('idempotency_key', '=', input.idemkey)
      .executeTakeFirst();
  await writeOnce({
    find,
    same: (p) =>
      p.adi_id === input.id &&
      p.reference === input.ref &&
      p.amount === input.amount &&
      p.type_id === input.type &&
      p.method_id === input.method &&
      p.date_of_transaction.getTime() === at.getTime(),
    insert: async () => {
      await instructorExists(ctx, input.id);
      const type = await ctx.db.selectFrom('payment_types').select('id').where('id', '=', input.type).executeTakeFirst();
      if (!type) throw new ActionRefused(PAYMENT_MESSAGES.type, 422);
      const method = await ctx.db.selectFrom('payment_methods').select('id').where('id', '=', input.method).executeTakeFirst();
      if (!method) throw new ActionRefused(PAYMENT_MESSAGES.method, 422);
      const row = await ctx.db
        .insertInto('instructor_payments')
        .values({
          adi_id: input.id,
          reference: input.ref,
          amount: input.amount,
          type_id: input.type,
          method_id: input.method,
          date_of_transaction: at,
          recorded_by: staffOf(ctx).staffId,
          idempotency_key: input.idemkey,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('transaction_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  });
  return SUCCESS;
}
