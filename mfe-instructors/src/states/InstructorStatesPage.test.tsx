import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instructorActions, INSTRUCTOR_TEXTS } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, renderScreen } from '@dss/test-support';
import { SUCCESS_ALERT_MS } from '@dss/ui';
import { instructorRow, pageOf } from '../test-support/instructors';
import { InstructorStatesPage } from './InstructorStatesPage';

jest.setTimeout(30_000);

describe('Instructor State Management (document 3)', () => {
  it('lists every instructor with the account state and lets the administrator delete one not yet deleted', async () => {
    let deleted = false;
    const wire = mockWire(
      answer(instructorActions.instructorStates, () =>
        pageOf([instructorRow(5, { accState: deleted ? 4 : 1 }), instructorRow(6, { accState: 4, fname: 'Gone' })]),
      ),
      answer(instructorActions.deleteInstructor, () => {
        deleted = true;
        return 'SUCCESS';
      }),
    );
    renderScreen(<InstructorStatesPage />, { session: ADMIN });
    const table = await screen.findByRole('table', { name: 'Instructors' });
    expect(await within(table).findByText('Deleted')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('row', { name: /A6 Mr Gone/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Instructor Information' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(table).getByRole('row', { name: /A5 / }));
    dialog = await screen.findByRole('dialog', { name: 'Instructor Information' });
    expect(within(dialog).queryByText(INSTRUCTOR_TEXTS.deleteContactAdmin)).toBeNull();
    // Fake timers from here, so the alert's self-closing timer can be run past without waiting.
    jest.useFakeTimers();
    try {
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .click(within(dialog).getByRole('button', { name: 'Delete' }));
      await screen.findByText(INSTRUCTOR_TEXTS.stateUpdated);
      // Document 3 §8: this success text stays open until the administrator closes it.
      act(() => jest.advanceTimersByTime(SUCCESS_ALERT_MS * 2));
      expect(screen.getByText(INSTRUCTOR_TEXTS.stateUpdated)).toBeInTheDocument();
      await closeAlert(INSTRUCTOR_TEXTS.stateUpdated);
    } finally {
      jest.useRealTimers();
    }
    expect(wire.sent(instructorActions.deleteInstructor)).toEqual([{ deleteinstructor: '1', adi_id: '5' }]);
    await waitFor(() => expect(within(table).getAllByText('Deleted')).toHaveLength(2));
  });
});
