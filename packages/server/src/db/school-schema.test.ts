import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { migrate } from './migrate';
import type { Database } from './tables';
import { seedPlatform } from '../demo/seed-platform';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';
import { addInstructor, addLearner, addPlan, assign } from '../test-support/school-fixtures';
import { recordLearnerPayment } from '../lifecycle/credits';

/** Runs `fn` in a transaction that is always rolled back, answering the SQLSTATE it failed with (or 'ok'). */
async function attempt(db: Kysely<Database>, fn: (tx: Kysely<Database>) => Promise<unknown>): Promise<string> {
  const rollback = new Error('rollback');
  try {
    await db.transaction().execute(async (tx) => {
      await fn(tx);
      throw rollback;
    });
  } catch (error) {
    if (error === rollback) return 'ok';
    return (error as { code?: string }).code ?? String(error);
  }
  return 'ok';
}

const CHECK = '23514';
const FK = '23503';
const UNIQUE = '23505';
const EXCLUSION = '23P01';
const DEADLOCK = '40P01';

const engine = ENGINE;
describe(`school schema on ${engine}`, () => {
  let t: TestDb;
  let db: Kysely<Database>;
  let adi: number;
  let adi2: number;
  let stu: number;
  let stu2: number;
  let credits: number[];
  let credits2: number[];
  let assignId: number;

  before(async () => {
    t = await openTestDb(engine);
    db = t.db;
    await seedPlatform(db);
    adi = await addInstructor(db);
    adi2 = await addInstructor(db);
    stu = await addLearner(db);
    stu2 = await addLearner(db);
    assignId = await assign(db, stu, adi);
    await assign(db, stu2, adi2);
    const plan = await addPlan(db, 5, { price: '150.00' });
    const p1 = await recordLearnerPayment(db, {
      studentId: stu,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2024-01-03T10:00:00Z'),
    });
    const p2 = await recordLearnerPayment(db, {
      studentId: stu2,
      planId: plan,
      staffId: 2,
      paidAt: new Date('2024-01-03T10:00:00Z'),
    });
    credits = (await db.selectFrom('credits').select('cred_id').where('pay_id', '=', p1.payId).orderBy('cred_id').execute()).map(
      (c) => c.cred_id,
    );
    credits2 = (await db.selectFrom('credits').select('cred_id').where('pay_id', '=', p2.payId).orderBy('cred_id').execute()).map(
      (c) => c.cred_id,
    );
  });
  after(() => t.close());

  const booking = (over: Record<string, unknown> = {}) => ({
    adi_id: adi,
    stu_id: stu,
    cred_id: credits[0]!,
    assign_id: assignId,
    lesson_starts: new Date('2024-02-01T10:00:00Z'),
    lesson_end: new Date('2024-02-01T11:00:00Z'),
    booking_state: 1,
    booked_by: 2,
    ...over,
  });

  it('applies every migration once; a second run applies nothing', async () => {
    const names = (await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(db)).rows.map(
      (r) => r.name,
    );
    assert.deepEqual(names.slice(0, 2), ['001_platform.sql', '002_school.sql']);
    assert.deepEqual(await migrate(db), []);
  });

  it('has the notification_counts view with one row of four integers', async () => {
    const rows = await db.selectFrom('notification_counts').selectAll().execute();
    assert.equal(rows.length, 1);
    assert.deepEqual(Object.keys(rows[0]!).sort(), ['tot_act_comps', 'tot_pend_adis', 'tot_pend_learners', 'totl_pend_bookings']);
    for (const v of Object.values(rows[0]!)) assert.equal(typeof v, 'number');
  });

  it('accepts a valid booking and back-to-back lessons', async () => {
    assert.equal(
      await attempt(db, async (tx) => {
        await tx.insertInto('bookings').values(booking()).execute();
        await tx
          .insertInto('bookings')
          .values(
            booking({
              cred_id: credits[1],
              lesson_starts: new Date('2024-02-01T11:00:00Z'),
              lesson_end: new Date('2024-02-01T12:00:00Z'),
            }),
          )
          .execute();
      }),
      'ok',
    );
  });

  it("keeps a lesson move's instructor the booking's, whatever a writer gives, and after the booking changes instructor", async () => {
    await db.transaction().execute(async (tx) => {
      const { booking_id } = await tx.insertInto('bookings').values(booking()).returning('booking_id').executeTakeFirstOrThrow();
      const move = {
        booking_id,
        adi_id: adi2,
        from_starts: new Date('2024-01-31T10:00:00Z'),
        from_end: new Date('2024-01-31T11:00:00Z'),
        to_starts: new Date('2024-02-01T10:00:00Z'),
        to_end: new Date('2024-02-01T11:00:00Z'),
      };
      await tx.insertInto('booking_moves').values(move).execute();
      const moved = () => tx.selectFrom('booking_moves').select('adi_id').where('booking_id', '=', booking_id).execute();
      assert.deepEqual(await moved(), [{ adi_id: adi }]);
      await tx.updateTable('booking_moves').set({ adi_id: adi2 }).where('booking_id', '=', booking_id).execute();
      assert.deepEqual(await moved(), [{ adi_id: adi }]);
      await tx.updateTable('bookings').set({ adi_id: adi2 }).where('booking_id', '=', booking_id).execute();
      assert.deepEqual(await moved(), [{ adi_id: adi2 }]);
      await tx.deleteFrom('bookings').where('booking_id', '=', booking_id).execute();
    });
  });

  it('rejects overlapping live bookings for one instructor', async () => {
    assert.equal(
      await attempt(db, async (tx) => {
        await tx.insertInto('bookings').values(booking()).execute();
        await tx
          .insertInto('bookings')
          .values(
            booking({
              stu_id: stu2,
              cred_id: credits2[0],
              assign_id: null,
              lesson_starts: new Date('2024-02-01T10:30:00Z'),
              lesson_end: new Date('2024-02-01T11:30:00Z'),
            }),
          )
          .execute();
      }),
      EXCLUSION,
    );
  });

  it('rejects one learner in two cars at once', async () => {
    assert.equal(
      await attempt(db, async (tx) => {
        await tx.insertInto('bookings').values(booking()).execute();
        await tx
          .insertInto('bookings')
          .values(
            booking({
              adi_id: adi2,
              cred_id: credits[1],
              assign_id: null,
              lesson_starts: new Date('2024-02-01T10:15:00Z'),
              lesson_end: new Date('2024-02-01T11:15:00Z'),
            }),
          )
          .execute();
      }),
      EXCLUSION,
    );
  });

  it('lets a cancelled lesson free its slot, and its credit pay for another lesson', async () => {
    assert.equal(
      await attempt(db, async (tx) => {
        await tx
          .insertInto('bookings')
          .values(booking({ booking_state: 3 }))
          .execute();
        await tx.insertInto('bookings').values(booking()).execute();
      }),
      'ok',
    );
  });

  it('rejects two live bookings paid by one credit', async () => {
    assert.equal(
      await attempt(db, async (tx) => {
        await tx.insertInto('bookings').values(booking()).execute();
        await tx
          .insertInto('bookings')
          .values(booking({ lesson_starts: new Date('2024-02-02T10:00:00Z'), lesson_end: new Date('2024-02-02T11:00:00Z') }))
          .execute();
      }),
      UNIQUE,
    );
  });

  it("rejects a booking paid with another learner's credit", async () => {
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('bookings')
          .values(booking({ cred_id: credits2[0] }))
          .execute(),
      ),
      FK,
    );
  });

  it('rejects statuses out of range', async () => {
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('bookings')
          .values(booking({ booking_state: 6 }))
          .execute(),
      ),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) => tx.updateTable('credits').set({ cred_status: 5 }).where('cred_id', '=', credits[0]!).execute()),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        tx.updateTable('assignments').set({ assign_status: 7 }).where('assign_id', '=', assignId).execute(),
      ),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) => tx.updateTable('learners').set({ acc_state: 4 }).where('student_id', '=', stu).execute()),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) => tx.updateTable('instructors').set({ acc_state: 5 }).where('adi_id', '=', adi).execute()),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) => tx.updateTable('credits').set({ cred_status: 3 }).where('cred_id', '=', credits[0]!).execute()),
      CHECK,
      'used needs used_at',
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO franchise_plans (initial_fee, weekly_fee, work_type, weekly_hours, state) VALUES (1, 1, 'Full-Time', 169, 1)`.execute(
          tx,
        ),
      ),
      CHECK,
    );
  });

  it('rejects negative or zero money where the spec forbids it', async () => {
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO learner_payments (stu_id, plan_id, credits, price) VALUES (${stu}, 1, 1, -1)`.execute(tx),
      ),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO franchise_plans (initial_fee, weekly_fee, work_type, weekly_hours) VALUES (0, -5, 'Part-Time', 10)`.execute(
          tx,
        ),
      ),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO instructor_payments (adi_id, reference, amount, type_id, method_id, date_of_transaction) VALUES (${adi}, 'R1', 0, 2, 1, now())`.execute(
          tx,
        ),
      ),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO finance_categories (category, type, tax) VALUES ('Fuel', 'expense', 'claimable')`.execute(tx),
      ),
      'ok',
    );
    assert.equal(
      await attempt(db, async (tx) => {
        const cat = await sql<{
          rec_id: number;
        }>`INSERT INTO finance_categories (category, type, tax) VALUES ('Fuel', 'expense', 'claimable') RETURNING rec_id`.execute(
          tx,
        );
        await sql`INSERT INTO finance_transactions (kind, cat_id, adi_id, t_date, t_amount, t_pay_method, t_status) VALUES ('expense', ${cat.rows[0]!.rec_id}, ${adi}, '2024-01-01', -3, 'Cash', 'completed')`.execute(
          tx,
        );
      }),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO mileage (adi_id, mileage_date, type, start_mileage, end_mileage) VALUES (${adi}, '2024-01-01', 'business', 100, 90)`.execute(
          tx,
        ),
      ),
      CHECK,
    );
  });

  it('rejects orphan rows', async () => {
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('bookings')
          .values(booking({ adi_id: 999_999 }))
          .execute(),
      ),
      FK,
    );
    assert.equal(await attempt(db, (tx) => tx.insertInto('assignments').values({ stu_id: 999_999, adi_id: adi }).execute()), FK);
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO credits (pay_id, stu_id, cred_value, expires_at) VALUES (999999, ${stu}, 1, now() + interval '1 day')`.execute(
          tx,
        ),
      ),
      FK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO complaint_updates (ref, update_desc, status_id, rec_by) VALUES (999999, repeat('x', 30), 2, 1)`.execute(
          tx,
        ),
      ),
      FK,
    );
    assert.equal(
      await attempt(db, (tx) => sql`INSERT INTO instructor_covering_pcs (adi_id, pc) VALUES (999999, 'E7')`.execute(tx)),
      FK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO departures (stu_id, dep_date, reported_by, reason_id) VALUES (${stu}, '2024-01-01', 9, 1)`.execute(tx),
      ),
      FK,
    );
  });

  it("enforces the spec's field limits", async () => {
    assert.equal(
      await attempt(db, (tx) => tx.updateTable('learners').set({ mobile: '07700 900' }).where('student_id', '=', stu).execute()),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) => tx.updateTable('learners').set({ pickup_pc: 'E7 9Q' }).where('student_id', '=', stu).execute()),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) => tx.updateTable('instructors').set({ sort_code: '12345a' }).where('adi_id', '=', adi).execute()),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) => sql`INSERT INTO instructor_covering_pcs (adi_id, pc) VALUES (${adi}, 'E7 9QP')`.execute(tx)),
      '22001',
      'outer part only',
    );
    assert.equal(
      await attempt(db, (tx) => sql`INSERT INTO instructor_covering_pcs (adi_id, pc) VALUES (${adi}, 'e7')`.execute(tx)),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO theory_tests (stu_id, test_date, mcq_points, hp_points, outcome) VALUES (${stu}, '2024-01-01', 51, 50, 0)`.execute(
          tx,
        ),
      ),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        sql`INSERT INTO theory_tests (stu_id, test_date, mcq_points, hp_points, outcome) VALUES (${stu}, '2024-01-01', 40, 50, 1)`.execute(
          tx,
        ),
      ),
      CHECK,
      'a pass needs 43/50',
    );
    const longName = 'x'.repeat(41);
    assert.notEqual(
      await attempt(db, (tx) => tx.updateTable('learners').set({ fname: longName }).where('student_id', '=', stu).execute()),
      'ok',
    );
  });

  it('keeps complaints consistent with their status, parties and text limits', async () => {
    const complaint = (over: Record<string, unknown>) => ({
      complain_type_id: 2,
      complainant_type: 1,
      complainee_type: 2,
      complainant_stu_id: stu,
      complainee_adi_id: adi,
      description: 'The instructor arrived late twice this month.',
      staff_id: 2,
      ...over,
    });
    assert.equal(await attempt(db, (tx) => tx.insertInto('complaints').values(complaint({})).execute()), 'ok');
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('complaints')
          .values(complaint({ description: 'Too short.' }))
          .execute(),
      ),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('complaints')
          .values(complaint({ complainee_type: 1, complainee_adi_id: null, complainee_stu_id: stu2 }))
          .execute(),
      ),
      FK,
      'type 2 is learner about instructor',
    );
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('complaints')
          .values(complaint({ complainee_adi_id: null }))
          .execute(),
      ),
      CHECK,
    );
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('complaints')
          .values(complaint({ status_id: 6 }))
          .execute(),
      ),
      FK,
      'status 6 resolves',
    );
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('complaints')
          .values(complaint({ status_id: 6, is_resolved: true }))
          .execute(),
      ),
      CHECK,
      'needs resolved_on',
    );
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('complaints')
          .values(complaint({ status_id: 6, is_resolved: true, resolved_on: new Date() }))
          .execute(),
      ),
      'ok',
    );
    assert.equal(
      await attempt(db, (tx) =>
        tx
          .insertInto('complaints')
          .values(complaint({ self_resolve: true, self_res_date: '2024-01-01', self_res_time: '10:00', resol_offer: true }))
          .execute(),
      ),
      CHECK,
      'an offer needs the reply',
    );
  });

  it('requires three different questions of the right audience in a feedback', async () => {
    const groupL = await db
      .insertInto('feedback_question_groups')
      .values({ audience: 'learner', reporting_text: 'G1' })
      .returning('group_no')
      .executeTakeFirstOrThrow();
    const groupI = await db
      .insertInto('feedback_question_groups')
      .values({ audience: 'instructor', reporting_text: 'G2' })
      .returning('group_no')
      .executeTakeFirstOrThrow();
    const q = async (g: number, audience: 'learner' | 'instructor') =>
      (
        await db
          .insertInto('feedback_questions')
          .values({ group_no: g, audience, question: `Q${Math.random()}` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [l1, l2, l3, i1] = [
      await q(groupL.group_no, 'learner'),
      await q(groupL.group_no, 'learner'),
      await q(groupL.group_no, 'learner'),
      await q(groupI.group_no, 'instructor'),
    ];
    const feedback = (over: Record<string, unknown>) => async (tx: Kysely<Database>) => {
      const b = await tx
        .insertInto('bookings')
        .values(booking({ booking_state: 5, completed_at: new Date('2024-02-01T11:00:00Z') }))
        .returning('booking_id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('feedbacks')
        .values({
          booking_id: b.booking_id,
          direction: 1,
          stu_id: stu,
          adi_id: adi,
          q1_id: l1,
          q1_rating: 5,
          q2_id: l2,
          q2_rating: 4,
          q3_id: l3,
          q3_rating: 3,
          ...over,
        })
        .execute();
    };
    assert.equal(await attempt(db, feedback({})), 'ok');
    assert.equal(await attempt(db, feedback({ q3_id: l1 })), CHECK);
    assert.equal(await attempt(db, feedback({ q3_rating: 6 })), CHECK);
    assert.equal(await attempt(db, feedback({ q3_id: i1 })), FK, 'an instructor question in a learner feedback');
  });

  it('allows one active assignment per learner', async () => {
    assert.equal(await attempt(db, (tx) => assign(tx, stu, adi2)), UNIQUE);
    assert.equal(
      await attempt(db, (tx) => tx.insertInto('assignments').values({ stu_id: stu, adi_id: adi2, assign_status: 2 }).execute()),
      'ok',
    );
  });

  if (engine === 'postgres') {
    it('refuses overlapping bookings placed concurrently from two connections', async () => {
      const pools = [new pg.Pool({ connectionString: t.url, max: 1 }), new pg.Pool({ connectionString: t.url, max: 1 })];
      try {
        const place = async (pool: pg.Pool, stuId: number, credId: number, start: string) => {
          const c = await pool.connect();
          try {
            await c.query('BEGIN');
            await c.query(
              `INSERT INTO bookings (adi_id, stu_id, cred_id, lesson_starts, lesson_end, booking_state)
                 VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz + interval '1 hour', 1)`,
              [adi, stuId, credId, start],
            );
            await new Promise((r) => setTimeout(r, 200));
            await c.query('COMMIT');
            return 'ok';
          } catch (error) {
            await c.query('ROLLBACK');
            return (error as { code?: string }).code;
          } finally {
            c.release();
          }
        };
        const results = await Promise.all([
          place(pools[0]!, stu, credits[4]!, '2024-03-01T10:00:00Z'),
          place(pools[1]!, stu2, credits2[4]!, '2024-03-01T10:30:00Z'),
        ]);
        // PostgreSQL may report the loser as a deadlock when both check at once (see credits.ts)
        assert.equal(results.filter((r) => r === 'ok').length, 1);
        assert.ok(
          results.some((r) => r === EXCLUSION || r === DEADLOCK),
          `refused with ${results.join(', ')}`,
        );
      } finally {
        await Promise.all(pools.map((p) => p.end()));
        await db.deleteFrom('bookings').where('lesson_starts', '>=', new Date('2024-03-01T00:00:00Z')).execute();
      }
    });
  }
});
