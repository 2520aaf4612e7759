import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@dss/contract';
import { answer, CLERK, mockWire } from '@dss/test-support';
import { renderApp, SHELL_READS } from '../test-support/render-app';

jest.setTimeout(20_000);

describe('the top bar on a phone or tablet', () => {
  it("opens a menu with the user's name, Package Prices, Help Guide and Logout, and logs out from it", async () => {
    const wire = mockWire(
      ...SHELL_READS,
      answer(authActions.logout, () => 'SUCCESS'),
    );
    const { store } = renderApp('/dashboard/home', CLERK);
    const user = userEvent.setup();
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByText(CLERK.full_name)).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Package Prices' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Help Guide' })).toHaveAttribute('href', '/help-guide.pdf');

    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
    expect(wire.sent(authActions.logout)).toHaveLength(1);
  });
});
