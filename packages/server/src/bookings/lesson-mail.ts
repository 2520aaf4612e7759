import { londonClock, londonWallClock } from '@dss/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { enqueueMail } from '../mail/outbox';
import type { ActionContext } from '../wire/handler';

// Names only: the London reading comes from londonWallClock, these read its fields in UTC.
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });
const MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long' });

/** 'Monday 24 November 2026' on London's clock. */
export function londonLongDay(at: Date): string {
  const t = londonWallClock(at);
  const noonUtc = new Date(Date.UTC(t.year, t.month - 1, t.day, 12));
  return `${WEEKDAY.format(noonUtc)} ${t.day} ${MONTH.format(noonUtc)} ${t.year}`;
}

/** 'Monday 24 November 2026, 10:00 to 11:00' on London's clock. */
export function lessonWhen(start: Date, end: Date): string {
  return `${londonLongDay(start)}, ${londonClock(start).time} to ${londonClock(end).time}`;
}

export interface MailedLesson {
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

/** The lessons with what their mails say: learner, instructor, time and pickup. */
export async function lessonsOf(db: Kysely<Database>, ids: readonly number[]): Promise<MailedLesson[]> {
  if (!ids.length) return [];
  const rows = await sql<MailedLesson>`
    SELECT b.booking_id, b.stu_id, l.email, lt.txt AS stu_title, l.fname AS stu_fname, l.lname AS stu_lname,
           it.txt AS adi_title, i.fname AS adi_fname, i.lname AS adi_lname,
           b.lesson_starts, b.lesson_end, b.addr_line, b.addr_pc
    FROM bookings b
    JOIN learners l ON l.student_id = b.stu_id JOIN titles lt ON lt.id = l.title_id
    JOIN instructors i ON i.adi_id = b.adi_id JOIN titles it ON it.id = i.title_id
    WHERE b.booking_id IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify(ids)}::json))
    ORDER BY b.lesson_starts`.execute(db);
  return rows.rows;
}

const pickup = (l: MailedLesson) =>
  [l.addr_line, l.addr_pc].filter((p) => p && p.trim()).join(', ') || 'as arranged with your instructor';
/** '- Monday 24 November 2026, 10:00 to 11:00 with Mr A B (lesson B12). Pickup: ….' */
export const line = (l: MailedLesson) =>
  `- ${lessonWhen(l.lesson_starts, l.lesson_end)} with ${l.adi_title} ${l.adi_fname} ${l.adi_lname} (lesson B${l.booking_id}). Pickup: ${pickup(l)}.`;

/** A learner's lesson mail: the greeting, the body, and the office's closing lines. */
export function learnerMailText(to: MailedLesson, body: string[]): string {
  return [
    `Dear ${to.stu_title} ${to.stu_fname} ${to.stu_lname},`,
    '',
    ...body,
    '',
    'If you cannot make a lesson, please call the office as soon as you can.',
    '',
    'The office team',
  ].join('\n');
}

/**
 * Queues one e-mail to each learner about their lessons (beyond the spec), in the action's
 * transaction: it is sent after the save commits, and never for a save that rolls back
 * (docs/decisions/mail-outbox-and-reminders.md). `key` names each learner's mail for the outbox.
 */
async function queue(
  ctx: ActionContext,
  lessons: MailedLesson[],
  mail: { kind: 'placed' | 'moved' | 'cancelled'; subject: string; key: (first: MailedLesson) => string },
  body: (mine: MailedLesson[]) => string[],
) {
  const byLearner = new Map<number, MailedLesson[]>();
  for (const l of lessons) byLearner.set(l.stu_id, [...(byLearner.get(l.stu_id) ?? []), l]);
  for (const mine of byLearner.values()) {
    const first = mine[0]!;
    await enqueueMail(ctx.db, {
      kind: mail.kind,
      dedupeKey: mail.key(first),
      to: first.email,
      subject: mail.subject,
      text: learnerMailText(first, body(mine)),
      stuId: Number(first.stu_id),
      bookingId: mine.length === 1 ? Number(first.booking_id) : undefined,
    });
  }
}

/** Confirms newly placed lessons that are still to come: one mail per learner, named by its first new lesson. */
export async function mailPlacedLessons(ctx: ActionContext, bookingIds: readonly number[], now: Date): Promise<void> {
  const lessons = (await lessonsOf(ctx.db, bookingIds)).filter((l) => l.lesson_starts > now);
  const mail = {
    kind: 'placed',
    subject: 'Your driving lessons are booked',
    key: (l: MailedLesson) => `placed:${l.booking_id}`,
  } as const;
  await queue(ctx, lessons, mail, (mine) => [
    mine.length === 1 ? 'Your driving lesson is booked:' : 'Your driving lessons are booked:',
    '',
    ...mine.map(line),
  ]);
}

/** Tells learners the new times of moved lessons that are still to come: one mail per learner and move. */
export async function mailMovedLessons(
  ctx: ActionContext,
  moved: readonly { bookingId: number; fromStart: Date; fromEnd: Date }[],
  now: Date,
): Promise<void> {
  const from = new Map(moved.map((m) => [m.bookingId, m]));
  const lessons = (await lessonsOf(ctx.db, [...from.keys()])).filter((l) => l.lesson_starts > now);
  if (!lessons.length) return;
  // A lesson may move back and forth: each move (one transaction) is a mail of its own.
  const move = await sql<{ txid: string }>`SELECT txid_current()::text AS txid`.execute(ctx.db);
  const mail = {
    kind: 'moved',
    subject: 'Your driving lesson has moved',
    key: (l: MailedLesson) => `moved:${l.booking_id}:${move.rows[0]!.txid}`,
  } as const;
  await queue(ctx, lessons, mail, (mine) => [
    mine.length === 1 ? 'Your driving lesson has moved to a new time:' : 'Your driving lessons have moved to new times:',
    '',
    ...mine.flatMap((l) => {
      const was = from.get(Number(l.booking_id))!;
      return [`- was ${lessonWhen(was.fromStart, was.fromEnd)}`, `  now ${line(l).slice(2)}`];
    }),
  ]);
}

/** Tells the learner their lessons are cancelled (one, or the rest of a series), and by whom; a lesson is cancelled once. */
export async function mailCancelledLessons(
  ctx: ActionContext,
  bookingIds: readonly number[],
  party: 'learner' | 'school',
): Promise<void> {
  const lessons = await lessonsOf(ctx.db, bookingIds);
  const mail = {
    kind: 'cancelled' as const,
    subject: lessons.length === 1 ? 'Your driving lesson is cancelled' : 'Your driving lessons are cancelled',
    key: (l: MailedLesson) => `cancelled:${l.booking_id}`,
  };
  await queue(ctx, lessons, mail, (mine) => {
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
  });
}
