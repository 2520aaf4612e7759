import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FEEDBACK_MESSAGES, FEEDBACK_REFUSALS, FEEDBACK_TEXTS, addDays, londonDate, londonInstant } from '@dss/contract';
import { placeBookings } from '../lifecycle/credits';
import { runLifecycle } from '../lifecycle/job';
import { addInstructor, addPlan, addQuestions, bookableLearner } from '../test-support/school-fixtures';
import { openWeekday } from '../test-support/open-days';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { chooseQuestions } from './questions';

const FIELDS = [
  'pendinglearnerfeedbacks',
  'pendinginstructorfeedbacks',
  'learnerfeedbackquestions',
  'instructorfeedbackquestions',
  'savelearnerfeedback',
  'saveinstructorfeedback',
  'learnerfeedbacksummary',
  'learnerfeedbackinstructor',
  'learnerfeedbacklearners',
  'learnerfeedbackdetails',
  'instructorfeedbacksummary',
  'instructorfeedbacklearner',
  'instructorfeedbackinstructors',
  'instructorfeedbackdetails',
];

interface Rated {
  qid: number;
  rating: number;
}

describe('feedback', () => {
  let server: TestApp;
  let clerk: string;
  let admin: string;
  let learnerQs: number[][];
  let instructorQs: number[][];
  let removedLearnerQ: number;
  let adiA: number;
  let adiB: number;
  let stu1: number;
  let stu2: number;
  /** complete lessons: stu1 with A (three), stu2 with A (one), stu2 with B is impossible (one instructor) */
  const lessons: number[] = [];
  let old: number;
  let today: string;

  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const save = (kind: 'learner' | 'instructor', bookingid: number | string, feedback: Rated[] | unknown) =>
    call({ [`save${kind}feedback`]: '1', feedbacks: JSON.stringify({ bookingid, feedback }) });
  const rate = (qids: number[], ratings: number[]) => qids.map((qid, k) => ({ qid, rating: ratings[k]! }));
  const pendingIds = async (field: string, extra: Record<string, string> = {}) =>
    (await call({ [field]: '1', pagesize: '100', ...extra })).json().rows.map((r: { booking_id: number }) => r.booking_id);

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 2, 'demo-user');
    admin = await signIn(server.url, 1, 'demo-admin');
    const db = server.db;
    learnerQs = await addQuestions(db, 'learner', [
      { text: 'Punctuality', questions: ['Did your instructor arrive on time?', 'Did the lesson last the full hour?'] },
      { text: 'Teaching', questions: ['How clearly were skills explained?'], removed: ['Did your instructor use diagrams?'] },
      { text: 'Safety', questions: ['How safe did you feel?'] },
      { text: 'Overall', questions: ['Would you recommend your instructor?'] },
    ]);
    removedLearnerQ = (await db.selectFrom('feedback_questions').select('id').where('state', '=', 0).executeTakeFirstOrThrow())
      .id;
    instructorQs = await addQuestions(db, 'instructor', [
      { text: 'Readiness', questions: ['Was the learner ready on time?'] },
      { text: 'Progress', questions: ['How well was last lesson applied?'] },
      { text: 'Attitude', questions: ['How receptive to feedback?'] },
    ]);
    const plan = await addPlan(db, 10);
    adiA = await addInstructor(db, { fname: 'Ann', lname: 'Ashby', title_id: 2, gender: 'f' });
    adiB = await addInstructor(db, { fname: 'Ben', lname: 'Bell' });
    const paid = new Date(Date.now() - 200 * 86_400_000);
    const one = await bookableLearner(db, adiA, plan, { fname: 'Cat', lname: 'Cole' }, paid);
    const two = await bookableLearner(db, adiA, plan, { fname: 'Dan', lname: 'Dale' }, paid);
    const three = await bookableLearner(db, adiB, plan, { fname: 'Eve', lname: 'Ennis' }, paid);
    stu1 = one.stuId;
    stu2 = two.stuId;
    today = londonDate(new Date());
    const at = (daysAgo: number, hour: number) => londonInstant(addDays(today, -daysAgo), hour * 60);
    lessons.push(
      ...(await placeBookings(db, {
        adiId: adiA,
        studentId: stu1,
        staffId: 2,
        bookings: [
          { credId: one.credits[0]!, start: at(10, 9) },
          { credId: one.credits[1]!, start: at(9, 9) },
          { credId: one.credits[2]!, start: at(8, 9) },
        ],
      })),
      ...(await placeBookings(db, {
        adiId: adiA,
        studentId: stu2,
        staffId: 2,
        bookings: [{ credId: two.credits[0]!, start: at(10, 11) }],
      })),
      ...(await placeBookings(db, {
        adiId: adiB,
        studentId: three.stuId,
        staffId: 2,
        bookings: [{ credId: three.credits[0]!, start: at(7, 9) }],
      })),
    );
    old = (
      await placeBookings(db, {
        adiId: adiA,
        studentId: stu2,
        staffId: 2,
        bookings: [{ credId: two.credits[1]!, start: at(120, 9) }],
      })
    )[0]!;
    await runLifecycle(db, new Date());
  });
  after(() => server.close());

  it('answers 401 without a token and 403 to an administrator for every action', async () => {
    for (const field of FIELDS) {
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1' })).status, 401, field);
      assert.equal((await call({ [field]: '1' }, admin)).status, 403, field);
    }
  });

  it('lists completed lessons of the last 90 days awaiting each kind of feedback, paged and searched', async () => {
    const pending = await pendingIds('pendinglearnerfeedbacks');
    // Oldest lesson first by default: 10 days ago at 09:00 and 11:00, then 9, 8 and 7 days ago.
    assert.deepEqual(pending, [lessons[0], lessons[3], lessons[1], lessons[2], lessons[4]]);
    assert.ok(!pending.includes(old), 'a lesson 120 days ago is no longer awaited');
    const page = (await call({ pendinglearnerfeedbacks: '1', sort: 'lesson_time', dir: 'desc', pagesize: '5' })).json();
    assert.equal(page.total, lessons.length);
    assert.equal(page.rows[0].booking_id, lessons[4]);
    const row = page.rows.find((r: { booking_id: number }) => r.booking_id === lessons[0]);
    assert.deepEqual(
      [row.s_id, row.stu_fname, row.stu_lname, row.adi_id, row.adi_title, row.adi_fname, row.adi_lname],
      [stu1, 'Cat', 'Cole', adiA, 'Mrs', 'Ann', 'Ashby'],
    );
    assert.match(row.lesson_time, /^\d{4}-\d{2}-\d{2}T/);
    assert.deepEqual(await pendingIds('pendinglearnerfeedbacks', { search: 'dale' }), [lessons[3]]);
    assert.deepEqual(await pendingIds('pendinglearnerfeedbacks', { search: `B${lessons[1]}` }), [lessons[1]]);
    assert.deepEqual((await pendingIds('pendinglearnerfeedbacks', { search: 'bell' })).length, 1);
    assert.equal((await pendingIds('pendinginstructorfeedbacks')).length, lessons.length);
    // Searched by a learner (id, name words in either order) or an instructor (name, id): the
    // same rows as the whole list holds for them, with their total.
    const all = (await call({ pendinginstructorfeedbacks: '1', pagesize: '100' })).json().rows as {
      booking_id: number;
      s_id: number;
      adi_id: number;
    }[];
    const ofLearner = all.filter((r) => r.s_id === stu1).map((r) => r.booking_id);
    const ofAdi = all.filter((r) => r.adi_id === adiA).map((r) => r.booking_id);
    for (const search of [`L${stu1}`, 'cole cat', 'Cat Cole']) {
      const found = (await call({ pendinginstructorfeedbacks: '1', search, pagesize: '100' })).json();
      assert.deepEqual(
        [found.total, found.rows.map((r: { booking_id: number }) => r.booking_id)],
        [ofLearner.length, ofLearner],
        search,
      );
    }
    for (const search of ['ashby', `A${adiA}`, 'Ann Ashby']) {
      const found = (await call({ pendinginstructorfeedbacks: '1', search, pagesize: '100' })).json();
      assert.deepEqual([found.total, found.rows.map((r: { booking_id: number }) => r.booking_id)], [ofAdi.length, ofAdi], search);
    }
  });

  it('orders and pages a search as the whole list, on the kept rows, for every sort key', async () => {
    // '@' is in every learner's e-mail: the search finds every lesson, cut on the kept rows
    // (migration 039) where the unsearched list is cut on the lessons. Eve Ennis renamed Abbot
    // puts Ben Bell's learner first by name and last by instructor, as the kept rows must follow.
    await server.db.updateTable('learners').set({ lname: 'Abbot' }).where('lname', '=', 'Ennis').execute();
    for (const field of ['pendinglearnerfeedbacks', 'pendinginstructorfeedbacks'])
      for (const [sort, dir] of [
        ['lesson_time', 'desc'],
        ['booking_id', 'asc'],
        ['learner', 'asc'],
        ['instructor', 'asc'],
      ] as const) {
        const ask = async (fields: Record<string, string>) => (await call({ [field]: '1', sort, dir, ...fields })).json();
        const whole = await ask({ pagesize: '100' });
        const searched = await ask({ pagesize: '100', search: '@' });
        assert.ok(whole.total >= 5, `${field} lists lessons`);
        assert.deepEqual([searched.total, searched.rows], [whole.total, whole.rows], `${field} by ${sort}`);
        // From the first page's rows' positions, as Next and Previous send them.
        const first = await ask({ pagesize: '5', search: '@' });
        const after = await ask({ pagesize: '5', page: '1', search: '@', after: first.keys.first });
        const before = await ask({ pagesize: '5', page: '1', search: '@', before: first.keys.last });
        assert.deepEqual(after.rows, whole.rows.slice(1, 6), `${field} by ${sort}, after`);
        assert.deepEqual(before.rows, whole.rows.slice(0, 4), `${field} by ${sort}, before`);
      }
    await server.db.updateTable('learners').set({ lname: 'Ennis' }).where('lname', '=', 'Abbot').execute();
  });

  it('moves a lesson booked in Book Learners to Complete through the lifecycle job once it has ended; it then awaits feedback', async () => {
    const plan = await addPlan(server.db, 2);
    const learner = await bookableLearner(server.db, adiB, plan, { fname: 'Fay', lname: 'Finch' });
    const day = openWeekday(addDays(today, -1), -1);
    const placed = await call({
      placebookings: '1',
      adi: String(adiB),
      learner: String(learner.stuId),
      bookings: JSON.stringify([{ id: learner.credits[0], start: `${day} 10:00:00`, bookingType: 'newbooking' }]),
    });
    assert.equal(placed.text, 'SUCCESS', placed.text);
    const booking = await server.db
      .selectFrom('bookings')
      .select(['booking_id', 'booking_state'])
      .where('stu_id', '=', learner.stuId)
      .executeTakeFirstOrThrow();
    assert.equal(booking.booking_state, 1);
    assert.ok(!(await pendingIds('pendinglearnerfeedbacks')).includes(booking.booking_id));
    const run = await runLifecycle(server.db, new Date());
    assert.equal(run.completedBookings, 1);
    assert.ok((await pendingIds('pendinglearnerfeedbacks')).includes(booking.booking_id));
    assert.ok((await pendingIds('pendinginstructorfeedbacks')).includes(booking.booking_id));
    const credit = await server.db
      .selectFrom('credits')
      .select('cred_status')
      .where('cred_id', '=', learner.credits[0]!)
      .executeTakeFirstOrThrow();
    assert.equal(credit.cred_status, 3, 'its credit is used');
  });

  it('offers three active questions of the audience from three different groups, the same for a lesson each time', async () => {
    const activeLearner = learnerQs.flat();
    const asked = (await call({ learnerfeedbackquestions: '1', bookingID: String(lessons[0]) })).json();
    assert.equal(asked.length, 3);
    assert.ok(asked.every((q: { id: number; question: string }) => activeLearner.includes(q.id) && q.question));
    assert.ok(!asked.some((q: { id: number }) => q.id === removedLearnerQ));
    const groups = new Set(asked.map((q: { id: number }) => learnerQs.findIndex((g) => g.includes(q.id))));
    assert.equal(groups.size, 3);
    assert.deepEqual((await call({ learnerfeedbackquestions: '1', bookingID: String(lessons[0]) })).json(), asked);
    const other = (await call({ learnerfeedbackquestions: '1', bookingID: String(lessons[1]) })).json();
    assert.notDeepEqual(other, asked, 'the questions turn with the lesson');
    const forInstructor = (await call({ instructorfeedbackquestions: '1', bookingID: String(lessons[0]) })).json();
    assert.deepEqual(forInstructor.map((q: { id: number }) => q.id).sort(), instructorQs.flat().sort());
    assert.equal((await call({ learnerfeedbackquestions: '1', bookingID: String(old) })).status, 404);
    // With fewer than three active questions there is nothing to ask.
    await server.db.updateTable('feedback_questions').set({ state: 0 }).where('id', '=', instructorQs[2]![0]!).execute();
    const few = await call({ instructorfeedbackquestions: '1', bookingID: String(lessons[0]) });
    assert.equal(few.status, 409);
    assert.equal(few.json().result.text, FEEDBACK_REFUSALS.noQuestions);
    await server.db.updateTable('feedback_questions').set({ state: 1 }).where('id', '=', instructorQs[2]![0]!).execute();
    assert.equal((await call({ learnerfeedbackquestions: '1' })).json().result.errors.bookingID, FEEDBACK_MESSAGES.booking);
    // Every active question is asked over enough lessons.
    const all = new Set<number>();
    for (let b = 1; b <= 12; b++)
      for (const q of chooseQuestions(
        learnerQs.flatMap((g, k) => g.map((id) => ({ id, question: '', group_no: k }))),
        b,
      ))
        all.add(q.id);
    assert.equal(all.size, activeLearner.length);
  });

  it('refuses a feedback without all three questions rated 1 to 5', async () => {
    const qs = learnerQs.map((g) => g[0]!).slice(0, 3);
    const message = async (feedback: unknown) => (await save('learner', lessons[0]!, feedback)).json().result.errors.feedbacks;
    assert.equal((await call({ savelearnerfeedback: '1' })).json().result.errors.feedbacks, FEEDBACK_MESSAGES.feedbacks);
    assert.equal(
      (await call({ savelearnerfeedback: '1', feedbacks: '{oops' })).json().result.errors.feedbacks,
      FEEDBACK_MESSAGES.feedbacks,
    );
    assert.equal(await message(rate(qs.slice(0, 2), [5, 5])), FEEDBACK_MESSAGES.ratings);
    assert.equal(await message(rate(qs, [5, 0, 4])), FEEDBACK_MESSAGES.ratings);
    assert.equal(await message(rate(qs, [5, 6, 4])), FEEDBACK_MESSAGES.rating);
    assert.equal(await message(rate(qs, [5, 2.5, 4])), FEEDBACK_MESSAGES.rating);
    assert.equal(await message(rate([qs[0]!, qs[0]!, qs[1]!], [5, 4, 4])), FEEDBACK_MESSAGES.questions);
    const wrongAudience = await save('learner', lessons[0]!, rate([qs[0]!, qs[1]!, instructorQs[0]![0]!], [5, 4, 4]));
    assert.equal(wrongAudience.status, 422);
    assert.equal(wrongAudience.json().result.text, `${FEEDBACK_TEXTS.failed} ${FEEDBACK_REFUSALS.questions}`);
    const removed = await save('learner', lessons[0]!, rate([qs[0]!, qs[1]!, removedLearnerQ], [5, 4, 4]));
    assert.equal(removed.status, 422);
    const tooOld = await save('learner', old, rate(qs, [5, 4, 4]));
    assert.equal(tooOld.json().result.text, `${FEEDBACK_TEXTS.failed} ${FEEDBACK_REFUSALS.notAwaiting}`);
    assert.equal((await server.db.selectFrom('feedbacks').selectAll().execute()).length, 0);
  });

  it('records one feedback of each kind per lesson, the database refusing a second even at the same moment', async () => {
    const asked = (await call({ learnerfeedbackquestions: '1', bookingID: String(lessons[0]) })).json();
    // The same ratings both times: whichever save wins, the summaries below count 5, 4 and 3.
    const ratings = rate(
      asked.map((q: { id: number }) => q.id),
      [5, 4, 3],
    );
    const answers = await Promise.all([save('learner', lessons[0]!, ratings), save('learner', lessons[0]!, ratings)]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    assert.equal(refused.json().result.text, `${FEEDBACK_TEXTS.failed} ${FEEDBACK_REFUSALS.recorded}`);
    const rows = await server.db.selectFrom('feedbacks').selectAll().where('booking_id', '=', lessons[0]!).execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.direction, 1);
    assert.equal(rows[0]!.recorded_by, 2);
    assert.deepEqual([rows[0]!.stu_id, rows[0]!.adi_id], [stu1, adiA]);
    assert.ok(!(await pendingIds('pendinglearnerfeedbacks')).includes(lessons[0]));
    assert.ok((await pendingIds('pendinginstructorfeedbacks')).includes(lessons[0]), 'the other kind still awaits');
    // The database holds the rule for every writer: a second row of the same kind is refused.
    await assert.rejects(
      server.db
        .insertInto('feedbacks')
        .values((({ feedback_id: _, audience: _a, ...row }) => row)(rows[0]!))
        .execute(),
      (e: { code?: string }) => e.code === '23505',
    );
    const again = await save(
      'learner',
      lessons[0]!,
      rate(
        asked.map((q: { id: number }) => q.id),
        [2, 2, 2],
      ),
    );
    assert.equal(again.json().result.text, `${FEEDBACK_TEXTS.failed} ${FEEDBACK_REFUSALS.recorded}`);
  });

  it('summarises learner feedback per instructor with the drill-down and per-question detail', async () => {
    const qs = learnerQs.map((g) => g[0]!).slice(0, 3);
    assert.equal((await save('learner', lessons[1]!, rate(qs, [2, 2, 2]))).text, 'SUCCESS');
    assert.equal((await save('learner', lessons[3]!, rate(qs, [4, 4, 5]))).text, 'SUCCESS');
    assert.equal((await save('learner', lessons[4]!, rate(qs, [1, 2, 3]))).text, 'SUCCESS');
    // Ann: (5+4+3) + (2+2+2) + (4+4+5) over 9 ratings = 31/9 = 3.44; Ben: 6/3 = 2.
    const summary = (await call({ learnerfeedbacksummary: '1', sort: 'average', dir: 'desc' })).json();
    assert.equal(summary.total, 2);
    assert.deepEqual(
      summary.rows.map(
        (r: {
          adi_id: number;
          title: string;
          total_feedbacks: number;
          ratings: number;
          average: number;
          round_average: number;
        }) => [r.adi_id, r.title, r.total_feedbacks, r.ratings, r.average, r.round_average],
      ),
      [
        [adiA, 'Mrs', 3, 9, 3.44, 3],
        [adiB, 'Mr', 1, 3, 2, 2],
      ],
    );
    assert.deepEqual(
      (await call({ learnerfeedbacksummary: '1', search: 'bell' })).json().rows.map((r: { adi_id: number }) => r.adi_id),
      [adiB],
    );
    // Name and id order cut the page before totalling it; the average order totals every instructor: same rows.
    const byName = (await call({ learnerfeedbacksummary: '1', sort: 'id', pagesize: '100' })).json();
    assert.equal(byName.total, 2);
    assert.deepEqual(
      byName.rows,
      [...summary.rows].sort((x: { adi_id: number }, y: { adi_id: number }) => x.adi_id - y.adi_id),
    );
    assert.deepEqual(
      (await call({ learnerfeedbacksummary: '1', search: `A${adiA}` })).json().rows.map((r: { adi_id: number }) => r.adi_id),
      [adiA],
    );
    const ann = (await call({ learnerfeedbackinstructor: '1', id: String(adiA) })).json();
    assert.deepEqual([ann.fname, ann.total_feedbacks, ann.average, ann.total_learners], ['Ann', 3, 3.44, 2]);
    const nobody = await addInstructor(server.db);
    const none = (await call({ learnerfeedbackinstructor: '1', id: String(nobody) })).json();
    assert.deepEqual([none.total_feedbacks, none.average, none.total_learners], [0, 0, 0]);
    assert.equal((await call({ learnerfeedbackinstructor: '1', id: '999999' })).status, 404);
    const learners = (await call({ learnerfeedbacklearners: '1', id: String(adiA), sort: 'average' })).json();
    assert.deepEqual(
      learners.rows.map((r: { stu_id: number; total_feedbacks: number; average: number }) => [
        r.stu_id,
        r.total_feedbacks,
        r.average,
      ]),
      [
        [stu1, 2, 3],
        [stu2, 1, 4.33],
      ],
    );
    // Totalled per learner before each learner is looked up: the whole row, the name order, a search.
    const byLearnerName = (await call({ learnerfeedbacklearners: '1', id: String(adiA), sort: 'name', dir: 'desc' })).json();
    assert.equal(byLearnerName.total, 2);
    assert.deepEqual(byLearnerName.rows[0], {
      stu_id: stu2,
      title: 'Miss',
      fname: 'Dan',
      lname: 'Dale',
      total_feedbacks: 1,
      ratings: 3,
      average: 4.33,
      round_average: 4,
    });
    assert.deepEqual(
      byLearnerName.rows.map((r: { stu_id: number }) => r.stu_id),
      [stu2, stu1],
    );
    const searched = (await call({ learnerfeedbacklearners: '1', id: String(adiA), search: 'cole' })).json();
    assert.deepEqual([searched.total, searched.rows.map((r: { stu_id: number }) => r.stu_id)], [1, [stu1]]);
    const detail = (await call({ learnerfeedbackdetails: '1', adiid: String(adiA), learnerid: String(stu1) })).json();
    assert.equal(detail.length, 6);
    assert.deepEqual(
      detail
        .slice(0, 3)
        .map((d: { booking_id: number; feedback_rating: number; question_text: string }) => [d.booking_id, d.feedback_rating]),
      [
        [lessons[1], 2],
        [lessons[1], 2],
        [lessons[1], 2],
      ],
    );
    assert.ok(detail.every((d: { question_text: string; booking_started: string }) => d.question_text && d.booking_started));
    const empty = (await call({ learnerfeedbackdetails: '1', adiid: String(adiB), learnerid: String(stu1) })).json();
    assert.deepEqual(empty, []);
    assert.equal(
      (await call({ learnerfeedbackdetails: '1', adiid: String(adiA) })).json().result.errors.learnerid,
      FEEDBACK_MESSAGES.learner,
    );
  });

  it('keeps instructor feedback about learners apart, with its own summary and drill-down', async () => {
    const qs = instructorQs.map((g) => g[0]!);
    assert.equal((await save('instructor', lessons[0]!, rate(qs, [3, 3, 3]))).text, 'SUCCESS');
    assert.equal((await save('instructor', lessons[2]!, rate(qs, [5, 5, 4]))).text, 'SUCCESS');
    const learnerQ = await save('instructor', lessons[3]!, rate(learnerQs.map((g) => g[0]!).slice(0, 3), [3, 3, 3]));
    assert.equal(learnerQ.status, 422, 'learner questions are not instructor questions');
    const summary = (await call({ instructorfeedbacksummary: '1' })).json();
    assert.deepEqual(
      summary.rows.map((r: { stu_id: number; total_feedbacks: number; average: number }) => [
        r.stu_id,
        r.total_feedbacks,
        r.average,
      ]),
      [[stu1, 2, 3.83]],
    );
    // Name and id order cut the page before totalling it; the average order totals every learner: same rows.
    const byAverage = (await call({ instructorfeedbacksummary: '1', sort: 'average' })).json();
    assert.deepEqual(summary.rows, byAverage.rows);
    assert.deepEqual(Object.keys(summary.rows[0]).sort(), [
      'average',
      'fname',
      'lname',
      'ratings',
      'round_average',
      'stu_id',
      'title',
      'total_feedbacks',
    ]);
    assert.equal(summary.total, 1);
    for (const search of [`L${stu1}`, 'cole', 'COLE', `${summary.rows[0].fname} cole`, 'cole 07700']) {
      const found = (await call({ instructorfeedbacksummary: '1', search, sort: 'id', dir: 'desc' })).json();
      assert.deepEqual([found.total, found.rows[0]?.stu_id], [1, stu1], search);
    }
    assert.equal((await call({ instructorfeedbacksummary: '1', search: 'nobody-here' })).json().total, 0);
    const cat = (await call({ instructorfeedbacklearner: '1', id: String(stu1) })).json();
    assert.deepEqual([cat.lname, cat.total_feedbacks, cat.total_instructors], ['Cole', 2, 1]);
    const adis = (await call({ instructorfeedbackinstructors: '1', id: String(stu1) })).json();
    assert.deepEqual(
      adis.rows.map((r: { adi_id: number }) => r.adi_id),
      [adiA],
    );
    const detail = (await call({ instructorfeedbackdetails: '1', adiid: String(adiA), learnerid: String(stu1) })).json();
    assert.equal(detail.length, 6);
    // The learner feedback summary is unchanged by the instructors' feedback.
    const ann = (await call({ learnerfeedbackinstructor: '1', id: String(adiA) })).json();
    assert.equal(ann.total_feedbacks, 3);
  });
});
