import type { Kysely } from 'kysely';
import { withoutAudit } from '../audit/audited-transaction';
import type { Database } from '../db/tables';
import { seedPlatform } from './seed-platform';
import { seedSchool } from './seed-school';

/** Fills an empty database with the demo school; a database with any staff is left alone. */
export async function seedDemoIfEmpty(db: Kysely<Database>, opts: { today: Date; seed?: number }): Promise<boolean> {
  return withoutAudit(db, async (tx) => {
    const { count } = await tx
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return false;
    await seedPlatform(tx);
    await seedSchool(tx, { seed: opts.seed ?? 20190325, today: opts.today });
    return true;
  });
}
