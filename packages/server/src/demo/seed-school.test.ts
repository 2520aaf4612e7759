import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { bankHolidaysBetween } from '../bookings/closed-days';
import type { Database } from '../db/tables';
import { runLifecycle } from '../lifecycle/job';
import { keptLessonIncome, lessonIncomeFromLessons } from '../test-support/lesson-income';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';
import { seedPlatform } from './seed-platform';
import { seedSchool } from './seed-school';

const NOW = new Date();

const engine = ENGINE;
describe(`demo school on ${engine}`, () => {
  let t: TestDb;
  let db: Kysely<Database>;
  const q = async <T = Record<string, unknown>>(text: string) => (await sql.raw<T>(text).execute(db)).rows;
  const values = async (text: string) => (await q<{ v: number | string }>(text)).map((r) => r.v);

  before(async () => {
    t = await openTestDb(engine);
    db = t.db;
    await db.transaction().execute(async (tx) => {
      await seedPlatform(tx);
      await seedSchool(tx, { seed: 20190325, today: NOW });
    });
  });
  after(() => t.close());

  it('is the size the brief asks for', async () => {
    const [counts] = await q<Record<string, number>>(`SELECT
        (SELECT count(*)::int FROM instructors) AS instructors,
        (SELECT count(*)::int FROM instructors WHERE approved_at IS NULL) AS pending,
        (SELECT count(*)::int FROM learners) AS learners,
        (SELECT count(*)::int FROM bookings) AS bookings`);
    assert.equal(counts!.instructors, 15);
    assert.equal(counts!.pending, 3);
    assert.equal(counts!.learners, 200);
    assert.ok(Number(counts!.bookings) > 2000);
  });

  it('covers every status, band, gender, gear and both London and Essex', async () => {
    assert.deepEqual(await values('SELECT DISTINCT cred_status AS v FROM credits ORDER BY 1'), [0, 1, 2, 3, 4]);
    assert.deepEqual(await values('SELECT DISTINCT booking_state AS v FROM bookings ORDER BY 1'), [0, 1, 2, 3, 4, 5]);
    assert.deepEqual(await values('SELECT DISTINCT assign_status AS v FROM assignments ORDER BY 1'), [0, 1, 2, 3, 4, 5, 6]);
    assert.deepEqual(await values('SELECT DISTINCT acc_state AS v FROM learners ORDER BY 1'), [0, 1, 2, 3]);
    assert.deepEqual(await values('SELECT DISTINCT acc_state AS v FROM instructors ORDER BY 1'), [0, 1, 2, 3, 4]);
    assert.deepEqual(await values('SELECT DISTINCT booking_lesson_type AS v FROM bookings ORDER BY 1'), [1, 2, 3, 4]);
    assert.deepEqual(await values(`SELECT DISTINCT age_band(dob, current_date)::text AS v FROM learners ORDER BY 1`), [
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    assert.deepEqual(await values('SELECT DISTINCT gender::text AS v FROM learners ORDER BY 1'), ['f', 'm']);
    assert.deepEqual(await values('SELECT DISTINCT lessons_type AS v FROM learners ORDER BY 1'), ['automatic', 'manual']);
    assert.deepEqual(await values('SELECT DISTINCT address_county AS v FROM learners ORDER BY 1'), ['Essex', 'Greater London']);
    assert.deepEqual(await values('SELECT DISTINCT rec_status AS v FROM vehicles ORDER BY 1').then((v) => v.includes(1)), true);
    assert.deepEqual(await values('SELECT DISTINCT is_resolved::text AS v FROM complaints ORDER BY 1'), ['false', 'true']);
    assert.deepEqual(await values('SELECT DISTINCT direction AS v FROM feedbacks ORDER BY 1'), [1, 2]);
    assert.deepEqual(await values('SELECT DISTINCT outcome AS v FROM driving_tests ORDER BY 1'), [0, 1]);
    assert.deepEqual(await values('SELECT DISTINCT outcome AS v FROM theory_tests ORDER BY 1'), [0, 1]);
    assert.deepEqual(await values('SELECT DISTINCT t_status AS v FROM finance_transactions ORDER BY 1'), [
      'cancelled',
      'completed',
      'failed',
      'pending',
    ]);
    assert.deepEqual(await values('SELECT DISTINCT type AS v FROM mileage ORDER BY 1'), ['business', 'commute', 'personal']);
    for (const table of [
      'eye_tests',
      'learner_progress',
      'departures',
      'complaint_updates',
      'instructor_payments',
      'overview_reports',
      'overview_emails',
      'booking_moves',
      'instructor_time_away',
      'instructor_availability',
      'instructor_franchise',
    ]) {
      assert.ok(Number((await values(`SELECT count(*)::int AS v FROM ${table}`))[0]) > 0, table);
    }
  });

  it("records progress by the syllabus from learners' taken lessons: Independent on every topic once passed", async () => {
    const [r] = await q<{ passed: number; ready: number; learners: number; untied: number }>(`WITH current AS (
        SELECT DISTINCT ON (stu_id, topic_id) stu_id, topic_id, level FROM learner_progress ORDER BY stu_id, topic_id, id DESC
      ), passed AS (SELECT DISTINCT stu_id FROM driving_tests WHERE outcome = 1)
      SELECT
        (SELECT count(*)::int FROM passed) AS passed,
        (SELECT count(*)::int FROM passed p WHERE (SELECT count(*) FROM current c WHERE c.stu_id = p.stu_id AND c.level = 5) = 24) AS ready,
        (SELECT count(DISTINCT stu_id)::int FROM learner_progress) AS learners,
        (SELECT count(*)::int FROM learner_progress lp JOIN bookings b USING (booking_id)
          WHERE b.stu_id <> lp.stu_id OR b.booking_state <> 5 OR lp.recorded_at < b.lesson_end) AS untied`);
    assert.ok(r!.passed > 0 && r!.ready === r!.passed, JSON.stringify(r));
    assert.ok(r!.learners > r!.passed, JSON.stringify(r));
    assert.equal(r!.untied, 0);
  });

  it('has bookings across the last 12 months and the next 4 weeks', async () => {
    const [r] = await q<{ past: number; future: number; months: number }>(`SELECT
        (SELECT count(*)::int FROM bookings WHERE lesson_starts < now() - interval '11 months') AS past,
        (SELECT count(*)::int FROM bookings WHERE lesson_starts > now() + interval '3 weeks') AS future,
        (SELECT count(DISTINCT date_trunc('month', lesson_date))::int FROM bookings WHERE lesson_starts > now() - interval '12 months') AS months`);
    assert.ok(r!.past > 0 && r!.future > 0 && r!.months >= 12, JSON.stringify(r));
  });

  it('puts no lesson on a bank holiday of England and Wales, the school being closed', async () => {
    const [span] = await q<{ first: string; last: string }>(
      `SELECT min(lesson_date)::text AS first, (max(lesson_date) + 1)::text AS last FROM bookings`,
    );
    const holidays = bankHolidaysBetween('ENG', span!.first, span!.last).map((h) => h.date);
    assert.ok(holidays.length >= 8, holidays.join(', '));
    const onHolidays = await values(
      `SELECT DISTINCT lesson_date::text AS v FROM bookings WHERE lesson_date::text IN (${holidays.map((d) => `'${d}'`).join(', ')}) ORDER BY 1`,
    );
    assert.deepEqual(onHolidays, []);
  });

  it('keeps credits and bookings consistent', async () => {
    const bad = await q(`
        SELECT 'allocated credit without exactly one live booking' AS problem, c.cred_id FROM credits c
          WHERE c.cred_status = 2 AND (SELECT count(*) FROM bookings b WHERE b.cred_id = c.cred_id AND b.booking_state IN (1, 2)) <> 1
        UNION ALL SELECT 'used credit without a complete lesson', c.cred_id FROM credits c
          WHERE c.cred_status = 3 AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.cred_id = c.cred_id AND b.booking_state = 5)
        UNION ALL SELECT 'no-show that kept its credit (the default policy forfeits it)', b.booking_id FROM bookings b
          JOIN credits c USING (cred_id) WHERE b.booking_state = 4 AND NOT (b.credit_forfeited AND c.cred_status = 4)
        UNION ALL SELECT 'available or expired credit still held by a lesson', c.cred_id FROM credits c
          WHERE c.cred_status IN (1, 4) AND EXISTS (SELECT 1 FROM bookings b WHERE b.cred_id = c.cred_id AND b.booking_state NOT IN (3, 4))
        UNION ALL SELECT 'payment credits do not match its plan hours or price', p.pay_id FROM learner_payments p
          WHERE p.credits <> (SELECT count(*) FROM credits c WHERE c.pay_id = p.pay_id)
             OR p.price <> (SELECT sum(cred_value) FROM credits c WHERE c.pay_id = p.pay_id)
        UNION ALL SELECT 'lesson after its credit expired', b.booking_id FROM bookings b JOIN credits c USING (cred_id)
          WHERE b.booking_state <> 3 AND b.lesson_starts >= c.expires_at
        UNION ALL SELECT 'lesson with an instructor the learner was not assigned to', b.booking_id FROM bookings b
          JOIN assignments a ON a.assign_id = b.assign_id WHERE a.stu_id <> b.stu_id OR a.adi_id <> b.adi_id
        UNION ALL SELECT 'past live lesson', b.booking_id FROM bookings b WHERE b.booking_state IN (1, 2) AND b.lesson_end <= now()
        UNION ALL SELECT 'future finished lesson', b.booking_id FROM bookings b WHERE b.booking_state IN (4, 5) AND b.lesson_starts > now()
        UNION ALL SELECT 'complete lesson still under way', b.booking_id FROM bookings b WHERE b.booking_state = 5 AND b.lesson_end > now()
        UNION ALL SELECT 'feedback on a lesson that did not complete', f.feedback_id FROM feedbacks f JOIN bookings b USING (booking_id) WHERE b.booking_state <> 5
        UNION ALL SELECT 'driving test not on a test lesson', d.id FROM driving_tests d
          WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.stu_id = d.stu_id AND b.lesson_starts = d.test_at AND b.booking_lesson_type = 3)
        LIMIT 10`);
    assert.deepEqual(bad, []);
  });

  it('leaves nothing for the lifecycle job to do', async () => {
    // Last month's overview PDFs are the job's to build, as after any month's end (overviews.test.ts
    // covers them); building a school's worth took 13-16 s of each engine's pass.
    const result = await runLifecycle(db, NOW, { overviewPdfs: 0 });
    assert.deepEqual([result.completedBookings, result.usedCredits, result.expiredCredits, result.overviewRows], [0, 0, 0, 0]);
  });

  it('leaves the lesson income rollup equal to its lessons (loaded with the triggers off, then rebuilt)', async () => {
    const kept = await keptLessonIncome(db);
    assert.ok(kept.length > 0);
    assert.deepEqual(kept, await lessonIncomeFromLessons(db));
  });

  it('gives notification counts that match a hand check of the raw rows', async () => {
    const [view] = await q<Record<string, number>>('SELECT * FROM notification_counts');
    const now = Date.now();
    const learners = await db.selectFrom('learners').select(['student_id', 'acc_state']).execute();
    const assignments = await db.selectFrom('assignments').select(['stu_id', 'assign_status']).execute();
    const departed = new Set((await db.selectFrom('departures').select('stu_id').execute()).map((d) => d.stu_id));
    const credits = await db.selectFrom('credits').select(['stu_id', 'cred_status', 'expires_at']).execute();
    const bookings = await db.selectFrom('bookings').select(['stu_id', 'booking_state', 'lesson_end']).execute();
    const active = new Set(assignments.filter((a) => a.assign_status === 1).map((a) => a.stu_id));
    const hasCredit = new Set(credits.filter((c) => c.cred_status === 1 && c.expires_at.getTime() > now).map((c) => c.stu_id));
    const hasLive = new Set(
      bookings.filter((b) => [1, 2].includes(b.booking_state) && b.lesson_end.getTime() > now).map((b) => b.stu_id),
    );
    const eligible = learners.filter(
      (l) => [1, 3].includes(l.acc_state) && !departed.has(l.student_id) && hasCredit.has(l.student_id),
    );
    const awaiting = eligible.filter((l) => !active.has(l.student_id)).length;
    const pendingBookings = eligible.filter((l) => active.has(l.student_id) && !hasLive.has(l.student_id)).length;
    const complaints = await db
      .selectFrom('complaints')
      .innerJoin('complaint_statuses', 'complaint_statuses.id', 'complaints.status_id')
      .select('complaint_statuses.is_resolved')
      .execute();
    const instructors = await db.selectFrom('instructors').select(['approved_at', 'acc_state']).execute();
    assert.deepEqual(view, {
      tot_act_comps: complaints.filter((c) => !c.is_resolved).length,
      tot_pend_adis: instructors.filter((i) => i.approved_at === null && i.acc_state !== 4).length,
      tot_pend_learners: awaiting,
      totl_pend_bookings: pendingBookings,
    });
    // The showcase learners guarantee something to show on each screen.
    assert.ok(
      view!.tot_act_comps > 0 && view!.tot_pend_adis === 3 && view!.tot_pend_learners >= 6 && view!.totl_pend_bookings >= 6,
      JSON.stringify(view),
    );
  });

  it('gives each instructor real PDF documents that their compliance record and cars point to', async () => {
    const [counts] = await q<{
      missing: number;
      compliance_off: number;
      cars_off: number;
      files_bad: number;
      docs: number;
    }>(`SELECT
        (SELECT count(*)::int FROM instructors i WHERE (SELECT count(*) FROM instructor_documents d WHERE d.adi_id = i.adi_id)
           <> 4 + 3 * (SELECT count(*) FROM vehicles v WHERE v.adi_id = i.adi_id)) AS missing,
        (SELECT count(*)::int FROM instructor_compliance c, LATERAL (VALUES
            ('address_proof1', c.address_proof1_file_id), ('address_proof2', c.address_proof2_file_id),
            ('licence', c.licence_file_id), ('adi_licence', c.adi_licence_file_id)) AS p(kind, file_id)
          WHERE NOT EXISTS (SELECT 1 FROM instructor_documents d
            WHERE d.adi_id = c.adi_id AND d.kind = p.kind AND d.file_id = p.file_id AND d.c_id IS NULL)) AS compliance_off,
        (SELECT count(*)::int FROM vehicles v, LATERAL (VALUES
            ('logbook', v.logbook_file_id), ('mot', v.mot_file_id), ('insurance', v.insurance_file_id)) AS p(kind, file_id)
          WHERE NOT EXISTS (SELECT 1 FROM instructor_documents d
            WHERE d.adi_id = v.adi_id AND d.c_id = v.c_id AND d.kind = p.kind AND d.file_id = p.file_id)) AS cars_off,
        (SELECT count(*)::int FROM instructor_documents d JOIN uploaded_files f ON f.id = d.file_id
          WHERE f.byte_size <> length(f.content) OR f.sha256 <> encode(sha256(f.content), 'hex')
            OR substring(f.content FROM 1 FOR 5) <> '%PDF-'::bytea) AS files_bad,
        (SELECT count(*)::int FROM instructor_documents) AS docs`);
    assert.deepEqual(counts, { missing: 0, compliance_off: 0, cars_off: 0, files_bad: 0, docs: counts!.docs });
    assert.ok(counts!.docs >= 15 * 7);
    const [file] = await q<{ content: Uint8Array }>(
      `SELECT f.content FROM instructor_documents d JOIN uploaded_files f ON f.id = d.file_id WHERE d.kind = 'mot' LIMIT 1`,
    );
    const pdf = await PDFDocument.load(file!.content);
    assert.equal(pdf.getPageCount(), 1);
  });

  it('is deterministic from the seed', async () => {
    const other = await openTestDb('pglite');
    try {
      await other.db.transaction().execute(async (tx) => {
        await seedPlatform(tx);
        await seedSchool(tx, { seed: 20190325, today: NOW });
      });
      const digest = async (d: Kysely<Database>) =>
        (
          await sql<{
            s: string;
          }>`SELECT md5(string_agg(booking_id || ':' || stu_id || ':' || adi_id || ':' || lesson_starts::text || ':' || booking_state, ',' ORDER BY booking_id)) AS s FROM bookings`.execute(
            d,
          )
        ).rows[0]!.s;
      assert.equal(await digest(other.db), await digest(db));
      const files = async (d: Kysely<Database>) =>
        (
          await sql<{ s: string }>`SELECT md5(string_agg(f.id || ':' || d.kind || ':' || f.sha256, ',' ORDER BY f.id)) AS s
              FROM instructor_documents d JOIN uploaded_files f ON f.id = d.file_id`.execute(d)
        ).rows[0]!.s;
      assert.equal(await files(other.db), await files(db));
    } finally {
      await other.close();
    }
  });
});
