import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  FEEDBACK_REFUSALS,
  feedbackActions,
  type FeedbackDetailRow,
  type InstructorRatingRow,
  type LearnerRatingRow,
  type PageRequest,
} from '@dss/contract';
import { personSearch } from '../wire/person-search';
import type { Database } from '../db/tables';
import { ActionRefused, handle } from '../wire/handler';
import { selectPage } from '../wire/paging';
import { DIRECTIONS } from './record-handlers';
import { learnerSearch, SURNAME_ORDER } from '../learners/learner-search';

// View Learner Feedback (learners about instructors, direction 1) and View Instructor Feedbacks
// (instructors about learners, direction 2): per-person averages, the drill-down and the detail.

/** The mean of every rated question (three per feedback), to two places and to the nearest face. */
const totals = {
  total_feedbacks: sql<number>`count(*)::integer`,
  ratings: sql<number>`(3 * count(*))::integer`,
  average: sql<number>`coalesce(round(avg((f.q1_rating + f.q2_rating + f.q3_rating) / 3.0), 2), 0)::float8`,
  round_average: sql<number>`coalesce(round(avg((f.q1_rating + f.q2_rating + f.q3_rating) / 3.0)), 0)::integer`,
};
const totalColumns = [
  totals.total_feedbacks.as('total_feedbacks'),
  totals.ratings.as('ratings'),
  totals.average.as('average'),
  totals.round_average.as('round_average'),
];

type SortKey = 'name' | 'average' | 'total_feedbacks' | 'id';

/**
 * View Learner Feedback in name or id order: the page of rated instructors is cut first (an EXISTS
 * probe per instructor on feedbacks (adi_id, direction)) and only its rows are totalled, instead of
 * grouping every rating (220,000 on the large school) for each page.
 */
async function ratedInstructorsByName(db: Kysely<Database>, direction: number, input: PageRequest<'name' | 'id'>) {
  const mine = sql<SqlBool>`f.adi_id = i.adi_id AND f.direction = ${direction}`;
  const scores = sql`(f.q1_rating + f.q2_rating + f.q3_rating) / 3.0`;
  let query = db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select([
      'i.adi_id',
      't.txt as title',
      'i.fname',
      'i.lname',
      sql<number>`(SELECT count(*) FROM feedbacks f WHERE ${mine})::integer`.as('total_feedbacks'),
      sql<number>`(SELECT 3 * count(*) FROM feedbacks f WHERE ${mine})::integer`.as('ratings'),
      sql<number>`(SELECT coalesce(round(avg(${scores}), 2), 0) FROM feedbacks f WHERE ${mine})::float8`.as('average'),
      sql<number>`(SELECT coalesce(round(avg(${scores})), 0) FROM feedbacks f WHERE ${mine})::integer`.as('round_average'),
    ])
    .where(sql<SqlBool>`EXISTS (SELECT 1 FROM feedbacks f WHERE ${mine})`);
  if (input.search) query = query.where(personSearch('i', 'adi_id', 'A', input.search));
  return selectPage(query, input, { name: sql`lower(i.lname || ' ' || i.fname)`, id: sql`i.adi_id` }, sql`i.adi_id`, {
    neverNull: ['name', 'id'],
  }) as Promise<{ rows: InstructorRatingRow[]; total: number }>;
}

/** Instructors' ratings in one direction, optionally from one learner only, one page. */
async function instructorRatings(db: Kysely<Database>, direction: number, input: PageRequest<SortKey>, stuId?: number) {
  if (stuId === undefined && (input.sort === 'name' || input.sort === 'id')) {
    return ratedInstructorsByName(db, direction, { ...input, sort: input.sort });
  }
  let inner = db
    .selectFrom('feedbacks as f')
    .innerJoin('instructors as i', 'i.adi_id', 'f.adi_id')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.adi_id', 't.txt as title', 'i.fname', 'i.lname', ...totalColumns])
    .where('f.direction', '=', direction)
    .groupBy(['i.adi_id', 't.txt', 'i.fname', 'i.lname']);
  if (stuId !== undefined) inner = inner.where('f.stu_id', '=', stuId);
  if (input.search) inner = inner.where(personSearch('i', 'adi_id', 'A', input.search));
  const query = db.selectFrom(inner.as('s')).selectAll();
  return selectPage(
    query,
    input,
    {
      name: sql`lower(s.lname || ' ' || s.fname)`,
      average: sql`s.average`,
      total_feedbacks: sql`s.total_feedbacks`,
      id: sql`s.adi_id`,
    },
    sql`s.adi_id`,
  ) as Promise<{ rows: InstructorRatingRow[]; total: number }>;
}

/**
 * View Instructor Feedbacks in name or id order: the page of rated learners is cut first, on the
 * learners' surname order index (migration 018) with an EXISTS probe per learner, and only its rows
 * are totalled; the whole table was grouped before (40,344 learners, 0.4-0.5 s on the large school).
 * The average and count orders need every learner's totals and keep the grouped query.
 */
async function ratedLearnersByName(db: Kysely<Database>, direction: number, input: PageRequest<'name' | 'id'>) {
  const mine = sql<SqlBool>`f.stu_id = l.student_id AND f.direction = ${direction}`;
  const scores = sql`(f.q1_rating + f.q2_rating + f.q3_rating) / 3.0`;
  let query = db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select([
      'l.student_id as stu_id',
      't.txt as title',
      'l.fname',
      'l.lname',
      sql<number>`(SELECT count(*) FROM feedbacks f WHERE ${mine})::integer`.as('total_feedbacks'),
      sql<number>`(SELECT 3 * count(*) FROM feedbacks f WHERE ${mine})::integer`.as('ratings'),
      sql<number>`(SELECT coalesce(round(avg(${scores}), 2), 0) FROM feedbacks f WHERE ${mine})::float8`.as('average'),
      sql<number>`(SELECT coalesce(round(avg(${scores})), 0) FROM feedbacks f WHERE ${mine})::integer`.as('round_average'),
    ])
    .where(sql<SqlBool>`EXISTS (SELECT 1 FROM feedbacks f WHERE ${mine})`);
  const found = learnerSearch(input.search);
  if (found) query = query.where(found);
  return selectPage(query, input, { name: SURNAME_ORDER, id: sql`l.student_id` }, sql`l.student_id`, {
    neverNull: ['name', 'id'],
  }) as Promise<{ rows: LearnerRatingRow[]; total: number }>;
}

/** Learners' ratings in one direction, optionally from one instructor only, one page. */
async function learnerRatings(db: Kysely<Database>, direction: number, input: PageRequest<SortKey>, adiId?: number) {
  if (adiId === undefined && (input.sort === 'name' || input.sort === 'id')) {
    return ratedLearnersByName(db, direction, { ...input, sort: input.sort });
  }
  let inner = db
    .selectFrom('feedbacks as f')
    .innerJoin('learners as l', 'l.student_id', 'f.stu_id')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select(['l.student_id as stu_id', 't.txt as title', 'l.fname', 'l.lname', ...totalColumns])
    .where('f.direction', '=', direction)
    .groupBy(['l.student_id', 't.txt', 'l.fname', 'l.lname']);
  if (adiId !== undefined) inner = inner.where('f.adi_id', '=', adiId);
  const found = learnerSearch(input.search);
  if (found) inner = inner.where(found);
  const query = db.selectFrom(inner.as('s')).selectAll();
  return selectPage(
    query,
    input,
    {
      name: sql`lower(s.lname || ' ' || s.fname)`,
      average: sql`s.average`,
      total_feedbacks: sql`s.total_feedbacks`,
      id: sql`s.stu_id`,
    },
    sql`s.stu_id`,
  ) as Promise<{ rows: LearnerRatingRow[]; total: number }>;
}

/** Every rated question between one instructor and one learner in a direction, newest lesson first. */
async function details(db: Kysely<Database>, direction: number, adiId: number, stuId: number): Promise<FeedbackDetailRow[]> {
  const rows = await db
    .selectFrom('feedback_ratings as r')
    .innerJoin('feedback_questions as q', 'q.id', 'r.question_id')
    .innerJoin('bookings as b', 'b.booking_id', 'r.booking_id')
    .select(['r.booking_id', 'q.question as question_text', 'r.rating as feedback_rating', 'b.lesson_starts'])
    .where('r.direction', '=', direction)
    .where('r.adi_id', '=', adiId)
    .where('r.stu_id', '=', stuId)
    .orderBy('b.lesson_starts', 'desc')
    .orderBy('r.booking_id', 'desc')
    .orderBy('r.question_id')
    .execute();
  return rows.map(({ lesson_starts, ...r }) => ({
    ...r,
    booking_id: Number(r.booking_id),
    booking_started: lesson_starts.toISOString(),
  }));
}

const LEARNER = DIRECTIONS.learner.direction;
const INSTRUCTOR = DIRECTIONS.instructor.direction;

const learnerSummaryHandler = handle(feedbackActions.learnerFeedbackSummary, (ctx, input) =>
  instructorRatings(ctx.db, LEARNER, input),
);

/** The drill-down's summary: the instructor, feedbacks, average and how many learners rated them. */
const learnerInstructorHandler = handle(feedbackActions.learnerFeedbackInstructor, async (ctx, { id }) => {
  const row = await ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .leftJoin('feedbacks as f', (j) => j.onRef('f.adi_id', '=', 'i.adi_id').on('f.direction', '=', LEARNER))
    .select([
      'i.adi_id',
      't.txt as title',
      'i.fname',
      'i.lname',
      sql<number>`count(f.feedback_id)::integer`.as('total_feedbacks'),
      sql<number>`(3 * count(f.feedback_id))::integer`.as('ratings'),
      totals.average.as('average'),
      totals.round_average.as('round_average'),
      sql<number>`count(DISTINCT f.stu_id)::integer`.as('total_learners'),
    ])
    .where('i.adi_id', '=', id)
    .groupBy(['i.adi_id', 't.txt', 'i.fname', 'i.lname'])
    .executeTakeFirst();
  if (!row) throw new ActionRefused(FEEDBACK_REFUSALS.noInstructor, 404);
  return row;
});

const learnerLearnersHandler = handle(feedbackActions.learnerFeedbackLearners, (ctx, { id, ...input }) =>
  learnerRatings(ctx.db, LEARNER, input, id),
);

const learnerDetailsHandler = handle(feedbackActions.learnerFeedbackDetails, (ctx, { adiid, learnerid }) =>
  details(ctx.db, LEARNER, adiid, learnerid),
);

const instructorSummaryHandler = handle(feedbackActions.instructorFeedbackSummary, (ctx, input) =>
  learnerRatings(ctx.db, INSTRUCTOR, input),
);

/** The drill-down's summary for a learner rated by instructors. */
const instructorLearnerHandler = handle(feedbackActions.instructorFeedbackLearner, async (ctx, { id }) => {
  const row = await ctx.db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .leftJoin('feedbacks as f', (j) => j.onRef('f.stu_id', '=', 'l.student_id').on('f.direction', '=', INSTRUCTOR))
    .select([
      'l.student_id as stu_id',
      't.txt as title',
      'l.fname',
      'l.lname',
      sql<number>`count(f.feedback_id)::integer`.as('total_feedbacks'),
      sql<number>`(3 * count(f.feedback_id))::integer`.as('ratings'),
      totals.average.as('average'),
      totals.round_average.as('round_average'),
      sql<number>`count(DISTINCT f.adi_id)::integer`.as('total_instructors'),
    ])
    .where('l.student_id', '=', id)
    .groupBy(['l.student_id', 't.txt', 'l.fname', 'l.lname'])
    .executeTakeFirst();
  if (!row) throw new ActionRefused(FEEDBACK_REFUSALS.noLearner, 404);
  return row;
});

const instructorInstructorsHandler = handle(feedbackActions.instructorFeedbackInstructors, (ctx, { id, ...input }) =>
  instructorRatings(ctx.db, INSTRUCTOR, input, id),
);

const instructorDetailsHandler = handle(feedbackActions.instructorFeedbackDetails, (ctx, { adiid, learnerid }) =>
  details(ctx.db, INSTRUCTOR, adiid, learnerid),
);

export const viewHandlers = [
  learnerSummaryHandler,
  learnerInstructorHandler,
  learnerLearnersHandler,
  learnerDetailsHandler,
  instructorSummaryHandler,
  instructorLearnerHandler,
  instructorInstructorsHandler,
  instructorDetailsHandler,
];
