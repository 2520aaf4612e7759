import { screen, waitFor, within } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { reportActions, type ManagementReport, type ReportRequest } from '@dss/contract';
import { answer, mockWire, refuse, renderScreen } from '@dss/test-support';
import { NO_DATA_TEXT, NOT_REQUESTED_TEXT, ViewReportPage } from './ViewReportPage';

const REQUEST: ReportRequest = {
  reportDef: '1. New Learners',
  reportType: 2,
  reportNo: 1,
  start: '2025-03-01',
  end: '2025-03-31',
};
const EMPTY: ManagementReport = {
  unit: 'day',
  measure: 'learners',
  total: 0,
  tables: { age: [], gender: [], gear: [], area: [] },
  totals: [],
  series: { age: [], gender: [], gear: [], area: [] },
  elapsed: null,
};

/** Opens the result screen the way the chooser does: navigating with the request as router state. */
function OpenedWith({ request }: { request: ReportRequest }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard/managementreports/viewreport" state={request} />} />
      <Route path="/dashboard/managementreports/viewreport" element={<ViewReportPage />} />
    </Routes>
  );
}

describe('report result screen', () => {
  it('shows the critical error when opened without a request', () => {
    renderScreen(<ViewReportPage />);
    expect(screen.getByText(NOT_REQUESTED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Financial & Management Reports' })).toHaveAttribute(
      'href',
      '/dashboard/managementreports',
    );
  });

  it('asks for the report and shows its tables with percentages', async () => {
    const wire = mockWire(
      answer(reportActions.managementReport, () => ({
        ...EMPTY,
        total: 3,
        tables: {
          ...EMPTY.tables,
          gender: [
            { key: 'f', count: 1 },
            { key: 'm', count: 2 },
          ],
        },
        totals: [{ period: '2025-03-30', count: 3 }],
      })),
    );
    renderScreen(<OpenedWith request={REQUEST} />);
    const table = await screen.findByRole('table', { name: 'Learners by Gender' });
    expect(within(table).getByRole('row', { name: 'Male 2 66.7' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Female 1 33.3' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Learners per Day' })).toHaveTextContent('30/03/2025');
    // the sections are drawn in turn: the last three have no figures
    await waitFor(() => expect(screen.getAllByText('No Data Provided')).toHaveLength(3));
    expect(screen.getByRole('img', { name: 'Learners by Gender per Day' })).toHaveAttribute('aria-details', table.id);
    expect(wire.sent(reportActions.managementReport)).toEqual([
      expect.objectContaining({ reportNo: '1', start: '2025-03-01', end: '2025-03-31' }),
    ]);
  });

  it('numbers its headings without skipping a level: the report, then its tables and charts', async () => {
    mockWire(
      answer(reportActions.managementReport, () => ({
        ...EMPTY,
        total: 1,
        tables: { ...EMPTY.tables, gear: [{ key: 'manual', count: 1 }] },
        totals: [{ period: '2025-03-30', count: 1 }],
      })),
    );
    renderScreen(<OpenedWith request={REQUEST} />);
    await screen.findByRole('table', { name: 'Learners by Gear' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
    expect(screen.getByRole('heading', { level: 1, name: '1. New Learners' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: 'Learners by Gear' })).toHaveLength(1);
  });

  it('warns that there is no data, with a link back, for an empty answer', async () => {
    mockWire(answer(reportActions.managementReport, () => EMPTY));
    renderScreen(<OpenedWith request={REQUEST} />);
    expect(await screen.findByText('No Data to display. Please try again or select different report')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Financial & Management Reports' })).toHaveAttribute(
      'href',
      '/dashboard/managementreports',
    );
  });

  it('shows the same warning when the server refuses the report', async () => {
    mockWire(
      answer(reportActions.managementReport, () =>
        refuse(422, 'The request is not valid.', { start: 'Start date is required.' }),
      ),
    );
    renderScreen(<OpenedWith request={REQUEST} />);
    expect(await screen.findByText(NO_DATA_TEXT)).toBeInTheDocument();
  });
});
