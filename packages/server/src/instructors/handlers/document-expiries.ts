import { sql } from 'kysely';
import { instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { containsPattern, selectPage } from '../../wire/paging';
import { selectExpiries, toExpiryItem } from '../rows';

const EXPIRY_ORDER = {
  expires_on: sql`e.expires_on`,
  adi_id: sql`e.adi_id`,
  name: sql`lower(i.fname || ' ' || i.lname)`,
  document: sql`e.document`,
};

export const documentExpiries = handle(instructorActions.documentExpiries, async (ctx, input) => {
  let query = selectExpiries(ctx.db);
  if (input.status === 'expired') query = query.where(sql<boolean>`e.expires_on < london_date(now())`);
  if (input.status === 'due') query = query.where(sql<boolean>`e.expires_on >= london_date(now())`);
  if (input.search) {
    const pattern = containsPattern(input.search);
    const idMatch = /^a?(\d{1,9})$/i.exec(input.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(i.fname || ' ' || i.lname)`, 'like', pattern),
        eb(sql`lower(replace(coalesce(v.c_reg, ''), ' ', ''))`, 'like', containsPattern(input.search.replace(/\s/g, ''))),
        ...(idMatch ? [eb('e.adi_id', '=', Number(idMatch[1]))] : []),
      ]),
    );
  }
  const page = await selectPage(query, input, EXPIRY_ORDER, [sql`e.adi_id`, sql`e.document`, sql`e.c_id`]);
  return {
    rows: page.rows.map((r) => ({ ...toExpiryItem(r), title: r.title, fname: r.fname, lname: r.lname, mobile: r.mobile })),
    total: page.total,
    keys: page.keys,
  };
});
