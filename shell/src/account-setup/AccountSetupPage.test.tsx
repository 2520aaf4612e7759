import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@dss/contract';
import { answer, enterText, mockWire, refuse } from '@dss/test-support';
import { renderApp } from '../test-support/render-app';

// Fields take their text at once, the licence key too (as a key pasted from the licence e-mail):
// typing each key re-rendered the form some seventy times per fill, and a fill typed key by key
// ran out the test's time on a loaded machine. The mask's own test types the key key by key.
jest.setTimeout(20_000);

async function fillValidForm() {
  await userEvent.selectOptions(screen.getByLabelText(/^Title/), 'Mrs');
  await enterText(screen.getByLabelText(/^First Name/), 'Ayesha');
  await enterText(screen.getByLabelText(/^Surname/), 'Rahman');
  await enterText(screen.getByLabelText(/^Mobile/), '07700900555');
  await enterText(screen.getByLabelText(/^E-mail/), 'ayesha@school.invalid');
  await enterText(screen.getByLabelText(/^Password/), 'first-admin-pw');
  await enterText(screen.getByLabelText(/^Licence Key/), 'abcde12345fghjk67890mnpqr');
}

describe('licence activation and administrator setup', () => {
  it("says 'Please complete all required fields.' while the form is invalid", async () => {
    renderApp('/accountsetup');
    expect(await screen.findByText('Please complete all required fields.')).toBeInTheDocument();
    await fillValidForm();
    await waitFor(() => expect(screen.queryByText('Please complete all required fields.')).not.toBeInTheDocument());
  });

  it('shows the key in its mask: five groups of five, uppercase', async () => {
    renderApp('/accountsetup');
    await userEvent.type(screen.getByLabelText(/^Licence Key/), 'abcde12345fghjk67890mnpqr');
    expect(screen.getByLabelText(/^Licence Key/)).toHaveValue('ABCDE-12345-FGHJK-67890-MNPQR');
  });

  it('puts a pasted key in the same mask', async () => {
    renderApp('/accountsetup');
    await enterText(screen.getByLabelText(/^Licence Key/), 'abcde-12345 fghjk67890mnpqr');
    expect(screen.getByLabelText(/^Licence Key/)).toHaveValue('ABCDE-12345-FGHJK-67890-MNPQR');
  });

  it('shows the spec messages for bad input', async () => {
    renderApp('/accountsetup');
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Ann3');
    await userEvent.type(screen.getByLabelText(/^Mobile/), '0770');
    await userEvent.type(screen.getByLabelText(/^Password/), 'abc');
    await userEvent.type(screen.getByLabelText(/^Licence Key/), 'abc');
    await userEvent.tab();
    expect(screen.getByText('Only letters are allowed.')).toBeInTheDocument();
    expect(screen.getByText('Mobile number can not be less than 9 digits')).toBeInTheDocument();
    expect(screen.getByText('Password is too short. Min 6 characters required.')).toBeInTheDocument();
    expect(screen.getByText('Licence Key is reqired.')).toBeInTheDocument();
  });

  it('sends the payload of document 3 §7 and goes to sign in after success', async () => {
    const wire = mockWire(
      answer(authActions.activateLicence, () => ({
        result: { code: 1, text: 'Licence activated. Please sign in with User ID 4 and your password.', data: { id: 4 } },
      })),
    );
    renderApp('/accountsetup');
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Licence' }));
    expect(await screen.findByText(/sign in with User ID 4/)).toBeInTheDocument();
    const [sent] = wire.sent(authActions.activateLicence);
    expect(sent).toMatchObject({ accountsetup: '1', licence: 'ABCDE12345-FGHJK-67890-MNPQR', title: 'Mrs' });
    expect(sent!.p).toMatch(/^[0-9a-f]{128}$/);
    expect(sent).not.toHaveProperty('password');
    await userEvent.click(screen.getByRole('button', { name: /ok|close/i }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("shows a refusal's text in an info alert", async () => {
    mockWire(answer(authActions.activateLicence, () => refuse(409, 'This installation is already activated. Please sign in.')));
    renderApp('/accountsetup');
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Licence' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This installation is already activated. Please sign in.');
  });
});
