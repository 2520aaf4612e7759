import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
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
