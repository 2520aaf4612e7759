import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { keptLessonIncome, lessonIncomeFromLessons } from '../../test-support/lesson-income';
import { ENGINE, openTestDb, type TestDb } from '../../test-support/test-db';
import { loadLargeSchool } from './seed-large';

/** Every index and constraint of the schema, as the migrations define them. */
async function schema(db: Kysely<Database>): Promise<string[]> {
  const r = await sql<{ d: string }>`
    SELECT pg_get_indexdef(indexrelid) AS d FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = current_schema()
    UNION ALL
    SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
    ORDER BY 1`.execute(db);
  return r.rows.map((row) => row.d);
}

const engine = ENGINE;
describe(`a small large school on ${engine}`, () => {
  let t: TestDb;
  let migrated: string[];
  let counts: Record<string, number>;

  before(async () => {
    t = await openTestDb(engine);
    migrated = await schema(t.db);
    ({ counts } = await loadLargeSchool(t.db, { scale: 0.002, seed: 7, now: new Date() }));
  });
  after(() => t.close());

  it('ends with every index and constraint the migrations define, though the load drops some', async () => {
    assert.deepEqual(await schema(t.db), migrated);
  });

  it('writes every row the generator made, whichever connection wrote its table', async () => {
    for (const table of ['learners', 'credits', 'bookings', 'feedbacks', 'finance_transactions']) {
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.db);
      assert.equal(r.rows[0]!.n, counts[table], table);
      assert.ok(counts[table]! > 0, table);
    }
  });

  it('leaves rows that satisfy the foreign keys it did not check while loading', async () => {
    const orphans = await sql<{ n: number }>`SELECT
          (SELECT count(*) FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM learners l WHERE l.student_id = b.stu_id))
        + (SELECT count(*) FROM credits c WHERE NOT EXISTS (SELECT 1 FROM learner_payments p WHERE p.pay_id = c.pay_id))
        AS n`.execute(t.db);
    assert.equal(Number(orphans.rows[0]!.n), 0);
  });

  it("computes the bell's flags and the lesson income rollup once the rows are in", async () => {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM learner_bell`.execute(t.db);
    assert.ok(r.rows[0]!.n > 0);
    const kept = await keptLessonIncome(t.db);
    assert.ok(kept.length > 0);
    assert.deepEqual(kept, await lessonIncomeFromLessons(t.db));
  });
});
