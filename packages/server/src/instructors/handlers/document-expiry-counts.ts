import { sql } from 'kysely';
import { EXPIRY_WARNING_DAYS, instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';

/**
 * The bell's counts, polled by every office screen: one query that reads only the dates up to 30
 * days ahead through the view's partial expiry indexes, joined to the instructor by key.
 */
export const documentExpiryCounts = handle(instructorActions.documentExpiryCounts, async (ctx) => {
  const row = await ctx.db
    .selectFrom('instructor_document_expiries as e')
    .innerJoin('instructors as i', 'i.adi_id', 'e.adi_id')
    .where('i.acc_state', '<>', 4)
    .where(sql<boolean>`e.expires_on <= london_date(now()) + ${EXPIRY_WARNING_DAYS}::integer`)
    .select([
      sql<number>`count(*) FILTER (WHERE e.expires_on < london_date(now()))::integer`.as('expired'),
      sql<number>`count(*) FILTER (WHERE e.expires_on >= london_date(now()))::integer`.as('due'),
    ])
    .executeTakeFirstOrThrow();
  return { expired: row.expired, due: row.due };
});
