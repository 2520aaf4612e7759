import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { seedPlatform } from '../demo/seed-platform';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';
import { addInstructor, addLearner, addPlan, assign } from '../test-support/school-fixtures';
import { cancelBooking, LifecycleRuleError, moveBookings, placeBookings, recordLearnerPayment } from './credits';
import { runLifecycle } from './job';
import { londonInstant } from '@dss/contract';
import { creditExpiry } from './credit-expiry';

const engine = ENGINE;
describe(`credit and booking lifecycle on ${engine}`, () => {
  let t: TestDb;
  let db: Kysely<Database>;
  let adi: number;
  let stu: number;
  let plan: number;

  before(async () => {
    t = await openTestDb(engine);
    db = t.db;
    await seedPlatform(db);
    adi = await addInstructor(db);
    stu = await addLearner(db);
    await assign(db, stu, adi);
    plan = await addPlan(db, 3, { price: '100.00' });
  });
  after(() => t.close());

  const creditsOf = (payId: number) =>
    db.selectFrom('credits').selectAll().where('pay_id', '=', payId).orderBy('cred_id').execute();

  it('creates one credit per hour with the payment, sharing the price to the penny', async () => {
    const { payId, credits } = await recordLearnerPayment(db, {
      studentId: stu,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2024-06-10T09:00:00Z'),
    });
    assert.equal(credits, 3);
    const rows = await creditsOf(payId);
    assert.deepEqual(
      rows.map((c) => c.cred_value),
      ['33.34', '33.33', '33.33'],
    );
    assert.ok(rows.every((c) => c.cred_status === 1 && c.stu_id === stu));
    // 12 months (the default setting) after the London date of payment, at London midnight (BST).
    assert.equal(rows[0]!.expires_at.toISOString(), '2025-06-09T23:00:00.000Z');
  });

  it('refuses a package of the other gear or a removed one, writing nothing', async () => {
    const auto = await addPlan(db, 5, { price: '170.00', gear: 'automatic' });
    const before = await db
      .selectFrom('learner_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await assert.rejects(recordLearnerPayment(db, { studentId: stu, planId: auto, staffId: 2 }), LifecycleRuleError);
    const after = await db
      .selectFrom('learner_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });

  it('dates expiry by the London day of payment, across the clock change', async () => {
    // 00:30 BST on 27 October 2024 is still 26 October in UTC.
    const paidAt = londonInstant('2024-10-27', 30);
    assert.equal(paidAt.toISOString(), '2024-10-26T23:30:00.000Z');
    const { payId } = await recordLearnerPayment(db, { studentId: stu, planId: plan, staffId: 2, paidAt });
    const rows = await creditsOf(payId);
    assert.equal(rows[0]!.expires_at.toISOString(), '2025-10-27T00:00:00.000Z');
    assert.equal(creditExpiry(paidAt, 12).toISOString(), '2025-10-27T00:00:00.000Z');
    // A credit is still available one second before expiry, forfeited by 'System' at it.
    const justBefore = await runLifecycle(db, new Date('2025-10-26T23:59:59Z'));
    const still = await creditsOf(payId);
    assert.ok(
      still.every((c) => c.cred_status === 1),
      JSON.stringify(justBefore),
    );
    await runLifecycle(db, new Date('2025-10-27T00:00:00Z'));
    const gone = await creditsOf(payId);
    assert.ok(gone.every((c) => c.cred_status === 4 && c.forfeited_by === null));
    assert.equal(gone[0]!.forfeited_at!.toISOString(), '2025-10-27T00:00:00.000Z');
  });

  it('allocates credits to lessons and completes them once their London end has passed (spring BST change)', async () => {
    const { payId } = await recordLearnerPayment(db, {
      studentId: stu,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2025-03-01T10:00:00Z'),
    });
    const [c1, c2] = (await creditsOf(payId)).map((c) => c.cred_id);
    // Saturday 29 March 2025 09:00 GMT and Sunday 30 March 2025 09:00 BST (08:00 UTC).
    const sat = londonInstant('2025-03-29', 9 * 60);
    const sun = londonInstant('2025-03-30', 9 * 60);
    assert.equal(sun.toISOString(), '2025-03-30T08:00:00.000Z');
    const ids = await placeBookings(db, {
      adiId: adi,
      studentId: stu,
      bookings: [
        { credId: c1!, start: sat },
        { credId: c2!, start: sun },
      ],
      staffId: 2,
    });
    const booked = await db
      .selectFrom('bookings')
      .select(['booking_id', 'booking_lesson_type', 'lesson_date'])
      .where('booking_id', 'in', ids)
      .orderBy('lesson_starts')
      .execute();
    assert.deepEqual(
      booked.map((b) => b.booking_lesson_type),
      [1, 2],
    );
    assert.deepEqual(
      booked.map((b) => b.lesson_date),
      ['2025-03-29', '2025-03-30'],
    );
    assert.ok((await creditsOf(payId)).slice(0, 2).every((c) => c.cred_status === 2));

    // 09:30 UTC on Sunday is 10:30 BST: the Sunday lesson (09:00-10:00 BST) has ended.
    // At 08:30 UTC (09:30 BST) it has not; a job reading wall-clock as UTC would get both wrong.
    const early = await runLifecycle(db, new Date('2025-03-30T08:30:00Z'));
    assert.equal(early.completedBookings, 1);
    const state = async () =>
      (
        await db.selectFrom('bookings').select('booking_state').where('booking_id', 'in', ids).orderBy('lesson_starts').execute()
      ).map((b) => b.booking_state);
    assert.deepEqual(await state(), [5, 1]);
    const late = await runLifecycle(db, new Date('2025-03-30T09:00:00Z'));
    assert.equal(late.completedBookings, 1);
    assert.deepEqual(await state(), [5, 5]);
    const credits = await creditsOf(payId);
    assert.deepEqual(
      credits.map((c) => c.cred_status),
      [3, 3, 1],
    );
    assert.equal(credits[1]!.used_at!.toISOString(), '2025-03-30T09:00:00.000Z');
  });

  it('is idempotent: a second run with the same time changes nothing', async () => {
    const now = new Date('2025-04-02T12:00:00Z');
    const snapshot = async () =>
      (
        await sql<{
          s: string;
        }>`SELECT string_agg(booking_id || ':' || booking_state || ':' || coalesce(completed_at::text, ''), ',' ORDER BY booking_id) ||
          '|' || (SELECT string_agg(cred_id || ':' || cred_status || ':' || coalesce(used_at::text, '') || coalesce(forfeited_at::text, ''), ',' ORDER BY cred_id) FROM credits) AS s FROM bookings`.execute(
          db,
        )
      ).rows[0]!.s;
    await runLifecycle(db, now);
    const first = await snapshot();
    const again = await runLifecycle(db, now);
    assert.deepEqual([again.completedBookings, again.usedCredits, again.expiredCredits, again.overviewRows], [0, 0, 0, 0]);
    assert.equal(await snapshot(), first);
  });

  it("creates the previous month's overview rows once", async () => {
    const rows = await db
      .selectFrom('overview_reports')
      .selectAll()
      .where('reporting_year', '=', 2025)
      .where('reporting_month', '=', 3)
      .execute();
    assert.deepEqual(rows.map((r) => [r.kind, r.stu_id ?? r.adi_id]).sort(), [
      [1, stu],
      [2, adi],
    ]);
  });

  it('runs once when several processes start it together', async () => {
    const { payId } = await recordLearnerPayment(db, {
      studentId: stu,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2025-05-01T10:00:00Z'),
    });
    const creds = (await creditsOf(payId)).map((c) => c.cred_id);
    await placeBookings(db, {
      adiId: adi,
      studentId: stu,
      staffId: 2,
      bookings: creds.map((credId, k) => ({ credId, start: londonInstant('2025-05-05', (9 + k) * 60) })),
    });
    const now = new Date('2025-05-06T12:00:00Z');
    const results = await Promise.all([runLifecycle(db, now), runLifecycle(db, now), runLifecycle(db, now)]);
    const total = results.reduce((s, r) => s + r.completedBookings, 0);
    assert.equal(total, 3);
    assert.equal((await creditsOf(payId)).filter((c) => c.cred_status === 3).length, 3);
  });

  it('refuses a credit that is not available, or that expires before the lesson', async () => {
    const { payId } = await recordLearnerPayment(db, {
      studentId: stu,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2025-06-01T10:00:00Z'),
    });
    const [c1] = (await creditsOf(payId)).map((c) => c.cred_id);
    await assert.rejects(
      placeBookings(db, {
        adiId: adi,
        studentId: stu,
        staffId: 2,
        bookings: [{ credId: c1!, start: new Date('2026-07-01T09:00:00Z') }],
      }),
      /expires/,
    );
    const used = (await db.selectFrom('credits').select('cred_id').where('cred_status', '=', 3).executeTakeFirstOrThrow())
      .cred_id;
    await assert.rejects(
      placeBookings(db, {
        adiId: adi,
        studentId: stu,
        staffId: 2,
        bookings: [{ credId: used, start: new Date('2025-07-01T09:00:00Z') }],
      }),
      /not available/,
    );
  });

  it('refuses an overlapping lesson and leaves its credit available', async () => {
    const { payId } = await recordLearnerPayment(db, {
      studentId: stu,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2025-07-01T10:00:00Z'),
    });
    const [c1, c2] = (await creditsOf(payId)).map((c) => c.cred_id);
    await placeBookings(db, {
      adiId: adi,
      studentId: stu,
      staffId: 2,
      bookings: [{ credId: c1!, start: new Date('2025-07-10T09:00:00Z') }],
    });
    await assert.rejects(
      placeBookings(db, {
        adiId: adi,
        studentId: stu,
        staffId: 2,
        bookings: [{ credId: c2!, start: new Date('2025-07-10T09:30:00Z') }],
      }),
      (e: unknown) => e instanceof LifecycleRuleError && e.rule === 'overlap',
    );
    assert.equal((await creditsOf(payId))[1]!.cred_status, 1);
  });

  it('tries again when the database cancels a placement as a deadlock, so the clerk sees an overlap or a booking', async () => {
    // PostgreSQL reports the loser of two conflicting lessons inserted at the same instant as a
    // deadlock (see credits.ts); a test-only trigger cancels each first try in the same way.
    await sql`CREATE SEQUENCE test_deadlock_tries`.execute(db);
    await sql`CREATE FUNCTION test_deadlock() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('test_deadlock_tries') % 2 = 1 THEN
            RAISE EXCEPTION 'deadlock detected' USING ERRCODE = 'deadlock_detected';
          END IF;
          RETURN NEW;
        END $$`.execute(db);
    await sql`CREATE TRIGGER test_deadlock BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION test_deadlock()`.execute(db);
    try {
      const { payId } = await recordLearnerPayment(db, { studentId: stu, planId: plan, staffId: 2 });
      const [c1, c2] = (await creditsOf(payId)).map((c) => c.cred_id);
      const start = new Date('2026-01-05T09:00:00Z');
      const placed = await placeBookings(db, { adiId: adi, studentId: stu, staffId: 2, bookings: [{ credId: c1!, start }] });
      assert.equal(placed.length, 1);
      await assert.rejects(
        placeBookings(db, {
          adiId: adi,
          studentId: stu,
          staffId: 2,
          bookings: [{ credId: c2!, start: new Date(start.getTime() + 30 * 60_000) }],
        }),
        (e: unknown) => e instanceof LifecycleRuleError && e.rule === 'overlap',
      );
    } finally {
      await sql`DROP TRIGGER test_deadlock ON bookings`.execute(db);
      await sql`DROP FUNCTION test_deadlock()`.execute(db);
      await sql`DROP SEQUENCE test_deadlock_tries`.execute(db);
    }
  });

  it('swaps two lessons in the diary in one save and records the moves', async () => {
    const { payId } = await recordLearnerPayment(db, {
      studentId: stu,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2025-08-01T10:00:00Z'),
    });
    const [c1, c2] = (await creditsOf(payId)).map((c) => c.cred_id);
    const a = londonInstant('2025-08-11', 9 * 60);
    const b = londonInstant('2025-08-11', 10 * 60);
    const [id1, id2] = await placeBookings(db, {
      adiId: adi,
      studentId: stu,
      staffId: 2,
      bookings: [
        { credId: c1!, start: a },
        { credId: c2!, start: b },
      ],
    });
    const hour = 3_600_000;
    await moveBookings(db, {
      adiId: adi,
      staffId: 2,
      moves: [
        { bookingId: id1!, start: b, end: new Date(b.getTime() + hour) },
        { bookingId: id2!, start: a, end: new Date(a.getTime() + hour) },
      ],
    });
    const rows = await db
      .selectFrom('bookings')
      .select(['booking_id', 'lesson_starts', 'booking_state'])
      .where('booking_id', 'in', [id1!, id2!])
      .orderBy('booking_id')
      .execute();
    assert.deepEqual(
      rows.map((r) => [r.lesson_starts.getTime(), r.booking_state]),
      [
        [b.getTime(), 2],
        [a.getTime(), 2],
      ],
    );
    assert.equal((await db.selectFrom('booking_moves').selectAll().where('booking_id', 'in', [id1!, id2!]).execute()).length, 2);
    // Moving one onto the other (without the other moving) is refused.
    await assert.rejects(
      moveBookings(db, { adiId: adi, staffId: 2, moves: [{ bookingId: id1!, start: a, end: new Date(a.getTime() + hour) }] }),
      /overlaps/,
    );
  });

  it('returns the credit of a cancelled lesson', async () => {
    const { payId } = await recordLearnerPayment(db, {
      studentId: stu,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2025-09-01T10:00:00Z'),
    });
    const [c1] = (await creditsOf(payId)).map((c) => c.cred_id);
    const [id] = await placeBookings(db, {
      adiId: adi,
      studentId: stu,
      staffId: 2,
      bookings: [{ credId: c1!, start: new Date('2025-09-10T09:00:00Z') }],
    });
    await cancelBooking(db, { bookingId: id!, staffId: 2 });
    assert.equal((await creditsOf(payId))[0]!.cred_status, 1);
    assert.equal(
      (await db.selectFrom('bookings').select('booking_state').where('booking_id', '=', id!).executeTakeFirstOrThrow())
        .booking_state,
      3,
    );
  });
});
