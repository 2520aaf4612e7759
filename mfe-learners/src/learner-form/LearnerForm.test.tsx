import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnerActions } from '@dss/contract';
import { answer, CLERK, DICTIONARIES, mockWire, refuse, renderScreen } from '@dss/test-support';
import { RegisterLearnerPage } from '../register/RegisterLearnerPage';
import { fillValid } from '../test-support/fill-valid-learner';

/** The learner screens signed in as an office user without the reports privilege. */
const asClerk = { session: CLERK };

jest.setTimeout(30_000);

describe('the learner form (document 1 §5)', () => {
  it('lists favourite titles first with a divider, derives the gender and offers languages besides English', async () => {
    mockWire(...DICTIONARIES);
    renderScreen(<RegisterLearnerPage />, asClerk);
    await screen.findByRole('option', { name: 'Dr' });
    // The options and the divider, in the order the list shows them.
    const title = within(screen.getByLabelText(/^Title/));
    const options = [...title.getAllByRole('option'), title.getByRole('separator')]
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((o) => (o.tagName === 'HR' ? '---' : o.textContent));
    expect(options).toEqual(['Select title', 'Mr', 'Mrs', '---', 'Dr']);
    await userEvent.selectOptions(screen.getByLabelText(/^Title/), 'Mrs');
    expect(screen.getByTestId('derived-gender')).toHaveTextContent('Female');
    await userEvent.selectOptions(screen.getByLabelText(/^Title/), 'Dr');
    expect(screen.getByTestId('derived-gender')).toHaveTextContent('Not implied by the title');
    expect(screen.queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Polish' })).toBeInTheDocument();
  });

  it("shows the spec's messages and 'Please complete all required fields.' while dirty and invalid", async () => {
    mockWire(...DICTIONARIES);
    renderScreen(<RegisterLearnerPage />, asClerk);
    expect(screen.queryByText('Please complete all required fields.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Mobile/), '07a');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'nope');
    await userEvent.type(screen.getByLabelText(/^Postcode/), 'E7');
    await userEvent.click(screen.getByLabelText(/^First Name/));
    await userEvent.tab();
    expect(screen.getByText('Please complete all required fields.')).toBeInTheDocument();
    expect(screen.getByText('Only numbers are allowed.')).toBeInTheDocument();
    expect(screen.getByText('Invalid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Postcode is too short. Min 6 characters required.')).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Learner' })).toBeDisabled();
  });

  it('gives non-blocking hints for a licence number that does not match and a postcode of the wrong shape', async () => {
    mockWire(...DICTIONARIES);
    renderScreen(<RegisterLearnerPage />, asClerk);
    await fillValid();
    expect(screen.queryByText(/does not match/)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Surname/));
    await userEvent.type(screen.getByLabelText(/^Surname/), 'Smith');
    expect(screen.getByText(/The licence number does not match the surname\./)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Pickup Postcode/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/^Pickup Postcode/, { selector: 'input' }), '1234567');
    expect(screen.getByText('This does not look like a UK postcode.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Learner' })).toBeEnabled();
  });

  it('sends the form fields with the derived gender, then clears the form after success', async () => {
    const wire = mockWire(...DICTIONARIES);
    renderScreen(<RegisterLearnerPage />, asClerk);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register Learner' }));
    expect(await screen.findByText('Learner registered successfully.')).toBeInTheDocument();
    const [sent] = wire.sent(learnerActions.registerLearner);
    expect(sent).toMatchObject({
      title: '2',
      gender: 'f',
      hapostcode: 'E7 9HZ',
      lesstype: 'manual',
      adilang: '',
      cartype: '2',
    });
    expect(sent).not.toHaveProperty('password');
    expect(sent!.idemkey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue(''));
  });

  it('asks whether the learner wants lesson reminders by e-mail: yes for a new learner, and sends the choice', async () => {
    const wire = mockWire(...DICTIONARIES);
    renderScreen(<RegisterLearnerPage />, asClerk);
    await fillValid();
    const reminders = screen.getByLabelText(/^Lesson reminders by e-mail/);
    expect(reminders).toHaveValue('1');
    await userEvent.selectOptions(reminders, 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Register Learner' }));
    expect(await screen.findByText('Learner registered successfully.')).toBeInTheDocument();
    expect(wire.sent(learnerActions.registerLearner)).toEqual([expect.objectContaining({ lessonreminders: '0' })]);
    await waitFor(() => expect(screen.getByLabelText(/^Lesson reminders by e-mail/)).toHaveValue('1'));
  });

  it('shows the spec error, which stays until OK, when the server refuses', async () => {
    mockWire(
      ...DICTIONARIES,
      answer(learnerActions.registerLearner, () => refuse(409, 'A learner with this licence number is already registered.')),
    );
    renderScreen(<RegisterLearnerPage />, asClerk);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register Learner' }));
    expect(await screen.findByText('Error registering learner. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('A learner with this licence number is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ayesha');
  });
});
