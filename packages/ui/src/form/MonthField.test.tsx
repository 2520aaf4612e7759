import { londonToday } from '@dss/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-utils/renderWithUi';
import { TestForm } from '../test-utils/TestForm';
import { TextField } from './TextField';

const required = (values: Record<string, string | undefined>) => (values.month ? {} : { month: 'Reporting Month is required.' });

function renderMonth(onSubmit: jest.Mock = jest.fn(), initialValues?: Record<string, string>) {
  renderWithUi(
    <TestForm onSubmit={onSubmit} initialValues={initialValues} validate={required}>
      <TextField
        type="month"
        name="month"
        label="Reporting Month"
        min="2019-03"
        max="2026-10"
        helperText="Any month we ran"
        required
      />
    </TestForm>,
  );
}

const monthSelect = () => screen.getByRole('combobox', { name: 'Reporting Month: month' });
const yearSelect = () => screen.getByRole('combobox', { name: 'Reporting Month: year' });
const offered = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('a month field (TextField type="month")', () => {
  it('gives the form YYYY-MM once a month and a year are chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderMonth(onSubmit);
    await user.selectOptions(monthSelect(), 'July');
    await user.selectOptions(yearSelect(), '2019');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ month: '2019-07' });
  });

  it('offers the years from the last to the first and only the months of the chosen year within the limits', async () => {
    const user = userEvent.setup();
    renderMonth();
    expect(offered(yearSelect())).toEqual(['Year', '2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019']);
    expect(offered(monthSelect())).toHaveLength(13);

    await user.selectOptions(yearSelect(), '2019');
    expect(offered(monthSelect())).toEqual([
      'Month',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    await user.selectOptions(yearSelect(), '2026');
    expect(offered(monthSelect()).at(-1)).toBe('October');
    expect(offered(monthSelect())).not.toContain('November');
  });

  it('drops a month the newly chosen year does not offer, leaving the field without a value', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderMonth(onSubmit);
    await user.selectOptions(monthSelect(), 'December');
    await user.selectOptions(yearSelect(), '2025');
    await user.selectOptions(yearSelect(), '2026');
    expect(monthSelect()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Reporting Month is required.')).toBeInTheDocument();
  });

  it('shows an initial YYYY-MM as its month and year', () => {
    const onSubmit = jest.fn();
    renderMonth(onSubmit, { month: '2024-02' });
    expect(monthSelect()).toHaveDisplayValue('February');
    expect(yearSelect()).toHaveDisplayValue('2024');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the required error once the focus leaves the pair, not while it moves from month to year', async () => {
    const user = userEvent.setup();
    renderMonth();
    await user.tab();
    expect(monthSelect()).toHaveFocus();
    await user.tab();
    expect(yearSelect()).toHaveFocus();
    expect(screen.queryByText('Reporting Month is required.')).not.toBeInTheDocument();
    await user.tab();
    expect(monthSelect()).toHaveAccessibleDescription('Any month we ran Reporting Month is required.');
    expect(yearSelect()).toHaveAccessibleDescription('Any month we ran Reporting Month is required.');
    expect(monthSelect()).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the pair by the label and each select by the label and its part', async () => {
    const user = userEvent.setup();
    renderMonth();
    const group = screen.getByRole('group', { name: 'Reporting Month' });
    expect(within(group).getAllByRole('combobox')).toEqual([monthSelect(), yearSelect()]);
    expect(monthSelect()).toHaveAttribute('aria-required', 'true');
    expect(yearSelect()).toHaveAttribute('aria-required', 'true');
    // The label is the month's: clicking it starts there.
    await user.click(screen.getByText('Reporting Month'));
    expect(monthSelect()).toHaveFocus();
  });

  it('still shows a value older than the limits, and offers it with the months within them', () => {
    renderMonth(jest.fn(), { month: '2017-05' });
    expect(monthSelect()).toHaveDisplayValue('May');
    expect(yearSelect()).toHaveDisplayValue('2017');
    expect(offered(yearSelect()).at(-1)).toBe('2017');
    expect(offered(monthSelect())).toEqual(['Month', 'May']);
  });

  it('offers a hundred years back from ten years on when no limits are given', () => {
    renderWithUi(
      <TestForm>
        <TextField type="month" name="month" label="Registration" />
      </TestForm>,
    );
    const years = offered(screen.getByRole('combobox', { name: 'Registration: year' }));
    const thisYear = Number(londonToday().slice(0, 4));
    expect(years[1]).toBe(String(thisYear + 10));
    expect(years.at(-1)).toBe(String(thisYear - 90));
  });
});
