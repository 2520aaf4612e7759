import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { lessonsOf } from '../bookings/lesson-mail';
import { instructorDayMail, reminderMail, type DayInstructor, type DayLesson } from '../bookings/reminder-mail';
import { enqueueMail } from '../mail/outbox';
import { LONDON } from '../db/london-sql';
import { transactionally } from '../db/transactionally';

export interface RemindersQueued {
  /** learners' reminders of the next day's lessons */
  reminders: number;
  /** instructors' lists of the day */
  dayMails: number;
}

/**
 * Once the London clock has passed the school's reminder_time, queues a reminder for each lesson
 * of the next London day that is still on (Scheduled or Rescheduled) and whose learner has
 * reminders on and is not erased; once it has passed instructor_day_time, queues each instructor
 * the list of the day's lessons. Keyed `reminder:<booking>:<date>` and `day:<adi>:<date>`, so
 * every run after the time queues only what is missing: a lesson moved to another day after its
 * reminder went gets one for its new day (docs/decisions/mail-outbox-and-reminders.md).
 */
export async function queueReminders(db: Kysely<Database>, now: Date): Promise<RemindersQueued> {
  return transactionally(db, async (tx) => {
    const when = await sql<{ today: string; reminders_due: boolean; day_due: boolean }>`
      SELECT london_date(${now}::timestamptz)::text AS today,
             (${now}::timestamptz AT TIME ZONE ${LONDON})::time >= s.reminder_time AS reminders_due,
             (${now}::timestamptz AT TIME ZONE ${LONDON})::time >= s.instructor_day_time AS day_due
      FROM school_settings s ORDER BY s.id LIMIT 1`.execute(tx);
    const clock = when.rows[0];
    if (!clock) return { reminders: 0, dayMails: 0 };
    return {
      reminders: clock.reminders_due ? await queueLearnerReminders(tx, clock.today) : 0,
      dayMails: clock.day_due ? await queueInstructorDays(tx, clock.today) : 0,
    };
  });
}

async function queueLearnerReminders(tx: Kysely<Database>, today: string): Promise<number> {
  const due = await sql<{ booking_id: number; lesson_date: string }>`
    SELECT b.booking_id, b.lesson_date::text AS lesson_date
    FROM bookings b JOIN learners l ON l.student_id = b.stu_id
    WHERE b.lesson_date = ${today}::date + 1 AND b.booking_state IN (1, 2)
      AND l.lesson_reminders AND l.erased_at IS NULL AND l.email <> ''
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'reminder:' || b.booking_id || ':' || b.lesson_date)`.execute(
    tx,
  );
  const dates = new Map(due.rows.map((r) => [Number(r.booking_id), r.lesson_date]));
  let queued = 0;
  for (const lesson of await lessonsOf(tx, [...dates.keys()])) {
    const bookingId = Number(lesson.booking_id);
    const mail = reminderMail(lesson);
    const added = await enqueueMail(tx, {
      kind: 'reminder',
      dedupeKey: `reminder:${bookingId}:${dates.get(bookingId)}`,
      to: lesson.email,
      ...mail,
      stuId: Number(lesson.stu_id),
      bookingId,
    });
    if (added) queued++;
  }
  return queued;
}

async function queueInstructorDays(tx: Kysely<Database>, today: string): Promise<number> {
  const rows = await sql<DayLesson & DayInstructor & { adi_id: number; email: string }>`
    SELECT i.adi_id, i.email, it.txt AS adi_title, i.fname AS adi_fname, i.lname AS adi_lname,
           b.booking_id, b.lesson_starts, b.lesson_end, l.fname AS stu_fname, coalesce(b.addr_pc, l.pickup_pc) AS pickup_pc
    FROM bookings b
    JOIN instructors i ON i.adi_id = b.adi_id JOIN titles it ON it.id = i.title_id
    JOIN learners l ON l.student_id = b.stu_id
    WHERE b.lesson_date = ${today}::date AND b.booking_state IN (1, 2, 5)
      AND i.erased_at IS NULL AND i.email <> ''
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'day:' || i.adi_id || ':' || ${today})
    ORDER BY i.adi_id, b.lesson_starts`.execute(tx);
  const byInstructor = new Map<number, typeof rows.rows>();
  for (const r of rows.rows) byInstructor.set(Number(r.adi_id), [...(byInstructor.get(Number(r.adi_id)) ?? []), r]);
  let queued = 0;
  for (const [adiId, lessons] of byInstructor) {
    const added = await enqueueMail(tx, {
      kind: 'instructor-day',
      dedupeKey: `day:${adiId}:${today}`,
      to: lessons[0]!.email,
      ...instructorDayMail(lessons[0]!, lessons),
      adiId,
    });
    if (added) queued++;
  }
  return queued;
}
