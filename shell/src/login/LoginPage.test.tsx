import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions, type UserSession } from '@dss/contract';
import { ADMIN, answer, mockWire, OFFICE_USER } from '@dss/test-support';
import { renderApp, SHELL_READS } from '../test-support/render-app';

/** The server signs `user` in. */
const signsIn = (user: UserSession) =>
  answer(authActions.login, () => ({ result: { code: 1, text: 'Login successful.', data: user } }));

describe('login screen', () => {
  it('sends the User ID, the SHA-512 digest of the password and staffweblogin when Enter is pressed', async () => {
    const wire = mockWire(...SHELL_READS, signsIn(OFFICE_USER));
    renderApp('/');
    await userEvent.type(screen.getByLabelText(/User ID/), '2');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo-user{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/home'));
    const [login] = wire.sent(authActions.login);
    expect(login).toMatchObject({ loginid: '2', staffweblogin: '1' });
    // sha512('demo-user'), never the password itself
    expect(login!.p).toMatch(/^[0-9a-f]{128}$/);
    expect(new URLSearchParams(login).toString()).not.toContain('demo-user');
  });

  it('sends an administrator to the admin home', async () => {
    mockWire(...SHELL_READS, signsIn(ADMIN));
    renderApp('/');
    await userEvent.type(screen.getByLabelText(/User ID/), '1');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo-admin{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/adminhome'));
  });

  it("shows the server's text followed by 'Please try again.' when the code is not 1", async () => {
    mockWire(answer(authActions.login, () => ({ result: { code: 0, text: 'Invalid User ID or Password.' } })));
    renderApp('/');
    await userEvent.type(screen.getByLabelText(/User ID/), '3');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid User ID or Password. Please try again.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("shows 'Unknow error !!!. Please try again.' when there is no usable response", async () => {
    mockWire(
      // The request fails before any answer arrives (the harness only answers well-formed replies).
      answer(authActions.login, () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/');
    await userEvent.type(screen.getByLabelText(/User ID/), '3');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknow error !!!. Please try again.');
  });

  it('asks for both fields before sending anything', async () => {
    const wire = mockWire(signsIn(OFFICE_USER));
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('User ID is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(wire.calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    renderApp('/');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: /show password/i }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('explains in the Forgot Password dialog whom to ask', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ask your office manager/)).toBeInTheDocument();
    expect(within(dialog).getByText(/contact software support/)).toBeInTheDocument();
  });

  it('leads to licence activation from its footer button', async () => {
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Licence Activation & Administrator Setup' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accountsetup'));
  });
});
