import { render, screen, within } from '@testing-library/react';
import type { FinancialReport, ReportRequest } from '@dss/contract';
import { UiProvider } from '@dss/ui';
import { FinancialView } from './FinancialView';

const REQUEST: ReportRequest = {
  reportDef: '6. Income by Number of Bookings',
  reportType: 1,
  reportNo: 6,
  start: '2025-07-01',
  end: '2025-08-31',
};
const row = (lessons: number, money: string) => ({ lessons, money, average: '35.00' });
const INCOME: FinancialReport = {
  kind: 'income',
  unit: 'month',
  bookings_totals: [
    { period: '2025-07-01', ...row(1000, '35000.00') },
    { period: '2025-08-01', ...row(200, '7000.00') },
  ],
  gender_totals: [{ gender: 'm', ...row(1200, '42000.00') }],
  postcode_totals: [{ postcode: 'E7', ...row(1200, '42000.00') }],
  postcode_gender_totals: [{ postcode: 'E7', gender: 'm', ...row(1200, '42000.00') }],
  totals: row(1200, '42000.00'),
};
const FEES: FinancialReport = {
  kind: 'fees',
  by: 'postcode',
  rows: [{ key: 'E7', instructors: 2, initial_fees: '3000.00', weekly_fees: '32000.00', weeks: '40', total: '35000.00' }],
  totals: { key: '', instructors: 2, initial_fees: '3000.00', weekly_fees: '32000.00', weeks: '40', total: '35000.00' },
};

// nivo's responsive wrapper measures its parent; jsdom lays nothing out. (Each chart drawn costs
// jsdom about half a second, so each report is drawn once.)
beforeEach(() => {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ x: 0, y: 0, top: 0, left: 0, right: 800, bottom: 700, width: 800, height: 700, toJSON: () => ({}) });
});
afterEach(() => jest.restoreAllMocks());

// `hidden` skips the visibility walk up from every candidate: the drawn charts make that slow.
const tableId = (name: string) => screen.getByRole('table', { name, hidden: true }).id;
const chart = (name: string) => screen.getByRole('img', { name, hidden: true });
/** Once the report's last section is drawn (the sections are drawn in turn). */
const drawnTo = (lastChart: string) => screen.findByRole('img', { name: lastChart, hidden: true });

describe('financial report charts', () => {
  it('points each income chart at the table of its figures, money in pounds', async () => {
    render(
      <UiProvider>
        <FinancialView request={REQUEST} data={INCOME} />
      </UiProvider>,
    );
    await drawnTo('Average Income per Lesson per Month');
    expect(chart('Income by Outer Postcode and Instructor Gender')).toHaveAttribute(
      'aria-details',
      tableId('Income by Outer Postcode and Instructor Gender'),
    );
    const perMonth = tableId('Lessons and Income per Month');
    for (const name of ['Lessons per Month', 'Income per Month', 'Average Income per Lesson per Month'])
      expect(chart(name)).toHaveAttribute('aria-details', perMonth);
    expect(within(chart('Income per Month')).getByText('£35,000')).toBeInTheDocument();
    expect(within(chart('Lessons per Month')).queryByText(/£/)).not.toBeInTheDocument();
  });

  it('reads fees in pounds, and points the line chart below at the fees table', async () => {
    render(
      <UiProvider>
        <FinancialView request={REQUEST} data={FEES} />
      </UiProvider>,
    );
    await drawnTo('Initial and Weekly Fees by Outer Postcode');
    const fees = chart('Franchise Fees by Outer Postcode');
    expect(within(fees).getAllByText('£35,000').length).toBeGreaterThan(0);
    expect(within(fees).queryByText('35000')).not.toBeInTheDocument();
    expect(chart('Initial and Weekly Fees by Outer Postcode')).toHaveAttribute(
      'aria-details',
      tableId('Franchise Fees by Outer Postcode'),
    );
  });
});
