import { sql } from 'kysely';
import { financeActions, type InstructorPaymentRow } from '@dss/contract';
import { handle } from '../../wire/handler';
import { containsPattern, selectPage } from '../../wire/paging';
import { lastSixMonths, londonDayRange, moneySum, staffName } from '../sql';
import { instructorExists } from '../instructor-payments';

export const paymentHistory = handle(financeActions.paymentHistory, async (ctx, input) => {
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
    keys: page.keys,
    amount_total: sum.total,
    rows: page.rows.map((r): InstructorPaymentRow => ({
      ...r,
      date_of_transaction: r.date_of_transaction.toISOString(),
      added: r.added.toISOString(),
    })),
  };
});
