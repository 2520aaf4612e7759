import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { unzip } from '../test-support/unzip';
import { addInstructor, addLearner, addPlan, assign, payCredits } from '../test-support/school-fixtures';
import { learnerComplaintForm } from '../test-support/complaint-fixtures';

describe('subject access', () => {
  let server: TestApp;
  let admin: string;
  let office: string;
  let learner: number;

  before(async () => {
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
    office = await signIn(server.url, 2, 'demo-user');
    learner = await addLearner(server.db, { fname: 'Sasha', lname: 'Subject' });
    const adi = await addInstructor(server.db);
    await assign(server.db, learner, adi);
    await payCredits(server.db, learner, await addPlan(server.db, 2));
    const call = (fields: Record<string, string>) => post(server.url, 'ctrouV2.php', { token: office, ...fields });
    const theory = await call({
      savetheorytest: '1',
      learner: String(learner),
      dateoftest: '2024-01-01',
      mcqpoints: '45',
      hppoints: '60',
      outcome: '1',
    });
    assert.equal(theory.text, 'SUCCESS');
    const progress = await call({
      recordlearnerprogress: '1',
      learner: String(learner),
      topics: '[1,2]',
      level: '4',
      booking: '',
      note: 'Smooth clutch',
    });
    assert.equal(progress.text, 'SUCCESS');
    const complaint = await call({
      savecomplaint: '1',
      ...learnerComplaintForm(learner, adi),
    });
    assert.equal(complaint.status, 200, complaint.text);
  });
  after(() => server.close());

  it('answers a ZIP of a PDF summary and JSON holding each kind of record about the learner', async () => {
    const res = await post(server.url, 'ctroaV2.php', {
      token: admin,
      subjectaccess: '1',
      subject: 'learner',
      id: String(learner),
    });
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-disposition') ?? '', new RegExp(`subject-access-L${learner}\\.zip`));
    const files = unzip(res.body);
    assert.deepEqual([...files.keys()], ['summary.pdf', 'records.json']);
    assert.equal(files.get('summary.pdf')!.subarray(0, 5).toString(), '%PDF-');
    const records = JSON.parse(files.get('records.json')!.toString('utf8')) as Record<string, Record<string, unknown>[]>;
    assert.equal(records.learners![0]!.fname, 'Sasha');
    const empty = [
      'assignments',
      'learner_payments',
      'credits',
      'theory_tests',
      'learner_progress',
      'complaints',
      'audit_entries',
    ].filter((kind) => !records[kind]?.length);
    assert.deepEqual(empty, []);
    assert.deepEqual(
      records.learner_progress!.map((r) => [r.level, r.note]),
      [
        [4, 'Smooth clutch'],
        [4, 'Smooth clutch'],
      ],
    );
    // the learner's password hash is neither exported nor in their audit entries
    await server.db
      .updateTable('learners')
      .set({ password_hash: 'scrypt$1$2$3$salt$hash', idempotency_key: 'learner-request-key-1' })
      .where('student_id', '=', learner)
      .execute();
    const again = unzip(
      (await post(server.url, 'ctroaV2.php', { token: admin, subjectaccess: '1', subject: 'learner', id: String(learner) })).body,
    );
    assert.ok(!again.get('records.json')!.toString().includes('scrypt$'));
    // nor is their registration's request key, though the trail recorded it as it changed
    assert.ok(!again.get('records.json')!.toString().includes('learner-request-key-1'));
  });

  it('records the export in the audit trail, and refuses anyone but an administrator', async () => {
    const entry = await server.db
      .selectFrom('audit_log')
      .select(['staff_id', 'record_kind', 'record_id'])
      .where('action', '=', 'subjectaccess')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    assert.deepEqual(entry, { staff_id: 1, record_kind: 'learner', record_id: learner });
    const refused = await post(server.url, 'ctroaV2.php', {
      token: office,
      subjectaccess: '1',
      subject: 'learner',
      id: String(learner),
    });
    assert.equal(refused.status, 403);
    const missing = await post(server.url, 'ctroaV2.php', { token: admin, subjectaccess: '1', subject: 'learner', id: '999999' });
    assert.equal(missing.status, 404);
  });
});
