import { sql } from 'kysely';
import {
  CARD_PAYMENT_METHOD_ID,
  FINANCE_REFUSALS,
  financeActions,
  PAYMENT_MESSAGES,
  SUCCESS,
  type InstructorFranchiseReport,
  type InstructorPaymentRow,
  type ParsedRequestOf,
  londonInstant,
} from '@dss/contract';
import { ActionRefused, handle, staffOf, type ActionContext } from '../wire/handler';
import { containsPattern, selectPage } from '../wire/paging';
import { writeOnce } from './idempotent';
import { requireInstructor } from './instructor-list';
import { fullName, lastSixMonths, londonDayRange, moneySum, staffName } from './sql';

type PaymentInput = ParsedRequestOf<typeof financeActions.acceptPayment> & { method: number };

const instructorExists = (ctx: ActionContext, id: number) => requireInstructor(ctx, id, FINANCE_REFUSALS.noInstructor, 404);

/**
 * Records an instructor's payment once per idempotency key (Record Instructor Franchise Payments
 * and Accept Instructor Payments). The date and time are London wall-clock.
 */
async function recordPayment(ctx: ActionContext, input: PaymentInput) {
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

const recordPaymentHandler = handle(financeActions.recordPayment, (ctx, input) => recordPayment(ctx, input));

/** The method is always card (2); card details never reach the server. */
const acceptPaymentHandler = handle(financeActions.acceptPayment, (ctx, input) =>
  recordPayment(ctx, { ...input, method: CARD_PAYMENT_METHOD_ID }),
);

const paymentHistoryHandler = handle(financeActions.paymentHistory, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  const window = lastSixMonths(new Date());
  const start = input.start || window.start;
  const end = input.end || window.end;
  const { from, until } = londonDayRange(start, end);
  let query = ctx.db
    .selectFrom('instructor_payments as p')
    .innerJoin('payment_types as t', 't.id', 'p.type_id')
    .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
    .where('p.adi_id', '=', input.id)
    .where('p.date_of_transaction', '>=', from)
    .where('p.date_of_transaction', '<', until);
  const search = input.search.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(p.reference)`, 'like', pattern),
        eb(sql`lower(t.txt)`, 'like', pattern),
        eb(sql`lower(m.txt)`, 'like', pattern),
        eb(sql`p.amount::text`, 'like', pattern),
      ]),
    );
  }
  const [page, sum] = await Promise.all([
    selectPage(
      query.select([
        'p.transaction_id',
        'p.reference',
        'p.amount',
        'p.type_id',
        't.txt as type_name',
        'p.method_id',
        'm.txt as method_name',
        'p.date_of_transaction',
        'p.added',
        staffName('p.recorded_by').as('staff_name'),
      ]),
      input,
      {
        date_of_transaction: sql`p.date_of_transaction`,
        amount: sql`p.amount`,
        reference: sql`lower(p.reference)`,
        type_name: sql`t.txt`,
        method_name: sql`m.txt`,
      },
      sql`p.transaction_id`,
    ),
    query.select(moneySum('p.amount').as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    start,
    end,
    total: page.total,
    amount_total: sum.total,
    rows: page.rows.map((r): InstructorPaymentRow => ({
      ...r,
      date_of_transaction: r.date_of_transaction.toISOString(),
      added: r.added.toISOString(),
    })),
  };
});

const REGULARITY_NAMES: Record<string, string> = {
  '1.00': 'Weekly',
  '4.33': 'Monthly',
  '13.00': 'Quarterly',
  '26.00': 'Bi-annualy',
  '52.00': 'Annualy',
};

/** The instructor's current franchise package: the row of instructor_franchise with no end. */
const franchisePlanHandler = handle(financeActions.franchisePlan, async (ctx, { id }) => {
  const adi = await ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.adi_id', fullName('t.txt', 'i.fname', 'i.lname').as('name')])
    .where('i.adi_id', '=', id)
    .executeTakeFirst();
  if (!adi) throw new ActionRefused(FINANCE_REFUSALS.noInstructor, 404);
  const plan = await ctx.db
    .selectFrom('instructor_franchise as f')
    .innerJoin('franchise_plans as p', 'p.plan_id', 'f.plan_id')
    .select([
      'p.plan_id',
      'p.initial_fee',
      'p.weekly_fee',
      'p.weekly_hours',
      'p.work_type',
      'p.created_on',
      'p.promo_code',
      'f.regularity',
      'f.start_date',
      staffName('f.recorded_by').as('recored_by'),
    ])
    .where('f.adi_id', '=', id)
    .where('f.ended_on', 'is', null)
    .executeTakeFirst();
  const report: InstructorFranchiseReport = {
    adi_id: adi.adi_id,
    name: adi.name,
    plan_data: plan
      ? {
          plan_id: plan.plan_id,
          initial_fee: plan.initial_fee,
          weekly_fee: plan.weekly_fee,
          weekly_hours: plan.weekly_hours,
          work_type: plan.work_type,
          created_on: plan.created_on.toISOString(),
          promo_code: plan.promo_code,
        }
      : null,
    regularity: plan ? Number(plan.regularity) : null,
    regularity_name: plan ? (REGULARITY_NAMES[Number(plan.regularity).toFixed(2)] ?? null) : null,
    start_date: plan?.start_date ?? null,
    recored_by: plan?.recored_by ?? null,
  };
  return report;
});

const paymentTypesHandler = handle(financeActions.paymentTypes, async (ctx) =>
  ctx.db.selectFrom('payment_types').select(['id', 'txt']).orderBy('id').execute(),
);
const paymentMethodsHandler = handle(financeActions.paymentMethods, async (ctx) =>
  ctx.db.selectFrom('payment_methods').select(['id', 'txt']).orderBy('id').execute(),
);

export const paymentHandlers = [
  paymentTypesHandler,
  paymentMethodsHandler,
  recordPaymentHandler,
  acceptPaymentHandler,
  paymentHistoryHandler,
  franchisePlanHandler,
];
