import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { instructorActions, shellActions } from '@dss/contract';
import { answer, mockWire, renderScreen } from '@dss/test-support';
import { NotificationBell } from './NotificationBell';

const COUNTS = answer(shellActions.notifications, () => ({
  tot_act_comps: 2,
  tot_pend_adis: 1,
  tot_pend_learners: 3,
  totl_pend_bookings: 4,
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderBell() {
  return renderScreen(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell />
            <Where />
          </>
        }
      />
    </Routes>,
    { path: '/dashboard/home' },
  );
}

/**
 * Chooses a menu entry as a keyboard user does (the menu's pointer handling needs layout jsdom
 * lacks): down the list one key at a time until the entry is the highlighted one, then Enter.
 * Counting presses in advance loses one on a loaded machine when the menu is still settling.
 */
async function choose(name: string) {
  // The menu takes focus a frame after it opens; arrow keys pressed before then are lost.
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  const target = screen.getAllByRole('menuitem').find((item) => item.textContent === name.replace(/ (\d+)$/, '$1'));
  expect(target).toBeDefined();
  for (let presses = 0; !target!.hasAttribute('data-highlighted'); presses++) {
    expect(presses).toBeLessThan(20);
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
}

describe('NotificationBell', () => {
  it("keeps the spec's total and adds the instructor document expiry warnings in their own badge", async () => {
    const wire = mockWire(
      COUNTS,
      answer(instructorActions.documentExpiryCounts, () => ({ expired: 2, due: 5 })),
    );
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications: 10' });
    expect(within(bell).getByTestId('bell-total')).toHaveTextContent('10');
    // beside the button, named on its own: the button's name holds its visible text (label in name)
    const expiries = await screen.findByRole('img', { name: 'Document expiry warnings: 7' });
    expect(expiries).toHaveTextContent('7');
    expect(within(bell).queryByTestId('bell-expiries')).toBeNull();
    expect(wire.sent(instructorActions.documentExpiryCounts)).toEqual([{ instructorexpirycounts: '1' }]);

    await userEvent.click(bell);
    expect(await screen.findByRole('menuitem', { name: 'Expired Instructor Documents 2' })).toBeInTheDocument();
    await choose('Instructor Documents Due (30 days) 5');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/vieweditinstructors?expiry=due'));
  });

  it('shows no expiry badge when nothing has expired or is due', async () => {
    mockWire(
      COUNTS,
      answer(instructorActions.documentExpiryCounts, () => ({ expired: 0, due: 0 })),
    );
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications: 10' });
    expect(screen.queryByTestId('bell-expiries')).toBeNull();
    await userEvent.click(bell);
    expect(await screen.findByRole('menuitem', { name: 'Expired Instructor Documents 0' })).toBeInTheDocument();
    await choose('Pending Instructors 1');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/pendinginstructors'));
  });
});
