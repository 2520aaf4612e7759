import { sql } from 'kysely';
import {
  FINANCE_TEXTS,
  financeActions,
  SCHOOL_OWNER,
  SUCCESS,
  TRANSACTION_MESSAGES,
  type FinanceTransactionRow,
  type MileageRow,
  type ParsedRequestOf,
} from '@dss/contract';
import { ActionRefused, handle, staffOf, type ActionContext } from '../wire/handler';
import { containsPattern, selectPage } from '../wire/paging';
import { keptTotal } from '../db/kept-totals';
import { writeOnce } from './idempotent';
import { requireInstructor } from './instructor-list';
import { moneySum } from './sql';

/** PostgreSQL's unique-violation code. */
const UNIQUE_VIOLATION = '23505';
const isUnique = (error: unknown) => (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;

const instructorExists = (ctx: ActionContext, id: number, message: string) => requireInstructor(ctx, id, message, 422);

/** A category name is unique per kind, ignoring case; a duplicate answers the spec's error text. */
const saveCategoryHandler = handle(financeActions.saveCategory, async (ctx, input) => {
  try {
    await ctx.db
      .insertInto('finance_categories')
      .values({ category: input.cat, type: input.type, tax: input.rate, created_by: staffOf(ctx).staffId })
      .execute();
  } catch (error) {
    if (isUnique(error)) throw new ActionRefused(FINANCE_TEXTS.categoryFailed);
    throw error;
  }
  return SUCCESS;
});

const categoriesHandler = handle(financeActions.categories, async (ctx, { kind }) => {
  let query = ctx.db.selectFrom('finance_categories').select(['rec_id', 'category', 'type', 'tax']);
  if (kind) query = query.where('type', '=', kind);
  return query
    .orderBy('type')
    .orderBy(sql`lower(category)`)
    .orderBy('rec_id')
    .execute();
});

type TransactionInput = ParsedRequestOf<typeof financeActions.saveIncome>;

/** Income or expense, once per idempotency key. `adi` 'school' is the school's own record. */
async function saveTransaction(ctx: ActionContext, kind: 'income' | 'expense', input: TransactionInput) {
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

const saveIncomeHandler = handle(financeActions.saveIncome, (ctx, input) => saveTransaction(ctx, 'income', input));
const saveExpenseHandler = handle(financeActions.saveExpense, (ctx, input) => saveTransaction(ctx, 'expense', input));

/** The instructor's name for a finance row, 'Driving school' for the school's own. */
const ownerName = sql<string>`coalesce(i.fname || ' ' || i.lname, 'Driving school')`;

const transactionsHandler = handle(financeActions.transactions, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('finance_transactions as f')
    .innerJoin('finance_categories as c', 'c.rec_id', 'f.cat_id')
    .leftJoin('instructors as i', 'i.adi_id', 'f.adi_id')
    .where('f.kind', '=', input.type);
  if (input.adiid !== SCHOOL_OWNER) query = query.where('f.adi_id', '=', input.adiid);
  if (input.from) query = query.where('f.t_date', '>=', input.from);
  if (input.to) query = query.where('f.t_date', '<=', input.to);
  const search = input.search.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(c.category)`, 'like', pattern),
        eb(sql`lower(${ownerName})`, 'like', pattern),
        eb(sql`lower(f.t_pay_method)`, 'like', pattern),
        eb(sql`f.t_status`, 'like', pattern),
        eb(sql`lower(coalesce(f.t_notes, ''))`, 'like', pattern),
        eb(sql`f.t_amount::text`, 'like', pattern),
      ]),
    );
  }
  // The whole school's records of a kind, unfiltered: the count and sums are kept (migration 031).
  const kept = input.adiid === SCHOOL_OWNER && !input.from && !input.to && !search ? keptTotal(ctx.db, input.type) : null;
  const [page, sums] = await Promise.all([
    selectPage(
      query.select([
        'f.t_id',
        'f.kind',
        'f.t_date',
        'f.cat_id',
        'c.category as cat_name',
        'c.tax',
        'f.adi_id',
        ownerName.as('adi_name'),
        'f.t_amount',
        'f.t_status',
        'f.t_pay_method',
        'f.t_notes',
      ]),
      input,
      {
        t_date: sql`f.t_date`,
        t_amount: sql`f.t_amount`,
        cat_name: sql`lower(c.category)`,
        adi_name: sql`lower(${ownerName})`,
        t_status: sql`f.t_status`,
        t_pay_method: sql`lower(f.t_pay_method)`,
      },
      sql`f.t_id`,
      { count: kept ? () => kept.then((t) => t.count) : undefined },
    ),
    kept?.then((t) => ({ amount_total: t.amount, completed_total: t.completed })) ??
      query
        .select([
          moneySum('f.t_amount').as('amount_total'),
          sql<string>`coalesce(sum(f.t_amount) FILTER (WHERE f.t_status = 'completed'), 0)::numeric(14, 2)::text`.as(
            'completed_total',
          ),
        ])
        .executeTakeFirstOrThrow(),
  ]);
  return {
    total: page.total,
    amount_total: sums.amount_total,
    completed_total: sums.completed_total,
    rows: page.rows.map((r): FinanceTransactionRow => ({ ...r, t_notes: r.t_notes ?? '' })),
  };
});

const saveMileageHandler = handle(financeActions.saveMileage, async (ctx, input) => {
  await instructorExists(ctx, input.adi, 'Please select a driving instructor.');
  await ctx.db
    .insertInto('mileage')
    .values({
      adi_id: input.adi,
      mileage_date: input.date,
      type: input.type,
      start_mileage: input.start,
      end_mileage: input.end,
      recorded_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});

const distance = sql<string>`(m.end_mileage - m.start_mileage)::numeric(10, 1)::text`;

const mileageHandler = handle(financeActions.mileage, async (ctx, input) => {
  let query = ctx.db.selectFrom('mileage as m').innerJoin('instructors as i', 'i.adi_id', 'm.adi_id');
  if (input.adiid !== SCHOOL_OWNER) query = query.where('m.adi_id', '=', input.adiid);
  const search = input.search.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb(sql`lower(i.fname || ' ' || i.lname)`, 'like', pattern), eb(sql`m.type`, 'like', pattern)]),
    );
  }
  // The whole school's mileage, unsearched: the count and miles are kept (migration 031).
  const kept = input.adiid === SCHOOL_OWNER && !search ? keptTotal(ctx.db, 'mileage') : null;
  const [page, sum] = await Promise.all([
    selectPage(
      query.select([
        'm.rec_id',
        'm.mileage_date',
        'm.adi_id',
        sql<string>`i.fname || ' ' || i.lname`.as('adi_name'),
        'm.type',
        sql<string>`m.start_mileage::text`.as('start_mileage'),
        sql<string>`m.end_mileage::text`.as('end_mileage'),
        distance.as('distance'),
      ]),
      input,
      {
        mileage_date: sql`m.mileage_date`,
        adi_name: sql`lower(i.fname || ' ' || i.lname)`,
        type: sql`m.type`,
        distance: sql`m.end_mileage - m.start_mileage`,
      },
      sql`m.rec_id`,
      { count: kept ? () => kept.then((t) => t.count) : undefined },
    ),
    kept?.then((t) => ({ total: t.amount })) ??
      query
        .select(sql<string>`coalesce(sum(m.end_mileage - m.start_mileage), 0)::numeric(14, 1)::text`.as('total'))
        .executeTakeFirstOrThrow(),
  ]);
  return { total: page.total, total_distance: sum.total, rows: page.rows as MileageRow[] };
});

export const recordHandlers = [
  saveCategoryHandler,
  categoriesHandler,
  saveIncomeHandler,
  saveExpenseHandler,
  transactionsHandler,
  saveMileageHandler,
  mileageHandler,
];
