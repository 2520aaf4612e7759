import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { FormIncompleteNotice } from './FormIncompleteNotice';
import { TextField } from './TextField';

describe('FormIncompleteNotice', () => {
  it('appears once the form is edited while invalid, and goes when valid', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm validate={(v) => (v.fname && v.lname ? {} : { lname: 'Name is required.' })}>
        <TextField name="fname" label="First Name" />
        <TextField name="lname" label="Surname" />
        <FormIncompleteNotice />
      </TestForm>,
    );
    expect(screen.queryByText('Please complete all required fields.')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Jane');
    expect(screen.getByRole('status')).toHaveTextContent('Please complete all required fields.');

    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Smith');
    expect(screen.queryByText('Please complete all required fields.')).not.toBeInTheDocument();
  });
});
