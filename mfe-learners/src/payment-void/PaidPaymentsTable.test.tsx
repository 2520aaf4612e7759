import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnerActions, PAYMENT_VOID_TEXTS, type PaidCreditRow } from '@dss/contract';
import { ADMIN, answer, closeAlert, CLERK, mockWire, refuse, renderScreen } from '@dss/test-support';
import { PaidPaymentsTable } from './PaidPaymentsTable';

jest.setTimeout(30_000);

const STANDING: PaidCreditRow = {
  pay_id: 41,
  plan_desc: 'Ten hours',
  plan_price: '350.00',
  plan_hours: 10,
  paid_on: '2026-11-20T10:00:00.000Z',
  voided_on: null,
  void_reason: null,
  voided_by: null,
};
const VOIDED: PaidCreditRow = {
  ...STANDING,
  pay_id: 40,
  voided_on: '2026-11-21T09:00:00.000Z',
  void_reason: 'Card charged twice',
  voided_by: 'Helen Whitmore',
};

describe('paid payments and voiding one', () => {
  it('shows a voided payment as voided with its reason, and offers Void on the others to an administrator', async () => {
    let voided = false;
    const wire = mockWire(
      answer(learnerActions.learnerPaidCredits, () =>
        voided
          ? [
              { ...STANDING, voided_on: '2026-11-25T10:00:00.000Z', void_reason: 'Wrong learner', voided_by: 'Helen Whitmore' },
              VOIDED,
            ]
          : [STANDING, VOIDED],
      ),
      answer(learnerActions.voidLearnerPayment, () => {
        voided = true;
        return 'SUCCESS';
      }),
    );
    renderScreen(<PaidPaymentsTable learnerId="12" />, { session: ADMIN });

    const table = await screen.findByRole('table', { name: 'Total Paid Credits' });
    expect(await within(table).findByText('Voided 21/11/2026: Card charged twice (Helen Whitmore)')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Void P0*40\b/ })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: /Void P0*41\b/ }));
    const form = screen.getByRole('region', { name: /Void payment P0*41/ });
    const submit = within(form).getByRole('button', { name: 'Void Payment' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Wrong learner');
    await userEvent.click(submit);
    await closeAlert(PAYMENT_VOID_TEXTS.voided);

    expect(wire.sent(learnerActions.voidLearnerPayment)).toEqual([
      { voidlearnerpayment: '1', payid: '41', reason: 'Wrong learner', idemkey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    // The list is read again: the payment now shows as voided and the form has gone.
    expect(await within(table).findByText('Voided 25/11/2026: Wrong learner (Helen Whitmore)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Void payment/ })).toBeNull();
  });

  it("shows the server's refusal when a credit has been booked, and keeps the form", async () => {
    mockWire(
      answer(learnerActions.learnerPaidCredits, () => [STANDING]),
      answer(learnerActions.voidLearnerPayment, () => refuse(409, PAYMENT_VOID_TEXTS.creditsUsed)),
    );
    renderScreen(<PaidPaymentsTable learnerId="12" />, { session: ADMIN });
    await userEvent.click(await screen.findByRole('button', { name: /Void P0*41\b/ }));
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Wrong learner');
    await userEvent.click(screen.getByRole('button', { name: 'Void Payment' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(PAYMENT_VOID_TEXTS.failed);
    expect(alert).toHaveTextContent(PAYMENT_VOID_TEXTS.creditsUsed);
  });

  it('offers no Void to office staff', async () => {
    mockWire(answer(learnerActions.learnerPaidCredits, () => [STANDING, VOIDED]));
    renderScreen(<PaidPaymentsTable learnerId="12" />, { session: CLERK });
    const table = await screen.findByRole('table', { name: 'Total Paid Credits' });
    expect(await within(table).findByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('Voided 21/11/2026: Card charged twice (Helen Whitmore)')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Void/ })).toBeNull();
  });
});
