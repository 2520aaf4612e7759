import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { REPORT_LISTS, reportActions, type ReportRequest, londonToday } from '@dss/contract';
import { mockWire, renderScreen } from '@dss/test-support';
import {} from '@dss/ui';
import { RANGE_DIALOG_TITLE, ReportChooserPage } from './ReportChooserPage';
import { addDays, addYears } from './date-ranges';
import { viewReportScreen } from './view-report-screen';

jest.setTimeout(30_000);

/** Stands in for the result screen: shows the request the chooser handed over. */
function ResultProbe() {
  const location = useLocation();
  return <output data-testid="request">{JSON.stringify(location.state)}</output>;
}

function openChooser() {
  renderScreen(
    <Routes>
      <Route path="/dashboard/managementreports" element={<ReportChooserPage />} />
      <Route path="/dashboard/managementreports/viewreport" element={<ResultProbe />} />
    </Routes>,
    { path: '/dashboard/managementreports' },
  );
}

const list = (title: string) => screen.getByRole('list', { name: title });
const item = (title: string, label: string) => within(list(title)).getByRole('button', { name: label });

describe('Financial & Management Reports', () => {
  it('starts loading the result screen once a report is chosen, while its range is picked', async () => {
    const preload = jest.spyOn(viewReportScreen, 'preload').mockResolvedValue(undefined);
    openChooser();
    expect(preload).not.toHaveBeenCalled();
    await userEvent.click(item('Learner Reports', '18. Lessons Taken'));
    expect(preload).toHaveBeenCalledTimes(1);
    preload.mockRestore();
  });

  it('shows the five lists with their items as "{number}. {text}", financial 5 disabled', () => {
    openChooser();
    const counts = REPORT_LISTS.map((l) => [l.title, within(list(l.title)).getAllByRole('button').length]);
    expect(counts).toEqual([
      ['Learner Reports', 22],
      ['Instructor Reports', 12],
      ['Feedback Reports', 8],
      ['Complaints Reports', 7],
      ['Financial Reports', 6],
    ]);
    expect(item('Learner Reports', '1. New Learners')).toBeEnabled();
    expect(item('Learner Reports', '6. Learners Passed the Driving Test at Attempt 1')).toBeEnabled();
    expect(item('Financial Reports', '5. Number of Instructors in Arrears of Franchise Fees')).toBeDisabled();
    expect(item('Financial Reports', '6. Income by Number of Bookings')).toBeEnabled();
  });

  it('keeps one selection across the lists', async () => {
    openChooser();
    await userEvent.click(item('Feedback Reports', '4. Learner Star Ratings'));
    expect(await screen.findByRole('dialog', { name: RANGE_DIALOG_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(item('Feedback Reports', '4. Learner Star Ratings')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(item('Complaints Reports', '2. Resolved Complaints'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(item('Complaints Reports', '2. Resolved Complaints')).toHaveAttribute('aria-pressed', 'true');
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect(item('Feedback Reports', '4. Learner Star Ratings')).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the time range in the 1100 px dialog and opens the result screen with the request', async () => {
    openChooser();
    await userEvent.click(item('Instructor Reports', '6. Lessons Provided'));
    const dialog = await screen.findByRole('dialog', { name: RANGE_DIALOG_TITLE });
    expect(dialog).toHaveStyle({ maxWidth: '1100px' });
    expect(within(dialog).getByTestId('chosen-report')).toHaveTextContent('Instructor Reports: 6. Lessons Provided');
    expect(within(dialog).getByRole('button', { name: 'View Report' })).toBeDisabled();

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Time Range/), 'Custom Range');
    fireEvent.change(within(dialog).getByLabelText(/^Start Date/), { target: { value: '2026-01-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^End Date/), { target: { value: '2026-03-31' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Report' }));

    const request = JSON.parse((await screen.findByTestId('request')).textContent!) as ReportRequest;
    expect(request).toEqual({
      reportDef: '6. Lessons Provided',
      reportType: 5,
      reportNo: 6,
      start: '2026-01-01',
      end: '2026-03-31',
    });
  });

  it('sends the chosen report’s request as it opens the result screen, before that screen draws', async () => {
    const wire = mockWire();
    openChooser();
    await userEvent.click(item('Instructor Reports', '6. Lessons Provided'));
    const dialog = await screen.findByRole('dialog', { name: RANGE_DIALOG_TITLE });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Time Range/), 'Custom Range');
    fireEvent.change(within(dialog).getByLabelText(/^Start Date/), { target: { value: '2026-01-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^End Date/), { target: { value: '2026-03-31' } });
    expect(wire.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Report' }));
    await screen.findByTestId('request');
    // The stand-in result screen asks for nothing: this request is the chooser's.
    const sent = wire.sent(reportActions.instructorReport);
    expect(sent).toHaveLength(1);
    expect(reportActions.instructorReport.request.parse(sent[0])).toMatchObject({ start: '2026-01-01', end: '2026-03-31' });
  });

  it('hands over a financial report over the last two years', async () => {
    openChooser();
    await userEvent.click(item('Financial Reports', '1. Franchise Fee by Instructor Postcode'));
    const dialog = await screen.findByRole('dialog', { name: RANGE_DIALOG_TITLE });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Time Range/), 'Last 2 Years');
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Report' }));
    const request = JSON.parse((await screen.findByTestId('request')).textContent!) as ReportRequest;
    const today = londonToday();
    expect(request).toMatchObject({ reportDef: '1. Franchise Fee by Instructor Postcode', reportType: 1, reportNo: 1 });
    expect(request.start).toBe(addYears(today, -2));
    expect(request.end).toBe(addDays(today, -1));
  });
});
