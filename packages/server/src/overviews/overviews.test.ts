import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { cancelBooking, moveBookings, placeBookings, recordLearnerPayment } from '../lifecycle/credits';
import { runLifecycle } from '../lifecycle/job';
import { londonInstant } from '@dss/contract';
import { createMailer } from '../mail/mailer';
import { pdfText } from '../test-support/pdf-text';
import { addFranchise, addInstructor, addLearner, addPlan, assign, countRows } from '../test-support/school-fixtures';
import { startSmtp } from '../test-support/smtp-listener';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { scratchDir } from '../test-support/scratch-dir';

/** The line after `label` in a PDF's text: the value a statement shows beside its label. */
function valueAfter(text: string, label: string): string | undefined {
  const lines = text.split('\n');
  const at = lines.indexOf(label);
  assert.ok(at >= 0, `"${label}" is not in the overview:\n${text}`);
  return lines[at + 1];
}

/**
 * March 2025 for one learner and their instructor, with the clocks going forward on the 30th:
 * two payments (one a year old, expiring on 20 April), five lessons in March (one cancelled, one
 * moved), one lesson at 00:30 BST on 1 April (31 March in UTC, so not March's), three tests, a
 * franchise package of £150 a week and two payments to the school.
 */
describe('monthly overviews', () => {
  let server: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let clerk: string;
  let stu: number;
  let adi: number;
  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });

  before(async () => {
    smtp = await startSmtp();
    server = await build({
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: scratchDir('dss-overview-') }),
    });
    clerk = await signIn(server.url, 3, 'demo-clerk');
    const db = server.db;
    adi = await addInstructor(db, {
      fname: 'Priya',
      lname: 'Raman',
      email: 'priya.raman@example.invalid',
      curr_line1: '4 Station Road',
      curr_city: 'London',
      curr_postcode: 'E7 9HZ',
    });
    stu = await addLearner(db, {
      fname: 'Maya',
      lname: 'Osei',
      email: 'maya.osei@example.invalid',
      address_line1: '27 Romford Road',
      address_city: 'London',
      address_postcode: 'E15 4LJ',
      created: '2024-01-05T10:00:00Z',
    });
    await assign(db, stu, adi, { on: '2025-03-03T09:00:00Z' });
    await addFranchise(db, adi, { weeklyFee: '150.00', weeklyHours: 40, startDate: '2025-01-01' });
    const small = await addPlan(db, 2, { price: '70.00' });
    const big = await addPlan(db, 10, { price: '300.00' });
    await recordLearnerPayment(db, { studentId: stu, planId: small, staffId: 2, paidAt: new Date('2024-04-20T10:00:00Z') });
    const { payId } = await recordLearnerPayment(db, {
      studentId: stu,
      planId: big,
      staffId: 2,
      paidAt: new Date('2025-03-03T10:00:00Z'),
    });
    const c = (await db.selectFrom('credits').select('cred_id').where('pay_id', '=', payId).orderBy('cred_id').execute()).map(
      (r) => r.cred_id,
    );
    const at = (day: string, h: number, m = 0) => londonInstant(day, h * 60 + m);
    const [l1, l2, l3, l4, l5, l6] = await placeBookings(db, {
      adiId: adi,
      studentId: stu,
      staffId: 2,
      bookings: [
        { credId: c[0]!, start: at('2025-03-05', 9) },
        { credId: c[1]!, start: at('2025-03-12', 9) },
        { credId: c[2]!, start: at('2025-03-19', 9) },
        { credId: c[3]!, start: at('2025-03-26', 9) },
        { credId: c[4]!, start: at('2025-03-31', 22) },
        { credId: c[5]!, start: at('2025-04-01', 0, 30) },
      ],
    });
    assert.equal(at('2025-04-01', 0, 30).toISOString(), '2025-03-31T23:30:00.000Z');
    await cancelBooking(db, { bookingId: l3!, staffId: 2 });
    await moveBookings(db, {
      adiId: adi,
      staffId: 2,
      moves: [{ bookingId: l4!, start: at('2025-03-27', 9), end: at('2025-03-27', 10) }],
    });
    await db.updateTable('booking_moves').set({ moved_at: '2025-03-20T12:00:00Z' }).where('booking_id', '=', l4!).execute();
    // booked on the day of the payment, as the office would have (the helper stamps today)
    await db.updateTable('bookings').set({ booked_on: '2025-03-03T10:05:00Z' }).where('booking_id', '=', l6!).execute();
    void [l1, l2, l5];
    await db
      .insertInto('driving_tests')
      .values([
        { stu_id: stu, adi_id: adi, test_at: '2025-03-14T10:00:00Z', outcome: 0, recorded_by: 2 },
        { stu_id: stu, adi_id: adi, test_at: '2025-03-28T10:00:00Z', outcome: 1, recorded_by: 2 },
      ])
      .execute();
    await db
      .insertInto('theory_tests')
      .values({ stu_id: stu, test_date: '2025-03-10', mcq_points: 45, hp_points: 50, outcome: 1, recorded_by: 2 })
      .execute();
    await db
      .insertInto('instructor_payments')
      .values([
        {
          adi_id: adi,
          reference: 'MAR-FEES',
          amount: '600.00',
          type_id: 2,
          method_id: 1,
          date_of_transaction: '2025-03-10T09:00:00Z',
          recorded_by: 2,
        },
        {
          adi_id: adi,
          reference: 'CAR-HIRE',
          amount: '50.00',
          type_id: 3,
          method_id: 3,
          date_of_transaction: '2025-03-11T09:00:00Z',
          recorded_by: 2,
        },
        // 00:30 BST on 1 April: April's, not March's
        {
          adi_id: adi,
          reference: 'APR-FEES',
          amount: '999.00',
          type_id: 2,
          method_id: 1,
          date_of_transaction: '2025-03-31T23:30:00Z',
          recorded_by: 2,
        },
      ])
      .execute();
  });
  after(async () => {
    await server.close();
    await smtp.close().catch(() => {});
  });

  const overviewFiles = () =>
    sql<{ n: number }>`SELECT count(*)::int AS n FROM uploaded_files f WHERE f.id IN (SELECT file_id FROM overview_reports)`
      .execute(server.db)
      .then((r) => r.rows[0]!.n);

  it("builds last month's overviews on the first of the month, once however often the job runs, the next run going on from a run cut short", async () => {
    const filesBefore = await countRows(server.db, 'uploaded_files');
    const stopping = new AbortController();
    stopping.abort();
    const cut = await runLifecycle(server.db, new Date('2025-04-01T05:55:00Z'), { signal: stopping.signal });
    assert.deepEqual([cut.overviewRows, cut.overviewPdfs], [2, 0]);
    const first = await runLifecycle(server.db, new Date('2025-04-01T06:00:00Z'));
    assert.equal(first.overviewRows, 0);
    assert.equal(first.overviewPdfs, 2);
    const again = await runLifecycle(server.db, new Date('2025-04-01T06:05:00Z'));
    assert.deepEqual([again.overviewRows, again.overviewPdfs], [0, 0]);
    const together = await Promise.all([
      runLifecycle(server.db, new Date('2025-04-02T06:00:00Z')),
      runLifecycle(server.db, new Date('2025-04-02T06:00:00Z')),
    ]);
    assert.equal(
      together.reduce((s, r) => s + r.overviewPdfs, 0),
      0,
    );
    assert.equal(await countRows(server.db, 'uploaded_files'), filesBefore + 2);
    assert.equal(await overviewFiles(), 2);
    const rows = await server.db.selectFrom('overview_reports').selectAll().orderBy('kind').execute();
    assert.deepEqual(
      rows.map((r) => [r.kind, r.stu_id ?? r.adi_id, r.reporting_year, r.reporting_month, r.file_id !== null]),
      [
        [1, stu, 2025, 3, true],
        [2, adi, 2025, 3, true],
      ],
    );
  });

  it("writes the learner's month in London time: lessons, payments, credits and their expiry, tests, money held", async () => {
    const res = await call({ overviewpdf: '1', type: '1', year: '2025', month: '3', id: String(stu), dw: 'true' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="L${stu} Overview Report for March-2025.pdf"`);
    assert.equal(res.body.subarray(0, 5).toString(), '%PDF-');
    const { text } = await pdfText(res.body);
    const line = (label: string) => valueAfter(text, label);
    assert.match(text, /Learner Monthly Overview/);
    assert.match(text, /March 2025/);
    assert.match(text, /Eastway Driving School Ltd/);
    assert.equal(line('Learner'), `L${stu} Miss Maya Osei`);
    // the mobile as the screens show it, split 4-3-rest (document 3 §9)
    assert.match(line('Mobile') ?? '', /^0\d{3} \d{3} \d{3,4}$/);
    assert.equal(line('Lessons taken'), '4');
    assert.equal(line('Lessons moved'), '1');
    assert.equal(line('Lessons cancelled'), '1');
    assert.equal(line('Paid this month'), '£300.00');
    assert.equal(line('Credits bought'), '10');
    assert.equal(line('Credits taken (lessons given)'), '4');
    assert.equal(line('Credits forfeited'), '0');
    assert.equal(line('Credits left at the end of the month'), '8');
    // the lesson at 00:30 BST on 1 April holds one of them
    assert.equal(line('Booked for lessons to come'), '1');
    assert.equal(line('Available to book'), '7');
    assert.equal(line('Paid for and not yet used'), '£250.00');
    assert.equal(line("Expiring within 30 days of the month's end"), '2 credits (£70.00)');
    assert.match(text, /20\/04\/2025\n2\n£70\.00/);
    assert.match(text, /03\/03\/2026\n6\n£180\.00/);
    // the lesson at 22:00 BST on 31 March is March's; the one at 00:30 BST on 1 April is not
    assert.match(text, /31\/03\/2025\n22:00-23:00/);
    assert.doesNotMatch(text, /01\/04\/2025/);
    assert.match(text, /10\/03\/2025\nTheory test\nPassed\n45\/50 and 50\/75/);
    assert.match(text, /14\/03\/2025\nPractical driving test\nFailed/);
    assert.match(text, /28\/03\/2025\nPractical driving test\nPassed/);
    // View, download and e-mail all give the stored document
    const stored = await sql<{ sha256: string }>`
      SELECT f.sha256 FROM overview_reports r JOIN uploaded_files f ON f.id = r.file_id WHERE r.kind = 1 AND r.stu_id = ${stu}`.execute(
      server.db,
    );
    assert.equal(createHash('sha256').update(res.body).digest('hex'), stored.rows[0]!.sha256);
  });

  it("writes the instructor's month: lessons delivered, new learners, tests, franchise fees due and paid, hours against contract", async () => {
    const res = await call({ overviewpdf: '1', type: '2', year: '2025', month: '03', id: String(adi) });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="A${adi} Overview Report for March-2025.pdf"`);
    const { text } = await pdfText(res.body);
    const line = (label: string) => valueAfter(text, label);
    assert.match(text, /Instructor Monthly Overview/);
    assert.equal(line('Instructor'), `A${adi} Mr Priya Raman`);
    assert.match(line('Mobile') ?? '', /^0\d{3} \d{3} \d{3,4}$/);
    assert.equal(line('Lessons delivered'), '4');
    assert.equal(line('Hours delivered'), '4.0');
    assert.equal(line('Lessons cancelled'), '1');
    assert.equal(line('Learners newly assigned'), '1');
    assert.match(text, new RegExp(`03/03/2025\\nL${stu} Maya Osei`));
    assert.equal(line('Tests passed'), '1');
    assert.equal(line('Tests failed'), '1');
    // £150 a week for March's 31 days: 150 x 31 / 7 = 664.29; 40 h x 31 / 7 = 177.1
    assert.equal(line('Franchise fees due'), '£664.29');
    assert.equal(line('Franchise fees paid'), '£600.00');
    assert.equal(line('Outstanding'), '£64.29');
    assert.equal(line('All payments to the school this month'), '£650.00');
    assert.doesNotMatch(text, /APR-FEES/);
    assert.equal(line('Contracted hours for the month'), '177.1');
    assert.equal(line('Delivered against contract'), '2%');
    assert.equal(line("Credits your learners held at the month's end"), '8');
    assert.equal(line('Paid for and not yet taught'), '£250.00');
  });

  it('lists the PDF history by month and answers 404 for a month without an overview', async () => {
    const history = (await call({ overviewpdfs: '1', learner: String(stu) })).json();
    assert.equal(history.length, 1);
    assert.deepEqual(
      { ...history[0], pdf_id: 0 },
      {
        pdf_id: 0,
        month_name: 'March',
        reporting_year: 2025,
        reporting_month: 3,
        label: 'March 2025',
        file_name: `L${stu} Overview Report for March-2025.pdf`,
      },
    );
    assert.equal(
      (await call({ overviewpdfs: '1', adi: String(adi) })).json()[0].file_name,
      `A${adi} Overview Report for March-2025.pdf`,
    );
    const neither = await call({ overviewpdfs: '1' });
    assert.equal(neither.status, 422);
    assert.equal(neither.json().result.errors.learner, 'Choose a learner or an instructor.');
    const both = await call({ overviewemails: '1', learner: String(stu), adi: String(adi) });
    assert.equal(both.json().result.errors.learner, 'Choose a learner or an instructor.');
    const missing = await call({ overviewpdf: '1', type: '1', year: '2025', month: '2', id: String(stu) });
    assert.equal(missing.status, 404);
    assert.equal(missing.json().result.text, 'No data to display');
    const bad = await call({ overviewpdf: '1', type: '3', year: '25', month: '13', id: 'x' });
    assert.deepEqual(bad.json().result.errors, {
      type: 'Report type is required.',
      year: 'Year is required.',
      month: 'Month is required.',
      id: 'Report owner is required.',
    });
  });

  it('builds an older overview the first time it is asked for, and keeps it', async () => {
    const row = await server.db
      .insertInto('overview_reports')
      .values({ kind: 1, stu_id: stu, reporting_year: 2024, reporting_month: 4 })
      .returning('pdf_id')
      .executeTakeFirstOrThrow();
    const first = await call({ overviewpdf: '1', type: '1', year: '2024', month: '4', id: String(stu) });
    assert.equal(first.status, 200);
    const { text } = await pdfText(first.body);
    assert.match(text, /April 2024/);
    assert.match(text, /Paid this month\n£70\.00/);
    const again = await call({ overviewpdf: '1', type: '1', year: '2024', month: '4', id: String(stu) });
    assert.ok(again.body.equals(first.body));
    const stored = await server.db
      .selectFrom('overview_reports')
      .select('file_id')
      .where('pdf_id', '=', row.pdf_id)
      .executeTakeFirstOrThrow();
    assert.notEqual(stored.file_id, null);
    assert.equal(await overviewFiles(), 3);
  });

  it('writes names outside Windows-1252 as they are spelt', async () => {
    const polish = await addLearner(server.db, { fname: 'Łukasz', lname: 'Wójcik-Şahin' });
    await server.db
      .insertInto('overview_reports')
      .values({ kind: 1, stu_id: polish, reporting_year: 2025, reporting_month: 2 })
      .execute();
    const res = await call({ overviewpdf: '1', type: '1', year: '2025', month: '2', id: String(polish) });
    assert.match((await pdfText(res.body)).text, new RegExp(`L${polish} Miss Łukasz Wójcik-Şahin`));
  });

  it('e-mails the overview with the PDF attached through SMTP and records who sent it', async () => {
    const [march] = (await call({ overviewpdfs: '1', learner: String(stu) })).json();
    assert.deepEqual((await call({ overviewemails: '1', learner: String(stu) })).json(), []);
    const res = await call({ sendoverview: '1', id: String(march.pdf_id) });
    assert.equal(res.status, 200);
    const recordId = res.json();
    assert.ok(Number.isInteger(recordId) && recordId > 0);
    const mail = (await smtp.received(1, 'maya.osei@example.invalid')).at(-1)!;
    assert.equal(mail.to, 'maya.osei@example.invalid');
    assert.match(mail.raw, /Subject: Your monthly overview for March 2025/);
    assert.match(mail.raw, /Content-Type: application\/pdf/);
    assert.match(mail.raw, new RegExp(`Content-Type: application/pdf; name="L${stu} Overview Report for March-2025\\.pdf"`));
    const attachment = /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail.raw.slice(mail.raw.indexOf('application/pdf')),
    );
    const pdf = Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64');
    assert.match((await pdfText(pdf)).text, /Maya Osei/);

    const history = (await call({ overviewemails: '1', learner: String(stu) })).json();
    assert.equal(history.length, 1);
    assert.equal(history[0].record_id, recordId);
    assert.equal(history[0].pdf_id, march.pdf_id);
    assert.equal(history[0].report, 'March 2025');
    assert.equal(history[0].month_name, 'March');
    assert.equal(history[0].email_address, 'maya.osei@example.invalid');
    assert.equal(history[0].sent_by, 'Sophie Clarke');
    assert.deepEqual((await call({ overviewemails: '1', adi: String(adi) })).json(), []);
    assert.equal((await call({ sendoverview: '1', id: '999999' })).status, 404);
  });

  it('records the send and keeps the mail, PDF and all, for a retry while the mail server is down', async () => {
    const [march] = (await call({ overviewpdfs: '1', adi: String(adi) })).json();
    await smtp.close();
    const before = await countRows(server.db, 'overview_emails');
    const res = await call({ sendoverview: '1', id: String(march.pdf_id) });
    assert.equal(res.status, 200);
    assert.equal(await countRows(server.db, 'overview_emails'), before + 1);
    const queued = await server.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `overview:${res.json()}`)
      .executeTakeFirstOrThrow();
    assert.equal(queued.adi_id, adi);
    assert.equal(queued.sent_at, null);
    assert.notEqual(queued.attachment_file_id, null);
  });

  it('lists learners paged and searched, and answers each modal its details block', async () => {
    const page = (await call({ overviewlearners: '1', search: `L${stu}` })).json();
    assert.equal(page.total, 1);
    assert.equal(page.rows[0].student_id, stu);
    assert.equal(page.rows[0].title, 'Miss');
    assert.equal(page.rows[0].address.postcode, 'E15 4LJ');
    assert.equal((await call({ overviewlearners: '1', search: 'maya osei' })).json().total, 1);
    assert.equal((await call({ overviewlearners: '1', search: 'osei maya' })).json().total, 1, 'every word, in any order');
    const row = await server.db
      .selectFrom('learners')
      .select(['pickup_pc', 'mobile', 'email'])
      .where('student_id', '=', stu)
      .executeTakeFirstOrThrow();
    for (const search of [row.pickup_pc.toLowerCase(), row.mobile, row.email.toUpperCase()]) {
      const found = (await call({ overviewlearners: '1', search, pagesize: '100' })).json();
      assert.ok(
        found.rows.some((r: { student_id: number }) => r.student_id === stu),
        search,
      );
    }
    assert.equal((await call({ overviewlearners: '1', search: 'nobody-like-this' })).json().total, 0);
    const learner = (await call({ overviewlearner: '1', id: String(stu) })).json();
    assert.equal(learner.ref, `L${stu}`);
    assert.equal(learner.name, 'Miss Maya Osei');
    assert.equal(learner.gear_type, 'manual');
    assert.equal(learner.address, '27 Romford Road, London, E15 4LJ');
    const instructor = (await call({ overviewinstructor: '1', id: String(adi) })).json();
    assert.equal(instructor.ref, `A${adi}`);
    assert.equal(instructor.address, '4 Station Road, London, E7 9HZ');
    const none = await call({ overviewlearner: '1', id: '999999' });
    assert.equal(none.status, 404);
    assert.equal(none.json().result.text, 'No Learner data to display.');
    assert.equal((await call({ overviewinstructor: '1', id: '999999' })).json().result.text, 'No Learner data to display.');
  });
});
