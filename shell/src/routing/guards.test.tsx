import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions, HTTP_ERROR_TEXT } from '@dss/contract';
import { ADMIN, answer, CLERK, mockWire, OFFICE_USER, refuse } from '@dss/test-support';
import { renderApp, SHELL_READS } from '../test-support/render-app';
import { refusedRouteText } from './refused-route';

const where = () => screen.getByTestId('location');

describe('route guards', () => {
  beforeEach(() => mockWire(...SHELL_READS));

  it('sends a visitor without a session from /dashboard routes to /', async () => {
    renderApp('/dashboard/managelearners');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('heading', { name: 'Office sign in' })).toBeInTheDocument();
  });

  it('says nothing of a refused screen to a user who opened their home page themselves', async () => {
    renderApp('/dashboard/home', OFFICE_USER);
    await waitFor(() => expect(document.title).toBe('Home | Driving School System'));
    expect(screen.queryByText(/^Your account cannot open/)).toBeNull();
  });

  it('sends a signed-in user away from the guest-only routes to their home', async () => {
    renderApp('/accountsetup', OFFICE_USER);
    await waitFor(() => expect(where()).toHaveTextContent('/dashboard/home'));
  });

  it('sends a signed-in administrator from / to the admin home', async () => {
    renderApp('/', ADMIN);
    await waitFor(() => expect(where()).toHaveTextContent('/dashboard/adminhome'));
  });

  it('keeps an office user out of admin routes, and says so on their home page', async () => {
    renderApp('/dashboard/addstaff', OFFICE_USER);
    await waitFor(() => expect(where()).toHaveTextContent('/dashboard/home'));
    expect(await screen.findByText(refusedRouteText('Add Staff'))).toBeInTheDocument();
  });

  it('keeps an administrator out of office-user routes', async () => {
    renderApp('/dashboard/home', ADMIN);
    await waitFor(() => expect(where()).toHaveTextContent('/dashboard/adminhome'));
  });

  it('lets only holders of the reports privilege into Financial & Management Reports and its result screen', async () => {
    for (const path of ['/dashboard/managementreports', '/dashboard/managementreports/viewreport']) {
      let view = renderApp(path, CLERK);
      await waitFor(() => expect(where()).toHaveTextContent('/dashboard/home'));
      expect(
        await screen.findByText(/^Your account cannot open (Financial & Management Reports|Report), so/),
      ).toBeInTheDocument();
      view.unmount();
      view = renderApp(path, ADMIN);
      await waitFor(() => expect(where()).toHaveTextContent('/dashboard/adminhome'));
      view.unmount();
      view = renderApp(path, OFFICE_USER);
      await waitFor(() => expect(document.title).toMatch(/^(Financial & Management Reports|Report) \| /));
      expect(where()).toHaveTextContent(path);
      view.unmount();
    }
  });

  it('sets the page title from the route', async () => {
    renderApp('/dashboard/home', OFFICE_USER);
    await waitFor(() => expect(document.title).toBe('Home | Driving School System'));
  });

  it('ends the session and returns to the login page when the server answers 401', async () => {
    mockWire(...SHELL_READS.map(({ action }) => answer(action, () => refuse(401, HTTP_ERROR_TEXT.unauthorised))));
    const { store } = renderApp('/dashboard/home', OFFICE_USER);
    await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('dss.session')).toBeNull();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('makes a staff member on a reset password choose a new one first', async () => {
    renderApp('/dashboard/home', { ...OFFICE_USER, mustChangePassword: true });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('lets a staff member on a reset password log out instead of choosing one', async () => {
    const wire = mockWire(
      ...SHELL_READS,
      answer(authActions.logout, () => 'SUCCESS'),
    );
    const { store } = renderApp('/dashboard/home', { ...OFFICE_USER, mustChangePassword: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
    expect(wire.sent(authActions.logout)).toHaveLength(1);
  });
});
