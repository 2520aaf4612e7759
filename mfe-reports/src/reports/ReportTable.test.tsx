import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@dss/ui';
import { FeedbackBars } from './FeedbackBars';
import { NO_DATA_PROVIDED, ReportTable, keptOnOneLine, tableLines, type Column } from './ReportTable';

type Row = { key: string; count: number; money: string };
const COLUMNS: Column<Row>[] = [
  { header: 'Postcode', value: (r) => r.key },
  { header: 'Count', value: (r) => r.count, percent: true },
  { header: 'Money', value: (r) => r.money, total: true, display: (v) => `£${Number(v).toFixed(2)}` },
];
const ROWS: Row[] = [
  { key: 'E7', count: 1, money: '10.10' },
  { key: 'IG1', count: 3, money: '20.20' },
];

describe('report tables', () => {
  it('adds each percentage over the column total, and a total line', () => {
    expect(tableLines(COLUMNS, ROWS)).toEqual({
      header: ['Postcode', 'Count', '%', 'Money'],
      lines: [
        ['E7', 1, '25.0', '10.10'],
        ['IG1', 3, '75.0', '20.20'],
      ],
      footer: ['Total', 4, '100.0', '30.30'],
    });
  });

  it('shows the figures, and downloads what it shows as CSV', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <UiProvider>
        <ReportTable title="Fees" columns={COLUMNS} rows={ROWS} fileName="fees.csv" />
      </UiProvider>,
    );
    const table = screen.getByRole('table', { name: 'Fees' });
    expect(within(table).getByRole('row', { name: 'IG1 3 75.0 £20.20' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total 4 100.0 £30.30' })).toBeInTheDocument();
    // Plain rows and cells, styled from the table: a styled component per cell slowed long reports.
    const parts = ['row', 'columnheader', 'cell'].flatMap((role) => within(table).getAllByRole(role));
    expect(parts.filter((part) => part.hasAttribute('class'))).toEqual([]);
    expect(within(table).getByRole('cell', { name: '£20.20' })).toHaveStyle({ textAlign: 'end' });
    await userEvent.click(screen.getByRole('button', { name: 'Download Fees as CSV' }));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toBe('Postcode,Count,%,Money\r\nE7,1,25.0,10.10\r\nIG1,3,75.0,20.20\r\nTotal,4,100.0,30.30\r\n');
  });

  it("keeps short cells ('Jul 2025', money) on one line and lets long text wrap", () => {
    const long = 'Did the instructor explain the manoeuvre clearly?';
    expect(keptOnOneLine('Jul 2025')).toBe(true);
    expect(keptOnOneLine('£1,234,567.89')).toBe(true);
    expect(keptOnOneLine(long)).toBe(false);
    render(
      <UiProvider>
        <ReportTable
          title="Per Month"
          columns={[
            { header: 'Month', value: (r: { m: string; n: number }) => r.m },
            { header: 'Lessons', value: (r) => r.n, percent: true },
          ]}
          rows={[
            { m: 'Jul 2025', n: 1200 },
            { m: long, n: 3 },
          ]}
          fileName="per-month.csv"
        />
      </UiProvider>,
    );
    expect(screen.getByRole('cell', { name: 'Jul 2025' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('cell', { name: '1200' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('cell', { name: long })).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it("shows 'No Data Provided' for a table without rows", () => {
    render(
      <UiProvider>
        <ReportTable title="Fees" columns={COLUMNS} rows={[]} fileName="fees.csv" />
      </UiProvider>,
    );
    expect(screen.getByText(NO_DATA_PROVIDED)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /CSV/ })).not.toBeInTheDocument();
  });

  it('draws a feedback bar per question at its percentage, in its band colour', () => {
    render(
      <UiProvider>
        <FeedbackBars
          title="Score by Question"
          rows={[
            { quest_text: 'On time?', no_of_ratings: 2, ratings_total: 10 },
            { quest_text: 'Clear?', no_of_ratings: 3, ratings_total: 10 },
            { quest_text: 'Safe?', no_of_ratings: 4, ratings_total: 7 },
          ]}
        />
      </UiProvider>,
    );
    const bar = (name: string) => screen.getByRole('progressbar', { name });
    expect(bar('On time?')).toHaveAttribute('aria-valuenow', '100');
    expect(bar('On time?')).toHaveAttribute('data-colour', 'green');
    expect(bar('Clear?')).toHaveAttribute('aria-valuenow', '67');
    expect(bar('Clear?')).toHaveAttribute('data-colour', 'yellow');
    expect(bar('Safe?')).toHaveAttribute('aria-valuenow', '35');
    expect(bar('Safe?')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByText('67% (3 ratings)')).toBeInTheDocument();
  });
});
