import { sql } from 'kysely';
import { ERASURE_REFUSALS, erasureActions, SUCCESS, type ErasureSubject } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { eraseInstructor, eraseLearner } from './erasure';

/** Who an erasure would touch, named for the confirmation dialog. */
const subjectHandler = handle(erasureActions.erasureSubject, async (ctx, { kind, id }): Promise<ErasureSubject> => {
  const found = await (
    kind === 'learner'
      ? sql<{ name: string; erased: boolean }>`
        SELECT fname || ' ' || lname AS name, erased_at IS NOT NULL AS erased FROM learners WHERE student_id = ${id}`
      : sql<{ name: string; erased: boolean }>`
        SELECT fname || ' ' || lname AS name, erased_at IS NOT NULL AS erased FROM instructors WHERE adi_id = ${id}`
  ).execute(ctx.db);
  const row = found.rows[0];
  if (!row) throw new ActionRefused(kind === 'learner' ? ERASURE_REFUSALS.noLearner : ERASURE_REFUSALS.noInstructor, 404);
  return { kind, id, name: row.name, erased: row.erased };
});

const eraseLearnerHandler = handle(erasureActions.eraseLearner, async (ctx, { learner, reason }) => {
  await eraseLearner(ctx.db, learner, { by: staffOf(ctx).staffId, action: 'eraselearner', reason, now: new Date() });
  return SUCCESS;
});

const eraseInstructorHandler = handle(erasureActions.eraseInstructor, async (ctx, { instructor, reason }) => {
  await eraseInstructor(ctx.db, instructor, { by: staffOf(ctx).staffId, action: 'eraseinstructor', reason, now: new Date() });
  return SUCCESS;
});

export const erasureHandlers = [subjectHandler, eraseLearnerHandler, eraseInstructorHandler];
