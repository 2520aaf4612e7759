import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instructorActions, type ExpiryRow } from '@dss/contract';
import { answer, mockWire, renderScreen } from '@dss/test-support';
import { instructorInfo, instructorRow, pageOf } from '../test-support/instructors';
import { ViewEditInstructorsPage } from '../view/ViewEditInstructorsPage';
import { expiryWhen } from './DocumentExpiries';

jest.setTimeout(30_000);

function expiry(adi: number, over: Partial<ExpiryRow>): ExpiryRow {
  return {
    adi_id: adi,
    document: 'mot',
    document_text: 'MOT',
    c_id: 11,
    c_reg: 'LD21 ABC',
    expires_on: '2026-11-10',
    days_left: -3,
    expired: true,
    title: 'Mr',
    fname: 'Oliver',
    lname: 'Whitfield',
    mobile: '07700900123',
    ...over,
  };
}

describe("Instructor document expiries (beyond the spec, the bell's target)", () => {
  it('says how long ago a document expired or in how many days it is due', () => {
    expect(expiryWhen({ days_left: -1 })).toBe('Expired 1 day ago');
    expect(expiryWhen({ days_left: -12 })).toBe('Expired 12 days ago');
    expect(expiryWhen({ days_left: 0 })).toBe('Due today');
    expect(expiryWhen({ days_left: 30 })).toBe('Due in 30 days');
  });

  it('is not shown on View/Edit Instructors reached from the menu', async () => {
    const wire = mockWire(answer(instructorActions.activeInstructors, () => pageOf([instructorRow(7)])));
    renderScreen(<ViewEditInstructorsPage />, { path: '/dashboard/vieweditinstructors' });
    await screen.findByRole('table', { name: 'Active driving instructors' });
    expect(screen.queryByRole('region', { name: 'Instructor document expiries' })).toBeNull();
    expect(wire.sent(instructorActions.documentExpiries)).toEqual([]);
  });

  it("lists the status the bell chose, paged by the server, switches status and opens an instructor's information", async () => {
    const wire = mockWire(
      answer(instructorActions.activeInstructors, () => pageOf([instructorRow(7)])),
      answer(instructorActions.documentExpiries, ({ status }) =>
        pageOf(
          status === 'due'
            ? [
                expiry(7, {
                  document: 'licence',
                  document_text: 'Driving licence',
                  c_id: null,
                  c_reg: null,
                  days_left: 5,
                  expired: false,
                }),
              ]
            : [expiry(7, {}), expiry(8, { fname: 'Ewa', lname: 'Nowak', document: 'insurance', document_text: 'Insurance' })],
          status === 'due' ? 1 : 14,
        ),
      ),
      answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)),
    );
    renderScreen(<ViewEditInstructorsPage />, { path: '/dashboard/vieweditinstructors?expiry=due' });
    const table = await screen.findByRole('table', { name: 'Instructor document expiries' });
    const row = await within(table).findByRole('row', { name: 'A7 Mr Oliver Whitfield Driving licence' });
    expect(row).toHaveTextContent('Due in 5 days');
    expect(screen.getByLabelText('Show')).toHaveValue('due');
    expect(wire.sent(instructorActions.documentExpiries)[0]).toMatchObject({ status: 'due', sort: 'expires_on', page: '0' });

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'expired');
    expect(await within(table).findByRole('row', { name: 'A8 Mr Ewa Nowak Insurance LD21 ABC' })).toHaveTextContent(
      'Expired 3 days ago',
    );
    await waitFor(() => expect(wire.sent(instructorActions.documentExpiries).at(-1)).toMatchObject({ status: 'expired' }));

    await userEvent.click(within(table).getByRole('row', { name: 'A7 Mr Oliver Whitfield MOT LD21 ABC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instructor Information' });
    await within(dialog).findByText('Mr Oliver James Whitfield');
  });
});
