import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  PERFORMANCE_MESSAGES,
  performanceActions,
  type PerformanceBookingRow,
  type PerformanceInstructor,
  type PerformanceLearnerRow,
  type PerformanceSummary,
  type PerformanceTestRow,
} from '@dss/contract';
import type { Database } from '../../db/tables';
import { requireInstructor } from '../../finance/instructor-list';
import { londonDayRange, staffName } from '../../finance/sql';
import { handle, type ActionContext } from '../../wire/handler';
import { containsPattern, selectPage } from '../../wire/paging';

/**
 * The Instructor Performance Report (document 2 §2.10, §3, §7.5), counted by the database over
 * London days `start` to `end` inclusive.
 *
 * A rescheduled lesson keeps its row and is moved (docs/decisions/bookings.md), so the report
 * counts, as the school's earlier system did with a new booking per reschedule, one lesson entry
 * per slot booked: each lesson at its time (not cancelled or blocked) and each slot a lesson was
 * moved away from (a `booking_moves` row). Booked lessons are all those entries, rescheduled the
 * moved-away ones, and provided lessons = booked - rescheduled - no-shows: the lessons at their
 * final time that the learner came to (beyond the spec's formula: a no-show is not a lesson given,
 * docs/decisions/cancellations-and-no-shows.md).
 */

/** Bookings on the diary: Scheduled, Rescheduled, No show, Complete (Blocked and Cancelled free the slot). */
const ON_DIARY = [1, 2, 4, 5];
const CANCELLED = 3;
const NO_SHOW = 4;
const RESCHEDULED = 2;

interface Span {
  id: number;
  start: string;
  end: string;
}

const instructorExists = (ctx: ActionContext, id: number) => requireInstructor(ctx, id, PERFORMANCE_MESSAGES.noInstructor, 404);

/** The learner columns of a detail row, from `learners as l` joined to `titles as lt`. */
const learnerColumns = ['l.student_id as stu_id', 'lt.txt as stu_title', 'l.fname as stu_fname', 'l.lname as stu_lname'] as const;

/** A detail list's search: the learner's id (with or without L) or name, on `learners as l`. */
function learnerMatches(search: string): RawBuilder<boolean> {
  const text = search.trim();
  const id = /^[Ll]?(\d{1,9})$/.exec(text)?.[1];
  const byName = sql<boolean>`lower(l.fname || ' ' || l.lname) LIKE ${containsPattern(text)}`;
  return id ? sql<boolean>`(l.student_id = ${Number(id)} OR ${byName})` : byName;
}

/** The instructor's bookings that start on a London day of the span. */
function bookingsIn(db: Kysely<Database>, span: Span) {
  const { from, until } = londonDayRange(span.start, span.end);
  return db
    .selectFrom('bookings as b')
    .innerJoin('learners as l', 'l.student_id', 'b.stu_id')
    .innerJoin('titles as lt', 'lt.id', 'l.title_id')
    .where('b.adi_id', '=', span.id)
    .where('b.lesson_starts', '>=', from)
    .where('b.lesson_starts', '<', until);
}

/** Lessons at their time, as detail rows. */
function lessonEntries(db: Kysely<Database>, span: Span, states: number[]) {
  return bookingsIn(db, span)
    .where('b.booking_state', 'in', states)
    .select([
      'b.booking_id as b_id',
      sql<number | null>`NULL::int`.as('move_id'),
      'b.lesson_starts as b_starts',
      'b.booking_state as b_status',
      staffName('b.booked_by').as('b_by'),
      'b.updated_on as b_edited',
      ...learnerColumns,
    ]);
}

/** Slots in the span that the instructor's lessons were moved away from, as detail rows. */
function movedAwayEntries(db: Kysely<Database>, span: Span) {
  const { from, until } = londonDayRange(span.start, span.end);
  return db
    .selectFrom('booking_moves as m')
    .innerJoin('bookings as b', 'b.booking_id', 'm.booking_id')
    .innerJoin('learners as l', 'l.student_id', 'b.stu_id')
    .innerJoin('titles as lt', 'lt.id', 'l.title_id')
    .where('b.adi_id', '=', span.id)
    .where('m.from_starts', '>=', from)
    .where('m.from_starts', '<', until)
    .select([
      'm.booking_id as b_id',
      'm.move_id',
      'm.from_starts as b_starts',
      sql<number>`${RESCHEDULED}::int`.as('b_status'),
      staffName('b.booked_by').as('b_by'),
      'm.moved_at as b_edited',
      ...learnerColumns,
    ]);
}

type EntryQuery = ReturnType<typeof lessonEntries>;

/** One page of lesson entries: searched, sorted and paged in the database. */
async function entryPage(
  db: Kysely<Database>,
  source: EntryQuery,
  input: Span & { search: string; sort: 'b_starts' | 'b_id' | 'b_status'; dir: 'asc' | 'desc'; page: number; pagesize: number },
) {
  let query = db.selectFrom(source.as('e')).selectAll();
  const search = input.search.trim();
  if (search) {
    const pattern = containsPattern(search);
    // B12 is a booking, L12 a learner, a bare 12 either.
    const [, prefix, id] = /^([BbLl]?)(\d{1,9})$/.exec(search) ?? [];
    const kind = prefix?.toUpperCase();
    query = query.where((eb) =>
      eb.or([
        ...(id && kind !== 'L' ? [eb('e.b_id', '=', Number(id))] : []),
        ...(id && kind !== 'B' ? [eb('e.stu_id', '=', Number(id))] : []),
        eb(sql`lower(e.stu_fname || ' ' || e.stu_lname)`, 'like', pattern),
      ]),
    );
  }
  const page = await selectPage(
    query,
    input,
    { b_starts: sql`e.b_starts`, b_id: sql`e.b_id`, b_status: sql`e.b_status` },
    sql`(e.b_id, coalesce(e.move_id, 0))`,
  );
  return {
    total: page.total,
    rows: page.rows.map((r): PerformanceBookingRow => ({
      ...r,
      b_starts: r.b_starts.toISOString(),
      b_edited: r.b_edited.toISOString(),
    })),
  };
}

/**
 * The text an instructor of the report is searched in: names, mobile, e-mail, county and both
 * licence numbers. Migration 018 indexes exactly this expression (pg_trgm): keep the two in step.
 */
const INSTRUCTOR_HAYSTACK = sql`lower(i.fname || ' ' || coalesce(i.mname, '') || ' ' || i.lname || ' ' || i.mobile || ' ' || i.email || ' ' || coalesce(i.curr_county, '') || ' ' || i.driving_licence_no || ' ' || i.instructor_licence_no)`;

/**
 * The report's keyword (document 2 §2.10), as the table matched it in the browser: every typed word
 * must be found. 'A12' is that instructor only; a bare number is an id or part of a mobile or
 * licence number; any other word is part of the names, mobile, e-mail, county or licence numbers.
 */
function instructorMatches(search: string): RawBuilder<SqlBool> | null {
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const conditions = words.map((word) => {
    const prefixed = /^a(\d{1,9})$/i.exec(word);
    if (prefixed) return sql<SqlBool>`i.adi_id = ${Number(prefixed[1])}`;
    const like = sql<SqlBool>`${INSTRUCTOR_HAYSTACK} LIKE ${containsPattern(word)}`;
    return /^\d{1,9}$/.test(word) ? sql<SqlBool>`(i.adi_id = ${Number(word)} OR ${like})` : like;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

const instructorsHandler = handle(performanceActions.instructors, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select([
      'i.adi_id',
      't.txt as title',
      'i.fname',
      'i.mname',
      'i.lname',
      'i.mobile',
      'i.email',
      'i.curr_county',
      'i.driving_licence_no',
      'i.instructor_licence_no',
      'i.acc_state',
    ])
    .where('i.approved_at', 'is not', null);
  const matches = instructorMatches(input.search);
  if (matches) query = query.where(matches);
  const page = await selectPage(
    query,
    input,
    {
      adi_id: sql`i.adi_id`,
      name: sql`lower(i.fname || ' ' || i.lname)`,
      email: sql`lower(i.email)`,
      county: sql`lower(i.curr_county)`,
    },
    sql`i.adi_id`,
    { neverNull: ['adi_id', 'name', 'email'] },
  );
  return {
    total: page.total,
    rows: page.rows.map((r): PerformanceInstructor => ({
      adi_id: r.adi_id,
      title: r.title,
      fname: r.fname,
      mname: r.mname ?? '',
      lname: r.lname,
      mobile: r.mobile,
      email: r.email,
      county: r.curr_county ?? '',
      driving_licence_no: r.driving_licence_no,
      instructor_licence_no: r.instructor_licence_no,
      accState: r.acc_state,
    })),
  };
});

/**
 * Every count in one statement of scalar subqueries, each on an index of the instructor: London
 * days are compared as the instants that bound them, (adi_id, lesson_starts) and (adi_id, test_at).
 */
const summaryHandler = handle(performanceActions.summary, async (ctx, span) => {
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

const newLearnersHandler = handle(performanceActions.newLearners, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  const { from, until } = londonDayRange(input.start, input.end);
  let query = ctx.db
    .selectFrom('assignments as a')
    .innerJoin('learners as l', 'l.student_id', 'a.stu_id')
    .innerJoin('titles as lt', 'lt.id', 'l.title_id')
    .where('a.adi_id', '=', input.id)
    .where('a.assign_on', '>=', from)
    .where('a.assign_on', '<', until);
  if (input.search.trim()) query = query.where(learnerMatches(input.search));
  const page = await selectPage(
    query.select([...learnerColumns, 'a.assign_id', 'a.assign_on']),
    input,
    { assign_on: sql`a.assign_on`, stu_id: sql`l.student_id`, name: sql`lower(l.lname || ' ' || l.fname)` },
    sql`a.assign_id`,
  );
  return {
    total: page.total,
    rows: page.rows.map(({ assign_id: _, ...r }): PerformanceLearnerRow => ({ ...r, assign_on: r.assign_on.toISOString() })),
  };
});

const bookedLessonsHandler = handle(performanceActions.bookedLessons, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  const entries = lessonEntries(ctx.db, input, ON_DIARY).unionAll(movedAwayEntries(ctx.db, input));
  return entryPage(ctx.db, entries, input);
});

const rescheduledHandler = handle(performanceActions.rescheduledLessons, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  return entryPage(ctx.db, movedAwayEntries(ctx.db, input), input);
});

const cancelledHandler = handle(performanceActions.cancelledLessons, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  return entryPage(ctx.db, lessonEntries(ctx.db, input, [CANCELLED]), input);
});

const testOutcomesHandler = handle(performanceActions.testOutcomes, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  const { from, until } = londonDayRange(input.start, input.end);
  let query = ctx.db
    .selectFrom('driving_tests as d')
    .innerJoin('learners as l', 'l.student_id', 'd.stu_id')
    .innerJoin('titles as lt', 'lt.id', 'l.title_id')
    .where('d.adi_id', '=', input.id)
    .where('d.outcome', '=', input.type)
    .where('d.test_at', '>=', from)
    .where('d.test_at', '<', until);
  if (input.search.trim()) query = query.where(learnerMatches(input.search));
  const page = await selectPage(
    query.select([...learnerColumns, 'd.id as test_id', 'd.test_at', 'd.recorded_at']),
    input,
    { testdate: sql`d.test_at`, stu_id: sql`l.student_id`, name: sql`lower(l.lname || ' ' || l.fname)` },
    sql`d.id`,
  );
  return {
    total: page.total,
    rows: page.rows.map(({ test_at, recorded_at, ...r }): PerformanceTestRow => ({
      ...r,
      testdate: test_at.toISOString(),
      created_on: recorded_at.toISOString(),
    })),
  };
});

export const performanceHandlers = [
  instructorsHandler,
  summaryHandler,
  newLearnersHandler,
  bookedLessonsHandler,
  rescheduledHandler,
  cancelledHandler,
  testOutcomesHandler,
];
