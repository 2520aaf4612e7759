import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnerActions, learnerAssignmentActions, type LearnerDuplicate } from '@dss/contract';
import { answer, CLERK, DICTIONARIES, mockWire, renderScreen } from '@dss/test-support';
import { fillValid } from '../test-support/fill-valid-learner';
import { RegisterLearnerPage } from './RegisterLearnerPage';

const LOOK_ALIKE: LearnerDuplicate = {
  student_id: 41,
  title: 'Mrs',
  fname: 'Ayesha',
  lname: 'Rahman',
  dob: '2004-03-15',
  email: 'a.rahman@example.invalid',
  mobile: '07700900555',
  driving_licence_no: 'RAHMA053154A99ZZ',
  matches: ['name and date of birth', 'mobile'],
};

jest.setTimeout(30_000);

describe('Register Learner: likely duplicates', () => {
  it('shows learners who look like the new one and registers only after Register Anyway', async () => {
    const wire = mockWire(
      ...DICTIONARIES,
      answer(learnerAssignmentActions.learnerDuplicates, () => [LOOK_ALIKE]),
    );
    renderScreen(<RegisterLearnerPage />, { session: CLERK });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register Learner' }));

    const dialog = await screen.findByRole('dialog', { name: 'Possible duplicate learner' });
    const [, row] = within(within(dialog).getByRole('table', { name: 'Possible matches' })).getAllByRole('row');
    expect(row).toHaveTextContent('L41');
    expect(row).toHaveTextContent('name and date of birth, mobile');
    expect(row).toHaveTextContent('0770 090 0555');
    expect(wire.sent(learnerAssignmentActions.learnerDuplicates)[0]).toEqual({
      learnerduplicates: expect.any(String),
      fname: 'Ayesha',
      lname: 'Rahman',
      dob: '2004-03-15',
      inemail: 'ayesha@example.invalid',
      mobile: '07700900555',
      dlno: 'RAHMA053154A99XY',
    });
    expect(wire.sent(learnerActions.registerLearner)).toHaveLength(0);

    // Cancel keeps the form as typed and registers nobody.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Possible duplicate learner' })).toBeNull());
    expect(wire.sent(learnerActions.registerLearner)).toHaveLength(0);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ayesha');

    await userEvent.click(screen.getByRole('button', { name: 'Register Learner' }));
    const again = await screen.findByRole('dialog', { name: 'Possible duplicate learner' });
    await userEvent.click(within(again).getByRole('button', { name: 'Register Anyway' }));
    expect(await screen.findByText('Learner registered successfully.')).toBeInTheDocument();
    expect(wire.sent(learnerActions.registerLearner)).toHaveLength(1);
  });

  it('registers at once when nobody looks alike', async () => {
    const wire = mockWire(
      ...DICTIONARIES,
      answer(learnerAssignmentActions.learnerDuplicates, () => []),
    );
    renderScreen(<RegisterLearnerPage />, { session: CLERK });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register Learner' }));
    expect(await screen.findByText('Learner registered successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Possible duplicate learner' })).toBeNull();
    expect(wire.sent(learnerActions.registerLearner)).toHaveLength(1);
  });
});
