import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TEXTS, type AdminLessonPlan, type FranchisePlan } from '@dss/contract';
import { build, post, signIn, type TestApp } from '../test-support/inject';

describe('franchise and lesson plans', () => {
  let server: TestApp;
  let admin: string;
  let clerk: string;
  const call = (fields: Record<string, string>) => post(server.url, 'ctroaV2.php', { token: admin, ...fields });
  before(async () => {
    server = await build();
    admin = await signIn(server.url, 1, 'demo-admin');
    clerk = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server.close());

  const franchise = (o: Record<string, string> = {}) => ({
    savefranchiseplan: '1',
    initial_fee: '450',
    weekly_fee: '175.50',
    work_type: 'Full-Time',
    weekly_hours: '40',
    promo_code: 'JOIN24',
    ...o,
  });

  it('checks the franchise package form with the spec messages', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ initial_fee: '' }, 'initial_fee', 'Joining Fee is required.'],
      [{ initial_fee: 'abc' }, 'initial_fee', 'Fee must be a number'],
      [{ weekly_fee: '' }, 'weekly_fee', 'Weekly Fee is required.'],
      [{ weekly_fee: '1,5' }, 'weekly_fee', 'Fee must be a number'],
      [{ work_type: '' }, 'work_type', 'Work type is required.'],
      [{ work_type: 'Weekends' }, 'work_type', 'Work type is required.'],
      [{ weekly_hours: '' }, 'weekly_hours', 'Weekly Hours is required.'],
      [{ weekly_hours: '12.5' }, 'weekly_hours', 'Hours must be in whole numbers'],
      [{ weekly_hours: '0' }, 'weekly_hours', 'Hours must be more than 0 and less than 168'],
      [{ weekly_hours: '169' }, 'weekly_hours', 'Hours must be more than 0 and less than 168'],
      [{ promo_code: 'ABCDEFGHIJK' }, 'promo_code', 'Promotion code can not be more than 10 characters long'],
    ];
    for (const [o, field, message] of cases) {
      const res = await call(franchise(o));
      assert.equal(res.status, 422, JSON.stringify(o));
      assert.equal(res.json().result.errors[field], message, JSON.stringify(o));
    }
  });

  it('creates a franchise plan, lists it and removes it once', async () => {
    const before: FranchisePlan[] = (await call({ loadfranchiseplans: '1' })).json();
    assert.equal((await call(franchise({ weekly_hours: '168' }))).text, 'SUCCESS');
    assert.equal((await call(franchise({ work_type: 'Part-Time', weekly_hours: '20', promo_code: '' }))).text, 'SUCCESS');
    const plans: FranchisePlan[] = (await call({ loadfranchiseplans: '1' })).json();
    assert.equal(plans.length, before.length + 2);
    const full = plans.find((p) => p.weekly_hours === 168)!;
    assert.deepEqual(
      {
        initial_fee: full.initial_fee,
        weekly_fee: full.weekly_fee,
        work_type: full.work_type,
        promo_code: full.promo_code,
        state: full.state,
      },
      { initial_fee: '450.00', weekly_fee: '175.50', work_type: 'Full-Time', promo_code: 'JOIN24', state: 1 },
    );
    assert.equal(plans.find((p) => p.weekly_hours === 20)!.promo_code, null);
    assert.equal((await call({ removefranchiseplan: '1', plan_id: String(full.plan_id) })).text, 'SUCCESS');
    const after: FranchisePlan[] = (await call({ loadfranchiseplans: '1' })).json();
    assert.equal(after.find((p) => p.plan_id === full.plan_id)!.state, 0);
    const again = await call({ removefranchiseplan: '1', plan_id: String(full.plan_id) });
    assert.equal(again.json().result.text, ADMIN_TEXTS.franchiseRemoveError);
    assert.equal((await call({ removefranchiseplan: '1', plan_id: 'x' })).json().result.errors.plan_id, 'Plan is required.');
  });

  const lesson = (o: Record<string, string> = {}) => ({
    savelessonplan: '1',
    desc: 'Motorway pack - 3 hours manual',
    price: '99.95',
    hours: '3',
    gears: 'manual',
    promocode: '',
    ...o,
  });

  it('checks the lesson package form with the spec messages', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ desc: '' }, 'desc', 'Description is required.'],
      [{ desc: 'x'.repeat(151) }, 'desc', 'Description is too long'],
      [{ price: '' }, 'price', 'Package Price is required.'],
      [{ price: 'ten' }, 'price', 'Package Price must be a number'],
      [{ hours: '' }, 'hours', 'Package Total Hours is required.'],
      [{ hours: 'three' }, 'hours', 'Package Total Hours must be a number.'],
      [{ gears: '' }, 'gears', 'Gear Type is required.'],
      [{ gears: 'both' }, 'gears', 'Gear Type is required.'],
      [{ promocode: 'ABCDEFGHIJK' }, 'promocode', 'Promotion code can not be more than 10 characters long'],
    ];
    for (const [o, field, message] of cases) {
      const res = await call(lesson(o));
      assert.equal(res.status, 422, JSON.stringify(o));
      assert.equal(res.json().result.errors[field], message, JSON.stringify(o));
    }
  });

  it('creates a lesson plan that the office sees in its packages, until it is removed', async () => {
    const packs = async () =>
      (await post(server.url, 'ctrouV2.php', { token: clerk, lessonpacks: '1' })).json() as Promise<
        { plan_id: number; text_description: string }[]
      >;
    assert.equal((await call(lesson({ promocode: 'MWAY3' }))).text, 'SUCCESS');
    const plans: AdminLessonPlan[] = (await call({ loadlessonplans: '1' })).json();
    const made = plans.find((p) => p.text_description === 'Motorway pack - 3 hours manual')!;
    assert.deepEqual(
      { price: made.plan_price, hours: made.hours, gear: made.gear_type, promo: made.promocode, status: made.status },
      { price: '99.95', hours: 3, gear: 'manual', promo: 'MWAY3', status: 1 },
    );
    assert.ok((await packs()).some((p) => p.plan_id === made.plan_id));
    assert.equal((await call({ removelessonplan: '1', plan_id: String(made.plan_id) })).text, 'SUCCESS');
    assert.ok(!(await packs()).some((p) => p.plan_id === made.plan_id));
    const listed: AdminLessonPlan[] = (await call({ loadlessonplans: '1' })).json();
    assert.equal(listed.find((p) => p.plan_id === made.plan_id)!.status, 0);
    assert.equal(
      (await call({ removelessonplan: '1', plan_id: String(made.plan_id) })).json().result.text,
      ADMIN_TEXTS.lessonRemoveError,
    );
  });
});
