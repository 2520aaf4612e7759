import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERASURE_MESSAGES, ERASURE_REFUSALS, erasedText, erasureActions } from '@dss/contract';
import { ADMIN, answer, mockWire, refuse, renderScreen } from '@dss/test-support';
import { ErasureForm } from './ErasureForm';

jest.setTimeout(20_000);

/** Shows the form, chooses the person (a learner unless told), types the ID and reason and presses Erase; answers the user. */
async function askToErase(id: string, reason: string, person?: 'instructor') {
  renderScreen(<ErasureForm />, { session: ADMIN });
  const user = userEvent.setup();
  if (person) await user.selectOptions(screen.getByLabelText(/^Person/), person);
  await user.type(screen.getByLabelText(/^ID/), id);
  await user.type(screen.getByLabelText(/^Reason/), reason);
  await user.click(screen.getByRole('button', { name: 'Erase' }));
  return user;
}

describe('Erase a learner or instructor', () => {
  it('names the learner in a confirmation dialog, erases them with the reason, and says so', async () => {
    const wire = mockWire(
      answer(erasureActions.erasureSubject, ({ kind, id }) => ({ kind, id, name: 'Zoe Quaxley', erased: false })),
      answer(erasureActions.eraseLearner, () => 'SUCCESS'),
    );
    const user = await askToErase('L150', 'Asked by letter');

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Erase the learner Zoe Quaxley \(L150\)\?/)).toBeInTheDocument();
    expect(wire.sent(erasureActions.eraseLearner)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    expect(await screen.findByText(erasedText('learner', 150))).toBeInTheDocument();
    // the form starts again, empty and without messages
    await waitFor(() => expect(screen.getByLabelText(/^Reason/)).toHaveValue(''));
    expect(screen.queryByText(ERASURE_MESSAGES.reason)).toBeNull();
    expect(wire.sent(erasureActions.erasureSubject)).toEqual([{ erasuresubject: '1', kind: 'learner', id: '150' }]);
    expect(wire.sent(erasureActions.eraseLearner)).toEqual([{ eraselearner: '1', learner: '150', reason: 'Asked by letter' }]);
  });

  it("shows the server's refusal for an instructor with lessons still to come", async () => {
    const wire = mockWire(
      answer(erasureActions.erasureSubject, ({ kind, id }) => ({ kind, id, name: 'Adam Teacher', erased: false })),
      answer(erasureActions.eraseInstructor, () => refuse(409, ERASURE_REFUSALS.futureLessons)),
    );
    const user = await askToErase('A12', 'Left the school', 'instructor');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/instructor Adam Teacher \(A12\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText(ERASURE_REFUSALS.futureLessons)).toBeInTheDocument();
    expect(wire.sent(erasureActions.eraseInstructor)).toEqual([
      { eraseinstructor: '1', instructor: '12', reason: 'Left the school' },
    ]);
  });

  it('erases nobody when the dialog is cancelled, or when the person is already erased', async () => {
    let erased = false;
    const wire = mockWire(
      answer(erasureActions.erasureSubject, ({ kind, id }) => ({ kind, id, name: 'Zoe Quaxley', erased })),
      answer(erasureActions.eraseLearner, () => 'SUCCESS'),
    );
    const user = await askToErase('7', 'Asked');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    erased = true;
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText(ERASURE_REFUSALS.learnerErased)).toBeInTheDocument();
    expect(wire.sent(erasureActions.eraseLearner)).toEqual([]);
  });

  it('asks for an ID and a reason before asking the server', async () => {
    const wire = mockWire(answer(erasureActions.erasureSubject, ({ kind, id }) => ({ kind, id, name: 'X Y', erased: false })));
    renderScreen(<ErasureForm />, { session: ADMIN });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^ID/), 'A12');
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText(ERASURE_MESSAGES.id)).toBeInTheDocument();
    expect(screen.getByText(ERASURE_MESSAGES.reason)).toBeInTheDocument();
    expect(wire.sent(erasureActions.erasureSubject)).toEqual([]);
  });
});
