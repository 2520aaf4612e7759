import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { londonToday, PAYMENT_VOID_TEXTS } from '@dss/contract';
import { seedPlatform } from '../demo/seed-platform';
import { cancelBooking, placeBookings } from '../lifecycle/credits';
import { learnerStatement } from '../overviews/statement-data';
import { addInstructor, addLearner, addPlan, assign, payCredits } from '../test-support/school-fixtures';
import { build, post, signIn, type TestApp } from '../test-support/inject';

const DAY = 86_400_000;

describe('voiding a learner payment', () => {
  let server: TestApp;
  let admin: string;
  let clerk: string;
  let adi: number;
  let plan: number;

  const voidPayment = (payid: number, fields: Record<string, string> = {}, token = admin) =>
    post(server.url, 'ctroaV2.php', {
      token,
      voidlearnerpayment: '1',
      payid: String(payid),
      reason: 'Taken twice by mistake',
      idemkey: randomUUID(),
      ...fields,
    });
  const office = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });

  async function paidLearner(): Promise<{ stuId: number; payId: number; credits: number[] }> {
    const stuId = await addLearner(server.db);
    await assign(server.db, stuId, adi);
    const credits = await payCredits(server.db, stuId, plan);
    const { pay_id } = await server.db
      .selectFrom('credits')
      .select('pay_id')
      .where('cred_id', '=', credits[0]!)
      .executeTakeFirstOrThrow();
    return { stuId, payId: pay_id, credits };
  }

  const creditsOf = async (payId: number) =>
    (await server.db.selectFrom('credits').select('cred_id').where('pay_id', '=', payId).execute()).length;
  const paymentOf = (payId: number) =>
    server.db.selectFrom('learner_payments').selectAll().where('pay_id', '=', payId).executeTakeFirstOrThrow();

  before(async () => {
    server = await build({ seed: seedPlatform });
    admin = await signIn(server.url, 1, 'demo-admin');
    clerk = await signIn(server.url, 3, 'demo-clerk');
    adi = await addInstructor(server.db);
    plan = await addPlan(server.db, 3, { price: '100.00' });
  });
  after(() => server.close());

  it('removes the credits and keeps the payment, marked voided with who, when and why', async () => {
    const { stuId, payId } = await paidLearner();
    assert.equal(await creditsOf(payId), 3);

    const res = await voidPayment(payId, { reason: '  Card charged twice  ' });
    assert.equal(res.status, 200);
    assert.equal(res.text, 'SUCCESS');
    assert.equal(await creditsOf(payId), 0);
    const payment = await paymentOf(payId);
    assert.ok(payment.voided_at);
    assert.equal(payment.voided_by, 1);
    assert.equal(payment.void_reason, 'Card charged twice');

    // Both histories still list it, marked; the summary no longer counts its credits.
    const history = (await office({ learnerpaymenthistory: '1', id: String(stuId) })).json();
    assert.deepEqual(
      history.map((p: { id: number; voided_on: string | null; void_reason: string | null }) => [
        p.id,
        p.voided_on !== null,
        p.void_reason,
      ]),
      [[payId, true, 'Card charged twice']],
    );
    const paid = (await office({ learnerpaidcredits: '1', id: String(stuId) }, admin)).json();
    assert.equal(paid[0].voided_by, 'Helen Whitmore');
    assert.equal((await office({ learnercreditsummary: '1', id: String(stuId) })).json().total_cred, 0);
  });

  it("leaves a voided payment out of the learner's monthly total", async () => {
    const { stuId, payId } = await paidLearner();
    await payCredits(server.db, stuId, plan);
    const [year, month] = londonToday().split('-').map(Number) as [number, number];
    const paidThisMonth = async () => {
      const statement = await learnerStatement(server.db, stuId, year, month);
      const section = statement.sections.find((s) => s.heading === 'Payments')!;
      return { total: section.facts![0]![1], rows: section.table!.rows.map((r) => r[1]) };
    };
    assert.equal((await paidThisMonth()).total, '£200.00');
    assert.equal((await voidPayment(payId)).text, 'SUCCESS');
    const after = await paidThisMonth();
    assert.equal(after.total, '£100.00');
    assert.deepEqual(after.rows.sort(), ['Fixture pack 3h', 'Fixture pack 3h (voided)']);
  });

  it('is refused while any of its credits is booked, used or was ever booked, and changes nothing', async () => {
    const { stuId, payId, credits } = await paidLearner();
    const start = new Date(Date.now() + 3 * DAY);
    start.setUTCHours(10, 0, 0, 0);
    const [bookingId] = await placeBookings(server.db, {
      adiId: adi,
      studentId: stuId,
      bookings: [{ credId: credits[0]!, start }],
      staffId: 2,
    });
    const refused = await voidPayment(payId);
    assert.equal(refused.status, 409);
    assert.equal(refused.json().result.text, PAYMENT_VOID_TEXTS.creditsUsed);
    assert.equal(await creditsOf(payId), 3);
    assert.equal((await paymentOf(payId)).voided_at, null);

    // A cancelled lesson gives its credit back, but the booking history still names it.
    await cancelBooking(server.db, { bookingId: bookingId!, staffId: 2 });
    assert.equal((await voidPayment(payId)).status, 409);
    assert.equal(await creditsOf(payId), 3);
  });

  it('answers SUCCESS again to a repeat of the same void and refuses another void of it', async () => {
    const { payId } = await paidLearner();
    const idemkey = randomUUID();
    const [first, second] = await Promise.all([voidPayment(payId, { idemkey }), voidPayment(payId, { idemkey })]);
    assert.deepEqual([first.text, second.text], ['SUCCESS', 'SUCCESS']);
    const voidedAt = (await paymentOf(payId)).voided_at;
    assert.equal((await voidPayment(payId, { idemkey })).text, 'SUCCESS');
    assert.deepEqual((await paymentOf(payId)).voided_at, voidedAt);

    const again = await voidPayment(payId, { reason: 'Another reason' });
    assert.equal(again.status, 409);
    assert.match(again.text, new RegExp(PAYMENT_VOID_TEXTS.alreadyVoided));
    assert.equal((await paymentOf(payId)).void_reason, 'Taken twice by mistake');

    const { payId: other } = await paidLearner();
    const reused = await voidPayment(other, { idemkey });
    assert.match(reused.text, new RegExp(PAYMENT_VOID_TEXTS.keyReused));
    assert.equal((await paymentOf(other)).voided_at, null);
  });

  it('is for administrators only: 401 without a token, 403 to office staff', async () => {
    const { payId } = await paidLearner();
    assert.equal((await post(server.url, 'ctroaV2.php', { voidlearnerpayment: '1', payid: String(payId) })).status, 401);
    assert.equal((await voidPayment(payId, {}, clerk)).status, 403);
    // It is no action of the office endpoint.
    assert.equal(
      (await office({ voidlearnerpayment: '1', payid: String(payId), reason: 'x', idemkey: randomUUID() })).status,
      400,
    );
    assert.equal(await creditsOf(payId), 3);
  });

  it('checks the reason and the payment with field messages', async () => {
    const { payId } = await paidLearner();
    const empty = await voidPayment(payId, { reason: '   ' });
    assert.equal(empty.status, 422);
    assert.match(empty.text, new RegExp(PAYMENT_VOID_TEXTS.reasonRequired));
    const long = await voidPayment(payId, { reason: 'x'.repeat(251) });
    assert.equal(long.status, 422);
    assert.match(long.text, new RegExp(PAYMENT_VOID_TEXTS.reasonLong.replace('.', '\\.')));
    assert.equal((await voidPayment(payId, { reason: 'x'.repeat(250) })).text, 'SUCCESS');
    const missing = await voidPayment(999_999);
    assert.match(missing.text, new RegExp(PAYMENT_VOID_TEXTS.noPayment));
    assert.equal((await voidPayment(payId, { payid: 'abc' })).status, 422);
  });
});
