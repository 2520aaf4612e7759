import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { FINANCE_REFUSALS, FINANCE_TEXTS, taxYearLabel, taxYearOf, londonDate } from '@dss/contract';
import { recordLearnerPayment } from '../lifecycle/credits';
import { addInstructor, addLearner, addPlan, countRows } from '../test-support/school-fixtures';
import { build, post, signIn, type TestApp } from '../test-support/inject';

describe('financial management records', () => {
  let server: TestApp;
  let clerk: string;
  let adi: number;
  let other: number;
  let incomeCat: number;
  let expenseCat: number;
  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const income = (over: Record<string, string> = {}) => ({
    saveincome: '1',
    adi: String(adi),
    type: String(incomeCat),
    date: '2025-01-14',
    amount: '45.00',
    method: 'Bank transfer',
    status: 'completed',
    notes: 'Lesson top-up',
    idemkey: randomUUID(),
    ...over,
  });

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
    adi = await addInstructor(server.db, { fname: 'Priya', lname: 'Raman' });
    other = await addInstructor(server.db, { fname: 'Tom', lname: 'Hale' });
  });
  after(() => server.close());

  it('refuses an empty category with the messages of document 3 §5', async () => {
    const res = await call({ savefinancecategory: '1' });
    assert.equal(res.status, 422);
    assert.deepEqual(res.json().result.errors, {
      cat: 'Category name is required.',
      type: 'Category type is required.',
      rate: 'Tax is required.',
    });
    const errorsOf = async (cat: string) =>
      (await call({ savefinancecategory: '1', cat, type: 'income', rate: 'claimable' })).json().result.errors.cat;
    assert.equal(await errorsOf('A'), 'Category name must be at least 2 characters.');
    assert.equal(await errorsOf('C'.repeat(101)), 'Category name must be less than 100 characters.');
    const wrong = (await call({ savefinancecategory: '1', cat: 'Fuel', type: 'other', rate: 'sometimes' })).json().result.errors;
    assert.equal(wrong.type, 'Category type is required.');
    assert.equal(wrong.rate, 'Tax is required.');
  });

  it('records categories, refuses a duplicate name of the same type with the spec error, and lists them', async () => {
    assert.equal(
      (await call({ savefinancecategory: '1', cat: 'Lesson fees', type: 'income', rate: 'claimable' })).text,
      'SUCCESS',
    );
    assert.equal((await call({ savefinancecategory: '1', cat: 'Fuel', type: 'expense', rate: 'claimable' })).text, 'SUCCESS');
    assert.equal((await call({ savefinancecategory: '1', cat: 'Fuel', type: 'income', rate: 'non-claimable' })).text, 'SUCCESS');
    const dup = await call({ savefinancecategory: '1', cat: '  fuel ', type: 'expense', rate: 'claimable' });
    assert.equal(dup.status, 409);
    assert.equal(dup.json().result.text, FINANCE_TEXTS.categoryFailed);
    const all = (await call({ loadfinancecategories: '1' })).json();
    assert.equal(all.length, 3);
    const expenses = (await call({ loadfinancecategories: '1', kind: 'expense' })).json();
    assert.deepEqual(
      expenses.map((c: { category: string; type: string; tax: string }) => [c.category, c.type, c.tax]),
      [['Fuel', 'expense', 'claimable']],
    );
    incomeCat = all.find((c: { category: string }) => c.category === 'Lesson fees').rec_id;
    expenseCat = expenses[0].rec_id;
    assert.equal(await countRows(server.db, 'finance_categories'), 3);
  });

  it('refuses an empty income or expense with the messages of document 3 §5', async () => {
    const inc = (await call({ saveincome: '1' })).json().result.errors;
    assert.equal(inc.adi, 'Driving instructor is required');
    assert.equal(inc.type, 'Income type is required');
    assert.equal(inc.date, 'Date is required');
    assert.equal(inc.amount, 'Amount is required');
    assert.equal(inc.method, 'Payment method is required');
    assert.equal(inc.status, 'Status is required');
    assert.equal(inc.idemkey, 'Payment key is required.');
    const exp = (await call({ saveexpense: '1' })).json().result.errors;
    assert.equal(exp.type, 'Expense type is required');
    const errorsOf = async (over: Record<string, string>) => (await call(income(over))).json().result.errors;
    assert.equal((await errorsOf({ amount: '0' })).amount, 'Amount must be greater than 0');
    assert.equal((await errorsOf({ amount: '-3.00' })).amount, 'Amount must be greater than 0');
    assert.equal((await errorsOf({ date: '2025-02-29' })).date, 'Date is required');
    assert.equal((await errorsOf({ status: 'done' })).status, 'Status is required');
    // the rule is 250 characters; the message is the spec's, word for word
    assert.equal((await errorsOf({ notes: 'n'.repeat(251) })).notes, 'Notes must be less than 500 characters');
    assert.equal((await call(income({ notes: 'n'.repeat(250) }))).text, 'SUCCESS');
    // a category of the other kind is not an income type
    const crossed = await call(income({ type: String(expenseCat) }));
    assert.equal(crossed.status, 422);
    assert.equal(crossed.json().result.text, 'Income type is required');
    const unknownAdi = await call(income({ adi: '999999' }));
    assert.equal(unknownAdi.json().result.text, 'Driving instructor is required');
  });

  it("records income and expenses for an instructor or the school's own, once per key", async () => {
    const fields = income({ amount: '120.00', date: '2025-01-20', notes: '' });
    assert.equal((await call(fields)).text, 'SUCCESS');
    const before = await countRows(server.db, 'finance_transactions');
    const repeats = await Promise.all([call(fields), call(fields), call(fields)]);
    assert.ok(repeats.every((r) => r.text === 'SUCCESS'));
    assert.equal(await countRows(server.db, 'finance_transactions'), before);
    const changed = await call({ ...fields, amount: '121.00' });
    assert.equal(changed.json().result.text, FINANCE_REFUSALS.keyReused);
    const saved = await server.db
      .selectFrom('finance_transactions')
      .selectAll()
      .where('idempotency_key', '=', fields.idemkey)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [saved.kind, saved.adi_id, saved.t_amount, saved.t_notes, saved.recorded_by],
      ['income', adi, '120.00', null, 3],
    );

    const school = {
      saveexpense: '1',
      adi: 'school',
      type: String(expenseCat),
      date: '2025-01-31',
      amount: '1850.00',
      method: 'Standing order',
      status: 'completed',
      notes: 'Office rent',
      idemkey: randomUUID(),
    };
    assert.equal((await call(school)).text, 'SUCCESS');
    const rent = await server.db
      .selectFrom('finance_transactions')
      .selectAll()
      .where('idempotency_key', '=', school.idemkey)
      .executeTakeFirstOrThrow();
    assert.equal(rent.adi_id, null);
    assert.equal(rent.kind, 'expense');
    await call({ ...school, adi: String(other), amount: '60.00', status: 'pending', notes: 'Fuel card', idemkey: randomUUID() });
    await call({ ...school, adi: String(adi), amount: '40.50', status: 'cancelled', notes: 'Fuel', idemkey: randomUUID() });
  });

  it('lists records by instructor or for the whole school, paged, with sums from the database', async () => {
    for (let k = 0; k < 11; k++) await call(income({ amount: '10.10', date: `2025-02-${String(k + 1).padStart(2, '0')}` }));
    const mine = (
      await call({ financetransactions: '1', adiid: String(adi), type: 'income', sort: 't_date', dir: 'desc' })
    ).json();
    assert.equal(mine.total, 13);
    assert.equal(mine.rows.length, 10);
    assert.equal(mine.rows[0].t_date, '2025-02-11');
    assert.equal(mine.rows[0].cat_name, 'Lesson fees');
    assert.equal(mine.rows[0].adi_name, 'Priya Raman');
    assert.equal(mine.rows[0].tax, 'claimable');
    // the 250-character note's 45.00 + 120.00 + 11 x 10.10
    assert.equal(mine.amount_total, '276.10');
    assert.equal(mine.completed_total, '276.10');
    const school = (await call({ financetransactions: '1', adiid: 'school', type: 'expense', sort: 't_amount' })).json();
    assert.equal(school.total, 3);
    assert.deepEqual(
      school.rows.map((r: { t_amount: string; adi_name: string; t_status: string }) => [r.t_amount, r.adi_name, r.t_status]),
      [
        ['40.50', 'Priya Raman', 'cancelled'],
        ['60.00', 'Tom Hale', 'pending'],
        ['1850.00', 'Driving school', 'completed'],
      ],
    );
    assert.equal(school.amount_total, '1950.50');
    assert.equal(school.completed_total, '1850.00');
    const searched = (await call({ financetransactions: '1', adiid: 'school', type: 'expense', search: 'rent' })).json();
    assert.equal(searched.total, 1);
    const ranged = (
      await call({ financetransactions: '1', adiid: 'school', type: 'income', from: '2025-02-01', to: '2025-02-05' })
    ).json();
    assert.equal(ranged.total, 5);
    assert.equal(ranged.amount_total, '50.50');
    const bad = (await call({ financetransactions: '1', adiid: 'nobody', type: 'both' })).json().result.errors;
    assert.equal(bad.adiid, 'Driving instructor is required');
    assert.equal(bad.type, 'Category type is required.');
  });

  it('refuses mileage with the messages of document 3 §5 and records it', async () => {
    const empty = (await call({ savemileage: '1' })).json().result.errors;
    assert.deepEqual(empty, {
      adi: 'Please select a driving instructor.',
      date: 'Date is required.',
      type: 'Mileage type is required.',
      start: 'Start mileage is required.',
      end: 'End mileage is required.',
    });
    const trip = { savemileage: '1', adi: String(adi), date: '2025-01-10', type: 'business', start: '12000.4', end: '12042.6' };
    const errorsOf = async (over: Record<string, string>) => (await call({ ...trip, ...over })).json().result.errors;
    assert.equal((await errorsOf({ start: '-1' })).start, 'Start mileage cannot be negative.');
    assert.equal((await errorsOf({ end: '-5' })).end, 'End mileage cannot be negative.');
    assert.equal((await errorsOf({ end: '12000.4' })).end, 'End mileage must be greater than start mileage.');
    assert.equal((await errorsOf({ end: '100' })).end, 'End mileage must be greater than start mileage.');
    assert.equal((await errorsOf({ type: 'holiday' })).type, 'Mileage type is required.');
    assert.equal((await errorsOf({ start: 'lots' })).start, 'Start mileage is required.');
    assert.equal((await call(trip)).text, 'SUCCESS');
    assert.equal((await call({ ...trip, date: '2025-01-11', start: '12042.6', end: '12050', type: 'commute' })).text, 'SUCCESS');
    assert.equal((await call({ ...trip, adi: String(other), start: '500', end: '533.3', type: 'personal' })).text, 'SUCCESS');
    const noAdi = await call({ ...trip, adi: '999999' });
    assert.equal(noAdi.json().result.text, 'Please select a driving instructor.');
  });

  it('lists mileage with each distance and the total to one decimal', async () => {
    const mine = (await call({ financemileage: '1', adiid: String(adi), sort: 'mileage_date' })).json();
    assert.equal(mine.total, 2);
    assert.deepEqual(
      mine.rows.map((r: { distance: string; type: string; start_mileage: string }) => [r.distance, r.type, r.start_mileage]),
      [
        ['42.2', 'business', '12000.4'],
        ['7.4', 'commute', '12042.6'],
      ],
    );
    assert.equal(mine.total_distance, '49.6');
    const school = (await call({ financemileage: '1', adiid: 'school' })).json();
    assert.equal(school.total, 3);
    assert.equal(school.total_distance, '82.9');
  });

  it('offers tax years from the current one back to the earliest year of the school', async () => {
    await server.db.updateTable('school_settings').set({ earliest_tax_year: 2021 }).execute();
    const years = (await call({ financetaxyears: '1' })).json();
    const today = londonDate(new Date());
    assert.equal(years.today, today);
    assert.equal(years.earliest_year, 2021);
    assert.equal(years.options[0].label, taxYearLabel(taxYearOf(today)));
    assert.deepEqual(years.options.at(-1), { label: '2021/22', year: 2021, start: '2021-04-06', end: '2022-04-05' });
    assert.equal(years.options.length, taxYearOf(today) - 2021 + 1);
  });

  it("answers learners' money held: paid credits not yet used, and those expiring in 30 days", async () => {
    const empty = (await call({ learnermoneyliability: '1' })).json();
    assert.deepEqual(
      [empty.unused_credits, empty.unused_value, empty.expiring_credits, empty.expiring_value],
      [0, '0.00', 0, '0.00'],
    );
    const stu = await addLearner(server.db);
    const plan = await addPlan(server.db, 3, { price: '100.00' });
    const now = Date.now();
    // expires 12 months after the London date of payment: paid 11 months and 20 days ago, it expires within 30 days
    await recordLearnerPayment(server.db, { studentId: stu, planId: plan, staffId: 2, paidAt: new Date(now - 355 * 86_400_000) });
    await recordLearnerPayment(server.db, { studentId: stu, planId: plan, staffId: 2, paidAt: new Date(now - 10 * 86_400_000) });
    const one = await server.db.selectFrom('credits').select('cred_id').orderBy('cred_id', 'desc').executeTakeFirstOrThrow();
    await server.db
      .updateTable('credits')
      .set({ cred_status: 3, used_at: new Date() })
      .where('cred_id', '=', one.cred_id)
      .execute();
    const held = (await call({ learnermoneyliability: '1' })).json();
    assert.equal(held.unused_credits, 5);
    // 33.34 + 33.33 + 33.33 + 33.34 + 33.33 (the used one was 33.33)
    assert.equal(held.unused_value, '166.67');
    assert.equal(held.learners_with_credits, 1);
    assert.equal(held.expiring_days, 30);
    assert.equal(held.expiring_credits, 3);
    assert.equal(held.expiring_value, '100.00');
    assert.ok(new Date(held.next_expiry).getTime() > now);
    // Past their expiry but not yet expired by the lifecycle job: no longer money held.
    await server.db
      .updateTable('credits')
      .set({ expires_at: new Date(now - 60_000) })
      .where('stu_id', '=', stu)
      .where('cred_status', '=', 1)
      .where('expires_at', '<', new Date(now + 30 * 86_400_000))
      .execute();
    const lapsed = (await call({ learnermoneyliability: '1' })).json();
    assert.deepEqual(
      [lapsed.unused_credits, lapsed.unused_value, lapsed.learners_with_credits, lapsed.expiring_credits],
      [2, '66.67', 1, 0],
    );
    await server.db
      .updateTable('credits')
      .set({ expires_at: new Date(now - 60_000) })
      .where('stu_id', '=', stu)
      .execute();
    const none = (await call({ learnermoneyliability: '1' })).json();
    assert.deepEqual([none.unused_credits, none.unused_value, none.learners_with_credits], [0, '0.00', 0]);
  });
});
