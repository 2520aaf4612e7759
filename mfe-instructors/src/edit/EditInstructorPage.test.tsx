import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { auditActions, instructorActions, INSTRUCTOR_TEXTS, type FranchisePlanData } from '@dss/contract';
import { answer, closeAlert, DICTIONARIES, mockWire, renderScreen } from '@dss/test-support';
import { instructorInfo } from '../test-support/instructors';
import { EditInstructorPage } from './EditInstructorPage';

jest.setTimeout(30_000);

const PLANS: FranchisePlanData[] = [
  { plan_id: 3, initial_fee: '250.00', work_type: 'Full-Time', weekly_hours: 30, weekly_fee: '100.00', promo_code: null },
  { plan_id: 4, initial_fee: '100.00', work_type: 'Part-Time', weekly_hours: 15, weekly_fee: '50.00', promo_code: null },
];

function renderEdit(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/dashboard/edit" element={<EditInstructorPage />} />
      <Route path="/dashboard/edit/:id" element={<EditInstructorPage />} />
    </Routes>,
    { path },
  );
}

describe('Edit Instructor (document 2 §2.3)', () => {
  it('without an instructor shows the red invalid-link alert and a way back to View/Edit Instructors', async () => {
    mockWire();
    renderEdit('/dashboard/edit');
    expect(screen.getByRole('heading', { name: INSTRUCTOR_TEXTS.notSelected })).toBeInTheDocument();
    expect(screen.getByText(INSTRUCTOR_TEXTS.invalidLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to View/Edit Instructors' })).toHaveAttribute(
      'href',
      '/dashboard/vieweditinstructors',
    );
  });

  it('loads edit/:id by id (a reload) and shows the header A{id} - title first last, mobile, e-mail', async () => {
    const wire = mockWire(answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)));
    renderEdit('/dashboard/edit/7');
    expect(await screen.findByRole('heading', { name: 'A7 - Mr Oliver Whitfield' })).toBeInTheDocument();
    expect(screen.getByText('0770 090 0123')).toBeInTheDocument();
    expect(screen.getByText('MOT of LD21 ABC expired on 10/11/2026')).toBeInTheDocument();
    expect(wire.sent(instructorActions.instructorInfo)).toEqual([{ instructorinfo: '1', id: '7' }]);
  });

  it("shows the instructor's History, asked of the server for this instructor", async () => {
    const wire = mockWire(
      answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)),
      answer(auditActions.recordHistory, () => ({
        rows: [
          {
            id: 5,
            at: '2026-01-15T10:30:00.000Z',
            staff_id: 2,
            staff_name: 'Daniel Okafor',
            action: 'updateadiadvance',
            operation: 'U' as const,
            record_kind: 'instructor',
            record_id: 7,
            changes: { acc_no: ['(masked)', '(masked)'] as [string, string] },
          },
        ],
        total: 1,
      })),
    );
    renderEdit('/dashboard/edit/7');
    const history = await screen.findByRole('table', { name: 'History' });
    expect(await within(history).findByText('Account number: (masked) → (masked)')).toBeInTheDocument();
    expect(wire.sent(auditActions.recordHistory)[0]).toMatchObject({ kind: 'instructor', id: '7', dir: 'desc' });
  });

  it('saves basic information with the instructor id and reloads the record', async () => {
    const wire = mockWire(
      ...DICTIONARIES,
      answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)),
    );
    renderEdit('/dashboard/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Update Basic Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Basic Information' });
    await within(dialog).findByRole('option', { name: 'Mrs' });
    const mobile = within(dialog).getByLabelText(/^Mobile/);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '07700900999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Basic Information' }));
    await closeAlert(INSTRUCTOR_TEXTS.basicUpdated);
    expect(wire.sent(instructorActions.updateBasic)[0]).toMatchObject({
      adiid: '7',
      title: '1',
      mobile: '07700900999',
      aditgender: 'any',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(wire.sent(instructorActions.instructorInfo)).toHaveLength(2));
  });

  it('sends the advance sort code as 6 digits, shown masked', async () => {
    const wire = mockWire(answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)));
    renderEdit('/dashboard/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Update Advance Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Advance Information' });
    const code = within(dialog).getByLabelText(/^Sort Code/);
    expect(code).toHaveValue('20-12-34');
    await userEvent.clear(code);
    await userEvent.type(code, '404142');
    expect(code).toHaveValue('40-41-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Advance Information' }));
    await closeAlert(INSTRUCTOR_TEXTS.basicUpdated);
    expect(wire.sent(instructorActions.updateAdvance)[0]).toMatchObject({ adiid: '7', scode: '404142', gender: 'male' });
    expect(wire.sent(instructorActions.updateAdvance)[0]).not.toHaveProperty('iscode');
  });

  it('offers only active vehicles to remove, and says so when there are none', async () => {
    const info = instructorInfo(7);
    const wire = mockWire(answer(instructorActions.instructorInfo, () => info));
    renderEdit('/dashboard/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Remove a Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove a Vehicle' });
    const picker = within(dialog).getByLabelText('Vehicle');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select a vehicle', 'LD21 ABC - Ford Fiesta (Blue)']);
    await userEvent.selectOptions(picker, 'LD21 ABC - Ford Fiesta (Blue)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Vehicle' }));
    await closeAlert(INSTRUCTOR_TEXTS.vehicleRemoved);
    expect(wire.sent(instructorActions.removeVehicle)).toEqual([{ removeadivehicle: '1', id: '7', carid: '11' }]);
  });

  it('shows No Active Cars to display when the instructor has no active vehicle', async () => {
    mockWire(answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id, { cars: [] })));
    renderEdit('/dashboard/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Update VED Dates & Vehicle Info' }));
    expect(await screen.findByText(INSTRUCTOR_TEXTS.noActiveCars)).toBeInTheDocument();
  });

  it('changes the franchise plan, never offering the current one, with the plan being replaced', async () => {
    const wire = mockWire(
      answer(instructorActions.instructorInfo, ({ id }) => instructorInfo(id)),
      answer(instructorActions.franchisePlanOptions, () => PLANS),
    );
    renderEdit('/dashboard/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Update Franchise Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Franchise Agreement' });
    const plan = within(dialog).getByLabelText(/^Franchise Plan/);
    await within(plan).findByRole('option', { name: /^F4/ });
    expect(within(plan).queryByRole('option', { name: /^F3/ })).toBeNull();
    await userEvent.selectOptions(plan, within(plan).getByRole('option', { name: /^F4/ }));
    expect(within(dialog).getByRole('list', { name: 'Franchise fees' })).toHaveTextContent('Monthly£217.00');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Payment Regularity/), 'Weekly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Franchise Plan' }));
    await closeAlert(INSTRUCTOR_TEXTS.franchiseUpdated);
    expect(wire.sent(instructorActions.changeFranchise)[0]).toMatchObject({
      adiid: '7',
      fplan: '4',
      francplan: '4',
      feeregularity: '1',
      currentPlan: '3',
    });
  });
});
