import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCELLATION_TEXTS, adminActions, bookingActions } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { CancellationPolicyPage } from './CancellationPolicyPage';

jest.setTimeout(20_000);

const POLICY = answer(bookingActions.cancellationPolicy, () => ({
  notice_hours: 48,
  late_cancel_forfeits: true,
  no_show_forfeits: true,
}));
const asAdmin = { session: ADMIN };

describe('Cancellation Policy', () => {
  it('shows the policy and saves a change', async () => {
    const wire = mockWire(
      POLICY,
      answer(adminActions.saveCancellationPolicy, () => 'SUCCESS'),
    );
    renderScreen(<CancellationPolicyPage />, asAdmin);
    const notice = await screen.findByLabelText(/Notice a learner must give/);
    expect(notice).toHaveValue(48);
    expect(screen.getByRole('button', { name: 'Save Policy' })).toBeDisabled();
    await userEvent.clear(notice);
    await userEvent.type(notice, '24');
    await userEvent.selectOptions(screen.getByLabelText(/When a learner does not turn up/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save Policy' }));
    await closeAlert(CANCELLATION_TEXTS.policySaved);
    expect(wire.sent(adminActions.saveCancellationPolicy)).toEqual([
      expect.objectContaining({ notice_hours: '24', late_cancel_forfeits: '1', no_show_forfeits: '0' }),
    ]);
  });

  it('puts the notice limit on the field and shows the error when the save fails', async () => {
    mockWire(
      POLICY,
      answer(adminActions.saveCancellationPolicy, () => refuse(500, 'x')),
    );
    renderScreen(<CancellationPolicyPage />, asAdmin);
    const notice = await screen.findByLabelText(/Notice a learner must give/);
    await userEvent.clear(notice);
    await userEvent.type(notice, '400');
    await userEvent.tab();
    expect(await screen.findByText(CANCELLATION_TEXTS.noticeRange)).toBeInTheDocument();
    await userEvent.clear(notice);
    await userEvent.type(notice, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Policy' }));
    expect(await screen.findByText(CANCELLATION_TEXTS.policyFailed)).toBeInTheDocument();
  });
});
