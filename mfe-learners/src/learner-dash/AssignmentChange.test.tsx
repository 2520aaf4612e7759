import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  learnerActions,
  learnerAssignmentActions,
  type LearnerAssignment,
  type LearnerListed,
  type SuitableInstructor,
} from '@dss/contract';
import { answer, CLERK, mockWire, renderScreen } from '@dss/test-support';
import { AssignmentChange } from './AssignmentChange';

const LEARNER = {
  student_id: 25,
  title: 'Ms',
  fname: 'Amira',
  lname: 'Khan',
  lessons_type: 'manual',
  pickup_pc: 'E7 9AA',
  outer_pc: 'E7',
} as LearnerListed;

const ACTIVE: LearnerAssignment = {
  assingn_id: 90,
  stu_id: 25,
  adi_id: 3,
  adi_title: 'Mr',
  adi_fname: 'Tom',
  adi_lanme: 'Reed',
  assign_status: 1,
  assign_on: '2026-10-01T09:00:00.000Z',
  assign_updated: '2026-10-01T09:00:00.000Z',
};

const adi = (adi_id: number, lname: string, outside: boolean, pcs: string): SuitableInstructor => ({
  adi_id,
  adi_title: 'Ms',
  adi_fname: 'Jo',
  adi_lname: lname,
  adi_contract_hours: 30,
  adi_weekly_hours: 4,
  adi_pending_hours: 2,
  adi_outside_area: outside,
  adi_covering_pcs: pcs,
});

jest.setTimeout(20_000);

describe('changing the active assignment from the learner page', () => {
  it('re-assigns to another suitable instructor with a reason', async () => {
    const wire = mockWire(
      answer(learnerActions.suitableInstructors, () => ({
        adis: [adi(3, 'Reed', false, 'E7'), adi(8, 'Hart', false, 'E7, E15'), adi(9, 'Mole', true, 'E12, E9')],
      })),
    );
    renderScreen(<AssignmentChange learner={LEARNER} active={ACTIVE} />, { session: CLERK });
    await userEvent.click(screen.getByRole('button', { name: 'Re-assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-assign Instructor' });
    const select = within(dialog).getByLabelText(/^New Instructor/);
    await within(dialog).findByRole('option', { name: /Hart/ });
    // The current instructor is not offered; a neighbouring one says so.
    expect(within(dialog).queryByRole('option', { name: /Reed/ })).toBeNull();
    expect(within(dialog).getByRole('option', { name: /Mole/ })).toHaveTextContent(
      'Ms Jo Mole (outside covering areas) - contracted',
    );
    await userEvent.selectOptions(select, '9');
    expect(within(dialog).getByText('Outside covering areas: Jo Mole covers E12, E9, not E7.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Re-assign Now' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Learner moved to Forest Gate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-assign Now' }));
    expect(await screen.findByText('Instructor re-assigned.')).toBeInTheDocument();
    expect(wire.sent(learnerAssignmentActions.reassignInstructor)).toEqual([
      { reassigninstructor: expect.any(String), assignid: '90', selectedadi: '9', reason: 'Learner moved to Forest Gate' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Re-assign Instructor' })).toBeNull());
  });

  it('ends the assignment with one of the ending states and a reason', async () => {
    const wire = mockWire();
    renderScreen(<AssignmentChange learner={LEARNER} active={ACTIVE} />, { session: CLERK });
    await userEvent.click(screen.getByRole('button', { name: 'End Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Assignment' });
    const states = within(within(dialog).getByLabelText(/^Assignment Ends As/)).getAllByRole('option');
    expect(states.map((o) => o.textContent)).toEqual([
      'Please select',
      'abandoned',
      'Passed and Complete',
      'No Communication',
      'Joined Other School',
    ]);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Assignment Ends As/), 'No Communication');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'No answer since September');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Assignment Now' }));
    expect(await screen.findByText('Assignment ended.')).toBeInTheDocument();
    expect(wire.sent(learnerAssignmentActions.endAssignment)).toEqual([
      { endassignment: expect.any(String), assignid: '90', status: '5', reason: 'No answer since September' },
    ]);
  });
});
