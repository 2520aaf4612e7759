import { screen, within } from '@testing-library/react';
import type { LearnerAssignment } from '@dss/contract';
import { mockWire, OFFICE_USER, renderScreen } from '@dss/test-support';
import { AssignmentHistory } from './AssignmentHistory';

const row = (assingn_id: number, adi_id: number, assign_status: number, end_reason: string | null): LearnerAssignment => ({
  assingn_id,
  stu_id: 25,
  adi_id,
  adi_title: 'Mr',
  adi_fname: 'Alan',
  adi_lanme: `Brown${adi_id}`,
  assign_status,
  assign_on: '2026-11-01T10:00:00.000Z',
  assign_updated: '2026-11-02T10:00:00.000Z',
  end_reason,
});

describe('Assignment History', () => {
  it('lists each assignment with its state and, for an ended one, why it ended', async () => {
    mockWire();
    renderScreen(<AssignmentHistory assignments={[row(8, 4, 1, null), row(7, 3, 2, 'Learner asked for a change')]} />, {
      session: OFFICE_USER,
    });
    const table = await screen.findByRole('table');
    const [, active, ended] = within(table).getAllByRole('row');
    expect(active).toHaveTextContent('A4');
    expect(active).toHaveTextContent('Active');
    expect(ended).toHaveTextContent('Re-Assigned');
    expect(ended).toHaveTextContent('Learner asked for a change');
  });
});
