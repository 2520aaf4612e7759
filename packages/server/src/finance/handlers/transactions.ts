import { sql } from 'kysely';
import { financeActions, SCHOOL_OWNER, type FinanceTransactionRow } from '@dss/contract';
import { handle } from '../../wire/handler';
import { containsPattern, selectPage } from '../../wire/paging';
import { keptTotal } from '../../db/kept-totals';
import { moneySum } from '../sql';
import { categoriesNamed, holds, instructorsNamed, RECORD_TEXT } from '../record-search';

/** The instructor's name for a finance row, 'Driving school' for the school's own. */
const SCHOOL_NAME = 'Driving school';
const ownerName = sql<string>`coalesce(i.fname || ' ' || i.lname, ${sql.lit(SCHOOL_NAME)})`;

export const transactions = handle(financeActions.transactions, async (ctx, input) => {
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
    // Categories and instructors found by name first, then their records and those whose own
    // fields hold the text, each by an index (finance/record-search.ts, migration 035).
    const [categories, named] = await Promise.all([categoriesNamed(ctx.db, search), instructorsNamed(ctx.db, search)]);
    query = query.where((eb) =>
      eb.or([
        ...(categories.length ? [eb('f.cat_id', 'in', categories)] : []),
        ...(named.length ? [eb('f.adi_id', 'in', named)] : []),
        ...(holds(SCHOOL_NAME, search) ? [eb('f.adi_id', 'is', null)] : []),
        eb(RECORD_TEXT, 'like', containsPattern(search)),
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
      {
        // NOT NULL columns, and the owner's name falls back to the school's: the date's index then
        // serves Next as it serves the first page.
        neverNull: ['t_date', 't_amount', 'cat_name', 'adi_name', 't_status', 't_pay_method'],
        count: kept ? () => kept.then((t) => t.count) : undefined,
      },
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
    keys: page.keys,
    amount_total: sums.amount_total,
    completed_total: sums.completed_total,
    rows: page.rows.map((r): FinanceTransactionRow => ({ ...r, t_notes: r.t_notes ?? '' })),
  };
});
