import { sql } from 'kysely';
import { performanceActions, type PerformanceSummary } from '@dss/contract';
import { londonDayRange } from '../../../finance/sql';
import { handle } from '../../../wire/handler';
import { CANCELLED, instructorExists, NO_SHOW, ON_DIARY } from '../performance-queries';

/**
 * Every count in one statement of scalar subqueries, each on an index of the instructor: London
 * days are compared as the instants that bound them, (adi_id, lesson_starts) and (adi_id, test_at).
 */
export const summary = handle(performanceActions.summary, async (ctx, span) => {
  await instructorExists(ctx, span.id);
  const { from, until } = londonDayRange(span.start, span.end);
  /** The instructor's lessons of the span at their time, in the given states. */
  const lessonsIn = (states: readonly number[]) =>
    ctx.db
      .selectFrom('bookings as b')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('b.adi_id', '=', span.id)
      .where('b.lesson_starts', '>=', from)
      .where('b.lesson_starts', '<', until)
      .where('b.booking_state', 'in', states);
  const row = await ctx.db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('assignments as a')
        .select(eb.fn.countAll<number>().as('n'))
        .where('a.adi_id', '=', span.id)
        .where('a.assign_on', '>=', from)
        .where('a.assign_on', '<', until)
        .as('new_assings'),
      lessonsIn(ON_DIARY).as('at_time'),
      eb
        .selectFrom('booking_moves as m')
        .innerJoin('bookings as b', 'b.booking_id', 'm.booking_id')
        .select(eb.fn.countAll<number>().as('n'))
        .where('b.adi_id', '=', span.id)
        .where('m.from_starts', '>=', from)
        .where('m.from_starts', '<', until)
        .as('moved_away'),
      lessonsIn([CANCELLED]).as('cancelled'),
      lessonsIn([NO_SHOW]).as('no_show'),
      eb
        .selectFrom('driving_tests as d')
        .select(sql<number>`count(*) FILTER (WHERE d.outcome = 1)`.as('n'))
        .where('d.adi_id', '=', span.id)
        .where('d.test_at', '>=', from)
        .where('d.test_at', '<', until)
        .as('passed'),
      eb
        .selectFrom('driving_tests as d')
        .select(sql<number>`count(*) FILTER (WHERE d.outcome = 0)`.as('n'))
        .where('d.adi_id', '=', span.id)
        .where('d.test_at', '>=', from)
        .where('d.test_at', '<', until)
        .as('failed'),
    ])
    .executeTakeFirstOrThrow();
  const n = (v: unknown) => Number(v ?? 0);
  const lessonBookings = n(row.at_time) + n(row.moved_away);
  const summary: PerformanceSummary = {
    adi_id: span.id,
    start: span.start,
    end: span.end,
    new_assings: n(row.new_assings),
    lesson_bookings: lessonBookings,
    rescheduled_bookings: n(row.moved_away),
    canceled_bookings: n(row.cancelled),
    noshow_bookings: n(row.no_show),
    provided_lessons: lessonBookings - n(row.moved_away) - n(row.no_show),
    test_outcomes: { passed: n(row.passed), failed: n(row.failed) },
  };
  return summary;
});
