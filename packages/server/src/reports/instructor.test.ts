import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InstructorReport } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';
import { MARCH, seedReportSchool } from '../test-support/report-fixtures';
import { RETENTION_TYPES } from './instructor';

// Figures counted by hand from the school in report-fixtures.ts (March 2025, by day). With the
// school in March: a1 (m, C, E7, active), a2 (f, B, IG1, blocked, joined the 10th), a3 (m, F,
// E7, left the 20th). Not: a4 (left in December), a5 (awaiting approval), a6 (joined 00:30 BST
// on 1 April).

const kc = (...pairs: [string, number][]) => pairs.map(([key, count]) => ({ key, count }));
const pcs = (...pairs: [string, number][]) => pairs.map(([outer_pc, no_adis]) => ({ outer_pc, no_adis }));
const NONE: InstructorReport = {
  unit: 'day',
  gear_type: null,
  dual_ctrl: null,
  fuel_type: null,
  makes: null,
  body_type: null,
  reg_year: null,
  adi_per_teaching_gender: null,
  adi_per_lang: null,
  learner_per_lang: null,
  learner_pc_by_lang: null,
  adi_gender_count: null,
  adi_age_count: null,
  adi_age_gender: null,
  retention: null,
  adi_per_pc: null,
  comp_per_pc: null,
  completed_lessons_count: null,
  rescheduled_lessons_count: null,
  active_adi_pcs: null,
  inactive_adi_pcs: null,
  total_adi_pcs: null,
  departed_adis: null,
  new_adis: null,
};

describe('instructor reports', () => {
  let app: TestApp;
  let token: string;
  const report = async (reportNo: number, range = MARCH): Promise<InstructorReport> => {
    const res = await post(app.url, 'ctrouV2.php', { token, instructorreport: '1', reportNo: String(reportNo), ...range });
    assert.equal(res.status, 200, res.text);
    return res.json();
  };

  before(async () => {
    app = await build();
    token = await signIn(app.url, 2, 'demo-user');
    await seedReportSchool(app.db);
  });
  after(() => app.close());

  it('1 counts the active vehicles of the instructors with the school', async () => {
    // a1's Ford, a2's Toyota, a3's Ford; a1's inactive Kia and a4's Audi are left out.
    assert.deepEqual(await report(1), {
      ...NONE,
      gear_type: kc(['automatic', 1], ['manual', 2]),
      dual_ctrl: kc(['No', 1], ['Yes', 2]),
      fuel_type: kc(['Diesel', 1], ['Hybrid', 1], ['Petrol', 1]),
      makes: kc(['Ford', 2], ['Toyota', 1]),
      body_type: kc(['Hatchback', 2], ['Saloon', 1]),
      reg_year: kc(['2019', 2], ['2021', 1]),
    });
  });

  it('2 counts teaching genders, secondary languages, and learners asking for one by postcode', async () => {
    // l1 (E15, Polish) and l2 (IG1, Urdu); l3 joined in April (London).
    assert.deepEqual(await report(2), {
      ...NONE,
      adi_per_teaching_gender: kc(['any', 1], ['female', 1], ['male', 1]),
      adi_per_lang: kc(['Polish', 2], ['Urdu', 1]),
      learner_per_lang: kc(['Polish', 1], ['Urdu', 1]),
      learner_pc_by_lang: [
        { postcode: 'E15', langs: 'Polish', count: 1 },
        { postcode: 'IG1', langs: 'Urdu', count: 1 },
      ],
    });
  });

  it('3, 8 and 9 count genders and age bands at the end of the range', async () => {
    const genders = kc(['f', 1], ['m', 2]);
    const ages = kc(['B', 1], ['C', 1], ['F', 1]);
    assert.deepEqual(await report(3), {
      ...NONE,
      adi_gender_count: genders,
      adi_age_count: ages,
      adi_age_gender: [
        { age: 'B', gender: 'f', count: 1 },
        { age: 'C', gender: 'm', count: 1 },
        { age: 'F', gender: 'm', count: 1 },
      ],
    });
    assert.deepEqual(await report(8), { ...NONE, adi_gender_count: genders });
    assert.deepEqual(await report(9), { ...NONE, adi_age_count: ages });
  });

  it('4 measures days with the school, to leaving or to the end of the range', async () => {
    // a1 2020-01-02 to 2025-03-31: 1915 days; a2 10 to 31 March: 21; a3 2021-06-01 to 2025-03-20: 1388.
    assert.deepEqual(await report(4), {
      ...NONE,
      retention: [
        { type: RETENTION_TYPES.left, total: 1, min: 1388, max: 1388, average: 1388 },
        { type: RETENTION_TYPES.stayed, total: 2, min: 21, max: 1915, average: 968 },
        { type: RETENTION_TYPES.all, total: 3, min: 21, max: 1915, average: 1108 },
      ],
    });
  });

  it('5 counts instructors covering each postcode and complaints recorded per postcode', async () => {
    assert.deepEqual(await report(5), {
      ...NONE,
      adi_per_pc: pcs(['E15', 2], ['E7', 2], ['IG1', 1]),
      comp_per_pc: [
        { outer_pc: 'E15', total: 1 },
        { outer_pc: 'IG1', total: 1 },
        { outer_pc: 'Not known', total: 1 },
      ],
    });
  });

  it('6 and 7 count lessons provided and rescheduled per London day', async () => {
    const days = (...d: string[]) => d.map((dates) => ({ dates, count: 1 }));
    assert.deepEqual(await report(6), {
      ...NONE,
      completed_lessons_count: days('2025-03-12', '2025-03-14', '2025-03-20', '2025-03-30'),
    });
    assert.deepEqual(await report(7), { ...NONE, rescheduled_lessons_count: days('2025-03-14', '2025-03-31') });
  });

  it('10 counts instructors by the postcode of their address, active and not', async () => {
    assert.deepEqual(await report(10), {
      ...NONE,
      active_adi_pcs: pcs(['E7', 1]),
      inactive_adi_pcs: pcs(['E7', 1], ['IG1', 1]),
      total_adi_pcs: pcs(['E7', 2], ['IG1', 1]),
    });
  });

  it('11 and 12 count instructors leaving and joining on London days of the range', async () => {
    assert.deepEqual(await report(11), { ...NONE, departed_adis: [{ departed_on: '2025-03-20', no_adis: 1 }] });
    assert.deepEqual(await report(12), { ...NONE, new_adis: [{ joined_on: '2025-03-10', no_adis: 1 }] });
  });

  it('answers empty lists for a range with nothing in it', async () => {
    const empty = { start: '2019-04-01', end: '2019-04-07' };
    const r = await Promise.all(Array.from({ length: 12 }, (_, i) => report(i + 1, empty)));
    assert.deepEqual(r[0]!.makes, []);
    assert.deepEqual(r[1]!.learner_pc_by_lang, []);
    assert.deepEqual(r[2]!.adi_age_gender, []);
    assert.deepEqual(r[3]!.retention, [{ type: RETENTION_TYPES.all, total: 0, min: null, max: null, average: null }]);
    assert.deepEqual(r[4]!.adi_per_pc, []);
    assert.deepEqual(r[5]!.completed_lessons_count, []);
    assert.deepEqual(r[6]!.rescheduled_lessons_count, []);
    assert.deepEqual(r[9]!.total_adi_pcs, []);
    assert.deepEqual(r[10]!.departed_adis, []);
    assert.deepEqual(r[11]!.new_adis, []);
  });
});
