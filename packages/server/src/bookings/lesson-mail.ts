import { londonClock, londonWallClock } from '@dss/contract';
import { sql } from 'kysely';
import type { ActionContext } from '../wire/handler';

// Names only: the London reading comes from londonWallClock, these read its fields in UTC.
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });
const MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long' });

/** 'Monday 24 November 2026' on London's clock. */
function londonLongDay(at: Date): string {
  const t = londonWallClock(at);
  const noonUtc = new Date(Date.UTC(t.year, t.month - 1, t.day, 12));
  return `${WEEKDAY.format(noonUtc)} ${t.day} ${MONTH.format(noonUtc)} ${t.year}`;
}

/** 'Monday 24 November 2026, 10:00 to 11:00' on London's clock. */
export function lessonWhen(start: Date, end: Date): string {
  return `${londonLongDay(start)}, ${londonClock(start).time} to ${londonClock(end).time}`;
}

interface MailedLesson {
  booking_id: number;
  stu_id: number;
  email: string;
  stu_title: string;
  stu_fname: string;
  stu_lname: string;
  adi_title: string;
  adi_fname: string;
  adi_lname: string;
  lesson_starts: Date;
  lesson_end: Date;
  addr_line: string | null;
  addr_pc: string | null;
}

async function lessonsOf(ctx: ActionContext, ids: readonly number[]): Promise<MailedLesson[]> {
  if (!ids.length) return [];
  const rows = await sql<MailedLesson>`
    SELECT b.booking_id, b.stu_id, l.email, lt.txt AS stu_title, l.fname AS stu_fname, l.lname AS stu_lname,
           it.txt AS adi_title, i.fname AS adi_fname, i.lname AS adi_lname,
           b.lesson_starts, b.lesson_end, b.addr_line, b.addr_pc
    FROM bookings b
    JOIN learners l ON l.student_id = b.stu_id JOIN titles lt ON lt.id = l.title_id
    JOIN instructors i ON i.adi_id = b.adi_id JOIN titles it ON it.id = i.title_id
    WHERE b.booking_id IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify(ids)}::json))
    ORDER BY b.lesson_starts`.execute(ctx.db);
  return rows.rows;
}

const pickup = (l: MailedLesson) =>
  [l.addr_line, l.addr_pc].filter((p) => p && p.trim()).join(', ') || 'as arranged with your instructor';
const line = (l: MailedLesson) =>
  `- ${lessonWhen(l.lesson_starts, l.lesson_end)} with ${l.adi_title} ${l.adi_fname} ${l.adi_lname} (lesson B${l.booking_id}). Pickup: ${pickup(l)}.`;

/**
 * E-mails each learner about their lessons (beyond the spec). The lessons are already saved:
 * a mail that cannot be sent is logged and the save still succeeds (docs/decisions/e-mails-to-learners.md).
 */
async function send(ctx: ActionContext, lessons: MailedLesson[], subject: string, body: (mine: MailedLesson[]) => string[]) {
  const byLearner = new Map<number, MailedLesson[]>();
  for (const l of lessons) byLearner.set(l.stu_id, [...(byLearner.get(l.stu_id) ?? []), l]);
  for (const mine of byLearner.values()) {
    const first = mine[0]!;
    const text = [
      `Dear ${first.stu_title} ${first.stu_fname} ${first.stu_lname},`,
      '',
      ...body(mine),
      '',
      'If you cannot make a lesson, please call the office as soon as you can.',
      '',
      'The office team',
    ].join('\n');
    try {
      await ctx.mailer.send({ to: first.email, subject, text });
    } catch (err) {
      ctx.log.warn({ err, stu_id: first.stu_id }, 'lesson e-mail not sent');
    }
  }
}

/** Confirms newly placed lessons that are still to come. */
export async function mailPlacedLessons(ctx: ActionContext, bookingIds: readonly number[], now: Date): Promise<void> {
  const lessons = (await lessonsOf(ctx, bookingIds)).filter((l) => l.lesson_starts > now);
  await send(ctx, lessons, 'Your driving lessons are booked', (mine) => [
    mine.length === 1 ? 'Your driving lesson is booked:' : 'Your driving lessons are booked:',
    '',
    ...mine.map(line),
  ]);
}

/** Tells learners the new times of moved lessons that are still to come. */
export async function mailMovedLessons(
  ctx: ActionContext,
  moved: readonly { bookingId: number; fromStart: Date; fromEnd: Date }[],
  now: Date,
): Promise<void> {
  const from = new Map(moved.map((m) => [m.bookingId, m]));
  const lessons = (await lessonsOf(ctx, [...from.keys()])).filter((l) => l.lesson_starts > now);
  await send(ctx, lessons, 'Your driving lesson has moved', (mine) => [
    mine.length === 1 ? 'Your driving lesson has moved to a new time:' : 'Your driving lessons have moved to new times:',
    '',
    ...mine.flatMap((l) => {
      const was = from.get(Number(l.booking_id))!;
      return [`- was ${lessonWhen(was.fromStart, was.fromEnd)}`, `  now ${line(l).slice(2)}`];
    }),
  ]);
}

/** Tells the learner their lessons are cancelled (one, or the rest of a series), and by whom. */
export async function mailCancelledLessons(
  ctx: ActionContext,
  bookingIds: readonly number[],
  party: 'learner' | 'school',
): Promise<void> {
  const lessons = await lessonsOf(ctx, bookingIds);
  await send(
    ctx,
    lessons,
    lessons.length === 1 ? 'Your driving lesson is cancelled' : 'Your driving lessons are cancelled',
    (mine) => {
      const what = mine.length === 1 ? 'your driving lesson' : 'your driving lessons';
      return [
        party === 'school'
          ? `We are sorry: the school has had to cancel ${what}:`
          : `As you asked, ${what} ${mine.length === 1 ? 'is' : 'are'} cancelled:`,
        '',
        ...mine.map(
          (l) =>
            `- ${lessonWhen(l.lesson_starts, l.lesson_end)} with ${l.adi_title} ${l.adi_fname} ${l.adi_lname} (lesson B${l.booking_id}).`,
        ),
      ];
    },
  );
}
