import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { instructorActions, INSTRUCTOR_TEXTS } from '@dss/contract';
import { ADMIN, answer, closeAlert, CLERK, mockWire, refuse, renderScreen } from '@dss/test-support';
import { PendingInstructorsPage } from '../pending/PendingInstructorsPage';
import { SearchInstructorPage } from '../search/SearchInstructorPage';
import { instructorInfo, instructorRow, pageOf } from '../test-support/instructors';
import { ViewEditInstructorsPage } from './ViewEditInstructorsPage';

jest.setTimeout(30_000);

function EditTarget() {
  const location = useLocation();
  const state = location.state as { id: number; info: { lname: string } } | null;
  return (
    <p>
      Edit page {location.pathname} for {state?.id} {state?.info.lname}
    </p>
  );
}

describe('View/Edit Active Driving Instructors (document 2 §2.2)', () => {
  it('asks the server for one page and shows A-prefixed ids, split mobiles and capitalised gears', async () => {
    const wire = mockWire(
      answer(instructorActions.activeInstructors, () => pageOf([instructorRow(7), instructorRow(8, { fname: 'Ewa' })], 23)),
    );
    renderScreen(<ViewEditInstructorsPage />);
    const table = await screen.findByRole('table', { name: 'Active driving instructors' });
    expect(await within(table).findByText('A7')).toBeInTheDocument();
    expect(within(table).getAllByText('0770 090 0123')).toHaveLength(2);
    expect(within(table).getAllByText('Manual')).toHaveLength(2);
    expect(within(table).queryByText('Account Status')).toBeNull();
    expect(wire.sent(instructorActions.activeInstructors)[0]).toMatchObject({ sort: 'adi_id', page: '0', pagesize: '10' });
    await userEvent.type(screen.getByRole('searchbox'), 'Ewa');
    await waitFor(() =>
      expect(wire.sent(instructorActions.activeInstructors).at(-1)).toMatchObject({ search: 'Ewa', page: '0' }),
    );
  });

  it('opens Instructor Information with every item, vehicles below status 4, the plan and the expiry warnings', async () => {
    mockWire(
      answer(instructorActions.activeInstructors, () => pageOf([instructorRow(7)])),
      answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)),
    );
    renderScreen(<ViewEditInstructorsPage />);
    await userEvent.click(await screen.findByRole('row', { name: /A7 Mr Oliver Whitfield/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Instructor Information' });
    await within(dialog).findByText('Mr Oliver James Whitfield');
    // Display filters: sort code xx-xx-xx, phone splits, N/A for missing or zero.
    expect(within(dialog).getByText('20-12-34')).toBeInTheDocument();
    expect(within(dialog).getByText('020 7946 0000')).toBeInTheDocument();
    expect(within(dialog).getAllByText('N/A').length).toBeGreaterThanOrEqual(4);
    expect(within(dialog).getByText('2 Station Road, Flat 4, Ilford, Essex, IG1 1AA')).toBeInTheDocument();
    expect(within(dialog).getByText('E7, IG1')).toBeInTheDocument();
    expect(within(dialog).getByText('English, Polish')).toBeInTheDocument();
    // Both vehicles, the removed one with its status.
    expect(within(dialog).getByRole('article', { name: 'Vehicle LD21 ABC' })).toHaveTextContent('Active');
    expect(within(dialog).getByRole('article', { name: 'Vehicle EK15 XYZ' })).toHaveTextContent('Removed');
    // Franchise plan with its fees: monthly = weekly × 4.34.
    const plan = within(dialog).getByRole('region', { name: 'Franchise Plan' });
    expect(plan).toHaveTextContent('F3');
    expect(plan).toHaveTextContent('£250.00');
    expect(plan).toHaveTextContent('£100.00');
    expect(plan).toHaveTextContent('Monthly');
    expect(plan).toHaveTextContent('£434.00');
    expect(within(dialog).getByText('MOT of LD21 ABC expired on 10/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('ADI/PDI licence expires on 10/12/2026 (in 18 days)')).toBeInTheDocument();
  });

  it('Edit/Update Instructor goes to the Edit route with the id and the record; Close clears the selection', async () => {
    mockWire(
      answer(instructorActions.activeInstructors, () => pageOf([instructorRow(7)])),
      answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)),
    );
    renderScreen(
      <Routes>
        <Route path="/dashboard/vieweditinstructors" element={<ViewEditInstructorsPage />} />
        <Route path="/dashboard/edit/:id" element={<EditTarget />} />
      </Routes>,
      { path: '/dashboard/vieweditinstructors' },
    );
    await userEvent.click(await screen.findByRole('row', { name: /A7/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Instructor Information' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('row', { name: /A7/ }));
    dialog = await screen.findByRole('dialog', { name: 'Instructor Information' });
    await within(dialog).findByText('Mr Oliver James Whitfield');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit/Update Instructor' }));
    expect(await screen.findByText('Edit page /dashboard/edit/7 for 7 Whitfield')).toBeInTheDocument();
  });
});

describe('Advance Instructor Search (document 2 §2.4)', () => {
  it('shows the Account Status column, narrows by status, gear and outer postcode, and opens a read-only profile', async () => {
    const wire = mockWire(
      answer(instructorActions.searchInstructors, () => pageOf([instructorRow(4, { accState: 3, approved: false })])),
      answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)),
    );
    renderScreen(<SearchInstructorPage />);
    const table = await screen.findByRole('table', { name: 'Driving instructors' });
    expect(await within(table).findByText('Newly Joined')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Account Status'), 'Blocked');
    await userEvent.selectOptions(screen.getByLabelText('Gear Type'), 'Both');
    await userEvent.type(screen.getByLabelText('Covering Postcode'), 'e7');
    await waitFor(() =>
      expect(wire.sent(instructorActions.searchInstructors).at(-1)).toMatchObject({ accstate: '0', gear: 'both', pc: 'E7' }),
    );
    await userEvent.click(within(table).getByRole('row', { name: /A4/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Instructor Information' });
    expect(await within(dialog).findAllByText('Vehicle ID')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Edit/Update Instructor' })).toBeNull();
  });
});

describe('Pending Instructors (document 2 §2.5)', () => {
  const pending = instructorRow(12, { approved: false, accState: 3, approved_at: null, fname: 'Ewa', lname: 'Nowak' });

  it('shows the pending details and, to an office user, the contact-administrator message instead of Approve', async () => {
    mockWire(answer(instructorActions.pendingInstructors, () => pageOf([pending])));
    renderScreen(<PendingInstructorsPage />, { session: CLERK });
    await userEvent.click(await screen.findByRole('row', { name: /A12 Mr Ewa Nowak/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('020 7946 0000')).toBeInTheDocument();
    expect(within(dialog).getByText('001234567890')).toBeInTheDocument();
    expect(within(dialog).getByText('01/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Daniel Okafor (ID 2)')).toBeInTheDocument();
    expect(within(dialog).getByText(INSTRUCTOR_TEXTS.approveContactAdmin)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('lets an administrator approve: the instructor id is sent, the success alert shows and the list reloads', async () => {
    let approved = false;
    const wire = mockWire(
      answer(instructorActions.pendingInstructors, () => pageOf(approved ? [] : [pending])),
      answer(instructorActions.approveInstructor, () => {
        approved = true;
        return 'SUCCESS';
      }),
    );
    renderScreen(<PendingInstructorsPage />, { session: ADMIN });
    await userEvent.click(await screen.findByRole('row', { name: /A12/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(INSTRUCTOR_TEXTS.approveContactAdmin)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await closeAlert(INSTRUCTOR_TEXTS.approved);
    expect(wire.sent(instructorActions.approveInstructor)).toEqual([{ approveinstructor: '1', adi_id: '12' }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /A12/ })).toBeNull());
  });

  it("shows the spec's failure text when the approval is refused", async () => {
    mockWire(
      answer(instructorActions.pendingInstructors, () => pageOf([pending])),
      answer(instructorActions.approveInstructor, () => refuse(409, 'Already approved.')),
    );
    renderScreen(<PendingInstructorsPage />, { session: ADMIN });
    await userEvent.click(await screen.findByRole('row', { name: /A12/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(INSTRUCTOR_TEXTS.recordUpdateFailed)).toBeInTheDocument();
  });
});
