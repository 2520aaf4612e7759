import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ADMIN_TEXTS, type FeedbackQuestion, type QuestionGroup } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';

describe('feedback question groups and questions', () => {
  let server: TestApp;
  let admin: string;
  const call = (fields: Record<string, string>) => post(server.url, 'ctroaV2.php', { token: admin, ...fields });
  before(async () => {
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
  });
  after(() => server.close());

  for (const audience of ['learner', 'instructor'] as const) {
    const groupError = audience === 'learner' ? ADMIN_TEXTS.learnerGroupError : ADMIN_TEXTS.instructorGroupError;
    const f = (name: string) => `${name.replace('X', audience)}`;

    it(`${audience}: adds groups with the spec messages, one name once`, async () => {
      assert.equal(
        (await call({ [f('saveXgroup')]: '1', groupname: '' })).json().result.errors.groupname,
        'Group name is required.',
      );
      assert.equal(
        (await call({ [f('saveXgroup')]: '1', groupname: 'g'.repeat(151) })).json().result.errors.groupname,
        'Group name is too long',
      );
      assert.equal((await call({ [f('saveXgroup')]: '1', groupname: 'Punctuality' })).text, 'SUCCESS');
      assert.equal((await call({ [f('saveXgroup')]: '1', groupname: 'Safety' })).text, 'SUCCESS');
      assert.equal((await call({ [f('saveXgroup')]: '1', groupname: 'safety' })).json().result.text, groupError);
      const groups: QuestionGroup[] = (await call({ [f('loadXgroups')]: '1' })).json();
      assert.deepEqual(
        groups.map((g) => g.reporting_text),
        ['Punctuality', 'Safety'],
      );
    });

    it(`${audience}: same-name groups added at once make one group; the others get the group error, never a 500`, async () => {
      // Each insert waits a moment first, so on PostgreSQL every request passes the name check
      // before any of them has written: the unique index then decides.
      await sql`CREATE FUNCTION slow_group() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.2); RETURN NEW; END $$`.execute(
        server.db,
      );
      await sql`CREATE TRIGGER slow_group BEFORE INSERT ON feedback_question_groups FOR EACH ROW EXECUTE FUNCTION slow_group()`.execute(
        server.db,
      );
      try {
        const names = ['Road Sense', 'road sense', 'ROAD SENSE', 'Road sense', 'road Sense', 'Road Sense'];
        const answers = await Promise.all(names.map((groupname) => call({ [f('saveXgroup')]: '1', groupname })));
        assert.deepEqual(
          answers.map((a) => a.status).sort(),
          [200, 409, 409, 409, 409, 409],
          answers.map((a) => a.text).join(' | '),
        );
        for (const a of answers.filter((r) => r.status === 409)) assert.equal(a.json().result.text, groupError);
      } finally {
        await sql`DROP TRIGGER slow_group ON feedback_question_groups`.execute(server.db);
        await sql`DROP FUNCTION slow_group()`.execute(server.db);
      }
      const groups: QuestionGroup[] = (await call({ [f('loadXgroups')]: '1' })).json();
      assert.equal(groups.filter((g) => g.reporting_text.toLowerCase() === 'road sense').length, 1);
    });

    it(`${audience}: adds questions to a group of its own audience and removes them`, async () => {
      const groups: QuestionGroup[] = (await call({ [f('loadXgroups')]: '1' })).json();
      const group = groups.find((g) => g.reporting_text === 'Safety')!;
      const add = (o: Record<string, string>) =>
        call({
          [f('saveXquestion')]: '1',
          groupid: String(group.group_no),
          groupname: 'Safety',
          question: 'Was the lesson safe?',
          ...o,
        });
      assert.equal((await add({ groupid: '' })).json().result.errors.groupid, 'Question Group is required.');
      assert.equal((await add({ question: '' })).json().result.errors.question, 'Feedback question is required.');
      assert.equal(
        (await add({ question: 'q'.repeat(151) })).json().result.errors.question,
        'Feedback question must be at most 150 characters long',
      );
      assert.equal((await add({ groupid: '99999' })).json().result.text, ADMIN_TEXTS.questionAddError);
      assert.equal((await add({})).text, 'SUCCESS');
      const questions: FeedbackQuestion[] = (await call({ [f('loadXquestions')]: '1' })).json();
      const made = questions.find((q) => q.question === 'Was the lesson safe?')!;
      assert.equal(made.question_report_title, 'Safety');
      assert.equal(made.state, 1);
      // The other audience's remove does not reach it.
      const other = audience === 'learner' ? 'removeinstructorquestion' : 'removelearnerquestion';
      assert.equal((await call({ [other]: '1', question_id: String(made.id) })).status, 409);
      assert.equal((await call({ [f('removeXquestion')]: '1', question_id: String(made.id) })).text, 'SUCCESS');
      const after: FeedbackQuestion[] = (await call({ [f('loadXquestions')]: '1' })).json();
      assert.equal(after.find((q) => q.id === made.id)!.state, 0);
      assert.equal(
        (await call({ [f('removeXquestion')]: '1', question_id: String(made.id) })).json().result.text,
        ADMIN_TEXTS.questionRemoveError,
      );
    });
  }
});
