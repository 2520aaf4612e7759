import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, adminActions } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { QuickInfoPage } from './QuickInfoPage';

const INFO = {
  address_lines: ['Eastway Driving School Ltd', '214 Romford Road', '', 'London', '', 'E7 9HZ', 'United Kingdom'],
  opening_hours: Array.from({ length: 8 }, (_, i) => ({ label: i === 0 ? 'Monday' : '', time: i === 0 ? '09:00 - 17:30' : '' })),
  contact_details: Array.from({ length: 5 }, () => ({ title: '', value: '' })),
  bank_details: ['Barclays Bank', 'Eastway', '209876', '43218765', 'Ref'],
};
const LOAD = answer(adminActions.loadQuickInfo, () => INFO);
const asAdmin = { session: ADMIN };

// Typing whole forms key by key takes several seconds on a loaded two-core machine.
jest.setTimeout(20_000);

describe('Add/Manage Quick Information', () => {
  it('loads the record into 7 address, 8 opening-hour, 5 contact and 5 bank rows with counters', async () => {
    mockWire(LOAD);
    renderScreen(<QuickInfoPage />, asAdmin);
    expect(await screen.findByLabelText('Company Name')).toHaveValue('Eastway Driving School Ltd');
    expect(screen.getAllByLabelText(/^Day \d$/)).toHaveLength(8);
    expect(screen.getAllByLabelText(/^Times \d$/)).toHaveLength(8);
    expect(screen.getAllByLabelText(/^Contact \d title$/)).toHaveLength(5);
    expect(screen.getAllByLabelText(/^Contact \d value$/)).toHaveLength(5);
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('maxlength', '9');
    expect(screen.getByLabelText('Country')).toHaveAttribute('maxlength', '56');
    expect(screen.getByLabelText('Sort Code')).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText('Payment Reference')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Bank Name')).toHaveAttribute('maxlength', '150');
    expect(screen.getByLabelText('Day 1')).toHaveAttribute('maxlength', '15');
    expect(screen.getByLabelText('Contact 1 value')).toHaveAttribute('maxlength', '50');
    expect(screen.getByText('26/50')).toBeInTheDocument();
    expect(screen.getAllByPlaceholderText('Out of Office')).toHaveLength(1);
  });

  it('saves the whole flat form as frm', async () => {
    const wire = mockWire(LOAD);
    renderScreen(<QuickInfoPage />, asAdmin);
    const line2 = await screen.findByLabelText('Address Line 2');
    await userEvent.type(line2, 'Forest Gate');
    await userEvent.click(screen.getByRole('button', { name: 'Save Quick Information' }));
    await closeAlert(ADMIN_TEXTS.quickInfoSaved);
    const frm = JSON.parse(wire.sent(adminActions.saveQuickInfo)[0]!.frm!);
    expect(frm).toMatchObject({
      addr0: 'Eastway Driving School Ltd',
      addr2: 'Forest Gate',
      day0: 'Monday',
      time0: '09:00 - 17:30',
      bank2: '209876',
    });
    expect(Object.keys(frm)).toHaveLength(7 + 16 + 10 + 5);
  });

  it("shows the spec's error when the save fails", async () => {
    mockWire(
      LOAD,
      answer(adminActions.saveQuickInfo, () => refuse(500, 'x')),
    );
    renderScreen(<QuickInfoPage />, asAdmin);
    await userEvent.type(await screen.findByLabelText('County'), 'Essex');
    await userEvent.click(screen.getByRole('button', { name: 'Save Quick Information' }));
    expect(await screen.findByText(ADMIN_TEXTS.quickInfoError)).toBeInTheDocument();
  });
});
