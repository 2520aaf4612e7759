import { sql } from 'kysely';
import { ERASURE_REFUSALS, erasureActions, type ErasureSubject } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';

/** Who an erasure would touch, named for the confirmation dialog. */
export const erasureSubject = handle(erasureActions.erasureSubject, async (ctx, { kind, id }): Promise<ErasureSubject> => {
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
