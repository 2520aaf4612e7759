import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { addDays, londonDate, londonInstant } from '@dss/contract';
import { placeBookings } from '../lifecycle';
import { addFranchisePlan, registration, registrationFiles, uploadForm } from '../test-support/instructor-fixtures';
import { build, post, postMultipart, signIn, type TestApp } from '../test-support/inject';
import { addPlan, addQuestions, addTimeAway, bookableLearner, setAvailability } from '../test-support/school-fixtures';
import { unzip } from '../test-support/unzip';
import { learnerComplaintForm } from '../test-support/complaint-fixtures';

describe("an instructor's subject access", () => {
  let server: TestApp;
  let admin: string;
  let office: string;
  let adi: number;
  const PAYMENT_KEY = `pay-${randomUUID()}`;
  const exportOf = (fields: Record<string, string>, token = admin) =>
    post(server.url, 'ctroaV2.php', { token, subjectaccess: '1', ...fields });

  before(async () => {
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
    office = await signIn(server.url, 2, 'demo-user');
    const db = server.db;
    // registered over the wire: record, vehicle, documents, postcodes, languages, franchise
    const fields = registration(await addFranchisePlan(db), { fname: 'Ines', lname: 'Instructor' });
    const registered = await postMultipart(
      server.url,
      'ctrouV2.php',
      uploadForm({ token: office, addadiinofficeadvancedv2: '1', ...fields }, await registrationFiles()),
    );
    assert.equal(registered.text, 'SUCCESS');
    adi = (
      await db.selectFrom('instructors').select('adi_id').where('driving_licence_no', '=', fields.dlno!).executeTakeFirstOrThrow()
    ).adi_id;
    await db
      .updateTable('instructors')
      .set({ submit_key: `submit-${randomUUID()}` })
      .where('adi_id', '=', adi)
      .execute();
    await setAvailability(db, adi, { 1: { start: '09:00', end: '17:00', lunch: ['12:00', '13:00'] } });
    const start = new Date(Date.now() + 30 * 86_400_000);
    await addTimeAway(db, adi, start, new Date(start.getTime() + 7_200_000), 'Dentist');
    // a lesson given, with feedback each way and a driving test
    const { stuId, credits } = await bookableLearner(db, adi, await addPlan(db, 2), {}, new Date(Date.now() - 30 * 86_400_000));
    const [booking] = await placeBookings(db, {
      adiId: adi,
      studentId: stuId,
      staffId: 2,
      bookings: [{ credId: credits[0]!, start: londonInstant(addDays(londonDate(new Date()), -3), 9 * 60) }],
    });
    for (const audience of ['learner', 'instructor'] as const) {
      const [[q1, q2, q3]] = (await addQuestions(db, audience, [{ text: audience, questions: ['a', 'b', 'c'] }])) as [number[]];
      await db
        .insertInto('feedbacks')
        .values({
          booking_id: booking!,
          direction: audience === 'learner' ? 1 : 2,
          stu_id: stuId,
          adi_id: adi,
          ...{ q1_id: q1!, q1_rating: 4, q2_id: q2!, q2_rating: 5, q3_id: q3!, q3_rating: 3 },
          recorded_by: 2,
        })
        .execute();
    }
    await db
      .insertInto('driving_tests')
      .values({ stu_id: stuId, adi_id: adi, test_at: new Date(), outcome: 1, recorded_by: 2 })
      .execute();
    // money, mileage and a monthly overview e-mailed to them
    await db
      .insertInto('instructor_payments')
      .values({
        adi_id: adi,
        reference: 'FEE-1',
        amount: '120.50',
        type_id: 2,
        method_id: 1,
        date_of_transaction: new Date(),
        recorded_by: 2,
        idempotency_key: PAYMENT_KEY,
      })
      .execute();
    await db
      .insertInto('mileage')
      .values({
        adi_id: adi,
        mileage_date: '2025-01-10',
        type: 'business',
        start_mileage: '100.0',
        end_mileage: '140.5',
        recorded_by: 2,
      })
      .execute();
    const overview = await db
      .insertInto('overview_reports')
      .values({ kind: 2, adi_id: adi, reporting_year: 2025, reporting_month: 1 })
      .returning('pdf_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('overview_emails')
      .values({ pdf_id: overview.pdf_id, email_address: fields.inemail!, sent_by: 2 })
      .execute();
    // a calendar feed given to their phone
    const feed = await post(server.url, 'ctrouV2.php', { token: office, issueadicalendarfeed: '1', adiid: String(adi) });
    assert.equal(feed.status, 200, feed.text);
    // a complaint the instructor is party to
    const complaint = await post(server.url, 'ctrouV2.php', {
      token: office,
      savecomplaint: '1',
      ...learnerComplaintForm(stuId, adi),
    });
    assert.equal(complaint.status, 200, complaint.text);
  });
  after(() => server.close());

  it('answers a ZIP of a PDF summary, JSON holding each kind of record, and the uploaded documents', async () => {
    const res = await exportOf({ subject: 'instructor', id: String(adi) });
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-disposition') ?? '', new RegExp(`subject-access-A${adi}\\.zip`));
    const files = unzip(res.body);
    assert.deepEqual([...files.keys()].slice(0, 2), ['summary.pdf', 'records.json']);
    assert.equal(files.get('summary.pdf')!.subarray(0, 5).toString(), '%PDF-');
    const records = JSON.parse(files.get('records.json')!.toString('utf8')) as Record<string, Record<string, unknown>[]>;
    const me = records.instructors![0]!;
    assert.equal(me.fname, 'Ines');
    // bank details as stored: they are the instructor's own
    assert.deepEqual([me.acc_no, me.sort_code, me.nino], ['12345678', '203040', 'QQ123456C']);
    const kinds = [
      'instructor_compliance',
      'instructor_documents',
      'uploaded_files',
      'vehicles',
      'instructor_vehicle_types',
      'instructor_covering_pcs',
      'instructor_languages',
      'instructor_availability',
      'instructor_time_away',
      'instructor_calendar_feeds',
      'instructor_franchise',
      'franchise_plans',
      'instructor_payments',
      'mileage',
      'assignments',
      'bookings',
      'driving_tests',
      'complaints',
      'overview_reports',
      'emails_sent',
      'audit_entries',
    ];
    assert.deepEqual(
      kinds.filter((kind) => !records[kind]?.length),
      [],
    );
    assert.deepEqual(records.feedbacks!.map((f) => f.direction).sort(), [1, 2], 'feedback given and received');
    // each uploaded document is in the archive, byte for byte
    const documents = [...files.keys()].filter((name) => name.startsWith('documents/'));
    assert.equal(documents.length, records.uploaded_files!.length);
    const stored = await server.db
      .selectFrom('uploaded_files')
      .select(['id', 'content'])
      .where('id', '=', records.uploaded_files![0]!.id as never)
      .executeTakeFirstOrThrow();
    assert.ok(files.get(documents.find((d) => d.startsWith(`documents/${stored.id}-`))!)!.equals(stored.content));
    // secrets are left out: request keys, and the files' bytes are not in the JSON
    const text = files.get('records.json')!.toString('utf8');
    const feedHash = await server.db
      .selectFrom('instructor_calendar_feeds')
      .select('token_hash')
      .where('adi_id', '=', adi)
      .executeTakeFirstOrThrow();
    assert.ok(records.instructor_calendar_feeds![0]!.created_at, 'the export says when the feed was given');
    for (const secret of [
      PAYMENT_KEY,
      'submit-',
      '"submit_key"',
      '"idempotency_key"',
      '"content"',
      '"token_hash"',
      feedHash.token_hash!,
    ])
      assert.ok(!text.includes(secret), secret);
  });

  it('records the export against the instructor in the audit trail', async () => {
    const entry = await server.db
      .selectFrom('audit_log')
      .select(['staff_id', 'record_kind', 'record_id', 'instructor_id', 'learner_id'])
      .where('action', '=', 'subjectaccess')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    assert.deepEqual(entry, { staff_id: 1, record_kind: 'instructor', record_id: adi, instructor_id: adi, learner_id: null });
  });

  it('refuses without a token (401), to office staff (403), an unknown instructor (404) and bad input (422)', async () => {
    assert.equal(
      (await post(server.url, 'ctroaV2.php', { subjectaccess: '1', subject: 'instructor', id: String(adi) })).status,
      401,
    );
    assert.equal((await exportOf({ subject: 'instructor', id: String(adi) }, office)).status, 403);
    const missing = await exportOf({ subject: 'instructor', id: '999999' });
    assert.equal(missing.status, 404);
    assert.match(missing.text, /No such instructor\./);
    const bad = await exportOf({ subject: 'vehicle', id: 'x' });
    assert.equal(bad.status, 422);
    assert.match(bad.text, /Choose a learner or an instructor\./);
    assert.match(bad.text, /Learner or instructor ID is required\./);
  });
});
