import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { FEEDBACK_WINDOW_DAYS } from '@dss/contract';
import type { Database } from '../db/tables';
import { ENGINE, openTestDb, type TestDb } from '../test-support/test-db';
import { seedDemoIfEmpty } from '../demo/seed';
import { runLifecycle } from '../lifecycle/job';
import { awaitingCount } from './record-feedback';
import { learnerSearch } from '../learners/learner-search';
import { keptTotal } from '../db/kept-totals';

/**
 * Two tables kept by triggers from bookings and feedbacks: the lessons awaiting feedback per
 * direction with their learner and instructor, the lesson's start and the people's search text and
 * name orders (migrations 020, 033, 039), and each rated person's feedback totals (021). After every
 * kind of write that changes them, the kept rows must equal what a fresh reading of bookings and
 * feedbacks works out, and the lists' count must agree. One demo school serves both.
 */
const engine = ENGINE;
const KEPT_COLUMNS = 'booking_id, direction, stu_id, adi_id, lesson_starts, learner_text, learner_order, instructor_order';
describe(`the kept feedback tables on ${engine}`, () => {
  let t: TestDb;
  let db: Kysely<Database>;
  const q = async <T = Record<string, unknown>>(text: string) => (await sql.raw<T>(text).execute(db)).rows;
  const windowStart = `london_date(now()) - ${FEEDBACK_WINDOW_DAYS}`;

  /** Kept rows of the window that a fresh reading lacks, and fresh ones the table lacks. */
  async function assertKeptEqualsFresh(when: string) {
    const fresh = `SELECT b.booking_id, d.direction, b.stu_id, b.adi_id, b.lesson_starts,
          lower(l.fname || ' ' || l.lname || ' ' || l.email || ' ' || l.mobile) AS learner_text,
          lower(l.lname || ' ' || l.fname) AS learner_order, lower(i.lname || ' ' || i.fname) AS instructor_order
        FROM bookings b JOIN learners l ON l.student_id = b.stu_id JOIN instructors i ON i.adi_id = b.adi_id
        CROSS JOIN (VALUES (1::smallint), (2::smallint)) AS d (direction)
        WHERE b.booking_state = 5 AND b.lesson_date >= ${windowStart}
          AND NOT EXISTS (SELECT 1 FROM feedbacks f WHERE f.booking_id = b.booking_id AND f.direction = d.direction)`;
    const kept = `SELECT ${KEPT_COLUMNS} FROM feedback_awaited WHERE lesson_date >= ${windowStart}`;
    assert.deepEqual(await q(`(${kept}) EXCEPT (${fresh})`), [], `kept but not awaiting, after ${when}`);
    assert.deepEqual(await q(`(${fresh}) EXCEPT (${kept})`), [], `awaiting but not kept, after ${when}`);
    for (const direction of [1, 2] as const) {
      const [row] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM (${fresh}) x WHERE direction = ${direction}`);
      assert.equal(await awaitingCount(db, direction), row!.n, `direction ${direction} counted after ${when}`);
    }
  }

  /** A lesson awaiting both feedbacks now. */
  const awaitingBoth = async () =>
    (
      await q<{ id: string }>(`SELECT booking_id AS id FROM feedback_awaited
          WHERE lesson_date >= ${windowStart} GROUP BY booking_id HAVING count(*) = 2 ORDER BY booking_id LIMIT 1`)
    )[0]!.id;

  const directionsKept = async (bookingId: string) =>
    (await q<{ direction: number }>(`SELECT direction FROM feedback_awaited WHERE booking_id = ${bookingId} ORDER BY 1`)).map(
      (r) => r.direction,
    );

  /** Records a learner's feedback on a lesson, with the questions of an earlier one. */
  const recordLearnerFeedback = (bookingId: string) =>
    q(`INSERT INTO feedbacks (booking_id, direction, stu_id, adi_id, q1_id, q1_rating, q2_id, q2_rating, q3_id, q3_rating)
        SELECT b.booking_id, 1, b.stu_id, b.adi_id, f.q1_id, 4, f.q2_id, 5, f.q3_id, 3
        FROM bookings b, (SELECT * FROM feedbacks WHERE direction = 1 LIMIT 1) f WHERE b.booking_id = ${bookingId}`);

  before(async () => {
    t = await openTestDb(engine);
    db = t.db;
    await seedDemoIfEmpty(db, { today: new Date() });
  });
  after(() => t.close());

  it('starts the window where the pending feedback lists do', async () => {
    const [row] = await q<{ same: boolean }>(`SELECT feedback_window_start() = ${windowStart} AS same`);
    assert.equal(row!.same, true);
  });

  it('matches a fresh reading over the seeded school, with lessons awaiting each direction', async () => {
    assert.ok((await awaitingCount(db, 1)) > 0 && (await awaitingCount(db, 2)) > 0, 'the demo school awaits both');
    await assertKeptEqualsFresh('seeding');
  });

  it('takes a lesson out when its feedback is recorded and puts it back when the feedback goes', async () => {
    const lesson = await awaitingBoth();
    await recordLearnerFeedback(lesson);
    assert.deepEqual(await directionsKept(lesson), [2]);
    await assertKeptEqualsFresh('a feedback recorded');
    await q(`DELETE FROM feedbacks WHERE booking_id = ${lesson} AND direction = 1`);
    assert.deepEqual(await directionsKept(lesson), [1, 2]);
    await assertKeptEqualsFresh('a feedback removed');
  });

  it('follows a completed lesson cancelled and completed again, keeping out the direction already answered', async () => {
    const lesson = await awaitingBoth();
    await recordLearnerFeedback(lesson);
    await q(`UPDATE bookings SET booking_state = 3, completed_at = NULL WHERE booking_id = ${lesson}`);
    assert.deepEqual(await directionsKept(lesson), []);
    await assertKeptEqualsFresh('a completed lesson cancelled');
    await q(`UPDATE bookings SET booking_state = 5, completed_at = lesson_end WHERE booking_id = ${lesson}`);
    assert.deepEqual(await directionsKept(lesson), [2]);
    await assertKeptEqualsFresh('the lesson completed again');
  });

  it('adds the lessons the lifecycle job completes', async () => {
    const [booked] = await q<{ booking_id: string }>(`INSERT INTO bookings
          (stu_id, adi_id, assign_id, cred_id, lesson_starts, lesson_end, booking_state, booking_lesson_type)
        SELECT a.stu_id, a.adi_id, a.assign_id, c.cred_id, s, s + interval '1 hour', 1, 2
        FROM assignments a
        JOIN LATERAL (SELECT cred_id FROM credits WHERE stu_id = a.stu_id AND cred_status = 1 ORDER BY cred_id LIMIT 1) c ON true
        CROSS JOIN LATERAL (SELECT date_trunc('day', now()) - interval '2 days' + interval '3 hours' AS s) t
        WHERE a.assign_status = 1
        ORDER BY a.assign_id LIMIT 1
        RETURNING booking_id`);
    assert.deepEqual(await directionsKept(booked!.booking_id), []);
    await runLifecycle(db, new Date(), { overviewPdfs: 0 });
    assert.deepEqual(await directionsKept(booked!.booking_id), [1, 2]);
    await assertKeptEqualsFresh('the lifecycle job');
  });

  it('keeps out a lesson older than the window, and the lifecycle job prunes the rows the window left', async () => {
    const [old] = await q<{ id: string }>(`SELECT booking_id AS id FROM bookings
        WHERE booking_state = 5 AND lesson_date < ${windowStart} ORDER BY booking_id LIMIT 1`);
    await q(`UPDATE bookings SET booking_state = 5 WHERE booking_id = ${old!.id}`);
    assert.deepEqual(await directionsKept(old!.id), []);
    // a row written while the lesson was still in the window
    await q(`INSERT INTO feedback_awaited (${KEPT_COLUMNS}, lesson_date)
        SELECT booking_id, 2, stu_id, adi_id, lesson_starts, '', '', '', lesson_date FROM bookings WHERE booking_id = ${old!.id}`);
    await assertKeptEqualsFresh('a row the window left behind');
    await runLifecycle(db, new Date(), { overviewPdfs: 0 });
    assert.deepEqual(await directionsKept(old!.id), []);
  });

  it("follows a learner's new name, e-mail and mobile, and an instructor's new name", async () => {
    const lesson = await awaitingBoth();
    const [people] = await q<{ stu_id: number; adi_id: number }>(
      `SELECT stu_id, adi_id FROM bookings WHERE booking_id = ${lesson}`,
    );
    await q(`UPDATE learners SET fname = 'Quenby', email = 'q.new@example.com', mobile = '07700900999'
        WHERE student_id = ${people!.stu_id}`);
    await assertKeptEqualsFresh("a learner's details changed");
    const [kept] = await q<{ learner_text: string }>(
      `SELECT learner_text FROM feedback_awaited WHERE booking_id = ${lesson} AND direction = 1`,
    );
    assert.match(kept!.learner_text, /^quenby .* q\.new@example\.com 07700900999$/);
    await q(`UPDATE instructors SET lname = 'Zzyzx' WHERE adi_id = ${people!.adi_id}`);
    await assertKeptEqualsFresh("an instructor's surname changed");
    const [renamed] = await q<{ instructor_order: string }>(
      `SELECT instructor_order FROM feedback_awaited WHERE booking_id = ${lesson} AND direction = 2`,
    );
    assert.match(renamed!.instructor_order, /^zzyzx /);
  });

  it("finds on the kept search text the lessons of the learners the learner tables' search finds", async () => {
    // The start of a surname as staff type it, taken from a lesson in the window: which lessons
    // are in it follows the time of day the school was seeded at, and the tests above rename people.
    const [awaiting] = await q<{ lname: string }>(
      'SELECT l.lname FROM feedback_awaited fa JOIN learners l ON l.student_id = fa.stu_id ORDER BY fa.booking_id LIMIT 1',
    );
    const surnameStart = awaiting!.lname.slice(0, 3).toLowerCase();
    for (const search of [surnameStart, 'a', '.co.uk', '07', 'a e']) {
      const found = (condition: ReturnType<typeof learnerSearch>) =>
        db
          .selectFrom('feedback_awaited as fa')
          .innerJoin('learners as l', 'l.student_id', 'fa.stu_id')
          .select(['fa.booking_id', 'fa.direction'])
          .where(condition!)
          .orderBy('fa.booking_id')
          .orderBy('fa.direction')
          .execute();
      const onKept = await found(learnerSearch(search, { id: sql`fa.stu_id`, text: sql`fa.learner_text` }));
      assert.ok(onKept.length > 0, `"${search}" finds lessons`);
      assert.deepEqual(onKept, await found(learnerSearch(search)), `"${search}"`);
    }
  });

  it('is rebuilt by refresh_feedback_awaited() to what the triggers kept', async () => {
    const before = await q(`SELECT ${KEPT_COLUMNS} FROM feedback_awaited ORDER BY 1, 2`);
    await q('SELECT refresh_feedback_awaited()');
    assert.deepEqual(await q(`SELECT ${KEPT_COLUMNS} FROM feedback_awaited ORDER BY 1, 2`), before);
  });

  describe("the rated people's feedback totals", () => {
    const keptTotals = `SELECT direction, person_id, feedbacks, score_sum, learner_text FROM feedback_totals`;
    // A rated learner's row keeps the learner's search text (043), an instructor's none.
    const freshTotals = `SELECT g.*, CASE g.direction WHEN 2 THEN
            (SELECT lower(l.fname || ' ' || l.lname || ' ' || l.email || ' ' || l.mobile) FROM learners l WHERE l.student_id = g.person_id)
          END AS learner_text
        FROM (SELECT direction, CASE direction WHEN 1 THEN adi_id ELSE stu_id END AS person_id,
            count(*)::int AS feedbacks, sum(q1_rating + q2_rating + q3_rating)::int AS score_sum
          FROM feedbacks GROUP BY 1, 2) g`;
    async function assertTotalsEqualFresh(when: string) {
      assert.deepEqual(await q(`(${keptTotals}) EXCEPT (${freshTotals})`), [], `kept but not so, after ${when}`);
      assert.deepEqual(await q(`(${freshTotals}) EXCEPT (${keptTotals})`), [], `so but not kept, after ${when}`);
      // The rating tables' unsearched totals: the people rated in each direction (043).
      const rated = await q<{ direction: number; n: number }>(`SELECT d.direction, count(g.person_id)::int AS n
          FROM (VALUES (1), (2)) AS d (direction) LEFT JOIN (${freshTotals}) g ON g.direction = d.direction GROUP BY 1 ORDER BY 1`);
      assert.deepEqual(
        [(await keptTotal(db, 'rated_instructors')).count, (await keptTotal(db, 'rated_learners')).count],
        rated.map((r) => r.n),
        `the rated people counted after ${when}`,
      );
    }
    const totalsOf = async (direction: number, person: number) =>
      (
        await q<{ feedbacks: number; score_sum: number }>(
          `SELECT feedbacks, score_sum FROM feedback_totals WHERE direction = ${direction} AND person_id = ${person}`,
        )
      )[0];

    it('match a fresh grouping of the seeded school and of every write above', async () => {
      assert.ok(((await q(keptTotals)) as unknown[]).length > 0, 'the demo school has rated people');
      await assertTotalsEqualFresh('seeding and the writes above');
    });

    it('follow a feedback recorded, its ratings changed and removed, dropping a person left with none', async () => {
      const lesson = await awaitingBoth();
      const [who] = await q<{ adi_id: number }>(`SELECT adi_id FROM bookings WHERE booking_id = ${lesson}`);
      const before = await totalsOf(1, who!.adi_id);
      await recordLearnerFeedback(lesson);
      const after = await totalsOf(1, who!.adi_id);
      assert.deepEqual(after, { feedbacks: (before?.feedbacks ?? 0) + 1, score_sum: (before?.score_sum ?? 0) + 12 });
      await q(`UPDATE feedbacks SET q1_rating = 1 WHERE booking_id = ${lesson} AND direction = 1`);
      assert.equal((await totalsOf(1, who!.adi_id))!.score_sum, after!.score_sum - 3);
      await assertTotalsEqualFresh('ratings changed');
      await q(`DELETE FROM feedbacks WHERE booking_id = ${lesson} AND direction = 1`);
      assert.deepEqual(await totalsOf(1, who!.adi_id), before);
      await assertTotalsEqualFresh('a feedback removed');
      // a learner's only feedbacks go: their row goes with them
      const [lone] = await q<{ stu_id: number }>(`SELECT stu_id FROM feedbacks WHERE direction = 2
          GROUP BY stu_id ORDER BY count(*), stu_id LIMIT 1`);
      await q(`DELETE FROM feedbacks WHERE direction = 2 AND stu_id = ${lone!.stu_id}`);
      assert.equal(await totalsOf(2, lone!.stu_id), undefined);
      await assertTotalsEqualFresh("a learner's last feedbacks removed");
    });

    it("follow a rated learner's new name, e-mail and mobile", async () => {
      const [rated] = await q<{ person_id: number }>(
        'SELECT person_id FROM feedback_totals WHERE direction = 2 ORDER BY 1 LIMIT 1',
      );
      await q(`UPDATE learners SET lname = 'Quillfeather', email = 'quill@example.com', mobile = '07700900321'
          WHERE student_id = ${rated!.person_id}`);
      const [kept] = await q<{ learner_text: string }>(
        `SELECT learner_text FROM feedback_totals WHERE direction = 2 AND person_id = ${rated!.person_id}`,
      );
      assert.match(kept!.learner_text, / quillfeather quill@example\.com 07700900321$/);
      await assertTotalsEqualFresh("a rated learner's details changed");
    });

    it("finds on the kept search text the rated learners the learner tables' search finds", async () => {
      const [rated] = await q<{ lname: string; person_id: number }>(`SELECT l.lname, k.person_id FROM feedback_totals k
          JOIN learners l ON l.student_id = k.person_id WHERE k.direction = 2 ORDER BY k.person_id LIMIT 1`);
      for (const search of [rated!.lname.slice(0, 3).toLowerCase(), 'a', '.co.uk', '07', 'a e', `L${rated!.person_id}`]) {
        const found = (condition: ReturnType<typeof learnerSearch>) =>
          db
            .selectFrom('feedback_totals as k')
            .innerJoin('learners as l', 'l.student_id', 'k.person_id')
            .select('k.person_id')
            .where('k.direction', '=', 2)
            .where(condition!)
            .orderBy('k.person_id')
            .execute();
        const onKept = await found(learnerSearch(search, { id: sql`k.person_id`, text: sql`k.learner_text` }));
        assert.ok(onKept.length > 0, `"${search}" finds rated learners`);
        assert.deepEqual(onKept, await found(learnerSearch(search)), `"${search}"`);
      }
    });

    it('are rebuilt by refresh_feedback_totals() to what the triggers kept', async () => {
      const before = await q(`${keptTotals} ORDER BY 1, 2`);
      await q('SELECT refresh_feedback_totals()');
      assert.deepEqual(await q(`${keptTotals} ORDER BY 1, 2`), before);
      await assertTotalsEqualFresh('the totals rebuilt');
      await q('SELECT fold_kept_totals()');
      await assertTotalsEqualFresh('the kept totals folded');
      await q('SELECT refresh_kept_totals()');
      await assertTotalsEqualFresh('the kept totals recounted');
    });
  });
});
