import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CATEGORY_MESSAGES,
  EXPORT_MESSAGES,
  financeActions,
  FINANCE_TEXTS,
  MILEAGE_MESSAGES,
  TRANSACTION_MESSAGES,
  taxYearOptions,
  type ActiveInstructorRow,
  type FinanceCategory,
} from '@dss/contract';
import { answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { FinancialManagementPage } from './FinancialManagementPage';
import { SNACKBAR_MS } from './Snackbar';

// Forms typed key by key take several seconds on the two shared cores when suites run side by side.
jest.setTimeout(30_000);

const INSTRUCTOR: ActiveInstructorRow = {
  adi_id: 7,
  title: 'Mr',
  fname: 'Oliver',
  lname: 'Whitfield',
  mobile: '07700900123',
  email: 'oliver@example.co.uk',
  teaching_gears: 'manual',
  created: '2023-02-01T10:00:00.000Z',
  currAddr: { fline: '1 High Street', sline: '', city: 'Leeds', county: '', postcode: 'LS1 1AA' },
  accState: 1,
};
const OTHER: ActiveInstructorRow = { ...INSTRUCTOR, adi_id: 3, title: 'Mrs', fname: 'Ada', lname: 'Barker' };
const CATEGORIES: FinanceCategory[] = [
  { rec_id: 1, category: 'Lesson income', type: 'income', tax: 'claimable' },
  { rec_id: 2, category: 'Fuel', type: 'expense', tax: 'claimable' },
];

function wire() {
  return mockWire(
    // The server's search, by id or name, in name order.
    answer(financeActions.activeInstructors, (input) => {
      const rows = [OTHER, INSTRUCTOR].filter((i) =>
        `a${i.adi_id} ${i.fname} ${i.lname}`.toLowerCase().includes(input.search.toLowerCase()),
      );
      return { rows, total: rows.length };
    }),
    answer(financeActions.categories, (input) => CATEGORIES.filter((c) => !input.kind || c.type === input.kind)),
    answer(financeActions.learnerLiability, () => ({
      as_of: '2026-11-22',
      unused_credits: 40,
      unused_value: '1240.00',
      learners_with_credits: 9,
      expiring_days: 30,
      expiring_credits: 3,
      expiring_value: '93.00',
      next_expiry: '2026-12-01T00:00:00.000Z',
    })),
    answer(financeActions.transactions, (input) => ({
      rows: [
        {
          t_id: 5,
          kind: input.type,
          t_date: '2026-10-01',
          cat_id: 1,
          cat_name: 'Lesson income',
          tax: 'claimable' as const,
          adi_id: null,
          adi_name: 'Driving school',
          t_amount: '250.00',
          t_status: 'completed' as const,
          t_pay_method: 'Bank transfer',
          t_notes: '',
        },
      ],
      total: 1,
      amount_total: input.adiid === 'school' ? '1250.00' : '250.00',
      completed_total: '1000.00',
    })),
    answer(financeActions.mileage, () => ({
      rows: [
        {
          rec_id: 3,
          mileage_date: '2026-10-02',
          adi_id: 7,
          adi_name: 'Oliver Whitfield',
          type: 'business' as const,
          start_mileage: '1000.0',
          end_mileage: '1012.4',
          distance: '12.4',
        },
      ],
      total: 1,
      total_distance: '412.6',
    })),
    answer(financeActions.taxYears, () => ({
      today: '2026-11-22',
      earliest_year: 2024,
      options: taxYearOptions('2026-11-22', 2024),
    })),
  );
}

async function blurWith(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  else await userEvent.click(field);
  await userEvent.tab();
}

/**
 * Types into a searched picker key by key, letting React draw between keys: Ark hands each
 * keystroke on after its event, and a key pressed before that draw would be overwritten.
 */
async function typeSearch(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  for (const key of text) {
    await userEvent.keyboard(key);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** Types into a searched picker and chooses the option offered. */
async function pick(label: RegExp | string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await typeSearch(box, typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  expect(box).toHaveValue(option);
}

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
}

describe('Financial Management', () => {
  it('shows the learner money held and the four tabs, Categories first', async () => {
    wire();
    renderScreen(<FinancialManagementPage />);
    expect(await screen.findByText('£1,240.00')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Categories', 'Income', 'Mileage', 'Expenses']);
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Categories' });
    expect(await within(table).findByText('Fuel')).toBeInTheDocument();
  });

  it("adds a category with the spec's rules and messages", async () => {
    const mock = wire();
    renderScreen(<FinancialManagementPage />);
    await blurWith(/^Category Name/, 'F');
    expect(screen.getByText(CATEGORY_MESSAGES.nameShort)).toBeInTheDocument();
    await blurWith(/^Category Name/, '');
    expect(screen.getByText(CATEGORY_MESSAGES.name)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Category Type/));
    await userEvent.tab();
    expect(screen.getByText(CATEGORY_MESSAGES.type)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Tax/));
    await userEvent.tab();
    expect(screen.getByText(CATEGORY_MESSAGES.tax)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeDisabled();

    await blurWith(/^Category Name/, 'Advertising');
    await userEvent.selectOptions(screen.getByLabelText(/^Category Type/), 'expense');
    await userEvent.selectOptions(screen.getByLabelText(/^Tax/), 'non-claimable');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await closeAlert(FINANCE_TEXTS.categoryRecorded);
    expect(mock.sent(financeActions.saveCategory)).toEqual([
      { savefinancecategory: expect.any(String), cat: 'Advertising', type: 'expense', rate: 'non-claimable' },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Category Name/)).toHaveValue(''));
  });

  it('says a duplicate category could not be recorded', async () => {
    const mock = wire();
    mock.on(answer(financeActions.saveCategory, () => refuse(409, FINANCE_TEXTS.categoryFailed)));
    renderScreen(<FinancialManagementPage />);
    await blurWith(/^Category Name/, 'Fuel');
    await userEvent.selectOptions(screen.getByLabelText(/^Category Type/), 'expense');
    await userEvent.selectOptions(screen.getByLabelText(/^Tax/), 'claimable');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findAllByText(FINANCE_TEXTS.categoryFailed)).not.toHaveLength(0);
  });

  it('records income for the school with its own key, offering only income categories, and lists the totals', async () => {
    const mock = wire();
    renderScreen(<FinancialManagementPage />);
    await openTab('Income');
    expect(await screen.findByTestId('income-totals')).toHaveTextContent('Total: £1,250.00 · Completed: £1,000.00');
    const typeOptions = within(screen.getByLabelText(/^Income Type/)).getAllByRole('option');
    await waitFor(() => expect(typeOptions.map((o) => o.textContent)).toContain('Lesson income'));
    expect(within(screen.getByLabelText(/^Income Type/)).queryByText('Fuel')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: /^Driving Instructor/ }));
    await userEvent.tab();
    expect(screen.getByText(TRANSACTION_MESSAGES.adi)).toBeInTheDocument();
    await blurWith(/^Amount/, '0');
    expect(screen.getByText(TRANSACTION_MESSAGES.amountPositive)).toBeInTheDocument();
    await blurWith(/^Payment Method/, '');
    expect(screen.getByText(TRANSACTION_MESSAGES.method)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record Income' })).toBeDisabled();

    await pick(/^Driving Instructor/, 'school', 'Driving school (no instructor)');
    await userEvent.selectOptions(screen.getByLabelText(/^Income Type/), '1');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-01' } });
    await blurWith(/^Amount/, '75');
    await blurWith(/^Payment Method/, 'Cash');
    await userEvent.selectOptions(screen.getByLabelText(/^Status/), 'completed');
    expect(screen.getByLabelText(/^Notes/)).toHaveAttribute('maxlength', '250');
    await userEvent.click(screen.getByRole('button', { name: 'Record Income' }));
    await closeAlert(FINANCE_TEXTS.incomeRecorded);
    const [sent] = mock.sent(financeActions.saveIncome);
    expect(sent).toMatchObject({
      adi: 'school',
      type: '1',
      date: '2026-11-01',
      amount: '75',
      method: 'Cash',
      status: 'completed',
    });
    expect(sent!.idemkey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists the records of one instructor when chosen instead of the whole school', async () => {
    const mock = wire();
    renderScreen(<FinancialManagementPage />);
    await openTab('Expenses');
    await screen.findByTestId('expense-totals');
    expect(mock.sent(financeActions.transactions).at(-1)).toMatchObject({ adiid: 'school', type: 'expense' });
    await pick('View records for', 'A7', 'A7 - Mr Oliver Whitfield');
    expect(mock.sent(financeActions.activeInstructors).at(-1)).toMatchObject({
      search: 'A7',
      sort: 'name',
      page: '0',
      pagesize: '25',
    });
    await waitFor(() => expect(mock.sent(financeActions.transactions).at(-1)).toMatchObject({ adiid: '7', type: 'expense' }));
    expect(await screen.findByTestId('expense-totals')).toHaveTextContent('Total: £250.00');
  });

  it('shows the total distance to one decimal as mileage is typed, and records it', async () => {
    const mock = wire();
    renderScreen(<FinancialManagementPage />);
    await openTab('Mileage');
    expect(await screen.findByTestId('mileage-total')).toHaveTextContent('412.6');
    expect(screen.getByTestId('mileage-distance')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('combobox', { name: /^Driving Instructor/ }));
    await userEvent.tab();
    expect(screen.getByText(MILEAGE_MESSAGES.adi)).toBeInTheDocument();
    await blurWith(/^Start Mileage/, '-1');
    expect(screen.getByText(MILEAGE_MESSAGES.startNegative)).toBeInTheDocument();

    const box = screen.getByRole('combobox', { name: /^Driving Instructor/ });
    await typeSearch(box, 'whit');
    expect(await screen.findByRole('option', { name: 'A7 - Mr Oliver Whitfield' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'A3 - Mrs Ada Barker' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('A7 - Mr Oliver Whitfield');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-02' } });
    await userEvent.selectOptions(screen.getByLabelText(/^Mileage Type/), 'commute');
    await blurWith(/^Start Mileage/, '10.1');
    await blurWith(/^End Mileage/, '9');
    expect(screen.getByText(MILEAGE_MESSAGES.endAfterStart)).toBeInTheDocument();
    expect(screen.getByTestId('mileage-distance')).toHaveTextContent('0');
    await blurWith(/^End Mileage/, '12.3');
    expect(screen.getByTestId('mileage-distance')).toHaveTextContent('2.2');
    await userEvent.click(screen.getByRole('button', { name: 'Record Mileage' }));
    await closeAlert(FINANCE_TEXTS.mileageRecorded);
    expect(mock.sent(financeActions.saveMileage)[0]).toMatchObject({
      adi: '7',
      date: '2026-11-02',
      type: 'commute',
      start: '10.1',
      end: '12.3',
    });
  });
});

describe('Export', () => {
  it('offers CSV, Excel, Quickbooks, Sage and Xero for income, and the tax years newest first then custom', async () => {
    wire();
    renderScreen(<FinancialManagementPage />);
    await openTab('Income');
    const year = await screen.findByLabelText(/^Tax Year/);
    await waitFor(() =>
      expect(
        within(year)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select tax year', '2026/27', '2025/26', '2024/25', 'Custom Tax Year...']),
    );
    const format = screen.getByLabelText(/^Export Format/);
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select format', 'CSV', 'Excel', 'Quickbooks', 'Sage', 'Xero']);
    // which records go in: left alone, what each format always held
    const records = screen.getByLabelText(/^Records/);
    expect(
      within(records)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['As usual for the format', 'Completed only', 'All (pending, failed and cancelled too)']);
    expect(records).toHaveValue('');
    expect(
      screen.getByText('CSV and Excel hold every record; QuickBooks, Sage and Xero only completed ones. The file says which.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(records, 'completed');
    expect(screen.getByText('Only the money that moved; the file says so.')).toBeInTheDocument();
  });

  it('offers only CSV and Excel for mileage', async () => {
    wire();
    renderScreen(<FinancialManagementPage />);
    await openTab('Mileage');
    const format = await screen.findByLabelText(/^Export Format/);
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select format', 'CSV', 'Excel']);
    // mileage has no status: no choice of records
    expect(screen.queryByLabelText(/^Records/)).toBeNull();
  });

  it('downloads a custom tax year of 12 months ending on the chosen date, and notes it for 4000 ms', async () => {
    const mock = wire();
    mock.on(answer(financeActions.exportFile, () => ({ file: 'date,amount\n', fileName: 'export.csv' })));
    const created = jest.fn(() => 'blob:export');
    URL.createObjectURL = created;
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen(<FinancialManagementPage />);
    await openTab('Expenses');
    const year = await screen.findByLabelText(/^Tax Year/);
    await waitFor(() => expect(within(year).getAllByRole('option')).toHaveLength(5));
    await userEvent.selectOptions(year, 'Custom Tax Year...');
    await userEvent.click(screen.getByLabelText(/^Tax Year Ends On/));
    await userEvent.tab();
    expect(screen.getByText(EXPORT_MESSAGES.end)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Export Format/));
    await userEvent.tab();
    expect(screen.getByText(EXPORT_MESSAGES.format)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Tax Year Ends On/), { target: { value: '2025-03-31' } });
    await userEvent.selectOptions(screen.getByLabelText(/^Export Format/), 'xero');
    await userEvent.selectOptions(screen.getByLabelText(/^Records/), 'all');
    expect(screen.getByText('Every record, whatever its status; the file marks those not completed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download Export' }));
    expect(await screen.findByText('export.csv downloaded.')).toBeInTheDocument();
    const shown = Date.now();
    expect(mock.sent(financeActions.exportFile)[0]).toMatchObject({
      owner: 'school',
      type: 'expense',
      exp_format: 'xero',
      records: 'all',
      start: '2024-04-01',
      end: '2025-03-31',
    });
    expect(click).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('export.csv downloaded.')).toBeNull(), { timeout: SNACKBAR_MS + 1000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(SNACKBAR_MS - 200);
    click.mockRestore();
  });
});
