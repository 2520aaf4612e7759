import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  ALL_ACTIONS,
  ENDPOINTS,
  FINANCE_REFUSALS,
  financeActions,
  overviewActions,
  addMonthsToDay,
  dayNumber,
  dayText,
  londonDate,
  londonInstant,
} from '@dss/contract';
import { addFranchise, addInstructor, countRows } from '../test-support/school-fixtures';
import { build, post, signIn, type TestApp } from '../test-support/inject';

describe('instructor payments', () => {
  let server: TestApp;
  let clerk: string;
  let admin: string;
  let adi: number;
  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const payment = (over: Record<string, string> = {}) => ({
    saveinstructorpayment: '1',
    id: String(adi),
    ref: 'FEB-WK1',
    amount: '120.50',
    trdatetime: '2025-02-03 09:15',
    type: '2',
    method: '1',
    idemkey: randomUUID(),
    ...over,
  });

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
    adi = await addInstructor(server.db, {
      fname: 'Priya',
      lname: 'Raman',
      email: 'priya.raman@example.invalid',
      curr_postcode: 'E7 9HZ',
    });
  });
  after(() => server.close());

  it('declares no action field that is a request key of another action on its endpoint', () => {
    const mine = [...Object.values(financeActions), ...Object.values(overviewActions)];
    for (const a of mine) {
      for (const other of ALL_ACTIONS.filter((o) => o.endpoint === a.endpoint && o !== a)) {
        const keys = Object.keys((other.request as unknown as { shape?: object }).shape ?? {});
        assert.ok(!keys.includes(a.field), `${a.field} is a request key of ${other.field}`);
      }
      for (const other of ALL_ACTIONS.filter((o) => o.endpoint === a.endpoint && o !== a)) {
        const keys = Object.keys((a.request as unknown as { shape?: object }).shape ?? {});
        assert.ok(!keys.includes(other.field), `${a.field} has a request key named like action ${other.field}`);
      }
      assert.equal(a.endpoint, ENDPOINTS.officeUser);
    }
  });

  it('answers 401 without a token and 403 to an administrator, for every finance and overview action', async () => {
    const fields = [...Object.values(financeActions), ...Object.values(overviewActions)].map((a) => a.field);
    for (const field of fields) {
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1' })).status, 401, field);
      assert.equal((await call({ [field]: '1' }, admin)).status, 403, field);
    }
  });

  it('lists payment types and methods', async () => {
    const types = (await call({ loadpaymenttypes: '1' })).json();
    assert.deepEqual(types[1], { id: 2, txt: 'Franchise fee' });
    const methods = (await call({ loadpaymentmethods: '1' })).json();
    assert.deepEqual(methods[0], { id: 1, txt: 'Bank transfer' });
    assert.deepEqual(methods[1], { id: 2, txt: 'Debit or credit card' });
  });

  it('refuses an empty payment with the messages of document 3 §5', async () => {
    const res = await call({ saveinstructorpayment: '1' });
    assert.equal(res.status, 422);
    const { errors } = res.json().result;
    assert.equal(errors.id, 'Please select an instructor');
    assert.equal(errors.ref, 'Reference is required.');
    assert.equal(errors.amount, 'Amount is required.');
    assert.equal(errors.trdatetime, 'Transaction date & time required.');
    assert.equal(errors.method, 'Transaction method required.');
    assert.equal(errors.type, 'Transaction type required.');
    assert.equal(errors.idemkey, 'Payment key is required.');
  });

  it('checks reference length, amount and date-time shapes', async () => {
    const errorsOf = async (over: Record<string, string>) => (await call(payment(over))).json().result.errors;
    assert.equal((await errorsOf({ ref: 'R'.repeat(19) })).ref, 'Reference is too long. Max 18 characters');
    assert.equal((await errorsOf({ ref: 'bad\u0000ref' })).ref, 'Text contains characters that are not allowed.');
    for (const amount of ['0', '0.00', '-5', '12.345', 'ten', '99999999999']) {
      assert.equal((await errorsOf({ amount })).amount, 'Invalid amount.', amount);
    }
    for (const trdatetime of ['2025-02-30 09:00', '2025-02-03', '03/02/2025 09:00', '2025-02-03 25:00']) {
      assert.equal((await errorsOf({ trdatetime })).trdatetime, 'Transaction date & time required.', trdatetime);
    }
    assert.equal((await errorsOf({ type: '0' })).type, 'Transaction type required.');
    assert.equal((await errorsOf({ method: 'card' })).method, 'Transaction method required.');
    assert.equal((await errorsOf({ idemkey: 'short' })).idemkey, 'Payment key is required.');
    // a type or method the lists do not hold
    const unknownType = await call(payment({ type: '99' }));
    assert.equal(unknownType.status, 422);
    assert.equal(unknownType.json().result.text, 'Transaction type required.');
    const unknownMethod = await call(payment({ method: '99' }));
    assert.equal(unknownMethod.json().result.text, 'Transaction method required.');
    const noAdi = await call(payment({ id: '999999' }));
    assert.equal(noAdi.status, 404);
    assert.equal(noAdi.json().result.text, FINANCE_REFUSALS.noInstructor);
  });

  it('records a payment with its London time, type, method and the staff member', async () => {
    const key = randomUUID();
    const res = await call(payment({ idemkey: key, ref: 'MAR-WK1', trdatetime: '2025-03-31 09:15' }));
    assert.equal(res.status, 200);
    assert.equal(res.text, 'SUCCESS');
    const row = await server.db
      .selectFrom('instructor_payments')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    assert.equal(row.adi_id, adi);
    assert.equal(row.amount, '120.50');
    assert.equal(row.type_id, 2);
    assert.equal(row.method_id, 1);
    assert.equal(row.recorded_by, 3);
    // 09:15 BST on 31 March 2025 is 08:15 UTC
    assert.equal(row.date_of_transaction.toISOString(), '2025-03-31T08:15:00.000Z');
  });

  it('answers a repeat with the same key with the first result and writes nothing', async () => {
    const fields = payment({ ref: 'REPEAT-1' });
    assert.equal((await call(fields)).text, 'SUCCESS');
    const before = await countRows(server.db, 'instructor_payments');
    const again = await call(fields);
    assert.equal(again.status, 200);
    assert.equal(again.text, 'SUCCESS');
    assert.equal(await countRows(server.db, 'instructor_payments'), before);
    // the same key with other details is refused, not silently dropped
    const changed = await call({ ...fields, amount: '99.00' });
    assert.equal(changed.status, 409);
    assert.equal(changed.json().result.text, FINANCE_REFUSALS.keyReused);
    assert.equal(await countRows(server.db, 'instructor_payments'), before);
  });

  it('writes one payment when identical posts arrive together', async () => {
    const fields = payment({ ref: 'DOUBLE-CLICK' });
    const before = await countRows(server.db, 'instructor_payments');
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(fields)));
    assert.deepEqual(
      answers.map((a) => [a.status, a.text]),
      answers.map(() => [200, 'SUCCESS']),
    );
    assert.equal(await countRows(server.db, 'instructor_payments'), before + 1);
    const rows = await server.db
      .selectFrom('instructor_payments')
      .select('reference')
      .where('reference', '=', 'DOUBLE-CLICK')
      .execute();
    assert.equal(rows.length, 1);
  });

  it('accepts a card payment: the method is always 2 and card fields are never kept', async () => {
    const key = randomUUID();
    const res = await call({
      acceptinstructorpayment: '1',
      id: String(adi),
      ref: 'CARD-1',
      amount: '75.00',
      trdatetime: '2025-01-15 14:00',
      type: '2',
      method: '1',
      idemkey: key,
      cardnumber: '4111111111111111',
      cvv: '123',
    });
    assert.equal(res.text, 'SUCCESS');
    const row = await server.db
      .selectFrom('instructor_payments')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    assert.equal(row.method_id, 2);
    const stored = await sql<{ hit: number }>`
      SELECT count(*)::int AS hit FROM instructor_payments p WHERE p::text LIKE '%4111111111111111%'`.execute(server.db);
    assert.equal(stored.rows[0]!.hit, 0);
    const empty = await call({ acceptinstructorpayment: '1' });
    assert.equal(empty.json().result.errors.ref, 'Reference is required.');
    assert.equal(empty.json().result.errors.method, undefined);
  });

  it("lists the last 6 months' payments, from the first day of the month six months back, paged with their sum", async () => {
    const other = await addInstructor(server.db);
    const today = londonDate(new Date());
    const first = dayNumber(`${today.slice(0, 7)}-01`);
    const windowStart = addMonthsToDay(first, -6);
    const insert = (day: number, minutes: number, amount: string, ref: string) =>
      server.db
        .insertInto('instructor_payments')
        .values({
          adi_id: other,
          reference: ref,
          amount,
          type_id: 2,
          method_id: 3,
          date_of_transaction: londonInstant(day, minutes),
          recorded_by: 2,
        })
        .execute();
    await insert(windowStart - 1, 23 * 60 + 59, '10.00', 'TOO-OLD');
    await insert(windowStart, 0, '20.00', 'FIRST-DAY');
    await insert(dayNumber(today), 0, '30.25', 'TODAY');
    for (let k = 0; k < 12; k++) await insert(windowStart + 3 + k, 600, '1.10', `W${k}`);

    const res = await call({ instructorpaymenthistory: '1', id: String(other), sort: 'date_of_transaction', dir: 'desc' });
    assert.equal(res.status, 200);
    const page = res.json();
    assert.equal(page.start, dayText(windowStart));
    assert.equal(page.end, today);
    assert.equal(page.total, 14);
    assert.equal(page.rows.length, 10);
    assert.equal(page.rows[0].reference, 'TODAY');
    assert.equal(page.amount_total, '63.45');
    assert.equal(page.rows[0].type_name, 'Franchise fee');
    assert.equal(page.rows[0].method_name, 'Cash');
    assert.equal(page.rows[0].staff_name, 'Daniel Okafor');
    const second = (
      await call({ instructorpaymenthistory: '1', id: String(other), sort: 'date_of_transaction', dir: 'desc', page: '1' })
    ).json();
    assert.equal(second.rows.length, 4);
    assert.equal(second.rows.at(-1).reference, 'FIRST-DAY');

    // An explicit range (the franchise payment report) and a search.
    const ranged = (
      await call({
        instructorpaymenthistory: '1',
        id: String(other),
        start: dayText(windowStart - 1),
        end: dayText(windowStart),
      })
    ).json();
    assert.deepEqual(
      ranged.rows.map((r: { reference: string }) => r.reference),
      ['TOO-OLD', 'FIRST-DAY'],
    );
    assert.equal(ranged.amount_total, '30.00');
    const searched = (await call({ instructorpaymenthistory: '1', id: String(other), search: 'first' })).json();
    assert.equal(searched.total, 1);
    const backwards = await call({ instructorpaymenthistory: '1', id: String(other), start: '2025-02-01', end: '2025-01-01' });
    assert.equal(backwards.json().result.errors.end, 'The start date must be before the end date.');
  });

  it("answers the instructor's current franchise package, or none", async () => {
    const none = (await call({ instructorfranchiseplan: '1', id: String(adi) })).json();
    assert.equal(none.plan_data, null);
    assert.equal(none.name, 'Mr Priya Raman');
    const withPlan = await addInstructor(server.db);
    await addFranchise(server.db, withPlan, { weeklyFee: '150.00', weeklyHours: 40, startDate: '2024-09-02', regularity: 4.33 });
    const report = (await call({ instructorfranchiseplan: '1', id: String(withPlan) })).json();
    assert.equal(report.plan_data.weekly_fee, '150.00');
    assert.equal(report.plan_data.initial_fee, '500.00');
    assert.equal(report.plan_data.work_type, 'Full-Time');
    assert.equal(report.regularity, 4.33);
    assert.equal(report.regularity_name, 'Monthly');
    assert.equal(report.start_date, '2024-09-02');
    assert.equal(report.recored_by, 'Daniel Okafor');
    assert.equal((await call({ instructorfranchiseplan: '1', id: '999999' })).status, 404);
  });

  it('lists active, approved instructors only, searched and paged in the database', async () => {
    const blocked = await addInstructor(server.db, { lname: 'Blockedson', acc_state: 0 });
    const pending = await addInstructor(server.db, { lname: 'Pendington', approved_at: null, approved_by: null, acc_state: 3 });
    const all = (await call({ activeinstructorlist: '1', pagesize: '100' })).json();
    const ids = all.rows.map((r: { adi_id: number }) => r.adi_id);
    assert.ok(ids.includes(adi));
    assert.ok(!ids.includes(blocked) && !ids.includes(pending));
    assert.equal(all.total, ids.length);
    const row = all.rows.find((r: { adi_id: number }) => r.adi_id === adi);
    assert.equal(row.title, 'Mr');
    assert.equal(row.currAddr.postcode, 'E7 9HZ');
    assert.equal(row.accState, 1);
    const byId = (await call({ activeinstructorlist: '1', search: `A${adi}` })).json();
    assert.deepEqual(
      byId.rows.map((r: { adi_id: number }) => r.adi_id),
      [adi],
    );
    const byName = (await call({ activeinstructorlist: '1', search: 'priya ram' })).json();
    assert.equal(byName.total, 1);
    const paged = (await call({ activeinstructorlist: '1', pagesize: '5', sort: 'adi_id', dir: 'desc' })).json();
    assert.equal(paged.rows.length, Math.min(5, all.total));
    assert.equal(
      (await call({ activeinstructorlist: '1', pagesize: '7' })).json().result.errors.pagesize,
      'Page size is not valid.',
    );
  });
});
