import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { FeedbackDetailRow, InstructorRatingRow, LearnerRatingRow, Page, PageRequest } from '@dss/contract';
import { instructorSearch } from '../instructors/instructor-search';
import type { Database } from '../db/tables';
import { selectPage } from '../wire/paging';
import { keptCount } from '../db/kept-totals';
import { DIRECTIONS } from './record-feedback';
import { learnerSearch, SURNAME_ORDER, type LearnerSearchColumns } from '../learners/learner-search';

// View Learner Feedback (learners about instructors, direction 1) and View Instructor Feedbacks
// (instructors about learners, direction 2): per-person averages, the drill-down and the detail.

/**
 * The mean of every rated question (three per feedback), to two places and to the nearest face,
 * from the sum of the scores: the same figure whether totalled here or read from the kept totals
 * (migration 021), whose average order is an index on feedback_average.
 */
const scoreSum = sql`sum(f.q1_rating + f.q2_rating + f.q3_rating)::integer`;
export const totals = {
  total_feedbacks: sql<number>`count(*)::integer`,
  ratings: sql<number>`(3 * count(*))::integer`,
  average: sql<number>`coalesce(feedback_average(${scoreSum}, count(*)::integer), 0)::float8`,
  round_average: sql<number>`coalesce(round(${scoreSum} / (3.0 * nullif(count(*), 0))), 0)::integer`,
};

/** The same figures of one person's kept totals row `k`. */
const keptColumns = [
  sql<number>`k.feedbacks`.as('total_feedbacks'),
  sql<number>`3 * k.feedbacks`.as('ratings'),
  sql<number>`feedback_average(k.score_sum, k.feedbacks)::float8`.as('average'),
  sql<number>`round(k.score_sum / (3.0 * k.feedbacks))::integer`.as('round_average'),
];

/** Average and count orders on the kept totals' indexes, the person's id breaking ties. */
const keptOrder = { average: sql`feedback_average(k.score_sum, k.feedbacks)`, total_feedbacks: sql`k.feedbacks` };

/**
 * The total of an unsearched rating table: the people rated in the direction, a kept total
 * (migration 043) instead of a count of their kept rows (2-3 ms for 40,000 learners, growing).
 */
const ratedCount = (db: Kysely<Database>, direction: number, search: string) =>
  search ? undefined : keptCount(db, direction === LEARNER ? 'rated_instructors' : 'rated_learners');

/**
 * A rated learner's kept totals row `k` as the learner tables' search reads a learner: the row
 * keeps the learner's search text (migration 043), so a searched View Instructor Feedbacks is
 * counted, and walked in average or count order, on the kept rows alone, not by looking up each
 * learner found (2.3 ms to count "smi" on the large school, against 0.7 ms on the kept rows).
 */
const KEPT_LEARNER: LearnerSearchColumns = { id: sql`k.person_id`, text: sql`k.learner_text` };

/** The rated learners a search finds, counted on their kept totals rows. */
const ratedLearnersCount = (db: Kysely<Database>, search: string) => {
  const found = learnerSearch(search, KEPT_LEARNER);
  if (!found) return ratedCount(db, INSTRUCTOR, search);
  return async () =>
    (
      await db
        .selectFrom('feedback_totals as k')
        .select(sql<number>`count(*)::integer`.as('n'))
        .where('k.direction', '=', INSTRUCTOR)
        .where(found)
        .executeTakeFirstOrThrow()
    ).n;
};

/** One page of a direction's kept totals rows `k` joined to the people they rate, in average or count order. */
function keptTotalsPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageRequest<'average' | 'total_feedbacks'>,
  count: (() => Promise<number>) | undefined,
) {
  return selectPage(query, input, keptOrder, sql`k.person_id`, { neverNull: ['average', 'total_feedbacks'], count });
}

const totalColumns = [
  totals.total_feedbacks.as('total_feedbacks'),
  totals.ratings.as('ratings'),
  totals.average.as('average'),
  totals.round_average.as('round_average'),
];

type SortKey = 'name' | 'average' | 'total_feedbacks' | 'id';

/**
 * View Learner Feedback in name or id order: the page of rated instructors is cut on the
 * instructors' name order, each with its kept totals row (one primary-key probe), instead of
 * grouping every rating (220,000 on the large school) for each page. The kept row's figures are
 * read as they are: totalled from an instructor's feedbacks (440 each on the large school) they
 * made a searched page 2.2× its time on the demo school. Probing the feedbacks instead of the kept
 * row for whether a person is rated had made PostgreSQL count a searched table by reading every
 * learner (View Instructor Feedbacks searched for "patel": 88 ms against 20 ms on the large school).
 */
async function ratedInstructorsByName(
  db: Kysely<Database>,
  direction: number,
  input: PageRequest<'name' | 'id'>,
): Promise<Page<InstructorRatingRow>> {
  let query = db
    .selectFrom('instructors as i')
    .innerJoin('feedback_totals as k', (join) => join.onRef('k.person_id', '=', 'i.adi_id').on('k.direction', '=', direction))
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.adi_id', 't.txt as title', 'i.fname', 'i.lname', ...keptColumns]);
  if (input.search) query = query.where(instructorSearch('i', input.search));
  return selectPage(query, input, { name: sql`lower(i.lname || ' ' || i.fname)`, id: sql`i.adi_id` }, sql`i.adi_id`, {
    neverNull: ['name', 'id'],
    count: ratedCount(db, direction, input.search),
  });
}

/**
 * View Learner Feedback in average or count order: the kept totals' index for the order, walked
 * to the page, instead of grouping every rating of the direction for each page.
 */
async function ratedInstructorsByTotals(
  db: Kysely<Database>,
  direction: number,
  input: PageRequest<'average' | 'total_feedbacks'>,
): Promise<Page<InstructorRatingRow>> {
  let query = db
    .selectFrom('feedback_totals as k')
    .innerJoin('instructors as i', 'i.adi_id', 'k.person_id')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.adi_id', 't.txt as title', 'i.fname', 'i.lname', ...keptColumns])
    .where('k.direction', '=', direction);
  if (input.search) query = query.where(instructorSearch('i', input.search));
  return keptTotalsPage(query, input, ratedCount(db, direction, input.search));
}

/** Instructors' ratings in one direction, optionally from one learner only, one page. */
export async function instructorRatings(
  db: Kysely<Database>,
  direction: number,
  input: PageRequest<SortKey>,
  stuId?: number,
): Promise<Page<InstructorRatingRow>> {
  if (stuId === undefined) {
    const { sort } = input;
    if (sort === 'name' || sort === 'id') return ratedInstructorsByName(db, direction, { ...input, sort });
    return ratedInstructorsByTotals(db, direction, { ...input, sort });
  }
  let inner = db
    .selectFrom('feedbacks as f')
    .innerJoin('instructors as i', 'i.adi_id', 'f.adi_id')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.adi_id', 't.txt as title', 'i.fname', 'i.lname', ...totalColumns])
    .where('f.direction', '=', direction)
    .groupBy(['i.adi_id', 't.txt', 'i.fname', 'i.lname']);
  if (stuId !== undefined) inner = inner.where('f.stu_id', '=', stuId);
  if (input.search) inner = inner.where(instructorSearch('i', input.search));
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
  );
}

/**
 * View Instructor Feedbacks in name or id order: the page of rated learners is cut on the learners'
 * surname order index (migration 018), each with its kept totals row, as the instructors' above;
 * the whole table was grouped before (40,344 learners, 0.4-0.5 s on the large school).
 */
async function ratedLearnersByName(db: Kysely<Database>, input: PageRequest<'name' | 'id'>): Promise<Page<LearnerRatingRow>> {
  let query = db
    .selectFrom('learners as l')
    .innerJoin('feedback_totals as k', (join) =>
      join.onRef('k.person_id', '=', 'l.student_id').on('k.direction', '=', INSTRUCTOR),
    )
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select(['l.student_id as stu_id', 't.txt as title', 'l.fname', 'l.lname', ...keptColumns]);
  const found = learnerSearch(input.search);
  if (found) query = query.where(found);
  return selectPage(query, input, { name: SURNAME_ORDER, id: sql`l.student_id` }, sql`l.student_id`, {
    neverNull: ['name', 'id'],
    count: ratedLearnersCount(db, input.search),
  });
}

/**
 * View Instructor Feedbacks in average or count order, on the kept totals' indexes (as above),
 * a search tested on the kept rows' own text.
 */
async function ratedLearnersByTotals(
  db: Kysely<Database>,
  input: PageRequest<'average' | 'total_feedbacks'>,
): Promise<Page<LearnerRatingRow>> {
  let query = db
    .selectFrom('feedback_totals as k')
    .innerJoin('learners as l', 'l.student_id', 'k.person_id')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select(['l.student_id as stu_id', 't.txt as title', 'l.fname', 'l.lname', ...keptColumns])
    .where('k.direction', '=', INSTRUCTOR);
  const found = learnerSearch(input.search, KEPT_LEARNER);
  if (found) query = query.where(found);
  return keptTotalsPage(query, input, ratedLearnersCount(db, input.search));
}

/**
 * One instructor's rated learners (View Learner Feedback's drill-down): the instructor's feedbacks
 * totalled per learner from their index alone (migration 036), as a kept totals row `k` each, and
 * their learners read by key. Joined plainly, PostgreSQL read all 50,000 learners of the large
 * school to find an instructor's 310: it takes each learner for a group of their own when it
 * estimates the groups; the list of the instructor's learners, from the same index, has it read
 * only those. Each learner's title is read for the page's rows only: joined, it was looked up for
 * every learner sorted (2.5 ms to 1.3 ms for the busiest instructor's first page; a lookup per
 * learner in a lateral subquery, as before, took as long).
 */
async function learnersRatingOneInstructor(
  db: Kysely<Database>,
  direction: number,
  input: PageRequest<SortKey>,
  adiId: number,
): Promise<Page<LearnerRatingRow>> {
  const theirs = db.selectFrom('feedbacks as f').where('f.direction', '=', direction).where('f.adi_id', '=', adiId);
  const rated = theirs
    .select(['f.stu_id', sql<number>`count(*)::integer`.as('feedbacks'), scoreSum.as('score_sum')])
    .groupBy('f.stu_id');
  const theirLearners = theirs.select('f.stu_id').distinct();
  const found = learnerSearch(input.search);
  let inner = db
    .selectFrom(rated.as('k'))
    .innerJoin('learners as l', 'l.student_id', 'k.stu_id')
    .select([
      'l.student_id as stu_id',
      sql<string>`(SELECT t.txt FROM titles t WHERE t.id = l.title_id)`.as('title'),
      'l.fname',
      'l.lname',
      ...keptColumns,
    ])
    .where(sql<SqlBool>`l.student_id = ANY (ARRAY(${theirLearners}))`);
  if (found) inner = inner.where(found);
  return selectPage(
    db.selectFrom(inner.as('s')).selectAll(),
    input,
    {
      name: sql`lower(s.lname || ' ' || s.fname)`,
      average: sql`s.average`,
      total_feedbacks: sql`s.total_feedbacks`,
      id: sql`s.stu_id`,
    },
    sql`s.stu_id`,
    {
      neverNull: ['name', 'average', 'total_feedbacks', 'id'],
      // Unsearched, every learner the instructor's feedbacks name is a row (each is on record,
      // with a title): counted from the index alone, without looking them up.
      count: input.search
        ? undefined
        : async () =>
            (
              await db
                .selectFrom('feedbacks as f')
                .select(sql<number>`count(DISTINCT f.stu_id)::integer`.as('n'))
                .where('f.direction', '=', direction)
                .where('f.adi_id', '=', adiId)
                .executeTakeFirstOrThrow()
            ).n,
    },
  );
}

/**
 * Learners' ratings in one direction, optionally from one instructor only, one page. The whole
 * table is View Instructor Feedbacks' (direction 2): only those kept rows rate learners.
 */
export async function learnerRatings(
  db: Kysely<Database>,
  direction: number,
  input: PageRequest<SortKey>,
  adiId?: number,
): Promise<Page<LearnerRatingRow>> {
  if (adiId !== undefined) return learnersRatingOneInstructor(db, direction, input, adiId);
  const { sort } = input;
  if (sort === 'name' || sort === 'id') return ratedLearnersByName(db, { ...input, sort });
  return ratedLearnersByTotals(db, { ...input, sort });
}

/** Every rated question between one instructor and one learner in a direction, newest lesson first. */
export async function details(
  db: Kysely<Database>,
  direction: number,
  adiId: number,
  stuId: number,
): Promise<FeedbackDetailRow[]> {
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

export const LEARNER = DIRECTIONS.learner.direction;
export const INSTRUCTOR = DIRECTIONS.instructor.direction;
