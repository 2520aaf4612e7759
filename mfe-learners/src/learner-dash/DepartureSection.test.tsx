import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEARNER_TEXTS, learnerActions, type LearnerAssignment } from '@dss/contract';
import { answer, closeAlert, DICTIONARIES, mockWire, OFFICE_USER, renderScreen } from '@dss/test-support';
import { DepartureSection } from './DepartureSection';

const ACTIVE: LearnerAssignment = {
  assingn_id: 7,
  stu_id: 25,
  adi_id: 3,
  adi_title: 'Mr',
  adi_fname: 'Alan',
  adi_lanme: 'Brown',
  assign_status: 1,
  assign_on: '2026-11-01T10:00:00.000Z',
  assign_updated: '2026-11-01T10:00:00.000Z',
};

describe('Depart Info', () => {
  it('says before recording that the departure ends the active assignment', async () => {
    mockWire(
      ...DICTIONARIES,
      answer(learnerActions.learnerDeparture, () => []),
    );
    renderScreen(<DepartureSection learnerId={25} active={ACTIVE} />, { session: OFFICE_USER });
    expect(await screen.findByTestId('departure-ends-assignment')).toHaveTextContent(
      'Recording a departure ends the assignment with Mr Alan Brown; lessons still to come with this instructor are cancelled.',
    );
  });

  it('says nothing of an assignment when the learner has none', async () => {
    mockWire(
      ...DICTIONARIES,
      answer(learnerActions.learnerDeparture, () => []),
    );
    renderScreen(<DepartureSection learnerId={25} />, { session: OFFICE_USER });
    expect(await screen.findByRole('form', { name: 'Record departure' })).toBeInTheDocument();
    expect(screen.queryByTestId('departure-ends-assignment')).toBeNull();
  });

  it('withdraws the departure of a learner who came back, after a confirmation, and offers the form again', async () => {
    let departed = true;
    const wire = mockWire(
      ...DICTIONARIES,
      answer(learnerActions.learnerDeparture, () =>
        departed ? [{ dep_date: '2026-10-01', reported_by: 'Learner', reason_txt: 'Moved away' }] : [],
      ),
      answer(learnerActions.withdrawDeparture, () => {
        departed = false;
        return 'SUCCESS';
      }),
    );
    renderScreen(<DepartureSection learnerId={25} />, { session: OFFICE_USER });
    expect(await screen.findByTestId('departure-record')).toHaveTextContent('Moved away');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Departure' });
    expect(wire.sent(learnerActions.withdrawDeparture)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Departure' }));
    await closeAlert(LEARNER_TEXTS.departureWithdrawn);
    expect(wire.sent(learnerActions.withdrawDeparture)).toEqual([{ withdrawdeparture: '1', learner: '25' }]);
    expect(await screen.findByRole('form', { name: 'Record departure' })).toBeInTheDocument();
  });

  it('records a departure: the date, who reported it and why, then the success alert', async () => {
    const wire = mockWire(
      ...DICTIONARIES,
      answer(learnerActions.learnerDeparture, () => []),
      answer(learnerActions.saveDeparture, () => 'SUCCESS'),
    );
    renderScreen(<DepartureSection learnerId={25} />, { session: OFFICE_USER });
    const record = await screen.findByRole('button', { name: 'Record Departure' });
    expect(record).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Date of Departure/), '01/10/2026');
    await userEvent.selectOptions(screen.getByLabelText(/^Reported By/), '1');
    await userEvent.selectOptions(screen.getByLabelText(/^Reason for Departure/), '1');
    await userEvent.click(record);
    await closeAlert(LEARNER_TEXTS.departureRecorded);
    expect(wire.sent(learnerActions.saveDeparture)).toEqual([
      expect.objectContaining({ learner: '25', dateofdeparture: '2026-10-01', reportedby: '1', reason: '1' }),
    ]);
  });
});
