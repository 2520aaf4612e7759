import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { openDatabase } from '../db/database';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';
import { loadLargeSchool } from '../demo/large/seed-large';
import { seedPlatform } from '../demo/seed-platform';
import { cancelBooking, moveBookings, placeBookings } from '../lifecycle/credits';
import { runLifecycle } from '../lifecycle/job';
import { keptLessonIncome, lessonIncomeFromLessons } from '../test-support/lesson-income';
import { addInstructor, addPlan, bookableLearner, payCredits } from '../test-support/school-fixtures';
import { SKIP_IN_POSTGRES_PASS } from '../test-support/engine-passes';

// The lesson income rollup (migration 017) that financial 6 reads, against the same figures
// worked out from the raw lessons and credits, after every kind of write that changes its
// inputs. A small school written here: two instructors, two learners, July 2025 (BST).

const at = (iso: string) => new Date(iso);

const engine = ENGINE;
describe(`lesson income rollup on ${engine}`, () => {
  let t: TestDb;
  let db: Kysely<Database>;
  let a1: number;
  let a2: number;
  let l1: { stuId: number; credits: number[] };
  let l2: { stuId: number; credits: number[] };
  let booked: Record<string, number> = {};

  const kept = () => keptLessonIncome(db);
  const assertKeptMatchesLessons = async (when: string) =>
    assert.deepEqual(await kept(), await lessonIncomeFromLessons(db), `the rollup after ${when}`);

  before(async () => {
    t = await openTestDb(engine);
    db = t.db;
    await seedPlatform(db);
    a1 = await addInstructor(db, { gender: 'm' });
    a2 = await addInstructor(db, { gender: 'f' });
    // £35 an hour, and three hours for £100: credits of 33.33, 33.33 and 33.34.
    const plan = await addPlan(db, 10);
    const odd = await addPlan(db, 3, { price: '100.00' });
    l1 = await bookableLearner(db, a1, plan, {}, at('2025-06-01T09:00:00Z'));
    l2 = await bookableLearner(db, a2, odd, {}, at('2025-06-01T09:00:00Z'));
    const [b1, b2, b3, b4] = await placeBookings(db, {
      adiId: a1,
      studentId: l1.stuId,
      staffId: 2,
      bookings: [
        // 00:30 on Sunday 6 July in London (BST): the 6th, though still the 5th in UTC
        { credId: l1.credits[0]!, start: at('2025-07-05T23:30:00Z') },
        { credId: l1.credits[1]!, start: at('2025-07-06T10:00:00Z') },
        { credId: l1.credits[2]!, start: at('2025-07-07T09:00:00Z') },
        { credId: l1.credits[3]!, start: at('2025-07-08T09:00:00Z') },
      ],
    });
    const [b5, b6] = await placeBookings(db, {
      adiId: a2,
      studentId: l2.stuId,
      staffId: 2,
      bookings: [
        { credId: l2.credits[0]!, start: at('2025-07-06T12:00:00Z') },
        { credId: l2.credits[2]!, start: at('2025-07-06T14:00:00Z') },
      ],
    });
    booked = { b1: b1!, b2: b2!, b3: b3!, b4: b4!, b5: b5!, b6: b6! };
  });
  after(() => t.close());

  it('holds nothing while the lessons are only booked', async () => {
    assert.deepEqual(await kept(), []);
    await assertKeptMatchesLessons('booking');
  });

  it('counts lessons the lifecycle job completes on their London day, 00:30 BST included', async () => {
    await runLifecycle(db, at('2025-07-06T18:00:00Z'), { overviewPdfs: 0 });
    assert.deepEqual(await kept(), [
      { day: '2025-07-06', adiId: a1, lessons: 2, pence: 7000 },
      { day: '2025-07-06', adiId: a2, lessons: 2, pence: 6667 },
    ]);
    await assertKeptMatchesLessons('completion');
  });

  it('is unchanged by moving and cancelling lessons still to come, and counts the moved lesson when taken', async () => {
    const before = await kept();
    await moveBookings(db, {
      adiId: a1,
      staffId: 2,
      moves: [{ bookingId: booked.b3!, start: at('2025-07-07T15:00:00Z'), end: at('2025-07-07T16:00:00Z') }],
    });
    await cancelBooking(db, { bookingId: booked.b4!, staffId: 2 });
    assert.deepEqual(await kept(), before);
    await runLifecycle(db, at('2025-07-09T18:00:00Z'), { overviewPdfs: 0 });
    assert.deepEqual(
      (await kept()).find((r) => r.day === '2025-07-07'),
      { day: '2025-07-07', adiId: a1, lessons: 1, pence: 3500 },
    );
    await assertKeptMatchesLessons('a move, a cancellation and completion');
  });

  it('is unchanged by a payment and by voiding one', async () => {
    const before = await kept();
    const plan = await addPlan(db, 2);
    const credits = await payCredits(db, l1.stuId, plan, at('2025-07-10T09:00:00Z'));
    const { pay_id } = await db
      .selectFrom('credits')
      .select('pay_id')
      .where('cred_id', '=', credits[0]!)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('credits').where('pay_id', '=', pay_id).execute();
    assert.deepEqual(await kept(), before);
    await assertKeptMatchesLessons('a payment and its void');
  });

  it('follows a taken lesson corrected to another time, day or instructor, and one undone', async () => {
    // Corrections no screen makes, but any writer may: the rollup follows every row change.
    await sql`UPDATE bookings SET lesson_starts = lesson_starts + interval '1 day', lesson_end = lesson_end + interval '1 day'
        WHERE booking_id = ${booked.b2!}`.execute(db);
    await assertKeptMatchesLessons('a completed lesson moved a day');
    await sql`UPDATE bookings SET adi_id = ${a2}, stu_id = stu_id WHERE booking_id = ${booked.b1!}`.execute(db);
    await assertKeptMatchesLessons('a completed lesson given to another instructor');
    await sql`UPDATE bookings SET booking_state = 3, completed_at = NULL WHERE booking_id = ${booked.b5!}`.execute(db);
    await assertKeptMatchesLessons('a completed lesson cancelled');
    await sql`UPDATE bookings SET booking_state = 5, completed_at = lesson_end WHERE booking_id = ${booked.b5!}`.execute(db);
    await assertKeptMatchesLessons('the cancellation undone');
  });

  it('follows a change of a credit value and the deletion of lessons, dropping emptied days', async () => {
    await sql`UPDATE credits SET cred_value = 40 WHERE cred_id = ${l2.credits[2]!}`.execute(db);
    await assertKeptMatchesLessons('a credit value changed');
    await db.deleteFrom('bookings').where('booking_id', '=', booked.b6!).execute();
    await assertKeptMatchesLessons('a lesson deleted');
    // One statement that changes several days and instructors at once, and one that changes nothing kept.
    await sql`UPDATE bookings SET lesson_starts = lesson_starts + interval '7 days', lesson_end = lesson_end + interval '7 days'
        WHERE booking_state = 5`.execute(db);
    await assertKeptMatchesLessons('every lesson moved a week');
    await sql`UPDATE bookings SET addr_line = 'The station' WHERE booking_state = 5`.execute(db);
    await assertKeptMatchesLessons('a change to a column the rollup does not read');
    const rows = await kept();
    assert.ok(rows.every((r) => r.lessons > 0 && r.day >= '2025-07-13'));
  });

  if (engine === 'postgres')
    it('keeps both of two concurrent writers to one day, when the first empties it', async () => {
      const other = await openDatabase({ databaseUrl: t.url! });
      try {
        const a3 = await addInstructor(db);
        const plan = await addPlan(db, 2);
        // Two learners, so the bell's triggers (which lock the learner) do not order the two.
        const l3 = await bookableLearner(db, a3, plan, {}, at('2025-06-01T09:00:00Z'));
        const l4 = await bookableLearner(db, a3, plan, {}, at('2025-06-01T09:00:00Z'));
        const place = async (l: typeof l3, start: string) =>
          (
            await placeBookings(db, {
              adiId: a3,
              studentId: l.stuId,
              staffId: 2,
              bookings: [{ credId: l.credits[0]!, start: at(start) }],
            })
          )[0]!;
        const b7 = await place(l3, '2025-08-01T09:00:00Z');
        const b8 = await place(l4, '2025-08-01T11:00:00Z');
        await sql`UPDATE bookings SET booking_state = 5, completed_at = lesson_end WHERE booking_id = ${b7}`.execute(db);
        await db.connection().execute(async (first) => {
          await sql`BEGIN`.execute(first);
          // The day's only lesson undone: its row goes to no lessons and is deleted, still uncommitted.
          await sql`UPDATE bookings SET booking_state = 3, completed_at = NULL WHERE booking_id = ${b7}`.execute(first);
          const second = other.db
            .transaction()
            .execute((tx) =>
              sql`UPDATE bookings SET booking_state = 5, completed_at = lesson_end WHERE booking_id = ${b8}`.execute(tx),
            );
          let secondDone = false;
          void second.then(() => (secondDone = true));
          await new Promise((resolve) => setTimeout(resolve, 300));
          assert.equal(secondDone, false, "the second writer waits on the day's row");
          await sql`COMMIT`.execute(first);
          await second;
        });
        assert.deepEqual(
          (await kept()).filter((r) => r.adiId === a3),
          [{ day: '2025-08-01', adiId: a3, lessons: 1, pence: 3500 }],
        );
        await assertKeptMatchesLessons('two concurrent writers');
      } finally {
        await other.close();
      }
    });

  it('is rebuilt by refresh_lesson_income() to what the triggers kept', async () => {
    const incremental = await kept();
    await sql`DELETE FROM lesson_income`.execute(db);
    await sql`SELECT refresh_lesson_income()`.execute(db);
    assert.deepEqual(await kept(), incremental);
    assert.ok(incremental.length > 0);
  });
});

describe('lesson income rollup after seed-large (a small scale, PGlite)', { skip: SKIP_IN_POSTGRES_PASS }, () => {
  let t: TestDb;
  before(async () => {
    t = await openTestDb('pglite');
  });
  after(() => t.close());

  it('equals its lessons after the load, which runs with the triggers off and rebuilds it', async () => {
    await loadLargeSchool(t.db, { scale: 0.002, seed: 20190325, now: new Date() });
    const kept = await keptLessonIncome(t.db);
    assert.ok(kept.length > 0);
    assert.deepEqual(kept, await lessonIncomeFromLessons(t.db));
  });
});
