import { sql, type SqlBool } from 'kysely';
import {
  ASSIGNMENT_SORTS,
  LEARNER_REFUSALS,
  LEARNER_TEXTS,
  learnerActions,
  refusalText,
  SUCCESS,
  type SuitableInstructor,
} from '@dss/contract';
import { writeOnce } from '../finance/idempotent';
import { LifecycleRuleError, recordLearnerPayment } from '../lifecycle/credits';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { isAssignable } from './assignable-instructor';
import { containsPattern, selectPage } from '../wire/paging';
import { keptCount } from '../db/kept-totals';
import { prefixedId } from '../wire/person-search';
import { isUniqueViolation, selectLearners, toListed } from './learner-rows';
import { LEARNER_NEVER_NULL, LEARNER_ORDER, LEARNER_TIEBREAK, learnerSearch } from './learner-search';
import { LONDON } from '../db/london-sql';

/**
 * A lesson-package payment and its credits, in one transaction (lifecycle/credits.ts), once per
 * idempotency key: a repeat answers the first result and writes nothing.
 */
const processPaymentHandler = handle(learnerActions.processPayment, async (ctx, input) => {
  await writeOnce({
    find: () =>
      ctx.db
        .selectFrom('learner_payments')
        .select(['stu_id', 'plan_id'])
        .where('idempotency_key', '=', input.idemkey)
        .executeTakeFirst(),
    same: (p) => p.stu_id === input.learnerid && p.plan_id === input.lessonplanid,
    insert: async () => {
      try {
        const paid = await recordLearnerPayment(ctx.db, {
          studentId: input.learnerid,
          planId: input.lessonplanid,
          staffId: staffOf(ctx).staffId,
          idempotencyKey: input.idemkey,
        });
        return paid !== null;
      } catch (error) {
        if (!(error instanceof LifecycleRuleError)) throw error;
        if (error.rule === 'plan') throw new ActionRefused(LEARNER_REFUSALS.planNotOffered);
        if (error.rule === 'payer') throw new ActionRefused(refusalText(LEARNER_TEXTS.paymentFailed, error.message));
        throw new ActionRefused(error.message);
      }
    },
  });
  return SUCCESS;
});

/** What each column of the assignments list sorts by. */
const ASSIGNMENT_ORDER = {
  assign_on: sql`a.assign_on`,
  stu_id: sql`a.stu_id`,
  adi_id: sql`a.adi_id`,
  assign_status: sql`a.assign_status`,
};

/** An assignment found by a word: the learner's or instructor's id (with or without its letter) or the instructor's name. */
function assignmentSearch(search: string) {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return sql<SqlBool>`(${sql.join(
    words.map((word) => {
      const learner = prefixedId(word, 'L');
      const adi = prefixedId(word, 'A');
      const name = sql<SqlBool>`lower(i.fname || ' ' || i.lname) LIKE ${containsPattern(word)}`;
      if (/^l/i.test(word) && learner !== null) return sql<SqlBool>`a.stu_id = ${learner}`;
      if (/^a/i.test(word) && adi !== null) return sql<SqlBool>`(a.adi_id = ${adi} OR ${name})`;
      if (learner !== null) return sql<SqlBool>`(a.stu_id = ${learner} OR a.adi_id = ${learner})`;
      return name;
    }),
    sql` AND `,
  )})`;
}

const loadAssignmentsHandler = handle(learnerActions.loadAssignments, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('assignments as a')
    .innerJoin('instructors as i', 'i.adi_id', 'a.adi_id')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select([
      'a.assign_id as assingn_id',
      'a.stu_id',
      'a.adi_id',
      't.txt as adi_title',
      'i.fname as adi_fname',
      'i.lname as adi_lanme',
      'a.assign_status',
      'a.assign_on',
      'a.assign_updated',
      'a.end_reason',
    ]);
  if (input.id) query = query.where('a.stu_id', '=', Number(input.id));
  const found = assignmentSearch(input.search);
  if (found) query = query.where(found);
  // Every assignment sort key is NOT NULL, so the newest-first order reads assignments_assign_on_idx.
  const page = await selectPage(query, input, ASSIGNMENT_ORDER, sql`a.assign_id`, {
    neverNull: ASSIGNMENT_SORTS,
    count: input.id || found ? undefined : keptCount(ctx.db, 'assignments'),
  });
  return {
    rows: page.rows.map((r) => ({ ...r, assign_on: r.assign_on.toISOString(), assign_updated: r.assign_updated.toISOString() })),
    total: page.total,
  };
});

/** One page of the learners awaiting an instructor, searched as the learner table is. */
const loadPendingLearnersHandler = handle(learnerActions.loadPendingLearners, async (ctx, input) => {
  const found = learnerSearch(input.search);
  let query = selectLearners(ctx.db).where('l.student_id', 'in', (eb) =>
    eb.selectFrom('awaiting_instructor_kept').select('stu_id'),
  );
  if (found) query = query.where(found);
  const page = await selectPage(query, input, LEARNER_ORDER, LEARNER_TIEBREAK, { neverNull: LEARNER_NEVER_NULL });
  return { rows: page.rows.map(toListed), total: page.total };
});

/**
 * Instructors who can take a learner: active and approved, covering the outer part of the pickup
 * postcode or, listed after those and marked as outside their covering areas, another district
 * of its postcode area (the letters: LS for LS6; docs/decisions/assignment.md), teaching the
 * learner's gear, of the preferred gender, teaching learners of the learner's gender, and speaking the preferred secondary language (English is everyone's). Each carries its
 * contracted weekly hours (franchise plan), the hours given this London week (lessons booked or
 * taught) and its pending hours (available credits of its active learners not yet booked).
 */
const suitableInstructorsHandler = handle(learnerActions.suitableInstructors, async (ctx, { learnerID, pupostcode }) => {
  const learner = await ctx.db
    .selectFrom('learners')
    .select(['lessons_type', 'req_adi_gender', 'req_language', 'gender'])
    .where('student_id', '=', learnerID)
    .executeTakeFirst();
  if (!learner) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
  const wantGender = learner.req_adi_gender === 'any' ? null : learner.req_adi_gender === 'female' ? 'f' : 'm';
  const learnerKind = learner.gender === 'f' ? 'female' : learner.gender === 'm' ? 'male' : null;
  const rows = await sql<SuitableInstructor>`
    SELECT i.adi_id, t.txt AS adi_title, i.fname AS adi_fname, i.lname AS adi_lname,
      coalesce(fp.weekly_hours, 0)::integer AS adi_contract_hours,
      coalesce((SELECT sum(extract(epoch FROM b.lesson_end - b.lesson_starts)) / 3600 FROM bookings b
        WHERE b.adi_id = i.adi_id AND b.booking_state IN (1, 2, 4, 5)
          AND b.lesson_date >= date_trunc('week', (now() AT TIME ZONE ${LONDON}))::date
          AND b.lesson_date < date_trunc('week', (now() AT TIME ZONE ${LONDON}))::date + 7), 0)::float8 AS adi_weekly_hours,
      (SELECT count(*) FROM credits c JOIN assignments a ON a.stu_id = c.stu_id AND a.assign_status = 1
        WHERE a.adi_id = i.adi_id AND c.cred_status = 1 AND c.expires_at > now())::integer AS adi_pending_hours,
      NOT EXISTS (SELECT 1 FROM instructor_covering_pcs p WHERE p.adi_id = i.adi_id AND p.pc = ${pupostcode}) AS adi_outside_area,
      (SELECT string_agg(p.pc, ', ' ORDER BY p.pc) FROM instructor_covering_pcs p WHERE p.adi_id = i.adi_id) AS adi_covering_pcs
    FROM instructors i
    JOIN titles t ON t.id = i.title_id
    LEFT JOIN instructor_franchise f ON f.adi_id = i.adi_id AND f.ended_on IS NULL
    LEFT JOIN franchise_plans fp ON fp.plan_id = f.plan_id
    WHERE i.acc_state = 1 AND i.approved_at IS NOT NULL
      AND EXISTS (SELECT 1 FROM instructor_covering_pcs p WHERE p.adi_id = i.adi_id
        AND (p.pc = ${pupostcode} OR substring(p.pc FROM '^[A-Z]+') = substring(${pupostcode}::text FROM '^[A-Z]+')))
      AND i.teaching_gears IN ('both', ${learner.lessons_type})
      AND (${wantGender}::text IS NULL OR i.gender = ${wantGender})
      AND (${learnerKind}::text IS NULL OR i.teaching_gens IN ('any', ${learnerKind}))
      AND (${learner.req_language}::smallint IS NULL OR ${learner.req_language}::smallint = 10
           OR EXISTS (SELECT 1 FROM instructor_languages il WHERE il.adi_id = i.adi_id AND il.lang_id = ${learner.req_language}))
    ORDER BY adi_outside_area, adi_pending_hours, adi_weekly_hours, i.adi_id`.execute(ctx.db);
  return { adis: rows.rows.map((r) => ({ ...r, adi_weekly_hours: Number(r.adi_weekly_hours) })) };
});

/** Assigns an instructor to a learner awaiting one: one active assignment, in one transaction. */
const assignInstructorHandler = handle(learnerActions.assignInstructor, async (ctx, { selectedadi, studentid }) => {
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const learner = await tx
        .selectFrom('learners')
        .select(['lessons_type'])
        .where('student_id', '=', studentid)
        .forUpdate()
        .executeTakeFirst();
      if (!learner) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
      const awaiting = await tx
        .selectFrom('learners_awaiting_instructor')
        .select('student_id')
        .where('student_id', '=', studentid)
        .executeTakeFirst();
      if (!awaiting) throw new ActionRefused(LEARNER_REFUSALS.notAwaiting);
      if (!(await isAssignable(tx, selectedadi, learner.lessons_type))) throw new ActionRefused(LEARNER_REFUSALS.notSuitable);
      await tx
        .insertInto('assignments')
        .values({ stu_id: studentid, adi_id: selectedadi, assign_status: 1, assigned_by: staffOf(ctx).staffId })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionRefused(LEARNER_REFUSALS.notAwaiting);
    throw error;
  }
  return SUCCESS;
});

export const assignPaymentHandlers = [
  processPaymentHandler,
  loadAssignmentsHandler,
  loadPendingLearnersHandler,
  suitableInstructorsHandler,
  assignInstructorHandler,
];
