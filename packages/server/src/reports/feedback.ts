import { sql, type Kysely } from 'kysely';
import type {
  FeedbackAskedPoint,
  FeedbackQuestionRow,
  FeedbackRatedPoint,
  FeedbackRatingRow,
  FeedbackReport,
} from '@dss/contract';
import type { Database } from '../db/tables';
import { dateWithin, instantWithin, periodOf, type ReportRange } from './range';

// Feedback reports (document 3 §2, §9): 1-4 learners about their instructors, 5-8 instructors
// about their learners; in each, all feedback, questions asked, questions answered, star
// ratings. A feedback counts on the London day it was recorded.

/** The ratings recorded in the range, one row per rated question. */
const ratings = (direction: number, r: ReportRange) =>
  sql`SELECT fr.question_id, fr.rating, london_date(fr.recorded_at) AS d FROM feedback_ratings fr
      WHERE fr.direction = ${direction} AND ${instantWithin(sql`fr.recorded_at`, r)}`;

export async function feedbackReport(db: Kysely<Database>, reportNo: number, r: ReportRange): Promise<FeedbackReport> {
  const direction = reportNo <= 4 ? 1 : 2;
  const audience = direction === 1 ? 'learner' : 'instructor';
  const kind = (reportNo - 1) % 4;
  const report: FeedbackReport = { unit: r.unit, audience, questions: null, ratings: null, asked: null, rated: null };

  if (kind === 0) {
    // All feedback: each question's ratings, and the stars given per period.
    report.questions = await perQuestion(db, direction, r, false);
    report.rated = await ratedPerPeriod(db, direction, r);
  } else if (kind === 1) {
    // Questions asked: every question of the audience (never asked: 0), and three questions
    // put for each lesson completed in the period.
    report.questions = await perQuestion(db, direction, r, true);
    report.asked = (
      await sql<FeedbackAskedPoint>`
        SELECT ${periodOf(sql`b.lesson_date`, r)} AS asked_on, (3 * count(*))::int AS no_of_questions
        FROM bookings b WHERE ${dateWithin(sql`b.lesson_date`, r)} AND b.booking_state = 5
        GROUP BY 1 ORDER BY 1`.execute(db)
    ).rows;
  } else if (kind === 2) {
    // Questions answered: per question group, and the answers recorded per period.
    report.questions = (
      await sql<FeedbackQuestionRow>`
        SELECT g.reporting_text AS quest_text, count(*)::int AS no_of_ratings, sum(a.rating)::int AS ratings_total
        FROM (${ratings(direction, r)}) a
        JOIN feedback_questions q ON q.id = a.question_id
        JOIN feedback_question_groups g ON g.group_no = q.group_no
        GROUP BY g.group_no, g.reporting_text ORDER BY g.group_no`.execute(db)
    ).rows;
    report.asked = (
      await sql<FeedbackAskedPoint>`
        SELECT ${periodOf(sql`a.d`, r)} AS asked_on, count(*)::int AS no_of_questions
        FROM (${ratings(direction, r)}) a GROUP BY 1 ORDER BY 1`.execute(db)
    ).rows;
  } else {
    // Star ratings: how many of each star, 1 to 5, and per period.
    report.ratings = (
      await sql<FeedbackRatingRow>`
        SELECT s.rating::int AS rating, count(a.rating)::int AS amount
        FROM generate_series(1, 5) AS s (rating) LEFT JOIN (${ratings(direction, r)}) a ON a.rating = s.rating
        GROUP BY s.rating ORDER BY s.rating`.execute(db)
    ).rows;
    report.rated = await ratedPerPeriod(db, direction, r);
  }
  return report;
}

/** Ratings and their total per question, in question order; `all` adds the audience's unasked active questions. */
async function perQuestion(db: Kysely<Database>, direction: number, r: ReportRange, all: boolean) {
  const audience = direction === 1 ? 'learner' : 'instructor';
  const { rows } = await sql<FeedbackQuestionRow>`
    SELECT q.question AS quest_text, coalesce(a.n, 0)::int AS no_of_ratings, coalesce(a.total, 0)::int AS ratings_total
    FROM feedback_questions q
    ${all ? sql`LEFT JOIN` : sql`JOIN`} (
      SELECT question_id, count(*) AS n, sum(rating) AS total FROM (${ratings(direction, r)}) x GROUP BY question_id
    ) a ON a.question_id = q.id
    WHERE q.audience = ${audience} ${all ? sql`AND (q.state = 1 OR a.n IS NOT NULL)` : sql``}
    ORDER BY q.id`.execute(db);
  return rows;
}

async function ratedPerPeriod(db: Kysely<Database>, direction: number, r: ReportRange) {
  const { rows } = await sql<FeedbackRatedPoint>`
    SELECT ${periodOf(sql`a.d`, r)} AS rated_on, a.rating::int AS rating, count(*)::int AS amount
    FROM (${ratings(direction, r)}) a GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
  return rows;
}
