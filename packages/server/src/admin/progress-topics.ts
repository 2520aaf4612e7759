import type { Kysely } from 'kysely';
import { PROGRESS_TEXTS } from '@dss/contract';
import type { Database } from '../db/tables';
import { isUniqueViolation } from '../learners/learner-rows';
import { ActionRefused } from '../wire/handler';

/**
 * Progress Topics (beyond the spec; docs/decisions/learner-progress.md): the administrator's
 * syllabus topics. Changes of order take every topic's row lock first, so two administrators
 * adding or moving at once wait for each other; positions are unique at commit.
 */

/** Locks every topic row (a list the administrator keeps short) for a change of order. */
export async function lockTopics(db: Kysely<Database>): Promise<void> {
  await db.selectFrom('progress_topics').select('topic_id').forUpdate().execute();
}

/** A topic name already taken, whatever its case, is the unique index's refusal. */
export async function refuseTakenName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionRefused(PROGRESS_TEXTS.topicNameTaken, 409);
    throw error;
  }
}

/** Retires or restores a topic: one conditional update, so a repeat is told what the topic already is. */
export async function setActive(db: Kysely<Database>, topicId: number, active: boolean): Promise<void> {
  const changed = await db
    .updateTable('progress_topics')
    .set({ active })
    .where('topic_id', '=', topicId)
    .where('active', '=', !active)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 1) return;
  const exists = await db.selectFrom('progress_topics').select('topic_id').where('topic_id', '=', topicId).executeTakeFirst();
  if (!exists) throw new ActionRefused(PROGRESS_TEXTS.noTopic, 404);
  throw new ActionRefused(active ? PROGRESS_TEXTS.alreadyActive : PROGRESS_TEXTS.alreadyRetired, 409);
}
