import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminActions, CLOSED_DAY_TEXTS, type ClosedDaysSettings } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { ClosedDaysPage } from './ClosedDaysPage';

const SETTINGS: ClosedDaysSettings = {
  region: 'ENG',
  today: '2027-01-10',
  bankHolidays: [
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
  ],
  closedDays: [{ closed_id: 4, date: '2027-02-15', reason: 'Office training day' }],
};
const LOAD = answer(adminActions.loadClosedDays, () => SETTINGS);
const asAdmin = { session: ADMIN };

// Typing whole forms key by key takes several seconds on a loaded two-core machine.
jest.setTimeout(20_000);

async function blurWith(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  else await userEvent.click(field);
  await userEvent.tab();
}

describe('Bank Holidays & Closed Days', () => {
  it("shows the region, its coming bank holidays and the school's closed days", async () => {
    mockWire(LOAD);
    renderScreen(<ClosedDaysPage />, asAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: CLOSED_DAY_TEXTS.title })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Region/)).toHaveValue('ENG');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const bank = await screen.findByRole('table', { name: 'Coming bank holidays' });
    expect(within(bank).getByText('Friday, 26 March 2027')).toBeInTheDocument();
    expect(within(bank).getByText('Christmas Day (substitute day)')).toBeInTheDocument();
    expect(screen.getByText('Bank Holidays in the Next 12 Months (England and Wales)')).toBeInTheDocument();
    const closed = await screen.findByRole('table', { name: 'School closed days' });
    expect(within(closed).getByText('Monday, 15 February 2027')).toBeInTheDocument();
    expect(within(closed).getByText('Office training day')).toBeInTheDocument();
  });

  it('saves the chosen region', async () => {
    const wire = mockWire(LOAD);
    renderScreen(<ClosedDaysPage />, asAdmin);
    await userEvent.selectOptions(await screen.findByLabelText(/^Region/), 'Scotland');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await closeAlert(CLOSED_DAY_TEXTS.regionSaved);
    expect(wire.sent(adminActions.saveBankHolidayRegion)).toEqual([{ savebankholidayregion: '1', region: 'SCT' }]);
  });

  it('checks the date and the reason, then adds the closed day', async () => {
    const wire = mockWire(LOAD);
    renderScreen(<ClosedDaysPage />, asAdmin);
    await screen.findByLabelText(/^Region/);
    await blurWith(/^Date/, '');
    expect(screen.getByText(CLOSED_DAY_TEXTS.dateRequired)).toBeInTheDocument();
    await blurWith(/^Reason/, '');
    expect(screen.getByText(CLOSED_DAY_TEXTS.reasonRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reason/)).toHaveAttribute('maxlength', '100');
    await blurWith(/^Date/, '09/01/2027');
    expect(screen.getByText(CLOSED_DAY_TEXTS.datePast)).toBeInTheDocument();
    await blurWith(/^Date/, '11/01/2029');
    expect(screen.getByText(CLOSED_DAY_TEXTS.dateFar)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Closed Day' })).toBeDisabled();

    await blurWith(/^Date/, '22/02/2027');
    await blurWith(/^Reason/, 'Half term');
    await userEvent.click(screen.getByRole('button', { name: 'Add Closed Day' }));
    await closeAlert(CLOSED_DAY_TEXTS.saved);
    expect(wire.sent(adminActions.saveClosedDay)).toEqual([{ saveclosedday: '1', date: '2027-02-22', reason: 'Half term' }]);
  });

  it("shows the server's reason when it refuses the day", async () => {
    mockWire(
      LOAD,
      answer(adminActions.saveClosedDay, () => refuse(409, CLOSED_DAY_TEXTS.dateTaken)),
    );
    renderScreen(<ClosedDaysPage />, asAdmin);
    await screen.findByLabelText(/^Region/);
    await blurWith(/^Date/, '15/02/2027');
    await blurWith(/^Reason/, 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Add Closed Day' }));
    expect(await screen.findByText(CLOSED_DAY_TEXTS.saveFailed)).toBeInTheDocument();
    expect(screen.getByText(CLOSED_DAY_TEXTS.dateTaken)).toBeInTheDocument();
  });

  it('removes a closed day after confirmation', async () => {
    const wire = mockWire(LOAD);
    renderScreen(<ClosedDaysPage />, asAdmin);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Monday, 15 February 2027' }));
    expect(await screen.findByText(CLOSED_DAY_TEXTS.confirmRemove)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await closeAlert(CLOSED_DAY_TEXTS.removed);
    expect(wire.sent(adminActions.removeClosedDay)).toEqual([{ removeclosedday: '1', closed_id: '4' }]);
  });
});
