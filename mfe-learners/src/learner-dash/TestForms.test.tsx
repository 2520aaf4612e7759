import { screen } from '@testing-library/react';
import type { LearnerAssignment } from '@dss/contract';
import { DICTIONARIES, mockWire, OFFICE_USER, renderScreen } from '@dss/test-support';
import { EYE_TEST_NEEDS_INSTRUCTOR, EyeTestForm } from './TestForms';

const ASSIGNED: LearnerAssignment = {
  assingn_id: 1,
  stu_id: 25,
  adi_id: 3,
  adi_title: 'Mr',
  adi_fname: 'Alan',
  adi_lanme: 'Brown',
  assign_status: 1,
  assign_on: '2026-11-01T10:00:00.000Z',
  assign_updated: '2026-11-01T10:00:00.000Z',
};

describe('Record Eye Test', () => {
  beforeEach(() => mockWire(...DICTIONARIES));

  it('says why it cannot be recorded while the learner has no instructor', async () => {
    renderScreen(<EyeTestForm learnerId={25} assignments={[]} />, { session: OFFICE_USER });
    const record = screen.getByRole('button', { name: 'Record Eye Test' });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription(EYE_TEST_NEEDS_INSTRUCTOR);
    expect(screen.getByText(EYE_TEST_NEEDS_INSTRUCTOR)).toBeVisible();
  });

  it('names the tester and gives no such reason once an instructor is assigned', async () => {
    renderScreen(<EyeTestForm learnerId={25} assignments={[ASSIGNED]} />, { session: OFFICE_USER });
    expect(screen.getByTestId('eye-tester')).toHaveTextContent('A3 Mr Alan Brown');
    expect(screen.queryByText(EYE_TEST_NEEDS_INSTRUCTOR)).toBeNull();
    expect(screen.getByRole('button', { name: 'Record Eye Test' })).not.toHaveAccessibleDescription();
  });
});
