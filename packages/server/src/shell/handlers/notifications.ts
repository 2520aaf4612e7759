import { sql } from 'kysely';
import { shellActions, type NotificationCounts } from '@dss/contract';
import { handle } from '../../wire/handler';

export const notifications = handle(shellActions.notifications, async (ctx) => {
  const row = await sql<NotificationCounts>`SELECT tot_act_comps, tot_pend_adis, tot_pend_learners, totl_pend_bookings
    FROM notification_counts`.execute(ctx.db);
  const counts = row.rows[0];
  return {
    tot_act_comps: Number(counts?.tot_act_comps ?? 0),
    tot_pend_adis: Number(counts?.tot_pend_adis ?? 0),
    tot_pend_learners: Number(counts?.tot_pend_learners ?? 0),
    totl_pend_bookings: Number(counts?.totl_pend_bookings ?? 0),
  };
});
