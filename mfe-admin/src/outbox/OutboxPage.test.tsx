import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminActions, OUTBOX_TEXTS, type OutboxMail } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { OutboxPage } from './OutboxPage';

jest.setTimeout(20_000);

const GIVEN_UP: OutboxMail = {
  id: 7,
  // 13:05 UTC is 14:05 on the London clock in July (BST).
  created_at: '2026-07-15T13:05:00.000Z',
  kind: 'password',
  learner: 12,
  instructor: null,
  recipient: 'jane.doe@example.invalid',
  subject: 'Your driving school learner account',
  status: 'failed',
  attempts: 4,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
  done_at: '2026-07-15T13:41:00.000Z',
};
const SENT: OutboxMail = {
  id: 6,
  created_at: '2026-01-10T08:00:00.000Z',
  kind: 'instructor-day',
  learner: null,
  instructor: 4,
  recipient: 'adi.four@example.invalid',
  subject: 'Your driving lessons today, Saturday, 10 January 2026',
  status: 'sent',
  attempts: 1,
  last_error: null,
  done_at: '2026-01-10T08:01:30.000Z',
};
const LIST = answer(adminActions.outboxMails, () => ({ rows: [GIVEN_UP, SENT], total: 2 }));
const asAdmin = { session: ADMIN };

async function table() {
  const found = await screen.findByRole('table', { name: 'Outbox e-mails' });
  await within(found).findByText('jane.doe@example.invalid');
  return found;
}

describe('E-mail Outbox', () => {
  it('lists the newest mails first, a page from the server, with what each is in words and London times', async () => {
    const wire = mockWire(LIST);
    renderScreen(<OutboxPage />, asAdmin);
    const rows = within(await table()).getAllByRole('row');
    const given = within(rows.find((r) => within(r).queryByText('jane.doe@example.invalid'))!);
    expect(given.getByText('15/07/2026 14:05')).toBeInTheDocument();
    expect(given.getByText('Learner password')).toBeInTheDocument();
    expect(given.getByText('L12')).toBeInTheDocument();
    expect(given.getByText('Failed (given up)')).toBeInTheDocument();
    expect(given.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(given.getByText('15/07/2026 14:41')).toBeInTheDocument();
    expect(given.getByRole('button', { name: 'Resend Learner password to jane.doe@example.invalid' })).toBeInTheDocument();
    const sent = within(rows.find((r) => within(r).queryByText('adi.four@example.invalid'))!);
    expect(sent.getByText("Instructor's day list")).toBeInTheDocument();
    expect(sent.getByText('A4')).toBeInTheDocument();
    expect(sent.getByText('10/01/2026 08:00')).toBeInTheDocument();
    expect(sent.getByText('10/01/2026 08:01')).toBeInTheDocument();
    expect(sent.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(wire.sent(adminActions.outboxMails)[0]).toMatchObject({
      sort: 'created',
      dir: 'desc',
      page: '0',
      pagesize: '25',
      status: '',
    });
  });

  it('asks the server for the mails of the status chosen, from the first page', async () => {
    const wire = mockWire(LIST);
    renderScreen(<OutboxPage />, asAdmin);
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed (given up)');
    await waitFor(() => expect(wire.sent(adminActions.outboxMails).at(-1)).toMatchObject({ status: 'failed', page: '0' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Waiting');
    await waitFor(() => expect(wire.sent(adminActions.outboxMails).at(-1)).toMatchObject({ status: 'queued' }));
  });

  it("resends a given-up password mail after saying a new password will be made, and reads the list again", async () => {
    const wire = mockWire(
      LIST,
      answer(adminActions.resendOutboxMail, () => 'SUCCESS'),
    );
    renderScreen(<OutboxPage />, asAdmin);
    await table();
    const asked = wire.sent(adminActions.outboxMails).length;
    await userEvent.click(screen.getByRole('button', { name: /^Resend Learner password/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(OUTBOX_TEXTS.confirmResendPassword);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Resend' }));
    await closeAlert(OUTBOX_TEXTS.resent);
    expect(wire.sent(adminActions.resendOutboxMail)).toEqual([{ resendoutboxmail: '1', mail: '7' }]);
    await waitFor(() => expect(wire.sent(adminActions.outboxMails).length).toBeGreaterThan(asked));
  });

  it("sends nothing when the confirmation is cancelled, and shows the server's reason for a refusal", async () => {
    const wire = mockWire(
      LIST,
      answer(adminActions.resendOutboxMail, () => refuse(409, OUTBOX_TEXTS.erased)),
    );
    renderScreen(<OutboxPage />, asAdmin);
    await table();
    const button = screen.getByRole('button', { name: /^Resend Learner password/ });
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(wire.sent(adminActions.resendOutboxMail)).toEqual([]);

    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(OUTBOX_TEXTS.erased)).toBeInTheDocument();
    expect(wire.sent(adminActions.resendOutboxMail)).toHaveLength(1);
  });
});
