import { sql } from 'kysely';
import { LEARNER_REFUSALS, learnerActions, type SuitableInstructor } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { LONDON } from '../../db/london-sql';

/**
 * Instructors who can take a learner: active and approved, covering the outer part of the pickup
 * postcode or, listed after those and marked as outside their covering areas, another district
 * of its postcode area (the letters: LS for LS6; docs/decisions/assignment.md), teaching the
 * learner's gear, of the preferred gender, teaching learners of the learner's gender, and speaking the preferred secondary language (English is everyone's). Each carries its
 * contracted weekly hours (franchise plan), the hours given this London week (lessons booked or
 * taught) and its pending hours (available credits of its active learners not yet booked).
 */
export const suitableInstructors = handle(learnerActions.suitableInstructors, async (ctx, { learnerID, pupostcode }) => {
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
