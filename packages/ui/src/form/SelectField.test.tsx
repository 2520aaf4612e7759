import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { SelectField } from './SelectField';
import { SELECT_DIVIDER } from './selectOptions';

const titles = [
  { value: '2', label: 'Mr' },
  { value: '4', label: 'Ms' },
  SELECT_DIVIDER,
  { value: '1', label: 'Dr' },
  { value: '9', label: 'Sir', disabled: true },
];

describe('SelectField', () => {
  it('lists a placeholder, the options and a divider between groups', () => {
    renderWithUi(
      <TestForm>
        <SelectField name="title" label="Title" options={titles} required />
      </TestForm>,
    );
    const select = screen.getByRole('combobox', { name: /Title/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select', 'Mr', 'Ms', 'Dr', 'Sir']);
    expect(within(select).getByRole('separator')).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Sir' })).toBeDisabled();
    expect(select).toHaveValue('');
  });

  it('stores the chosen value and shows an error once touched', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithUi(
      <TestForm validate={(v) => (v.title ? {} : { title: 'Title is required.' })} onSubmit={onSubmit}>
        <SelectField name="title" label="Title" options={titles} />
      </TestForm>,
    );
    const select = screen.getByRole('combobox', { name: 'Title' });
    await user.click(select);
    await user.tab();
    expect(select).toHaveAccessibleDescription('Title is required.');

    await user.selectOptions(select, 'Dr');
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ title: '1' });
  });
});
