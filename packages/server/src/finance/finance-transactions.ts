import { financeActions, SCHOOL_OWNER, SUCCESS, TRANSACTION_MESSAGES, type ParsedRequestOf } from '@dss/contract';
import { ActionRefused, staffOf, type ActionContext } from '../wire/handler';
import { writeOnce } from './idempotent';
import { requireInstructor } from './instructor-list';

export const instructorExists = (ctx: ActionContext, id: number, message: string) => requireInstructor(ctx, id, message, 422);

type TransactionInput = ParsedRequestOf<typeof financeActions.saveIncome>;

/** Income or expense, once per idempotency key. `adi` 'school' is the school's own record. */
export async function saveTransaction(ctx: ActionContext, kind: 'income' | 'expense', input: TransactionInput) {
  const adiId = input.adi === SCHOOL_OWNER ? null : input.adi;
  const notes = input.notes === '' ? null : input.notes;
  await writeOnce({
    find: () =>
      ctx.db
        .selectFrom('finance_transactions')
        .select(['kind', 'cat_id', 'adi_id', 't_date', 't_amount', 't_pay_method', 't_status', 't_notes'])
        .where('idempotency_key', '=', input.idemkey)
        .executeTakeFirst(),
    same: (t) =>
      t.kind === kind &&
      t.cat_id === input.type &&
      t.adi_id === adiId &&
      t.t_date === input.date &&
      t.t_amount === input.amount &&
      t.t_pay_method === input.method &&
      t.t_status === input.status &&
      t.t_notes === notes,
    insert: async () => {
      if (adiId !== null) await instructorExists(ctx, adiId, TRANSACTION_MESSAGES.adi);
      const category = await ctx.db
        .selectFrom('finance_categories')
        .select('rec_id')
        .where('rec_id', '=', input.type)
        .where('type', '=', kind)
        .executeTakeFirst();
      if (!category)
        throw new ActionRefused(kind === 'income' ? TRANSACTION_MESSAGES.incomeType : TRANSACTION_MESSAGES.expenseType, 422);
      const row = await ctx.db
        .insertInto('finance_transactions')
        .values({
          kind,
          cat_id: input.type,
          adi_id: adiId,
          t_date: input.date,
          t_amount: input.amount,
          t_pay_method: input.method,
          t_status: input.status,
          t_notes: notes,
          recorded_by: staffOf(ctx).staffId,
          idempotency_key: input.idemkey,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('t_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  });
  return SUCCESS;
}
