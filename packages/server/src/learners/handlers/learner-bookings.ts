import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { londonTime } from '../learner-rows';

export const learnerBookings = handle(learnerActions.learnerBookings, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('bookings as b')
    .select([
      'b.booking_id as id',
      'b.adi_id',
      'b.lesson_date as date',
      londonTime('b.lesson_starts').as('start_time'),
      londonTime('b.lesson_end').as('end_time'),
      'b.booked_on',
      'b.booking_state as status',
      'b.cancel_party as cancelled_by',
      'b.credit_forfeited',
    ])
    .where('b.stu_id', '=', id)
    .orderBy('b.lesson_starts', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), booked_on: r.booked_on.toISOString() }));
});
