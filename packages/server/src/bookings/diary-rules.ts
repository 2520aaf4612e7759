import { sql, type Kysely, type Transaction } from 'kysely';
import {
  BOOKING_REFUSALS,
  SLOT_MINUTES,
  addDays,
  businessHoursOf,
  closedDayRefusal,
  dayOfWeek,
  withinBusinessHours,
  type AvailabilityDay,
  type BusinessHours,
  type ClashingBooking,
  type WallClock,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { closedDaysBetween } from './closed-days';
import { wallClockOf } from './diary-time';

type Db = Kysely<Database> | Transaction<Database>;

/** A lesson about to be placed or moved into an instructor's diary. */
export interface LessonSlot {
  stuId: number;
  start: Date;
  end: Date;
  /** the start as the clerk chose it on London's clock */
  wall: WallClock;
}

/** Live lessons (Scheduled, Rescheduled) and lessons that happened (No show, Complete) occupy a slot. */
export const OCCUPYING_STATES = [1, 2, 4, 5] as const;

/** The instructor's business hours: their weekly availability, or the defaults of document 2 §9. */
export async function instructorHours(db: Db, adiId: number): Promise<{ hours: BusinessHours[]; defaults: boolean }> {
  const days: AvailabilityDay[] = await db
    .selectFrom('instructor_availability')
    .select(['day_num', 'is_working', 'work_start', 'work_end', 'has_lunch', 'lunch_start', 'lunch_end'])
    .where('adi_id', '=', adiId)
    .execute();
  return { hours: businessHoursOf(days), defaults: days.length === 0 };
}

const slotsJson = (lessons: readonly LessonSlot[]) =>
  JSON.stringify(lessons.map((l, k) => ({ k, s: l.start.toISOString(), e: l.end.toISOString(), stu: l.stuId })));

/**
 * The first live lesson of the instructor, or of a lesson's learner, that one of `lessons` runs
 * into (ignoring the bookings being moved), described for the clerk; null when there is none.
 */
export async function findClash(
  db: Db,
  adiId: number,
  lessons: readonly LessonSlot[],
  ignore: readonly number[] = [],
): Promise<string | null> {
  if (!lessons.length) return null;
  const overlapping = (column: 'adi_id' | 'stu_id', value: ReturnType<typeof sql>) => sql`
    SELECT c.k, b.booking_id FROM c JOIN bookings b
      ON b.${sql.ref(column)} = ${value}
     AND b.booking_state IN (1, 2, 4, 5)
     AND tstzrange(b.lesson_starts, b.lesson_end, '[)') && tstzrange(c.s, c.e, '[)')
     AND b.lesson_starts > c.s - interval '4 hours'
     AND b.booking_id NOT IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify(ignore)}::json))`;
  const found = await sql<{
    k: number;
    booking_id: number;
    stu_id: number;
    stu_name: string;
    adi_id: number;
    adi_name: string;
    lesson_starts: Date;
    lesson_end: Date;
  }>`
    WITH c AS (SELECT * FROM json_to_recordset(${slotsJson(lessons)}::json) AS c (k int, s timestamptz, e timestamptz, stu int)),
    hit AS (${overlapping('adi_id', sql`${adiId}`)} UNION ${overlapping('stu_id', sql`c.stu`)})
    SELECT hit.k, b.booking_id, b.stu_id, l.fname || ' ' || l.lname AS stu_name,
           b.adi_id, i.fname || ' ' || i.lname AS adi_name, b.lesson_starts, b.lesson_end
    FROM hit
    JOIN bookings b ON b.booking_id = hit.booking_id
    JOIN learners l ON l.student_id = b.stu_id
    JOIN instructors i ON i.adi_id = b.adi_id
    ORDER BY hit.k, b.lesson_starts
    LIMIT 1`.execute(db);
  const hit = found.rows[0];
  if (!hit) return null;
  const clash: ClashingBooking = {
    booking_id: Number(hit.booking_id),
    stu_id: hit.stu_id,
    stu_name: hit.stu_name,
    adi_id: hit.adi_id,
    adi_name: hit.adi_name,
    starts: wallClockOf(hit.lesson_starts),
    ends: wallClockOf(hit.lesson_end),
  };
  return BOOKING_REFUSALS.clash(lessons[hit.k]!.wall, clash);
}

/**
 * Everything the calendar checks, checked again on the server for lessons placed or moved into an
 * instructor's diary: each starts on a 15-minute slot, on a date inside the calendar's valid range
 * that is not a bank holiday of the school's region or a closed day of its own, within the
 * instructor's business hours and outside their time away; none overlaps another of
 * them; and none runs into a live lesson of the instructor or of its learner. Answers the first
 * problem, in the lessons' time order, or null. The exclusion constraints remain the last word.
 */
export async function checkLessons(
  db: Db,
  input: { adiId: number; lessons: readonly LessonSlot[]; range: { start: string; end: string }; ignore?: readonly number[] },
): Promise<string | null> {
  const lessons = [...input.lessons].sort((a, b) => a.start.getTime() - b.start.getTime());
  const { hours } = await instructorHours(db, input.adiId);
  const dates = lessons.map((l) => l.wall.date).sort();
  const closed = dates.length ? await closedDaysBetween(db, dates[0]!, addDays(dates[dates.length - 1]!, 1)) : [];
  for (const lesson of lessons) {
    const { wall } = lesson;
    if (wall.minutes % SLOT_MINUTES !== 0) return BOOKING_REFUSALS.notOnSlot(wall);
    if (wall.date < input.range.start || wall.date >= input.range.end) return BOOKING_REFUSALS.outOfRange(wall, input.range);
    const closedDay = closed.find((d) => d.date === wall.date);
    if (closedDay) return closedDayRefusal(wall, closedDay);
    const end = wallClockOf(lesson.end);
    const endMinutes = end.date === wall.date ? end.minutes : 24 * 60 + end.minutes;
    if (!withinBusinessHours(hours, dayOfWeek(wall.date), wall.minutes, endMinutes)) return BOOKING_REFUSALS.outsideHours(wall);
  }

  const away = await sql<{ k: number; type: string; reason: string | null; starts_at: Date; ends_at: Date }>`
    SELECT c.k, t.type, t.reason, t.starts_at, t.ends_at
    FROM json_to_recordset(${slotsJson(lessons)}::json) AS c (k int, s timestamptz, e timestamptz, stu int)
    JOIN instructor_time_away t ON t.adi_id = ${input.adiId} AND t.status = 1 AND t.starts_at < c.e AND t.ends_at > c.s
    ORDER BY c.k, t.starts_at
    LIMIT 1`.execute(db);
  const off = away.rows[0];
  if (off) {
    return BOOKING_REFUSALS.timeAway(lessons[off.k]!.wall, {
      what: off.reason?.trim() || `time away (${off.type})`,
      from: wallClockOf(off.starts_at),
      to: wallClockOf(off.ends_at),
    });
  }

  // Sorted by start: a lesson overlaps an earlier one when it starts before the latest end so far.
  let latest: LessonSlot | null = null;
  for (const lesson of lessons) {
    if (latest && lesson.start < latest.end) return BOOKING_REFUSALS.eachOther(latest.wall, lesson.wall);
    if (!latest || lesson.end > latest.end) latest = lesson;
  }

  return findClash(db, input.adiId, lessons, input.ignore);
}
