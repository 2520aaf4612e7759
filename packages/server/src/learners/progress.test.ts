import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ENDPOINTS,
  LEARNER_REFUSALS,
  PROGRESS_NOTE_MAX,
  PROGRESS_TEXTS,
  PROGRESS_TOPIC_NAME_MAX,
  addDays,
  londonDate,
  londonInstant,
  type LearnerProgress,
  type ProgressRecording,
  type ProgressTopic,
} from '@dss/contract';
import { placeBookings } from '../lifecycle/credits';
import { addInstructor, addLearner, addPlan, bookableLearner } from '../test-support/school-fixtures';
import { build, post, signIn, type TestApp } from '../test-support/inject';

/** The topics the migration seeds, in order: the DL25 headings the learner syllabus teaches towards. */
const SEEDED = [
  'Cockpit checks and controls',
  'Moving off and stopping',
  'Use of mirrors',
  'Signals',
  'Junctions',
  'Roundabouts',
  'Meeting traffic',
  'Crossing traffic',
  'Pedestrian crossings',
  'Positioning and lane discipline',
  'Awareness and planning',
  'Progress',
  'Following distance',
  'Use of speed',
  'Emergency stop',
  'Manoeuvres: reverse bay park',
  'Manoeuvres: parallel park',
  'Manoeuvres: forward bay park and reverse out',
  'Manoeuvres: pull up on the right and reverse',
  'Independent driving (sat nav or road signs)',
  'Show me / tell me questions',
  'Rural roads',
  'Dual carriageways',
  'Night driving',
];

describe('learner progress by the syllabus', () => {
  let server: TestApp;
  let admin: string;
  let clerk: string;

  type Reply = Awaited<ReturnType<typeof post>>;
  const office$ = (fields: Record<string, string>, token = clerk) => post(server.url, ENDPOINTS.officeUser, { token, ...fields });
  const admin$ = (fields: Record<string, string>, token = admin) => post(server.url, ENDPOINTS.officeAdmin, { token, ...fields });
  const progress = async (learner: number): Promise<LearnerProgress> => {
    const res = await office$({ learnerprogress: '1', id: String(learner) });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };
  const topics = async (): Promise<ProgressTopic[]> => (await admin$({ loadprogresstopics: '1' })).json();
  const topicId = async (name: string) => (await topics()).find((t) => t.name === name)!.topic_id;
  const record = (learner: number, fields: Record<string, string>) =>
    office$({ recordlearnerprogress: '1', learner: String(learner), booking: '', note: '', ...fields });
  const ok = (res: Reply) => assert.equal(res.text, 'SUCCESS', res.text);
  const refused = (res: Reply, status: number, text: string) => {
    assert.equal(res.status, status, res.text);
    assert.equal(res.json().result.text, text);
  };
  const fieldError = (res: Reply, field: string, text: string) => {
    assert.equal(res.status, 422, res.text);
    assert.equal(res.json().result.errors[field], text, res.text);
  };
  const rowCount = async (learner: number) =>
    Number(
      (
        await server.db
          .selectFrom('learner_progress')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('stu_id', '=', learner)
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
    clerk = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server.close());

  it('seeds the DVSA topics, in order and in use, and a new learner has started none', async () => {
    const seeded = await topics();
    assert.deepEqual(
      seeded.map((t) => t.name),
      SEEDED,
    );
    assert.ok(seeded.every((t) => t.active));
    const learner = await addLearner(server.db);
    const mine = await progress(learner);
    assert.equal(mine.topics.length, SEEDED.length);
    assert.ok(mine.topics.every((t) => t.level === null && t.recorded_at === null && t.recorded_by === null));
    assert.equal(mine.ready, false);
    assert.equal(mine.summary, `Not yet ready: 0 of ${SEEDED.length} topics are Independent; ${SEEDED.length} not started.`);
  });

  it('records several topics at once, keeps every recording and shows the latest as current', async () => {
    const learner = await addLearner(server.db);
    const [signals, junctions] = [await topicId('Signals'), await topicId('Junctions')];
    ok(await record(learner, { topics: JSON.stringify([signals, junctions]), level: '2', note: 'First go' }));
    ok(await record(learner, { topics: JSON.stringify([signals]), level: '4' }));
    assert.equal(await rowCount(learner), 3);

    const mine = await progress(learner);
    const byName = (name: string) => mine.topics.find((t) => t.name === name)!;
    assert.equal(byName('Signals').level, 4);
    assert.equal(byName('Junctions').level, 2);
    assert.equal(byName('Signals').recorded_by, 'Sophie Clarke');
    assert.ok(byName('Signals').recorded_at);
    assert.equal(mine.summary, `Not yet ready: 0 of ${SEEDED.length} topics are Independent; ${SEEDED.length - 2} not started.`);

    const history: ProgressRecording[] = (
      await office$({ learnerprogresshistory: '1', id: String(learner), topic_id: String(signals) })
    ).json();
    assert.deepEqual(
      history.map((h) => [h.level, h.note, h.recorded_by, h.booking_id]),
      [
        [4, '', 'Sophie Clarke', null],
        [2, 'First go', 'Sophie Clarke', null],
      ],
    );
  });

  it("ties a recording to one of the learner's started lessons, and refuses any other lesson", async () => {
    const adi = await addInstructor(server.db);
    const plan = await addPlan(server.db, 4);
    const { stuId, credits } = await bookableLearner(server.db, adi, plan);
    const other = await bookableLearner(server.db, adi, plan);
    const today = londonDate(new Date());
    const at = (days: number, hour: number) => londonInstant(addDays(today, days), hour * 60);
    const lesson = async (stu: number, credId: number, start: Date) =>
      (await placeBookings(server.db, { adiId: adi, studentId: stu, staffId: 2, bookings: [{ credId, start }] }))[0]!;
    const past = await lesson(stuId, credits[0]!, at(-3, 10));
    const future = await lesson(stuId, credits[1]!, at(5, 10));
    const cancelled = await lesson(stuId, credits[2]!, at(-2, 12));
    await server.db.updateTable('bookings').set({ booking_state: 3 }).where('booking_id', '=', cancelled).execute();
    const othersLesson = await lesson(other.stuId, other.credits[0]!, at(-4, 14));
    const signals = JSON.stringify([await topicId('Signals')]);

    const mine = await progress(stuId);
    assert.deepEqual(
      mine.lessons.map((l) => [l.booking_id, l.date, l.start_time]),
      [[past, addDays(today, -3), '10:00']],
    );

    refused(
      await record(stuId, { topics: signals, level: '3', booking: String(othersLesson) }),
      422,
      PROGRESS_TEXTS.notLearnersLesson,
    );
    refused(await record(stuId, { topics: signals, level: '3', booking: '999999' }), 422, PROGRESS_TEXTS.notLearnersLesson);
    refused(await record(stuId, { topics: signals, level: '3', booking: String(future) }), 409, PROGRESS_TEXTS.lessonNotStarted);
    refused(await record(stuId, { topics: signals, level: '3', booking: String(cancelled) }), 409, PROGRESS_TEXTS.lessonNotTaken);
    assert.equal(await rowCount(stuId), 0);

    ok(await record(stuId, { topics: signals, level: '3', booking: String(past) }));
    const history: ProgressRecording[] = (
      await office$({ learnerprogresshistory: '1', id: String(stuId), topic_id: String(await topicId('Signals')) })
    ).json();
    assert.equal(history[0]!.booking_id, past);
    assert.equal(history[0]!.lesson_date, addDays(today, -3));
  });

  it('checks every field, with the field messages, and writes nothing when one topic is refused', async () => {
    const learner = await addLearner(server.db);
    const signals = await topicId('Signals');
    fieldError(await record(learner, { topics: '[]', level: '3' }), 'topics', PROGRESS_TEXTS.topicsRequired);
    fieldError(await record(learner, { topics: 'x', level: '3' }), 'topics', PROGRESS_TEXTS.topicsInvalid);
    fieldError(await record(learner, { topics: `[${signals},${signals}]`, level: '3' }), 'topics', PROGRESS_TEXTS.topicsInvalid);
    fieldError(await record(learner, { topics: `[${signals}]`, level: '' }), 'level', PROGRESS_TEXTS.levelRequired);
    fieldError(await record(learner, { topics: `[${signals}]`, level: '6' }), 'level', PROGRESS_TEXTS.levelInvalid);
    fieldError(await record(learner, { topics: `[${signals}]`, level: 'Independent' }), 'level', PROGRESS_TEXTS.levelInvalid);
    fieldError(
      await record(learner, { topics: `[${signals}]`, level: '3', booking: 'x' }),
      'booking',
      PROGRESS_TEXTS.lessonInvalid,
    );
    fieldError(
      await record(learner, { topics: `[${signals}]`, level: '3', note: 'n'.repeat(PROGRESS_NOTE_MAX + 1) }),
      'note',
      PROGRESS_TEXTS.noteLong,
    );
    ok(await record(learner, { topics: `[${signals}]`, level: '3', note: 'n'.repeat(PROGRESS_NOTE_MAX) }));
    refused(await record(learner, { topics: `[${signals},999999]`, level: '3' }), 422, PROGRESS_TEXTS.unknownTopic);
    refused(await record(999999, { topics: `[${signals}]`, level: '3' }), 404, LEARNER_REFUSALS.noLearner);
    assert.equal(await rowCount(learner), 1);
  });

  it('says ready only when every topic in use is Independent; a retired topic leaves the summary but keeps its history', async () => {
    const learner = await addLearner(server.db);
    const all = await topics();
    const inUse = all.filter((t) => t.active);
    const last = inUse[inUse.length - 1]!;
    ok(await record(learner, { topics: JSON.stringify(inUse.slice(0, 7).map((t) => t.topic_id)), level: '5' }));
    ok(await record(learner, { topics: JSON.stringify(inUse.slice(7, inUse.length - 3).map((t) => t.topic_id)), level: '4' }));
    let mine = await progress(learner);
    assert.equal(mine.ready, false);
    assert.equal(mine.summary, `Not yet ready: 7 of ${inUse.length} topics are Independent; 3 not started.`);

    ok(await record(learner, { topics: JSON.stringify(inUse.slice(7, inUse.length - 1).map((t) => t.topic_id)), level: '5' }));
    ok(await record(learner, { topics: JSON.stringify([last.topic_id]), level: '1' }));
    ok(await admin$({ retireprogresstopic: '1', topic_id: String(last.topic_id) }));
    try {
      mine = await progress(learner);
      assert.equal(mine.ready, true);
      assert.equal(mine.summary, `Ready for test: all ${inUse.length - 1} topics are Independent.`);
      assert.ok(!mine.topics.some((t) => t.topic_id === last.topic_id));
      refused(await record(learner, { topics: JSON.stringify([last.topic_id]), level: '5' }), 409, PROGRESS_TEXTS.retiredTopic);
      const history: ProgressRecording[] = (
        await office$({ learnerprogresshistory: '1', id: String(learner), topic_id: String(last.topic_id) })
      ).json();
      assert.deepEqual(
        history.map((h) => h.level),
        [1],
      );
    } finally {
      ok(await admin$({ restoreprogresstopic: '1', topic_id: String(last.topic_id) }));
    }
    mine = await progress(learner);
    assert.equal(mine.ready, false);
    assert.equal(mine.summary, `Not yet ready: ${inUse.length - 1} of ${inUse.length} topics are Independent; 0 not started.`);
  });

  it('lets the administrator add, rename, reorder, retire and restore topics', async () => {
    ok(await admin$({ addprogresstopic: '1', name: '  Motorway driving  ' }));
    let list = await topics();
    const added = list[list.length - 1]!;
    assert.deepEqual({ ...added, topic_id: 0 }, { topic_id: 0, name: 'Motorway driving', position: list.length, active: true });
    refused(await admin$({ addprogresstopic: '1', name: 'motorway DRIVING' }), 409, PROGRESS_TEXTS.topicNameTaken);
    fieldError(await admin$({ addprogresstopic: '1', name: ' ' }), 'name', PROGRESS_TEXTS.topicNameRequired);
    fieldError(
      await admin$({ addprogresstopic: '1', name: 'x'.repeat(PROGRESS_TOPIC_NAME_MAX + 1) }),
      'name',
      PROGRESS_TEXTS.topicNameLong,
    );

    const id = String(added.topic_id);
    ok(await admin$({ renameprogresstopic: '1', topic_id: id, name: 'Motorways (with an approved instructor)' }));
    refused(await admin$({ renameprogresstopic: '1', topic_id: id, name: 'Signals' }), 409, PROGRESS_TEXTS.topicNameTaken);
    refused(await admin$({ renameprogresstopic: '1', topic_id: '999999', name: 'Nowhere' }), 404, PROGRESS_TEXTS.noTopic);

    refused(await admin$({ moveprogresstopic: '1', topic_id: id, direction: 'down' }), 409, PROGRESS_TEXTS.alreadyLast);
    ok(await admin$({ moveprogresstopic: '1', topic_id: id, direction: 'up' }));
    list = await topics();
    assert.deepEqual(
      list.slice(-2).map((t) => t.name),
      ['Motorways (with an approved instructor)', 'Night driving'],
    );
    refused(
      await admin$({ moveprogresstopic: '1', topic_id: String(list[0]!.topic_id), direction: 'up' }),
      409,
      PROGRESS_TEXTS.alreadyFirst,
    );
    fieldError(
      await admin$({ moveprogresstopic: '1', topic_id: id, direction: 'sideways' }),
      'direction',
      PROGRESS_TEXTS.directionInvalid,
    );

    ok(await admin$({ retireprogresstopic: '1', topic_id: id }));
    refused(await admin$({ retireprogresstopic: '1', topic_id: id }), 409, PROGRESS_TEXTS.alreadyRetired);
    assert.equal((await topics()).find((t) => t.topic_id === added.topic_id)!.active, false);
    ok(await admin$({ restoreprogresstopic: '1', topic_id: id }));
    refused(await admin$({ restoreprogresstopic: '1', topic_id: id }), 409, PROGRESS_TEXTS.alreadyActive);
    refused(await admin$({ retireprogresstopic: '1', topic_id: '999999' }), 404, PROGRESS_TEXTS.noTopic);
    // Leave the seeded list as the other tests read it.
    ok(await admin$({ retireprogresstopic: '1', topic_id: id }));
  });

  it('asks for a session, and keeps topics to administrators and recordings to the office', async () => {
    assert.equal((await post(server.url, ENDPOINTS.officeUser, { learnerprogress: '1', id: '1' })).status, 401);
    assert.equal((await post(server.url, ENDPOINTS.officeAdmin, { loadprogresstopics: '1' })).status, 401);
    assert.equal((await admin$({ addprogresstopic: '1', name: 'Sneaky' }, clerk)).status, 403);
    assert.equal((await office$({ recordlearnerprogress: '1', learner: '1', topics: '[1]', level: '5' }, admin)).status, 403);
  });
});
