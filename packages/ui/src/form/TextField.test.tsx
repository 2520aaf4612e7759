import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { TextField } from './TextField';

const requireName = (values: Record<string, string | undefined>) => (values.fname ? {} : { fname: 'Name is required.' });

describe('TextField', () => {
  it('links its label and marks a required field', () => {
    renderWithUi(
      <TestForm>
        <TextField name="fname" label="First Name" required />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: /First Name/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    // aria-required only: a native required attribute would make the browser block submit.
    expect(input).not.toHaveAttribute('required');
  });

  it('shows the error in red only after the field is touched', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm validate={requireName}>
        <TextField name="fname" label="First Name" />
        <TextField name="lname" label="Surname" />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(input);
    await user.tab();

    const error = screen.getByText('Name is required.');
    expect(input).toHaveAccessibleDescription('Name is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Chakra's error text part, coloured fg.error (red, see theme/system.test.ts).
    expect(error).toHaveAttribute('data-part', 'error-text');

    await user.type(input, 'Jane');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });

  it('shows errors of untouched fields after a submit attempt', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithUi(
      <TestForm validate={requireName} onSubmit={onSubmit}>
        <TextField name="fname" label="First Name" />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts characters against the limit', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm>
        <TextField name="ref" label="Reference" maxLength={18} counter helperText="As on the bank statement" />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(screen.getByText('0/18')).toBeInTheDocument();
    await user.type(input, 'INV-2026-0001-EXTRA-LONG');
    expect(input).toHaveValue('INV-2026-0001-EXTR');
    expect(screen.getByText('18/18')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('As on the bank statement 18/18');
  });

  it('respects disabled and read-only', () => {
    renderWithUi(
      <TestForm initialValues={{ pass: 'Welcome1', mobile: '0770' }}>
        <TextField name="pass" label="Default Password" readOnly />
        <TextField name="mobile" label="Mobile" disabled />
      </TestForm>,
    );
    expect(screen.getByRole('textbox', { name: 'Default Password' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toBeDisabled();
  });

  it('parses what is typed before it reaches the form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithUi(
      <TestForm onSubmit={onSubmit}>
        <TextField name="licence" label="Licence Key" parse={(v) => v.toUpperCase()} />
      </TestForm>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Licence Key' }), 'abcde');
    expect(screen.getByRole('textbox', { name: 'Licence Key' })).toHaveValue('ABCDE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ licence: 'ABCDE' });
  });
});
