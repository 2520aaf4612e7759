import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * Makes every staff delete wait 0.2 s after taking its row, so a block or unblock sent at the same
 * moment reads the state it starts from while the delete is under way: the race happens every
 * run instead of now and then. Answers the undo.
 */
export async function slowStaffDeletes(db: Kysely<Database>): Promise<() => Promise<void>> {
  await sql`CREATE FUNCTION slow_staff_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.2); RETURN NEW; END $$`.execute(
    db,
  );
  await sql`CREATE TRIGGER slow_staff_delete BEFORE UPDATE ON staff FOR EACH ROW WHEN (NEW.acc_state = 3)
    EXECUTE FUNCTION slow_staff_delete()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER slow_staff_delete ON staff`.execute(db);
    await sql`DROP FUNCTION slow_staff_delete()`.execute(db);
  };
}
