import {
  BOOKING_REFUSALS,
  bookingActions,
  bookingColour,
  type DiaryBooking,
  type InstructorCalendar,
  type TimeAwayEvent,
  londonDate,
  londonInstant,
} from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { schoolClock } from '../../lifecycle/school-clock';
import { closedDaysBetween } from '../closed-days';
import { calendarTime } from '../diary-time';
import { instructorHours, OCCUPYING_STATES } from '../diary-rules';

/** OCCUPYING_STATES, to look any state up in. */
const OCCUPYING: readonly number[] = OCCUPYING_STATES;

/**
 * An instructor's calendar for the dates a calendar shows ([start, end) London days): every
 * booking in them (cancelled ones in red, on a slot others may take), scheduled time away, the
 * business hours and the days the school is closed, ready for FullCalendar in Europe/London.
 */
export const instructorBookings = handle(bookingActions.instructorBookings, async (ctx, { id, start, end }) => {
  const adi = await ctx.db.selectFrom('instructors').select('adi_id').where('adi_id', '=', id).executeTakeFirst();
  if (!adi) throw new ActionRefused(BOOKING_REFUSALS.noInstructor, 404);
  const from = londonInstant(start, 0);
  const to = londonInstant(end, 0);

  const rows = await ctx.db
    .selectFrom('bookings as b')
    .innerJoin('learners as l', 'l.student_id', 'b.stu_id')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select([
      'b.booking_id',
      'b.stu_id',
      't.txt as stu_title',
      'l.fname as stu_fname',
      'l.lname as stu_lname',
      'b.lesson_starts',
      'b.lesson_end',
      'b.booking_lesson_type',
      'b.booking_state',
      'b.addr_line',
      'b.addr_pc',
      'b.drop_line',
      'b.drop_pc',
      'b.series_id',
    ])
    .where('b.adi_id', '=', id)
    .where('b.lesson_starts', '<', to)
    .where('b.lesson_end', '>', from)
    .orderBy('b.lesson_starts')
    .orderBy('b.booking_id')
    .execute();
  const bookings = rows.map((b): DiaryBooking => ({
    id: `B${b.booking_id}`,
    booking_id: Number(b.booking_id),
    title: `L${b.stu_id} ${b.stu_fname} ${b.stu_lname}`,
    start: calendarTime(b.lesson_starts),
    end: calendarTime(b.lesson_end),
    color: bookingColour(b.booking_state, b.booking_lesson_type),
    editable: b.booking_state === 1 || b.booking_state === 2,
    durationEditable: false,
    overlap: !OCCUPYING.includes(b.booking_state),
    stu_id: b.stu_id,
    stu_title: b.stu_title,
    stu_fname: b.stu_fname,
    stu_lname: b.stu_lname,
    lesson_starts: b.lesson_starts.toISOString(),
    lesson_end: b.lesson_end.toISOString(),
    booking_lesson_type: b.booking_lesson_type,
    booking_state: b.booking_state,
    addr_line: b.addr_line ?? '',
    addr_pc: b.addr_pc ?? '',
    drop_line: b.drop_line ?? '',
    drop_pc: b.drop_pc ?? '',
    series_id: b.series_id,
  }));

  const away = await ctx.db
    .selectFrom('instructor_time_away')
    .select(['rec_id', 'type', 'reason', 'starts_at', 'ends_at'])
    .where('adi_id', '=', id)
    .where('status', '=', 1)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .orderBy('starts_at')
    .execute();
  const timeAway = away.map((t): TimeAwayEvent => ({
    id: `T${t.rec_id}`,
    rec_id: t.rec_id,
    title: t.reason?.trim() || 'Time away',
    type: t.type,
    reason: t.reason ?? '',
    start: calendarTime(t.starts_at),
    end: calendarTime(t.ends_at),
    starts_at: t.starts_at.toISOString(),
    ends_at: t.ends_at.toISOString(),
  }));

  const { hours, defaults } = await instructorHours(ctx.db, id);
  const calendar: InstructorCalendar = {
    adi_id: id,
    today: londonDate(schoolClock.now()),
    start,
    end,
    bookings,
    timeAway,
    businessHours: hours,
    defaultHours: defaults,
    closedDays: await closedDaysBetween(ctx.db, start, end),
  };
  return calendar;
});
