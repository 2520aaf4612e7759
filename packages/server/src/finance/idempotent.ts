import { FINANCE_REFUSALS } from '@dss/contract';
import { ActionRefused } from '../wire/handler';

/**
 * Money is idempotent (DESIGN §8). A write carrying key K happens once: a repeat answers the first
 * result and writes nothing. `find` reads the row already written with K; `same` tells whether a
 * repeat asks for that very row (a key sent again with other details is refused, so a screen that
 * forgot to make a new key cannot silently lose a payment); `insert` checks the rules and writes
 * with `ON CONFLICT (idempotency_key) DO NOTHING`, answering false when another request holding
 * the same key got there first (the unique constraint decides between concurrent posts).
 */
export async function writeOnce<Row>(steps: {
  find: () => Promise<Row | undefined>;
  same: (row: Row) => boolean;
  insert: () => Promise<boolean>;
  /** The refusal of a key sent again with other details; a payment's unless given. */
  reused?: string;
}): Promise<void> {
  const earlier = await steps.find();
  if (earlier === undefined && (await steps.insert())) return;
  const first = earlier ?? (await steps.find());
  if (first === undefined) throw new Error('An idempotent write found neither its row nor a conflict.');
  if (!steps.same(first)) throw new ActionRefused(steps.reused ?? FINANCE_REFUSALS.keyReused);
}
