import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnerActions, type LearnerListed } from '@dss/contract';
import { answer, mockWire, OFFICE_USER, renderScreen } from '@dss/test-support';
import { AssignInstructorPage } from './AssignInstructorPage';

const LEARNER: LearnerListed = {
  student_id: 25,
  title: 'Ms',
  title_id: 3,
  gender: 'f',
  fname: 'Amira',
  mname: '',
  lname: 'Khan',
  mobile: '07700900111',
  landline: '',
  email: 'amira@school.invalid',
  dob: '2006-05-01',
  driving_licence_no: 'KHAN9605016AM9AB',
  lessons_type: 'manual',
  address: { line1: '1 High Street', line2: '', city: 'London', county: '', postcode: 'E7 9AA' },
  pickup_pc: 'E7 9AA',
  outer_pc: 'E7',
  req_adi_gender: 'any',
  req_language: null,
  req_car_type: 1,
  accState: 1,
  created: '2026-11-01T10:00:00.000Z',
  lesson_reminders: true,
};

// Lazy table code and dialog animations take seconds on a loaded two-core machine.
jest.setTimeout(20_000);

describe('Assign Instructor', () => {
  it('closes its dialog with one click on Close while the instructor select has focus', async () => {
    mockWire(
      answer(learnerActions.loadPendingLearners, () => ({ rows: [LEARNER], total: 1 })),
      answer(learnerActions.suitableInstructors, () => ({ adis: [] })),
    );
    renderScreen(<AssignInstructorPage />, { session: OFFICE_USER });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('0770 090 0111')).toBeInTheDocument();
    await user.click(within(table).getByText('Khan', { exact: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Instructor' });
    const select = within(dialog).getByLabelText(/^Suitable Instructor/);
    act(() => select.focus());

    // The press keeps focus where it is, so no message appears under the select mid-click.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(fireEvent.mouseDown(close)).toBe(false);
    expect(select).toHaveFocus();
    expect(within(dialog).queryByText('Please select an instructor.')).toBeNull();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Instructor' })).toBeNull());
  });
});

describe('from a payment to Assign Instructor', () => {
  it('opens the linked learner’s dialog by itself, found by their exact id, and the table once it is closed', async () => {
    const OTHER: LearnerListed = { ...LEARNER, student_id: 31, fname: 'Sam', lname: 'Other' };
    // The first page holds someone else: the linked learner is asked for by id.
    const wire = mockWire(
      answer(learnerActions.loadPendingLearners, ({ search }) =>
        search === 'L25' ? { rows: [LEARNER], total: 1 } : { rows: [OTHER], total: 40 },
      ),
      answer(learnerActions.suitableInstructors, () => ({ adis: [] })),
    );
    renderScreen(<AssignInstructorPage />, { session: OFFICE_USER, path: '/dashboard/assigninstructor?learner=25' });
    const dialog = await screen.findByRole('dialog', { name: 'Assign Instructor' });
    expect(within(dialog).getByText('L25')).toBeInTheDocument();
    expect(wire.sent(learnerActions.loadPendingLearners).map((f) => f.search ?? '')).toContain('L25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Instructor' })).toBeNull());
    expect(await screen.findByRole('row', { name: 'L31 Ms Sam Other' })).toBeInTheDocument();
  });
});

describe('instructors from neighbouring districts', () => {
  it('offers them after the covering ones, marked as outside their covering areas', async () => {
    const adi = (adi_id: number, adi_lname: string, adi_outside_area: boolean, adi_covering_pcs: string) => ({
      adi_id,
      adi_title: 'Mr',
      adi_fname: 'Sam',
      adi_lname,
      adi_contract_hours: 30,
      adi_weekly_hours: 6,
      adi_pending_hours: 1,
      adi_outside_area,
      adi_covering_pcs,
    });
    mockWire(
      answer(learnerActions.loadPendingLearners, () => ({ rows: [LEARNER], total: 1 })),
      answer(learnerActions.suitableInstructors, () => ({
        adis: [adi(4, 'Hale', false, 'E7'), adi(6, 'Fenn', true, 'E12, E9')],
      })),
    );
    renderScreen(<AssignInstructorPage />, { session: OFFICE_USER, path: '/dashboard/assigninstructor?learner=25' });
    const dialog = await screen.findByRole('dialog', { name: 'Assign Instructor' });
    await within(dialog).findByRole('option', { name: /Fenn/ });
    const options = within(within(dialog).getByLabelText(/^Suitable Instructor/))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent);
    expect(options).toEqual([
      'A4 Mr Sam Hale - contracted 30 h, given 6 h this week, pending 1 h',
      'A6 Mr Sam Fenn (outside covering areas) - contracted 30 h, given 6 h this week, pending 1 h',
    ]);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Suitable Instructor/), '6');
    expect(within(dialog).getByText('Outside covering areas: Sam Fenn covers E12, E9, not E7.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Suitable Instructor/), '4');
    expect(within(dialog).queryByText(/^Outside covering areas/)).toBeNull();
  });
});
