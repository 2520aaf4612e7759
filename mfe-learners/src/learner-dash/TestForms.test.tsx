import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEARNER_TEXTS, learnerActions, type LearnerAssignment } from '@dss/contract';
import { answer, closeAlert, DICTIONARIES, mockWire, OFFICE_USER, renderScreen } from '@dss/test-support';
import { EYE_TEST_NEEDS_INSTRUCTOR, EyeTestForm, TheoryTestForm } from './TestForms';

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

describe('Record Theory Test', () => {
  it('records the date, both scores and the outcome, then starts again empty', async () => {
    const wire = mockWire(
      ...DICTIONARIES,
      answer(learnerActions.saveTheoryTest, () => 'SUCCESS'),
    );
    renderScreen(<TheoryTestForm learnerId={25} />, { session: OFFICE_USER });
    const form = screen.getByRole('form', { name: 'Record theory test' });
    expect(form).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Date of Test/), '01/10/2026');
    await userEvent.type(screen.getByLabelText(/^Multiple-choice Score/), '45');
    await userEvent.type(screen.getByLabelText(/^Hazard Perception Score/), '60');
    await userEvent.selectOptions(screen.getByLabelText(/^Test Outcome/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Record Theory Test' }));
    await closeAlert(LEARNER_TEXTS.theoryRecorded);
    expect(wire.sent(learnerActions.saveTheoryTest)).toEqual([
      expect.objectContaining({ learner: '25', dateoftest: '2026-10-01', mcqpoints: '45', hppoints: '60', outcome: '1' }),
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Multiple-choice Score/)).toHaveValue(null));
  });
});
