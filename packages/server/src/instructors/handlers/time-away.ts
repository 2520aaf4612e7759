import { sql } from 'kysely';
import { instructorActions, type TimeAwayRow } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { LONDON } from '../../db/london-sql';

const TIME_AWAY_ORDER = { start: sql`a.starts_at`, type: sql`a.type`, status: sql`a.status` };

/** An instructor's time away, a page at a time; an entry is editable while scheduled and not started. */
export const timeAway = handle(instructorActions.timeAway, async (ctx, input) => {
  const query = ctx.db
    .selectFrom('instructor_time_away as a')
    .where('a.adi_id', '=', input.adiid)
    .select([
      'a.rec_id',
      'a.type',
      'a.reason',
      sql<string>`to_char(a.starts_at AT TIME ZONE ${LONDON}, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(a.starts_at AT TIME ZONE ${LONDON}, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(a.ends_at AT TIME ZONE ${LONDON}, 'YYYY-MM-DD')`.as('end_date'),
      sql<string>`to_char(a.ends_at AT TIME ZONE ${LONDON}, 'HH24:MI')`.as('end_time'),
      'a.duration_text as duration',
      'a.status',
      sql<boolean>`a.status = 1 AND a.starts_at > now()`.as('editable'),
    ]);
  const page = await selectPage(query, input, TIME_AWAY_ORDER, sql`a.rec_id`);
  return {
    rows: page.rows.map((r): TimeAwayRow => ({ ...r, reason: r.reason ?? '', editable: Boolean(r.editable) })),
    total: page.total,
    keys: page.keys,
  };
});
