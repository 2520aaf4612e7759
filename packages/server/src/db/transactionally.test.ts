import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';
import type { Database } from './tables';
import { transactionally } from './transactionally';

describe(`transactionally (${ENGINE})`, () => {
  let t: TestDb;
  before(async () => {
    t = await openTestDb(ENGINE);
  });
  after(() => t.close());

  let id = 900;
  const language = (txt: string) => ({ id: ++id, txt });
  const languages = async (...names: string[]) =>
    (await t.db.selectFrom('languages').select('txt').where('txt', 'in', names).orderBy('txt').execute()).map((r) => r.txt);

  it('commits what its function wrote, and undoes all of it when the function throws', async () => {
    await transactionally(t.db, (tx) => tx.insertInto('languages').values(language('Kept')).execute());
    await assert.rejects(
      transactionally(t.db, async (tx) => {
        await tx.insertInto('languages').values(language('Undone')).execute();
        throw new Error('refused');
      }),
      /refused/,
    );
    assert.deepEqual(await languages('Kept', 'Undone'), ['Kept']);
  });

  it('inside a transaction, undoes only the inner part and lets the outer one go on and commit', async () => {
    await transactionally(t.db, async (tx) => {
      await tx.insertInto('languages').values(language('Outer')).execute();
      await assert.rejects(
        transactionally<Database, unknown>(tx, async (inner) => {
          await inner.insertInto('languages').values(language('Inner')).execute();
          // A unique violation: the outer transaction stays usable after the savepoint's rollback.
          await inner.insertInto('languages').values(language('Outer')).execute();
        }),
      );
      await tx.insertInto('languages').values(language('After')).execute();
    });
    assert.deepEqual(await languages('After', 'Inner', 'Outer'), ['After', 'Outer']);
  });

  it('keeps a nested part that succeeded when the outer transaction commits, and drops it when it fails', async () => {
    await transactionally(t.db, (tx) =>
      transactionally<Database, unknown>(tx, (inner) => inner.insertInto('languages').values(language('Nested')).execute()),
    );
    await assert.rejects(
      transactionally(t.db, async (tx) => {
        await transactionally<Database, unknown>(tx, (inner) => inner.insertInto('languages').values(language('Lost')).execute());
        throw new Error('outer refused');
      }),
    );
    assert.deepEqual(await languages('Lost', 'Nested'), ['Nested']);
  });
});
