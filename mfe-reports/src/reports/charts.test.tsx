import { render, screen, within } from '@testing-library/react';
import { contrastRatio } from '@dss/contract';
import { UiProvider } from '@dss/ui';
import { chartValue, ColumnChart, labelColour, LineChart, PieChart } from './charts';
import { TableAndChart } from './layout';
import { ReportTable } from './ReportTable';

// The charts' fills: nivo's category10 scheme, and the spec's feedback bar colours (document 3).
const CATEGORY10 = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];
const FEEDBACK = ['#16a34a', '#84cc16', '#facc15', '#f97316', '#dc2626'];

// jsdom lays nothing out: nivo's responsive wrapper measures its parent, so give every box a size.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 800,
    bottom: 600,
    width: 800,
    height: 600,
    toJSON: () => ({}),
  });
});
afterEach(() => jest.restoreAllMocks());

/** A drawn colour as '#rrggbb': nivo's still (not animated) bars and labels carry it as 'rgba(r, g, b, 1)'. */
function hex(colour: string | null | undefined): string {
  const fill = colour ?? '';
  const rgb = /^rgba?\((\d+), (\d+), (\d+)(?:, 1)?\)$/.exec(fill);
  return rgb
    ? `#${rgb
        .slice(1, 4)
        .map((c) => Number(c).toString(16).padStart(2, '0'))
        .join('')}`
    : fill;
}

const FEES = [
  { key: 'E7', total: '35000.00' },
  { key: 'IG1', total: '12500.50' },
];

/** A money column chart beside the table of its figures, as the fees report draws it. */
function FeesTableAndChart() {
  return (
    <UiProvider>
      <TableAndChart
        table={
          <ReportTable
            title="Franchise Fees by Outer Postcode"
            fileName="fees.csv"
            columns={[
              { header: 'Outer Postcode', value: (r: (typeof FEES)[number]) => r.key },
              { header: 'Total', value: (r) => r.total, percent: true },
            ]}
            rows={FEES}
          />
        }
        chart={
          <ColumnChart
            title="Franchise Fees by Outer Postcode"
            data={FEES.map((r) => ({ label: r.key, Total: Number(r.total) }))}
            keys={['Total']}
            xLegend="Outer postcode"
            yLegend="Fees"
            kind="money"
          />
        }
      />
    </UiProvider>
  );
}

describe('value label colours', () => {
  it.each([...CATEGORY10, ...FEEDBACK])('reads at WCAG AA (4.5:1) on %s', (fill) => {
    expect(contrastRatio(fill, labelColour(fill))).toBeGreaterThanOrEqual(4.5);
  });

  it('is white on dark fills and black on light ones', () => {
    expect(labelColour('#1f77b4')).toBe('#ffffff'); // category10 blue
    expect(labelColour('#d62728')).toBe('#ffffff'); // category10 red
    expect(labelColour('#ff7f0e')).toBe('#000000'); // category10 orange
    expect(labelColour('#facc15')).toBe('#000000'); // the spec's yellow
    expect(labelColour('#84cc16')).toBe('#000000'); // the spec's lime
  });

  it('falls back to black for a fill it cannot read', () => {
    expect(labelColour('url(#pattern)')).toBe('#000000');
  });
});

describe('chart values', () => {
  it('reads money in pounds with en-GB separators, pence only where there are any', () => {
    expect(chartValue(35000, 'money')).toBe('£35,000');
    expect(chartValue(0, 'money')).toBe('£0');
    expect(chartValue(1234.5, 'money')).toBe('£1,234.50');
  });

  it('reads counts with en-GB separators', () => {
    expect(chartValue(12345)).toBe('12,345');
    expect(chartValue(12.25)).toBe('12.3');
  });
});

describe('report charts', () => {
  it('is an image named by its heading, pointing at the table of its figures', () => {
    render(<FeesTableAndChart />);
    const table = screen.getByRole('table', { name: 'Franchise Fees by Outer Postcode' });
    const chart = screen.getByRole('img', { name: 'Franchise Fees by Outer Postcode' });
    expect(table.id).not.toBe('');
    expect(chart).toHaveAttribute('aria-details', table.id);
    expect(screen.getAllByRole('heading', { level: 2, name: 'Franchise Fees by Outer Postcode' })).toHaveLength(2);
  });

  it('draws the money axis and the value labels in pounds', () => {
    render(<FeesTableAndChart />);
    const chart = screen.getByRole('img', { name: 'Franchise Fees by Outer Postcode' });
    // The value axis: its ticks in pounds, none as a bare number like '35000'.
    const ticks = within(chart).getAllByText(/^£[\d,]+$/, { selector: 'text[text-anchor="end"]' });
    expect(ticks.map((t) => t.textContent)).toEqual(expect.arrayContaining(['£0', '£10,000', '£35,000']));
    expect(within(chart).queryByText(/^\d{4,}/)).not.toBeInTheDocument();
    // The value label on each bar, in pounds, in the colour its bar's fill calls for.
    const [e7, ig1] = within(chart).getAllByTestId(/^bar\.item/);
    const label = (text: string) => within(chart).getByText(text, { selector: 'text[text-anchor="middle"]' });
    const fill = (bar: Element | undefined) => hex(bar?.getAttribute('fill'));
    const labelFill = (text: string) => hex(label(text).style.fill);
    expect(fill(e7)).toBe('#1f77b4');
    expect(labelFill('£35,000')).toBe(labelColour(fill(e7)));
    expect(labelFill('£35,000')).toBe('#ffffff');
    expect(labelFill('£12,500.50')).toBe(labelColour(fill(ig1)));
  });

  it('names a line chart, points it at a table given by id, and reads its axis in pounds', () => {
    render(
      <UiProvider>
        <ReportTable
          id="income-per-month"
          title="Lessons and Income per Month"
          fileName="income.csv"
          columns={[{ header: 'Month', value: (r: { m: string }) => r.m }]}
          rows={[{ m: 'Jul 2025' }]}
        />
        <LineChart
          title="Income per Month"
          tableId="income-per-month"
          series={[
            {
              id: 'Income',
              data: [
                { x: '2025-07-01', y: 2500 },
                { x: '2025-08-01', y: 42000 },
              ],
            },
          ]}
          xLegend="Month"
          yLegend="Income"
          xLabel={(x) => (x === '2025-07-01' ? 'Jul 2025' : 'Aug 2025')}
          kind="money"
        />
      </UiProvider>,
    );
    const chart = screen.getByRole('img', { name: 'Income per Month' });
    expect(chart).toHaveAttribute('aria-details', 'income-per-month');
    expect(screen.getByRole('table', { name: 'Lessons and Income per Month' })).toHaveAttribute('id', 'income-per-month');
    for (const text of ['£0', '£40,000', 'Jul 2025']) expect(within(chart).getByText(text)).toBeInTheDocument();
    // The chart's own SVG is not a second, unnamed image.
    expect(within(chart).queryAllByRole('img')).toHaveLength(0);
  });

  it('labels pie slices in the colour their fill calls for, and points at the table beside it', () => {
    render(
      <UiProvider>
        <TableAndChart
          table={
            <ReportTable
              title="Complaints by Status"
              fileName="status.csv"
              columns={[
                { header: 'Status', value: (r: { s: string; n: number }) => r.s },
                { header: 'Complaints', value: (r) => r.n, percent: true },
              ]}
              rows={[
                { s: 'Open', n: 3 },
                { s: 'Closed', n: 2 },
              ]}
            />
          }
          chart={
            <PieChart
              title="Complaints by Status"
              data={[
                { id: 'Open', value: 3 },
                { id: 'Closed', value: 2 },
              ]}
            />
          }
        />
      </UiProvider>,
    );
    const chart = screen.getByRole('img', { name: 'Complaints by Status' });
    expect(chart).toHaveAttribute('aria-details', screen.getByRole('table', { name: 'Complaints by Status' }).id);
    expect(within(chart).getByText('3')).toHaveStyle({ fill: labelColour(CATEGORY10[0]!) });
    expect(within(chart).getByText('2')).toHaveStyle({ fill: labelColour(CATEGORY10[1]!) });
  });

  it('points at the "No Data Provided" line when the table beside it has no rows', () => {
    render(
      <UiProvider>
        <TableAndChart
          table={<ReportTable title="Learners per Month" fileName="l.csv" columns={[]} rows={[]} />}
          chart={<ColumnChart title="Learners per Month" data={[]} keys={['Learners']} xLegend="Month" yLegend="Learners" />}
        />
      </UiProvider>,
    );
    const id = screen.getByRole('img', { name: 'Learners per Month' }).getAttribute('aria-details');
    expect(screen.getByText('No Data Provided')).toHaveAttribute('id', id);
  });
});
