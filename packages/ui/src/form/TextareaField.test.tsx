import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { TextareaField } from './TextareaField';

describe('TextareaField', () => {
  it('counts characters and stops at the limit', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm>
        <TextareaField name="notes" label="Notes" maxLength={10} counter />
      </TestForm>,
    );
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(box, 'Paid in cash at the office');
    expect(box).toHaveValue('Paid in ca');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('shows its error once touched', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TestForm validate={(v) => (v.progress ? {} : { progress: 'Please enter update description.' })}>
        <TextareaField name="progress" label="Progress" />
      </TestForm>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Progress' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Progress' })).toHaveAccessibleDescription('Please enter update description.');
  });
});
