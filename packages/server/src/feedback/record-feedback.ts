import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  FEEDBACK_QUESTIONS,
  FEEDBACK_REFUSALS,
  FEEDBACK_TEXTS,
  FEEDBACK_WINDOW_DAYS,
  SUCCESS,
  feedbackActions,
  refusalText,
  type PageRequest,
  type PendingFeedback,
} from '@dss/contract';
import { instructorSearch } from '../instructors/instructor-search';
import { prefixedId } from '../wire/person-search';
import type { Database } from '../db/tables';
import { isUniqueViolation } from '../learners/learner-rows';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { selectPage } from '../wire/paging';
import { chooseQuestions } from './questions';
import { LONDON } from '../db/london-sql';
import { learnerSearch } from '../learners/learner-search';

// Record Feedback's handlers, built once per direction: each action's file in handlers/ binds one.

/** Feedback directions: 1 learner about the instructor, 2 instructor about the learner. */
export const DIRECTIONS = {
  learner: { direction: 1, audience: 'learner' },
  instructor: { direction: 2, audience: 'instructor' },
} as const;
export type Audience = keyof typeof DIRECTIONS;

/**
 * A lesson awaits a feedback of a direction: Complete, within the window, and none recorded yet.
 * The window's first instant bounds the start too (the same lessons: the day is the start's
 * London day), so either order walks only the window of the completed lessons' index (018): the
 * oldest first had walked ten years of lessons to reach it (1.4 s on the large school).
 */
const awaiting = (direction: number) => sql<SqlBool>`b.booking_state = 5
  AND b.lesson_date >= london_date(now()) - ${FEEDBACK_WINDOW_DAYS}::integer
  AND b.lesson_starts >= (london_date(now()) - ${FEEDBACK_WINDOW_DAYS}::integer)::timestamp AT TIME ZONE ${LONDON}
  AND NOT EXISTS (SELECT 1 FROM feedbacks f WHERE f.booking_id = b.booking_id AND f.direction = ${direction})`;

/**
 * The kept rows (migration 020) of a direction's window. The direction is written into the
 * statement, not sent with it, so that a plan made for any direction still reads that
 * direction's search index (039).
 */
const keptInWindow = (direction: 1 | 2) =>
  sql<SqlBool>`fa.direction = ${sql.lit(direction)} AND fa.lesson_date >= london_date(now()) - ${FEEDBACK_WINDOW_DAYS}::integer`;

/**
 * The kept rows whose booking, learner or instructor the search finds: the learner by the search
 * text the row keeps (migration 039, on its own index, the learner tables' search), the instructors
 * (a few hundred) by theirs, then their rows on the people's index (033).
 */
function keptFound(search: string) {
  const booking = prefixedId(search, 'B');
  return sql<SqlBool>`(${learnerSearch(search, { id: sql`fa.stu_id`, text: sql`fa.learner_text` }) ?? sql`false`}
    OR fa.adi_id = ANY (ARRAY(SELECT i.adi_id FROM instructors i WHERE ${instructorSearch('i', search)}))
    OR ${booking === null ? sql`false` : sql`fa.booking_id = ${booking}`})`;
}

/** How many lessons await a direction's feedback, from the kept table (migration 020). */
export async function awaitingCount(db: Kysely<Database>, direction: 1 | 2): Promise<number> {
  const counted = sql<{ n: number }>`SELECT count(*)::int AS n FROM feedback_awaited fa WHERE ${keptInWindow(direction)}`;
  const { rows } = await counted.execute(db);
  return rows[0]!.n;
}

/** The lessons as the pending lists show them, with their learner and instructor. */
function pendingRows(db: Kysely<Database>) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('learners as l', 'l.student_id', 'b.stu_id')
    .innerJoin('titles as lt', 'lt.id', 'l.title_id')
    .innerJoin('instructors as i', 'i.adi_id', 'b.adi_id')
    .innerJoin('titles as it', 'it.id', 'i.title_id')
    .select([
      'b.booking_id',
      'b.stu_id as s_id',
      'lt.txt as stu_title',
      'l.fname as stu_fname',
      'l.lname as stu_lname',
      'b.adi_id',
      'it.txt as adi_title',
      'i.fname as adi_fname',
      'i.lname as adi_lname',
      'b.lesson_starts',
    ]);
}

type PendingRow = Awaited<ReturnType<ReturnType<typeof pendingRows>['executeTakeFirstOrThrow']>>;

const toPending = ({ lesson_starts, ...r }: PendingRow): PendingFeedback => ({
  ...r,
  booking_id: Number(r.booking_id),
  lesson_time: lesson_starts.toISOString(),
});

/** Every sort key of the pending lists is NOT NULL, in the lessons and in their kept rows. */
const NEVER_NULL = ['lesson_time', 'booking_id', 'learner', 'instructor'] as const;

/**
 * A search's page, cut and counted on the kept rows alone, which hold every key the lists sort by
 * (migration 039); then only the page's lessons are read whole. PostgreSQL does not sort the kept
 * rows before the joins by itself: with the joins in the page's statement it read every lesson
 * found and its people (2,314 on the large school for "smi") to keep 26.
 */
async function searchedPage(
  db: Kysely<Database>,
  direction: 1 | 2,
  input: PageRequest<(typeof NEVER_NULL)[number]>,
  search: string,
) {
  const kept = db
    .selectFrom('feedback_awaited as fa')
    .select('fa.booking_id')
    .where(keptInWindow(direction))
    .where(keptFound(search));
  const page = await selectPage(
    kept,
    input,
    {
      lesson_time: sql`fa.lesson_starts`,
      booking_id: sql`fa.booking_id`,
      learner: sql`fa.learner_order`,
      instructor: sql`fa.instructor_order`,
    },
    sql`fa.booking_id`,
    { neverNull: [...NEVER_NULL] },
  );
  const ids = page.rows.map((r) => r.booking_id);
  const rows = ids.length === 0 ? [] : await pendingRows(db).where('b.booking_id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [String(r.booking_id), r]));
  return {
    total: page.total,
    keys: page.keys,
    rows: ids.flatMap((id) => {
      const row = byId.get(String(id));
      return row ? [toPending(row)] : [];
    }),
  };
}

export function pendingHandler(action: typeof feedbackActions.pendingLearnerFeedbacks, audience: Audience) {
  const { direction } = DIRECTIONS[audience];
  return handle(action, async (ctx, input) => {
    if (input.search) return searchedPage(ctx.db, direction, input, input.search);
    const page = await selectPage(
      pendingRows(ctx.db).where(awaiting(direction)),
      input,
      {
        lesson_time: sql`b.lesson_starts`,
        booking_id: sql`b.booking_id`,
        learner: sql`lower(l.lname || ' ' || l.fname)`,
        instructor: sql`lower(i.lname || ' ' || i.fname)`,
      },
      sql`b.booking_id`,
      {
        // Never NULL: newest first walks the completed lessons' index (018) and stops at the page.
        neverNull: [...NEVER_NULL],
        // The total is the kept rows of the window (020), not an anti-join of its lessons.
        count: () => awaitingCount(ctx.db, direction),
      },
    );
    return { total: page.total, keys: page.keys, rows: page.rows.map(toPending) };
  });
}

/** The lesson, when it awaits this direction's feedback. */
async function awaitingLesson(db: Kysely<Database>, bookingId: number, direction: number) {
  return db
    .selectFrom('bookings as b')
    .select(['b.booking_id', 'b.stu_id', 'b.adi_id'])
    .where('b.booking_id', '=', bookingId)
    .where(awaiting(direction))
    .executeTakeFirst();
}

async function activeQuestions(db: Kysely<Database>, audience: 'learner' | 'instructor') {
  return db
    .selectFrom('feedback_questions')
    .select(['id', 'question', 'group_no'])
    .where('audience', '=', audience)
    .where('state', '=', 1)
    .execute();
}

export function questionsHandler(action: typeof feedbackActions.learnerFeedbackQuestions, audience: Audience) {
  return handle(action, async (ctx, { bookingID }) => {
    const lesson = await awaitingLesson(ctx.db, bookingID, DIRECTIONS[audience].direction);
    if (!lesson) throw new ActionRefused(FEEDBACK_REFUSALS.notAwaiting, 404);
    const asked = chooseQuestions(await activeQuestions(ctx.db, DIRECTIONS[audience].audience), bookingID);
    if (asked.length < FEEDBACK_QUESTIONS) throw new ActionRefused(FEEDBACK_REFUSALS.noQuestions);
    return asked;
  });
}

/**
 * Saves a lesson's feedback: three different active questions of the direction's audience rated
 * 1 to 5 (the contract checks the shape), for a lesson that awaits it. One feedback of each
 * direction per lesson: the database's unique key refuses a second, even from two clerks at once.
 */
export function saveHandler(action: typeof feedbackActions.saveLearnerFeedback, audience: Audience) {
  const { direction } = DIRECTIONS[audience];
  return handle(action, async (ctx, { feedbacks }) => {
    const refuse = (reason: string, status = 409) => new ActionRefused(refusalText(FEEDBACK_TEXTS.failed, reason), status);
    const lesson = await awaitingLesson(ctx.db, feedbacks.bookingid, direction);
    if (!lesson) {
      const recorded = await ctx.db
        .selectFrom('feedbacks')
        .select('feedback_id')
        .where('booking_id', '=', feedbacks.bookingid)
        .where('direction', '=', direction)
        .executeTakeFirst();
      throw refuse(recorded ? FEEDBACK_REFUSALS.recorded : FEEDBACK_REFUSALS.notAwaiting);
    }
    const qids = feedbacks.feedback.map((f) => f.qid);
    const active = new Set((await activeQuestions(ctx.db, DIRECTIONS[audience].audience)).map((q) => q.id));
    const [a, b, c] = feedbacks.feedback;
    if (qids.length !== FEEDBACK_QUESTIONS || !a || !b || !c || !qids.every((id) => active.has(id)))
      throw refuse(FEEDBACK_REFUSALS.questions, 422);
    try {
      await ctx.db
        .insertInto('feedbacks')
        .values({
          booking_id: lesson.booking_id,
          direction,
          stu_id: lesson.stu_id,
          adi_id: lesson.adi_id,
          q1_id: a.qid,
          q1_rating: a.rating,
          q2_id: b.qid,
          q2_rating: b.rating,
          q3_id: c.qid,
          q3_rating: c.rating,
          recorded_by: staffOf(ctx).staffId,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(FEEDBACK_REFUSALS.recorded);
      throw error;
    }
    return SUCCESS;
  });
}
