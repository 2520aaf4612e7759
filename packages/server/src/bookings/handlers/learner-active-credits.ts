import { sql } from 'kysely';
import { bookingActions } from '@dss/contract';
import { handle } from '../../wire/handler';

/** The learner's Available, unexpired credits, earliest expiry first (the ones to use first). */
export const learnerActiveCredits = handle(bookingActions.learnerActiveCredits, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('credits')
    .select(['cred_id', 'expires_at'])
    .where('stu_id', '=', id)
    .where('cred_status', '=', 1)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('expires_at')
    .orderBy('cred_id')
    .execute();
  return rows.map((r) => ({ id: Number(r.cred_id), cred_exp: r.expires_at.toISOString() }));
});
