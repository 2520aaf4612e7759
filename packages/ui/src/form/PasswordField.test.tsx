import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm>
        <PasswordField name="password" label="Password" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Password');
    await user.type(input, 's3cret');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows its error after a submit attempt', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm validate={(v) => (v.password ? {} : { password: 'Password is required.' })}>
        <PasswordField name="password" label="Password" />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
  });
});
