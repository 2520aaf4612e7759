import type { Kysely } from 'kysely';
import { LEARNER_REFUSALS } from '@dss/contract';
import type { Database } from '../db/tables';
import { ActionRefused } from '../wire/handler';

/**
 * A learner's progress by the syllabus (beyond the spec; docs/decisions/learner-progress.md):
 * each recording is a row; a topic's current level is its newest row.
 */

/** Lessons progress can be recorded against: Scheduled, Rescheduled or Complete (not Blocked, Cancelled or No show). */
export const TAKEN_STATES = [1, 2, 5];

export async function refuseUnknownLearner(db: Kysely<Database>, id: number): Promise<void> {
  const found = await db.selectFrom('learners').select('student_id').where('student_id', '=', id).executeTakeFirst();
  if (!found) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
}
