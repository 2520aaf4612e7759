import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/tables';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';
import { seedDemoIfEmpty } from '../demo/seed';
import { recordLearnerPayment } from '../lifecycle/credits';
import { runLifecycle } from '../lifecycle/job';
import { keptTotal, type KeptTotalName } from '../db/kept-totals';

/**
 * The bell's two learner counts are kept per learner by triggers (migration 011). After every
 * kind of write that can move a learner in or out of them, the kept flags must equal a fresh
 * recount, and notification_counts must equal the views it replaced; so must the lists' kept
 * learner sets and kept totals (migration 031), which the same writes move.
 */
const engine = ENGINE;
describe(`the bell's kept learner counts on ${engine}`, () => {
  let t: TestDb;
  let db: Kysely<Database>;
  const q = async <T = Record<string, unknown>>(text: string) => (await sql.raw<T>(text).execute(db)).rows;

  /** Learners whose kept flags differ from a recount, and the bell against the views. */
  async function assertKeptEqualsRecount() {
    const wrong = await q<{ stu_id: number }>(`SELECT l.student_id AS stu_id FROM learners l
        CROSS JOIN LATERAL learner_bell_flags(l.student_id, '-infinity') f
        LEFT JOIN learner_bell b ON b.stu_id = l.student_id
        WHERE (coalesce(b.awaiting_instructor, false), coalesce(b.pending_booking, false))
          IS DISTINCT FROM (f.awaiting_instructor, f.pending_booking)`);
    assert.deepEqual(wrong, []);
    const [row] = await q<Record<string, number>>(`SELECT
        (SELECT tot_pend_learners FROM notification_counts) AS kept_awaiting,
        (SELECT count(*)::int FROM learners_awaiting_instructor) AS fresh_awaiting,
        (SELECT totl_pend_bookings FROM notification_counts) AS kept_pending,
        (SELECT count(*)::int FROM learners_pending_booking) AS fresh_pending`);
    assert.equal(row!.kept_awaiting, row!.fresh_awaiting, 'learners awaiting an instructor');
    assert.equal(row!.kept_pending, row!.fresh_pending, 'learners awaiting a booking');
    // The lists read the same learners from the kept flags (migration 031).
    const differ = async (kept: string, view: string) =>
      q(
        `(SELECT * FROM (${kept}) k EXCEPT SELECT * FROM (${view}) v) UNION ALL (SELECT * FROM (${view}) v EXCEPT SELECT * FROM (${kept}) k)`,
      );
    assert.deepEqual(
      await differ('SELECT stu_id FROM awaiting_instructor_kept', 'SELECT student_id FROM learners_awaiting_instructor'),
      [],
      'the kept list of learners awaiting an instructor',
    );
    assert.deepEqual(
      await differ('SELECT stu_id, adi_id FROM pending_booking_kept', 'SELECT student_id, adi_id FROM learners_pending_booking'),
      [],
      'the kept list of learners awaiting a booking',
    );
    await assertKeptTotalsEqualRecount();
  }

  /** The lists' kept totals (migration 031) against a recount of their tables. */
  async function assertKeptTotalsEqualRecount() {
    const recount = await q<{ name: string; count: string; amount: string; completed: string; learners: string }>(`
      SELECT 'learners' AS name, count(*)::text AS count, '0.00' AS amount, '0.00' AS completed, '0' AS learners FROM learners
      UNION ALL SELECT 'assignments', count(*)::text, '0.00', '0.00', '0' FROM assignments
      UNION ALL SELECT k.kind, count(f.t_id)::text, coalesce(sum(f.t_amount), 0)::numeric(16, 2)::text,
        coalesce(sum(f.t_amount) FILTER (WHERE f.t_status = 'completed'), 0)::numeric(16, 2)::text, '0'
        FROM (VALUES ('income'), ('expense')) AS k (kind) LEFT JOIN finance_transactions f ON f.kind = k.kind GROUP BY k.kind
      UNION ALL SELECT 'mileage', count(*)::text, coalesce(sum(end_mileage - start_mileage), 0)::numeric(16, 1)::text, '0.00', '0' FROM mileage
      UNION ALL SELECT 'credits_held', count(*)::text, coalesce(sum(cred_value), 0)::numeric(16, 2)::text, '0.00',
        count(DISTINCT stu_id)::text FROM credits WHERE cred_status IN (0, 1, 2)`);
    for (const want of recount) {
      const kept = await keptTotal(db, want.name as KeptTotalName);
      assert.deepEqual(
        { count: String(kept.count), amount: kept.amount, completed: kept.completed, learners: String(kept.learners) },
        { count: want.count, amount: want.amount, completed: want.completed, learners: want.learners },
        `the kept total ${want.name}`,
      );
    }
  }

  const counts = async () =>
    (
      await q<{ awaiting: number; pending: number }>(
        'SELECT tot_pend_learners AS awaiting, totl_pend_bookings AS pending FROM notification_counts',
      )
    )[0]!;

  /** Books a lesson 400 days ahead for a learner, with their active assignment and first unused credit. */
  const bookFarLesson = async (stuId: number) =>
    (
      await q<{ booking_id: number }>(`INSERT INTO bookings
          (stu_id, adi_id, assign_id, cred_id, lesson_starts, lesson_end, booking_state, booking_lesson_type)
        SELECT a.stu_id, a.adi_id, a.assign_id, c.cred_id, s, s + interval '1 hour', 1, 2
        FROM assignments a
        JOIN LATERAL (SELECT cred_id FROM credits WHERE stu_id = a.stu_id AND cred_status = 1 ORDER BY cred_id LIMIT 1) c ON true
        CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) + interval '400 days' AS s) t
        WHERE a.stu_id = ${stuId} AND a.assign_status = 1
        RETURNING booking_id`)
    )[0];

  /** A learner the views count now, from one of them. */
  const oneOf = async (view: 'learners_awaiting_instructor' | 'learners_pending_booking') =>
    (await q<{ id: number }>(`SELECT student_id AS id FROM ${view} ORDER BY student_id LIMIT 1`))[0]!.id;

  before(async () => {
    t = await openTestDb(engine);
    db = t.db;
    await seedDemoIfEmpty(db, { today: new Date() });
  });
  after(() => t.close());

  it('matches the views over the seeded school', async () => {
    const c = await counts();
    assert.ok(c.awaiting > 0 && c.pending > 0, 'the demo school has learners in both counts');
    await assertKeptEqualsRecount();
  });

  it('follows a payment, a frozen credit and a deleted credit row', async () => {
    const learner = await q<{ id: number; plan: number }>(`SELECT l.student_id AS id, p.plan_id AS plan
        FROM learners l JOIN lesson_plans p ON p.gear_type = l.lessons_type AND p.status = 1
        WHERE l.acc_state IN (1, 3) AND NOT EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id)
          AND NOT EXISTS (SELECT 1 FROM credits c WHERE c.stu_id = l.student_id AND c.cred_status = 1)
          AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.stu_id = l.student_id AND a.assign_status = 1)
        ORDER BY l.student_id LIMIT 1`);
    const before = await counts();
    const paid = await recordLearnerPayment(db, { studentId: learner[0]!.id, planId: learner[0]!.plan, staffId: null });
    assert.equal((await counts()).awaiting, before.awaiting + 1);
    await assertKeptEqualsRecount();
    await q(`UPDATE credits SET cred_status = 0 WHERE pay_id = ${paid.payId}`);
    assert.equal((await counts()).awaiting, before.awaiting);
    await assertKeptEqualsRecount();
    await q(`UPDATE credits SET cred_status = 1 WHERE pay_id = ${paid.payId}`);
    await assertKeptEqualsRecount();
    await q(`DELETE FROM credits WHERE pay_id = ${paid.payId}`);
    assert.equal((await counts()).awaiting, before.awaiting);
    await assertKeptEqualsRecount();
  });

  it('follows an assignment made, ended and given back', async () => {
    const id = await oneOf('learners_awaiting_instructor');
    const before = await counts();
    const [a] = await q<{
      assign_id: number;
    }>(`INSERT INTO assignments (stu_id, adi_id, assign_status, assign_on, assign_updated)
        SELECT ${id}, adi_id, 1, now(), now() FROM instructors WHERE approved_at IS NOT NULL AND acc_state = 1 ORDER BY adi_id LIMIT 1
        RETURNING assign_id`);
    assert.deepEqual(await counts(), { awaiting: before.awaiting - 1, pending: before.pending + 1 });
    await assertKeptEqualsRecount();
    await q(`UPDATE assignments SET assign_status = 3 WHERE assign_id = ${a!.assign_id}`);
    assert.deepEqual(await counts(), before);
    await assertKeptEqualsRecount();
    await q(`UPDATE assignments SET assign_status = 1 WHERE assign_id = ${a!.assign_id}`);
    await assertKeptEqualsRecount();
    await q(`DELETE FROM assignments WHERE assign_id = ${a!.assign_id}`);
    assert.deepEqual(await counts(), before);
    await assertKeptEqualsRecount();
  });

  it('follows a learner blocked and unblocked, and a departure recorded and removed', async () => {
    const id = await oneOf('learners_pending_booking');
    const before = await counts();
    await q(`UPDATE learners SET acc_state = 0 WHERE student_id = ${id}`);
    assert.equal((await counts()).pending, before.pending - 1);
    await assertKeptEqualsRecount();
    await q(`UPDATE learners SET acc_state = 1 WHERE student_id = ${id}`);
    assert.equal((await counts()).pending, before.pending);
    await q(`INSERT INTO departures (stu_id, dep_date, reported_by, reason_id)
        SELECT ${id}, london_date(now()), (SELECT min(id) FROM departure_reporters), (SELECT min(id) FROM departure_reasons)`);
    assert.equal((await counts()).pending, before.pending - 1);
    await assertKeptEqualsRecount();
    await q(`DELETE FROM departures WHERE stu_id = ${id}`);
    assert.deepEqual(await counts(), before);
    await assertKeptEqualsRecount();
  });

  it('follows a lesson booked, cancelled and handed to another learner', async () => {
    const id = await oneOf('learners_pending_booking');
    const before = await counts();
    const lesson = await bookFarLesson(id);
    assert.equal((await counts()).pending, before.pending - 1);
    await assertKeptEqualsRecount();
    await q(`UPDATE bookings SET booking_state = 3 WHERE booking_id = ${lesson!.booking_id}`);
    assert.equal((await counts()).pending, before.pending);
    await assertKeptEqualsRecount();
    await q(`DELETE FROM bookings WHERE booking_id = ${lesson!.booking_id}`);
    assert.deepEqual(await counts(), before);
    await assertKeptEqualsRecount();
  });

  it('answers what the views answer once the clock overtakes a lesson or a credit, before and after the job runs', async () => {
    // A learner awaiting a booking, with a credit to spare, is booked one lesson to come (made
    // here: which demo lessons are still to come depends on the hour the test runs). Neither
    // they nor their instructor has a lesson in the hour the lesson is then moved to.
    const [learner] = await q<{ id: number }>(`SELECT p.student_id AS id FROM learners_pending_booking p
        WHERE (SELECT count(*) FROM credits k WHERE k.stu_id = p.student_id AND k.cred_status = 1 AND k.expires_at > now()) >= 2
          AND NOT EXISTS (SELECT 1 FROM bookings o WHERE (o.stu_id = p.student_id OR o.adi_id = p.adi_id)
            AND o.lesson_starts < date_trunc('hour', now()) - interval '1 hour'
            AND o.lesson_end > date_trunc('hour', now()) - interval '2 hours')
        ORDER BY p.student_id LIMIT 1`);
    const lesson = await bookFarLesson(learner!.id);
    const before = await counts();
    // The lesson ended an hour ago and the job has not completed it yet: the learner awaits a booking.
    await q(`UPDATE bookings SET lesson_starts = date_trunc('hour', now()) - interval '2 hours',
          lesson_end = date_trunc('hour', now()) - interval '1 hour'
        WHERE booking_id = ${lesson!.booking_id}`);
    assert.equal((await counts()).pending, before.pending + 1);
    await assertKeptEqualsRecount();
    // Credits expired an hour ago, not yet forfeited by the job.
    const awaiting = await oneOf('learners_awaiting_instructor');
    await q(`UPDATE credits SET expires_at = greatest(created_at + interval '1 minute', now() - interval '1 hour')
        WHERE stu_id = ${awaiting} AND cred_status = 1`);
    assert.equal((await counts()).awaiting, before.awaiting - 1);
    await assertKeptEqualsRecount();
    const run = await runLifecycle(db, new Date(), { overviewPdfs: 0 });
    assert.ok(run.completedBookings >= 1 && run.expiredCredits >= 1);
    assert.deepEqual(await counts(), { awaiting: before.awaiting - 1, pending: before.pending + 1 });
    await assertKeptEqualsRecount();
  });

  it("keeps the lists' totals through finance records, mileage, learners added and removed, and a fold", async () => {
    const [adi] = await q<{ id: number }>('SELECT min(adi_id) AS id FROM instructors');
    const [cat] = await q<{ id: number }>(`SELECT min(rec_id) AS id FROM finance_categories WHERE type = 'income'`);
    const [rec] = await q<{
      id: number;
    }>(`INSERT INTO finance_transactions (kind, cat_id, adi_id, t_date, t_amount, t_pay_method, t_status)
        VALUES ('income', ${cat!.id}, NULL, london_date(now()), 12.34, 'Cash', 'pending'), ('income', ${cat!.id}, ${adi!.id}, london_date(now()), 5.00, 'Cash', 'completed')
        RETURNING t_id AS id`);
    await assertKeptTotalsEqualRecount();
    await q(`UPDATE finance_transactions SET t_status = 'completed', t_amount = 20.00 WHERE t_id = ${rec!.id}`);
    await assertKeptTotalsEqualRecount();
    await q(`DELETE FROM finance_transactions WHERE t_id = ${rec!.id}`);
    await q(`INSERT INTO mileage (adi_id, mileage_date, type, start_mileage, end_mileage)
        VALUES (${adi!.id}, london_date(now()), 'business', 100.0, 142.5), (${adi!.id}, london_date(now()), 'personal', 10.0, 11.2)`);
    await assertKeptTotalsEqualRecount();
    await q(`UPDATE mileage SET end_mileage = end_mileage + 1 WHERE type = 'personal'`);
    await q(`DELETE FROM mileage WHERE type = 'business' AND end_mileage = 142.5`);
    await assertKeptTotalsEqualRecount();
    const [learner] = await q<{
      id: number;
    }>(`INSERT INTO learners (title_id, gender, fname, lname, mobile, email, dob, driving_licence_no,
          lessons_type, address_line1, address_city, address_postcode, pickup_pc, req_adi_gender, req_car_type, acc_state)
        SELECT title_id, gender, 'Kept', 'Totals', '07700900999', 'kept.totals@example.invalid', dob, 'KEPTT0000000001',
          lessons_type, address_line1, address_city, address_postcode, pickup_pc, req_adi_gender, req_car_type, acc_state
        FROM learners ORDER BY student_id LIMIT 1
        RETURNING student_id AS id`);
    await assertKeptTotalsEqualRecount();
    await q(`DELETE FROM learners WHERE student_id = ${learner!.id}`);
    await assertKeptTotalsEqualRecount();
    const rowsBefore = (await q<{ n: number }>('SELECT count(*)::int AS n FROM kept_totals'))[0]!.n;
    await q('SELECT fold_kept_totals()');
    const names = await q<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM kept_totals GROUP BY name');
    assert.ok(rowsBefore > names.length, 'the writes above added change rows');
    assert.ok(
      names.every((r) => r.n === 1),
      'one row a total after the fold',
    );
    await assertKeptTotalsEqualRecount();
  });

  if (engine === 'postgres') {
    /**
     * Two transactions at once: the first writes and stays open; the second writes, and the first
     * commits once the second waits for its locks (or has finished without waiting), then the
     * second commits.
     */
    const whileFirstHeldOpen = async (write1: (c: pg.Client) => Promise<unknown>, write2: (c: pg.Client) => Promise<unknown>) => {
      // A third connection watches: inside a transaction pg_stat_activity answers what it first read.
      const [first, second, watcher] = [0, 1, 2].map(() => new pg.Client({ connectionString: t.url }));
      await Promise.all([first!.connect(), second!.connect(), watcher!.connect()]);
      try {
        await first!.query('BEGIN');
        await write1(first!);
        await second!.query('BEGIN');
        const { pid } = (await second!.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
        let settled = false;
        const writing = write2(second!).finally(() => (settled = true));
        const waiting = async () =>
          (await watcher!.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [pid])).rowCount! >
          0;
        while (!settled && !(await waiting())) await new Promise((r) => setTimeout(r, 10));
        await first!.query('COMMIT');
        await writing;
        await second!.query('COMMIT');
      } finally {
        await Promise.all([first!.end(), second!.end(), watcher!.end()]);
      }
    };

    it('counts a learner holding credits once when two transactions give them their first at once', async () => {
      const [learner] = await q<{ id: number }>(`SELECT l.student_id AS id FROM learners l
          WHERE NOT EXISTS (SELECT 1 FROM credits c WHERE c.stu_id = l.student_id AND c.cred_status IN (0, 1, 2))
          ORDER BY l.student_id LIMIT 1`);
      // A credit names its payment and learner together, so the learner gets a payment of their own:
      // which learner holds no credits changes with the demo school's dates.
      const [pay] = await q<{ id: number }>(`INSERT INTO learner_payments (stu_id, plan_id, credits, price)
          SELECT ${learner!.id}, min(plan_id), 10, 0 FROM lesson_plans RETURNING pay_id AS id`);
      const give = `INSERT INTO credits (pay_id, stu_id, cred_value, cred_status, expires_at)
          VALUES (${pay!.id}, ${learner!.id}, 10.00, 1, now() + interval '300 days')`;
      await whileFirstHeldOpen(
        (first) => first.query(give),
        (second) => second.query(give),
      );
      await assertKeptTotalsEqualRecount();
    });

    it('keeps a learner right when two transactions change them at once', async () => {
      const id = await oneOf('learners_pending_booking');
      const before = await counts();
      // The first records a departure and holds its transaction open; the second rewrites the
      // learner's credits unchanged meanwhile. Recomputing from its own snapshot, the second
      // would put back the learner the departure took out.
      await whileFirstHeldOpen(
        (first) =>
          first.query(
            `INSERT INTO departures (stu_id, dep_date, reported_by, reason_id)
              SELECT $1, london_date(now()), (SELECT min(id) FROM departure_reporters), (SELECT min(id) FROM departure_reasons)`,
            [id],
          ),
        (second) => second.query('UPDATE credits SET cred_value = cred_value WHERE stu_id = $1', [id]),
      );
      assert.equal((await counts()).pending, before.pending - 1);
      await assertKeptEqualsRecount();
    });
  }
});
