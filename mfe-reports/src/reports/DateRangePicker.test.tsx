import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dss/test-support';
import { DateRangePicker } from './DateRangePicker';

// Forms driven event by event take a few seconds on the two shared cores when suites run side by side.
jest.setTimeout(30_000);

const TODAY = '2026-11-22';

function openPicker() {
  const onSubmit = jest.fn();
  renderScreen(<DateRangePicker onSubmit={onSubmit} today={TODAY} />);
  return onSubmit;
}

const viewReport = () => screen.getByRole('button', { name: 'View Report' });
const chooseMode = (label: string) => userEvent.selectOptions(screen.getByLabelText(/^Time Range/), label);
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const setValue = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('the date-range picker', () => {
  it('offers the sixteen time ranges and keeps View Report disabled until a range exists', async () => {
    openPicker();
    const modes = within(screen.getByLabelText(/^Time Range/)).getAllByRole('option');
    expect(modes.map((o) => o.textContent)).toEqual([
      'Please select',
      'Week',
      'Fortnight',
      'Month',
      'Quarter',
      '6 Months',
      'Year',
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `Last ${n} Years`),
      'Custom Range',
    ]);
    expect(viewReport()).toBeDisabled();
    await chooseMode('Week');
    expect(viewReport()).toBeDisabled();
  });

  it('makes a week from a start date between the product start and 7 days before today', async () => {
    const onSubmit = openPicker();
    await chooseMode('Week');
    const start = screen.getByLabelText(/^Week Starting/);
    expect(start).toHaveAttribute('min', '2019-03-25');
    expect(start).toHaveAttribute('max', '2026-11-15');
    setValue(/^Week Starting/, '2026-11-16');
    expect(await screen.findByText('The date can not be after 15/11/2026.')).toBeInTheDocument();
    expect(viewReport()).toBeDisabled();
    setValue(/^Week Starting/, '2019-03-24');
    expect(await screen.findByText('The date can not be before 25/03/2019.')).toBeInTheDocument();
    setValue(/^Week Starting/, '2026-11-09');
    expect(screen.getByTestId('chosen-range')).toHaveTextContent('Reporting from 09/11/2026 to 16/11/2026');
    await userEvent.click(viewReport());
    expect(onSubmit).toHaveBeenCalledWith({ s: '2026-11-09', e: '2026-11-16' });
  });

  it('makes a fortnight from a start at least 14 days back', async () => {
    const onSubmit = openPicker();
    await chooseMode('Fortnight');
    expect(screen.getByLabelText(/^Fortnight Starting/)).toHaveAttribute('max', '2026-11-08');
    setValue(/^Fortnight Starting/, '2026-11-08');
    await userEvent.click(viewReport());
    expect(onSubmit).toHaveBeenCalledWith({ s: '2026-11-08', e: '2026-11-22' });
  });

  it('makes a month from its first to its last day, from the product start month to last month', async () => {
    const onSubmit = openPicker();
    await chooseMode('Month');
    const month = screen.getByRole('combobox', { name: 'Month: month' });
    const year = screen.getByRole('combobox', { name: 'Month: year' });
    expect(optionsOf(year)).toEqual(['Year', '2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019']);
    await userEvent.selectOptions(year, '2026');
    expect(optionsOf(month).at(-1)).toBe('October');
    await userEvent.selectOptions(year, '2019');
    expect(optionsOf(month)[1]).toBe('March');
    expect(viewReport()).toBeDisabled();
    await userEvent.selectOptions(year, '2026');
    await userEvent.selectOptions(month, 'February');
    expect(screen.getByTestId('chosen-range')).toHaveTextContent('Reporting from 01/02/2026 to 28/02/2026');
    await userEvent.click(viewReport());
    expect(onSubmit).toHaveBeenCalledWith({ s: '2026-02-01', e: '2026-02-28' });
  });

  it('lists the quarters, half-years and years between the product start and now', async () => {
    const onSubmit = openPicker();
    await chooseMode('Quarter');
    const quarters = within(screen.getByLabelText(/^Quarter/)).getAllByRole('option');
    expect(quarters[1]).toHaveTextContent('Q4 2026 (Oct-Dec)');
    expect(quarters[quarters.length - 1]).toHaveTextContent('Q1 2019 (Jan-Mar)');
    await userEvent.selectOptions(screen.getByLabelText(/^Quarter/), 'Q2 2025 (Apr-Jun)');
    await userEvent.click(viewReport());
    expect(onSubmit).toHaveBeenLastCalledWith({ s: '2025-04-01', e: '2025-06-30' });

    await chooseMode('6 Months');
    expect(viewReport()).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(/^Half Year/), 'Jan-Jun 2026');
    expect(screen.getByTestId('chosen-range')).toHaveTextContent('Reporting from 01/01/2026 to 30/06/2026');
    await userEvent.click(viewReport());
    expect(onSubmit).toHaveBeenLastCalledWith({ s: '2026-01-01', e: '2026-06-30' });

    await chooseMode('Year');
    const years = within(screen.getByLabelText(/^Year/)).getAllByRole('option');
    expect(years.slice(1).map((o) => o.textContent)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019']);
    await userEvent.selectOptions(screen.getByLabelText(/^Year/), '2019');
    await userEvent.click(viewReport());
    expect(onSubmit).toHaveBeenLastCalledWith({ s: '2019-03-25', e: '2019-12-31' });
  });

  it('makes the last N years up to yesterday as soon as the mode is chosen', async () => {
    const onSubmit = openPicker();
    await chooseMode('Last 3 Years');
    expect(viewReport()).toBeEnabled();
    expect(screen.getByTestId('chosen-range')).toHaveTextContent('Reporting from 22/11/2023 to 21/11/2026');
    await userEvent.click(viewReport());
    expect(onSubmit).toHaveBeenCalledWith({ s: '2023-11-22', e: '2026-11-21' });
    await chooseMode('Last 10 Years');
    expect(screen.getByTestId('chosen-range')).toHaveTextContent('Reporting from 25/03/2019 to 21/11/2026');
  });

  it('needs both custom dates, in order, between the product start and today', async () => {
    const onSubmit = openPicker();
    await chooseMode('Custom Range');
    expect(screen.getByLabelText(/^Start Date/)).toHaveAttribute('min', '2019-03-25');
    expect(screen.getByLabelText(/^End Date/)).toHaveAttribute('max', TODAY);
    setValue(/^Start Date/, '2026-06-01');
    expect(viewReport()).toBeDisabled();
    setValue(/^End Date/, '2026-05-31');
    expect(await screen.findByText('The start date must be before the end date.')).toBeInTheDocument();
    expect(viewReport()).toBeDisabled();
    setValue(/^End Date/, '2026-11-23');
    expect(await screen.findByText('The date can not be after 22/11/2026.')).toBeInTheDocument();
    setValue(/^End Date/, TODAY);
    await userEvent.click(viewReport());
    expect(onSubmit).toHaveBeenCalledWith({ s: '2026-06-01', e: TODAY });
  });

  it('leaves an empty field without a message, its View Report disabled, so nothing moves under the pointer', async () => {
    openPicker();
    fireEvent.blur(screen.getByLabelText(/^Time Range/));
    await chooseMode('Custom Range');
    fireEvent.blur(screen.getByLabelText(/^Start Date/));
    fireEvent.blur(screen.getByLabelText(/^End Date/));
    await userEvent.click(viewReport());
    expect(screen.queryByText(/required/)).not.toBeInTheDocument();
    expect(viewReport()).toBeDisabled();
  });

  it('clears the previous value and range when the mode changes', async () => {
    openPicker();
    await chooseMode('Week');
    setValue(/^Week Starting/, '2026-11-16');
    expect(await screen.findByText('The date can not be after 15/11/2026.')).toBeInTheDocument();
    setValue(/^Week Starting/, '2026-11-02');
    expect(viewReport()).toBeEnabled();

    await chooseMode('Custom Range');
    expect(screen.getByLabelText(/^Start Date/)).toHaveValue('');
    expect(screen.queryByText(/can not be/)).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen-range')).toHaveTextContent('');
    expect(viewReport()).toBeDisabled();

    await chooseMode('Last 2 Years');
    expect(viewReport()).toBeEnabled();
    await chooseMode('Week');
    expect(screen.getByLabelText(/^Week Starting/)).toHaveValue('');
    expect(viewReport()).toBeDisabled();
  });
});
