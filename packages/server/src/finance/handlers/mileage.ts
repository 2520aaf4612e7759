import { sql } from 'kysely';
import { financeActions, MILEAGE_TYPES, SCHOOL_OWNER } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { holds, instructorsNamed } from '../record-search';
import { keptTotal } from '../../db/kept-totals';

const distance = sql<string>`(m.end_mileage - m.start_mileage)::numeric(10, 1)::text`;

export const mileage = handle(financeActions.mileage, async (ctx, input) => {
  let query = ctx.db.selectFrom('mileage as m').innerJoin('instructors as i', 'i.adi_id', 'm.adi_id');
  if (input.adiid !== SCHOOL_OWNER) query = query.where('m.adi_id', '=', input.adiid);
  const search = input.search.trim();
  if (search) {
    // The instructors and types found first: their records are then read by index, not each
    // record's joined name tested (finance/record-search.ts).
    const named = await instructorsNamed(ctx.db, search);
    const types = MILEAGE_TYPES.filter((type) => holds(type, search));
    query = query.where((eb) =>
      eb.or([
        ...(named.length ? [eb('m.adi_id', 'in', named)] : []),
        ...(types.length ? [eb('m.type', 'in', types)] : []),
        eb.lit(false),
      ]),
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
      // Every column here is NOT NULL: the date's index then serves Next as it serves the first page.
      { neverNull: ['mileage_date', 'adi_name', 'type', 'distance'], count: kept ? () => kept.then((t) => t.count) : undefined },
    ),
    kept?.then((t) => ({ total: t.amount })) ??
      query
        .select(sql<string>`coalesce(sum(m.end_mileage - m.start_mileage), 0)::numeric(14, 1)::text`.as('total'))
        .executeTakeFirstOrThrow(),
  ]);
  return { total: page.total, keys: page.keys, total_distance: sum.total, rows: page.rows };
});
