import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { seedDemoIfEmpty } from '../demo/seed';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';
import { instructorSearch } from './instructor-search';

interface Person {
  adi_id: number;
  title: string;
  fname: string;
  mname: string | null;
  lname: string;
  email: string;
  mobile: string;
}

/** The texts an instructor is found by, each searched on its own, as the search read them before 045 kept them. */
function texts(p: Person): string[] {
  const full = [p.fname, p.mname || null, p.lname].filter(Boolean).join(' ');
  return [
    `${p.fname} ${p.lname}`,
    `${p.lname} ${p.fname}`,
    full,
    `${p.title} ${p.fname} ${p.lname}`,
    `${p.title} ${full}`,
    p.email,
    p.mobile,
  ];
}

/** The instructors a search finds when every text is tested on its own. */
function expected(people: Person[], search: string): number[] {
  const text = search.trim().toLowerCase();
  const id = /^a?(\d{1,9})$/.exec(text);
  return people
    .filter((p) => (id && p.adi_id === Number(id[1])) || texts(p).some((t) => t.toLowerCase().includes(text)))
    .map((p) => p.adi_id)
    .sort((a, b) => a - b);
}

describe(`the instructor search on ${ENGINE}`, () => {
  let t: TestDb;
  let db: Kysely<Database>;

  const people = () =>
    db
      .selectFrom('instructors as i')
      .innerJoin('titles as t', 't.id', 'i.title_id')
      .select(['i.adi_id', 't.txt as title', 'i.fname', 'i.mname', 'i.lname', 'i.email', 'i.mobile'])
      .execute();
  const found = async (search: string) =>
    (
      await db
        .selectFrom('instructors as i')
        .select('i.adi_id')
        .where(instructorSearch('i', search))
        .orderBy('i.adi_id')
        .execute()
    ).map((r) => r.adi_id);

  /** Searches that each text of each instructor answers, some across two texts, and LIKE's wildcards. */
  function searches(all: Person[]): string[] {
    const out = new Set(['%', '_', 'a%', 'mr', 'r ', 's ', ' ', '@', '07', 'prof. ', 'xyzzy']);
    for (const p of all) {
      for (const text of texts(p)) {
        out.add(text);
        out.add(text.slice(1, 5));
        out.add(text.slice(-4));
      }
      out.add(`A${p.adi_id}`);
      out.add(String(p.adi_id));
      // Across two kept texts: the surname's end and the e-mail's start, the e-mail's end and the mobile.
      out.add(`${p.lname.slice(-2)} ${p.email.slice(0, 2)}`);
      out.add(`${p.email.slice(-3)} ${p.mobile.slice(0, 3)}`);
      out.add(`${p.fname.slice(-2)} ${p.fname.slice(0, 2)}`);
    }
    return [...out];
  }

  async function assertFoundAsEachTextOnItsOwn(when: string) {
    const all = await people();
    for (const search of searches(all)) assert.deepEqual(await found(search), expected(all, search), `"${search}" ${when}`);
  }

  before(async () => {
    t = await openTestDb(ENGINE);
    db = t.db;
    await seedDemoIfEmpty(db, { today: new Date() });
  });
  after(() => t.close());

  it('finds by the id, either name order, the whole name, the name after the title, the e-mail or the mobile, never across two', async () => {
    await assertFoundAsEachTextOnItsOwn('on the demo school');
  });

  it('follows a change of any of them at once: a middle name, a new surname, title, e-mail and mobile', async () => {
    const [first, second] = await people();
    await db.updateTable('instructors').set({ mname: 'Adjoa' }).where('adi_id', '=', first!.adi_id).execute();
    await db
      .updateTable('instructors')
      .set({ lname: 'Quist-Arcton', title_id: 7, email: 'zq@example.org', mobile: '07999123456' })
      .where('adi_id', '=', second!.adi_id)
      .execute();
    assert.deepEqual(await found(`${first!.fname} adjoa`), [first!.adi_id]);
    assert.deepEqual(await found('prof. '), [second!.adi_id]);
    assert.deepEqual(await found('arcton'), [second!.adi_id]);
    assert.deepEqual(await found(second!.lname), expected(await people(), second!.lname));
    await assertFoundAsEachTextOnItsOwn('after the changes');
  });
});
