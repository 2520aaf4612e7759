import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import type { Gear } from '../db/tables';

/** Whether an instructor can be assigned a learner of this gear: active, approved, teaching it. */
export async function isAssignable(tx: Transaction<Database>, adiId: number, lessonsType: Gear): Promise<boolean> {
  const adi = await tx
    .selectFrom('instructors')
    .select('adi_id')
    .where('adi_id', '=', adiId)
    .where('acc_state', '=', 1)
    .where('approved_at', 'is not', null)
    .where('teaching_gears', 'in', ['both', lessonsType])
    .executeTakeFirst();
  return adi !== undefined;
}
