import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CARD_FIELD_COUNTERS,
  financeActions,
  FINANCE_TEXTS,
  PAYMENT_MESSAGES,
  type ActiveInstructorRow,
  type InstructorPaymentPage,
} from '@dss/contract';
import { answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { AcceptInstructorPaymentsPage, RecordInstructorPaymentsPage } from './InstructorPaymentsPage';

// Forms typed key by key take several seconds on the two shared cores when suites run side by side.
jest.setTimeout(30_000);

const INSTRUCTOR: ActiveInstructorRow = {
  adi_id: 7,
  title: 'Mr',
  fname: 'Oliver',
  lname: 'Whitfield',
  mobile: '07700900123',
  email: 'oliver@example.co.uk',
  teaching_gears: 'both',
  created: '2023-02-01T10:00:00.000Z',
  currAddr: { fline: '1 High Street', sline: '', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' },
  accState: 1,
};

const HISTORY: InstructorPaymentPage = {
  rows: [
    {
      transaction_id: 31,
      reference: 'FEB-FEE',
      amount: '150.00',
      type_id: 2,
      type_name: 'Franchise fee',
      method_id: 1,
      method_name: 'Bank transfer',
      date_of_transaction: '2026-10-02T09:30:00.000Z',
      added: '2026-10-02T09:31:00.000Z',
      staff_name: 'Mr Daniel Okafor',
    },
  ],
  total: 1,
  start: '2026-05-01',
  end: '2026-11-22',
  amount_total: '150.00',
};

function wire() {
  return mockWire(
    answer(financeActions.activeInstructors, () => ({ rows: [INSTRUCTOR], total: 1 })),
    answer(financeActions.paymentHistory, () => HISTORY),
    answer(financeActions.paymentTypes, () => [
      { id: 1, txt: 'Joining fee' },
      { id: 2, txt: 'Franchise fee' },
    ]),
    answer(financeActions.paymentMethods, () => [
      { id: 1, txt: 'Bank transfer' },
      { id: 2, txt: 'Card' },
    ]),
  );
}

async function openInstructor() {
  const row = await screen.findByRole('row', { name: /A7 Mr Oliver Whitfield/ });
  await userEvent.click(row);
  return screen.findByRole('dialog');
}

async function blurWith(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  else await userEvent.click(field);
  await userEvent.tab();
}

describe('Record Instructor Franchise Payments', () => {
  it('opens the instructor in a dialog with details and the last 6 months of payments with their total', async () => {
    wire();
    renderScreen(<RecordInstructorPaymentsPage />);
    expect(screen.getByText(FINANCE_TEXTS.selectInstructor)).toBeInTheDocument();
    const dialog = await openInstructor();
    expect(within(dialog).getByText('oliver@example.co.uk')).toBeInTheDocument();
    expect(within(dialog).getByText('1 High Street, Leeds, West Yorkshire, LS1 1AA')).toBeInTheDocument();
    const history = within(dialog).getByRole('table', { name: 'Payments in the last 6 months' });
    expect(await within(history).findByText('FEB-FEE')).toBeInTheDocument();
    expect(within(dialog).getByTestId('payments-total')).toHaveTextContent('£150.00');
  });

  it('defaults the payment type to 2 and the method to 1, and shows the payment rules word for word', async () => {
    wire();
    renderScreen(<RecordInstructorPaymentsPage />);
    await openInstructor();
    await waitFor(() => expect(screen.getByLabelText(/^Payment Type/)).toHaveValue('2'));
    expect(screen.getByLabelText(/^Payment Method/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Reference/)).toHaveAttribute('maxlength', '18');

    await blurWith(/^Reference/, '');
    expect(screen.getByText(PAYMENT_MESSAGES.reference)).toBeInTheDocument();
    await blurWith(/^Amount/, '');
    expect(screen.getByText(PAYMENT_MESSAGES.amount)).toBeInTheDocument();
    await blurWith(/^Amount/, '0');
    expect(screen.getByText(PAYMENT_MESSAGES.amountInvalid)).toBeInTheDocument();
    await blurWith(/^Amount/, '12.345');
    expect(screen.getByText(PAYMENT_MESSAGES.amountInvalid)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Transaction Date & Time/));
    await userEvent.tab();
    expect(screen.getByText(PAYMENT_MESSAGES.dateTime)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Payment Method/), '');
    await userEvent.tab();
    expect(screen.getByText(PAYMENT_MESSAGES.method)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Payment Type/), '');
    await userEvent.tab();
    expect(screen.getByText(PAYMENT_MESSAGES.type)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
  });

  it('records the payment with a fresh key per submit, then clears the form back to its defaults', async () => {
    const mock = wire();
    renderScreen(<RecordInstructorPaymentsPage />);
    await openInstructor();
    await waitFor(() => expect(screen.getByLabelText(/^Payment Type/)).toHaveValue('2'));
    async function fillAndRecord() {
      await blurWith(/^Reference/, 'NOV-FEE');
      await blurWith(/^Amount/, '150.5');
      fireEvent.change(screen.getByLabelText(/^Transaction Date & Time/), { target: { value: '2026-11-20T14:05' } });
      await userEvent.click(screen.getByRole('button', { name: 'Record' }));
      await closeAlert(FINANCE_TEXTS.paymentRecorded);
    }
    await fillAndRecord();
    const [sent] = mock.sent(financeActions.recordPayment);
    expect(sent).toMatchObject({
      id: '7',
      ref: 'NOV-FEE',
      amount: '150.5',
      type: '2',
      method: '1',
      trdatetime: '2026-11-20 14:05',
    });
    expect(sent!.idemkey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByLabelText(/^Reference/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Payment Method/)).toHaveValue('1');

    await fillAndRecord();
    const keys = mock.sent(financeActions.recordPayment).map((f) => f.idemkey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("shows the spec's failure text when the payment is refused, and Reset restores the defaults", async () => {
    const mock = wire();
    mock.on(
      answer(financeActions.recordPayment, () => refuse(409, 'This payment key was already used for a different payment.')),
    );
    renderScreen(<RecordInstructorPaymentsPage />);
    await openInstructor();
    await waitFor(() => expect(screen.getByLabelText(/^Payment Type/)).toHaveValue('2'));
    await blurWith(/^Reference/, 'NOV-FEE');
    await blurWith(/^Amount/, '20');
    await userEvent.selectOptions(screen.getByLabelText(/^Payment Type/), '1');
    fireEvent.change(screen.getByLabelText(/^Transaction Date & Time/), { target: { value: '2026-11-20T14:05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(FINANCE_TEXTS.paymentFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText(/^Reference/)).toHaveValue('NOV-FEE');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/^Reference/)).toHaveValue('');
    expect(screen.getByLabelText(/^Payment Type/)).toHaveValue('2');
  });

  it('Close closes the dialog', async () => {
    wire();
    renderScreen(<RecordInstructorPaymentsPage />);
    await openInstructor();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Accept Instructor Payments', () => {
  it('fixes the method to card (2), counts the card fields and never sends them', async () => {
    const mock = wire();
    renderScreen(<AcceptInstructorPaymentsPage />);
    await openInstructor();
    await waitFor(() => expect(screen.getByLabelText(/^Payment Method/)).toHaveValue('2'));
    expect(screen.getByLabelText(/^Payment Method/)).toBeDisabled();
    expect(screen.getByLabelText(/^Card Number/)).toHaveAttribute('maxlength', String(CARD_FIELD_COUNTERS.cardNumber));
    expect(screen.getByLabelText(/^Name on Card/)).toHaveAttribute('maxlength', String(CARD_FIELD_COUNTERS.nameOnCard));
    expect(screen.getByLabelText(/^Postcode/)).toHaveAttribute('maxlength', String(CARD_FIELD_COUNTERS.postcode));
    await userEvent.type(screen.getByLabelText(/^Card Number/), '4111111111111111');
    expect(screen.getByText('16/16')).toBeInTheDocument();

    await blurWith(/^Reference/, 'CARD-1');
    await blurWith(/^Amount/, '99.99');
    fireEvent.change(screen.getByLabelText(/^Transaction Date & Time/), { target: { value: '2026-11-21T09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await closeAlert(FINANCE_TEXTS.paymentRecorded);
    const [sent] = mock.sent(financeActions.acceptPayment);
    expect(Object.keys(sent!).sort()).toEqual([
      'acceptinstructorpayment',
      'amount',
      'id',
      'idemkey',
      'ref',
      'trdatetime',
      'type',
    ]);
    expect(JSON.stringify(mock.calls.map((c) => c.fields))).not.toContain('4111111111111111');
  });
});
