import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FeedbackReport } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { MARCH, seedReportSchool } from '../test-support/report-fixtures';

// Figures counted by hand from the school in report-fixtures.ts (March 2025, by day). Learner
// feedback in March: b1 on the 12th (arrived 5, explained 4, recommend 3) and b4 at 00:30 on
// the 30th (full time 2, explained 5, recommend 4); b2's, at 00:30 BST on 1 April, is April's.
// Instructor feedback: b6 on the 14th (3, 3, 4). Lessons completed: 12th, 14th, 20th, 30th.

const q = (quest_text: string, no_of_ratings: number, ratings_total: number) => ({ quest_text, no_of_ratings, ratings_total });
const rated = (rated_on: string, rating: number, amount: number) => ({ rated_on, rating, amount });
const asked = (asked_on: string, no_of_questions: number) => ({ asked_on, no_of_questions });
const stars = (...amounts: number[]) => amounts.map((amount, i) => ({ rating: i + 1, amount }));

const LEARNER_QUESTIONS = [
  q('Arrived on time?', 1, 5),
  q('Full lesson time?', 1, 2),
  q('Explained clearly?', 2, 9),
  q('Would recommend?', 2, 7),
];
const LEARNER_RATED = [
  rated('2025-03-12', 3, 1),
  rated('2025-03-12', 4, 1),
  rated('2025-03-12', 5, 1),
  rated('2025-03-30', 2, 1),
  rated('2025-03-30', 4, 1),
  rated('2025-03-30', 5, 1),
];
const INSTRUCTOR_QUESTIONS = [q('Ready on time?', 1, 3), q('Progress made?', 1, 3), q('Good attitude?', 1, 4)];
const INSTRUCTOR_RATED = [rated('2025-03-14', 3, 2), rated('2025-03-14', 4, 1)];
const LESSONS_ASKED = [asked('2025-03-12', 3), asked('2025-03-14', 3), asked('2025-03-20', 3), asked('2025-03-30', 3)];

describe('feedback reports', () => {
  let app: TestApp;
  let token: string;
  const report = async (reportNo: number, range = MARCH): Promise<FeedbackReport> => {
    const res = await post(app.url, 'ctrouV2.php', { token, feedbackreport: '1', reportNo: String(reportNo), ...range });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };
  const base = (audience: 'learner' | 'instructor') => ({
    unit: 'day',
    audience,
    questions: null,
    ratings: null,
    asked: null,
    rated: null,
  });

  before(async () => {
    app = await build();
    token = await signIn(app.url, 2, 'demo-user');
    await seedReportSchool(app.db);
  });
  after(() => app.close());

  it('1 and 5 give each question its ratings and total, and the stars per day', async () => {
    assert.deepEqual(await report(1), { ...base('learner'), questions: LEARNER_QUESTIONS, rated: LEARNER_RATED });
    assert.deepEqual(await report(5), { ...base('instructor'), questions: INSTRUCTOR_QUESTIONS, rated: INSTRUCTOR_RATED });
  });

  it('2 and 6 list every active question, and three questions asked per lesson completed', async () => {
    // The removed learner question was never asked, so it is left out.
    assert.deepEqual(await report(2), { ...base('learner'), questions: LEARNER_QUESTIONS, asked: LESSONS_ASKED });
    assert.deepEqual(await report(6), { ...base('instructor'), questions: INSTRUCTOR_QUESTIONS, asked: LESSONS_ASKED });
  });

  it('3 and 7 give each question group its answers, and the answers per day', async () => {
    assert.deepEqual(await report(3), {
      ...base('learner'),
      questions: [q('Punctuality', 2, 7), q('Teaching', 2, 9), q('Overall', 2, 7)],
      asked: [asked('2025-03-12', 3), asked('2025-03-30', 3)],
    });
    assert.deepEqual(await report(7), {
      ...base('instructor'),
      questions: [q('Readiness', 1, 3), q('Progress', 1, 3), q('Attitude', 1, 4)],
      asked: [asked('2025-03-14', 3)],
    });
  });

  it('4 and 8 count every star from 1 to 5', async () => {
    assert.deepEqual(await report(4), { ...base('learner'), ratings: stars(0, 1, 1, 2, 2), rated: LEARNER_RATED });
    assert.deepEqual(await report(8), { ...base('instructor'), ratings: stars(0, 0, 2, 1, 0), rated: INSTRUCTOR_RATED });
  });

  it('answers zeros for a range with nothing in it', async () => {
    const empty = { start: '2019-04-01', end: '2019-04-07' };
    const unasked = (rows: { quest_text: string }[]) => rows.map((r) => q(r.quest_text, 0, 0));
    assert.deepEqual(await report(1, empty), { ...base('learner'), questions: [], rated: [] });
    assert.deepEqual(await report(2, empty), { ...base('learner'), questions: unasked(LEARNER_QUESTIONS), asked: [] });
    assert.deepEqual(await report(7, empty), { ...base('instructor'), questions: [], asked: [] });
    assert.deepEqual(await report(8, empty), { ...base('instructor'), ratings: stars(0, 0, 0, 0, 0), rated: [] });
  });
});
