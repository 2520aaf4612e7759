import { sql, type Kysely } from 'kysely';
import { addDays, CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK, londonDate, londonInstant } from '@dss/contract';
import type { Database } from '../db/tables';
import { schoolClock } from '../lifecycle/school-clock';
import { calendarFeedTokenHash } from './calendar-feed-token';

/** A lesson as the feed shows it: the learner's first name, mobile and pickup postcode only. */
export interface FeedLesson {
  booking_id: number;
  lesson_starts: Date;
  lesson_end: Date;
  booking_lesson_type: number;
  booking_state: number;
  updated_on: Date;
  moves: number;
  fname: string;
  mobile: string;
  pickup_pc: string | null;
}

/** Scheduled time away as the feed shows it: when, and whether by the hour or whole days. */
export interface FeedTimeAway {
  rec_id: number;
  type: 'hours' | 'day' | 'days';
  starts_at: Date;
  ends_at: Date;
  created_at: Date;
}

/** Lessons in every state but Blocked: Scheduled, Rescheduled, Cancelled, No show and Complete. */
const FEED_STATES = [1, 2, 3, 4, 5];

/**
 * The instructor a feed's token opens: one probe of the unique index on the token's hash, of a
 * feed not stopped, of an instructor not deleted. Null for anything else.
 */
export async function feedInstructor(db: Kysely<Database>, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('instructor_calendar_feeds as f')
    .innerJoin('instructors as i', 'i.adi_id', 'f.adi_id')
    .select('f.adi_id')
    .where('f.token_hash', '=', calendarFeedTokenHash(token))
    .where('i.acc_state', '<>', 4)
    .executeTakeFirst();
  return row?.adi_id ?? null;
}

/** The instructor's lessons and scheduled time away from 30 London days back to 180 ahead. */
export async function feedEvents(db: Kysely<Database>, adiId: number): Promise<{ lessons: FeedLesson[]; away: FeedTimeAway[] }> {
  const today = londonDate(schoolClock.now());
  const from = londonInstant(addDays(today, -CALENDAR_FEED_DAYS_BACK), 0);
  const to = londonInstant(addDays(today, CALENDAR_FEED_DAYS_AHEAD + 1), 0);
  const lessons = await db
    .selectFrom('bookings as b')
    .innerJoin('learners as l', 'l.student_id', 'b.stu_id')
    .select([
      'b.booking_id',
      'b.lesson_starts',
      'b.lesson_end',
      'b.booking_lesson_type',
      'b.booking_state',
      'b.updated_on',
      sql<number>`(SELECT count(*) FROM booking_moves m WHERE m.booking_id = b.booking_id)::integer`.as('moves'),
      'l.fname',
      'l.mobile',
      sql<string | null>`coalesce(nullif(btrim(b.addr_pc), ''), l.pickup_pc)`.as('pickup_pc'),
    ])
    .where('b.adi_id', '=', adiId)
    .where('b.booking_state', 'in', FEED_STATES)
    .where('b.lesson_starts', '>=', from)
    .where('b.lesson_starts', '<', to)
    .orderBy('b.lesson_starts')
    .orderBy('b.booking_id')
    .execute();
  const away = await db
    .selectFrom('instructor_time_away')
    .select(['rec_id', 'type', 'starts_at', 'ends_at', 'created_at'])
    .where('adi_id', '=', adiId)
    .where('status', '=', 1)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .orderBy('starts_at')
    .execute();
  return { lessons: lessons.map((l) => ({ ...l, booking_id: Number(l.booking_id) })), away };
}
