import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  financeActions,
  OVERVIEW_TEXTS,
  overviewActions,
  type OverviewLearnerRow,
  type OverviewPdfItem,
  type OverviewPerson,
} from '@dss/contract';
import { answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { InstructorMonthlyOverviewPage, LearnerMonthlyOverviewPage } from './MonthlyOverviewPages';

// pdf.js needs canvas and DOMMatrix, which jsdom lacks: the kit's viewer is replaced by one that
// names what it was given (the viewer itself is tested in @dss/ui).
jest.mock('@dss/ui', () => ({
  ...jest.requireActual<object>('@dss/ui'),
  PdfViewer: ({ file, title }: { file: Blob; title: string }) => <section aria-label={title}>{`${file.size} bytes`}</section>,
}));

// Forms typed key by key take several seconds on the two shared cores when suites run side by side.
jest.setTimeout(30_000);

const LEARNER_ROW: OverviewLearnerRow = {
  student_id: 12,
  title: 'Miss',
  fname: 'Zofia',
  lname: 'Nowak',
  mobile: '07700900789',
  email: 'zofia@example.co.uk',
  lessons_type: 'manual',
  created: '2025-01-10T10:00:00.000Z',
  pickup_pc: 'E7 9HZ',
  address: { line1: '3 Green Lane', line2: '', city: 'London', county: '', postcode: 'E7 9HZ' },
};
const PERSON: OverviewPerson = {
  kind: 1,
  id: 12,
  ref: 'L12',
  title: 'Miss',
  fname: 'Zofia',
  lname: 'Nowak',
  name: 'Miss Zofia Nowak',
  mobile: '07700900789',
  email: 'zofia@example.co.uk',
  gear_type: 'Manual',
  joined: '2025-01-10T10:00:00.000Z',
  address: '3 Green Lane, London, E7 9HZ',
};
const PDF: OverviewPdfItem = {
  pdf_id: 40,
  month_name: 'October',
  reporting_year: 2026,
  reporting_month: 10,
  label: 'October 2026',
  file_name: 'L12 Overview Report for October-2026.pdf',
};

function wire({ pdfs = [PDF], person = true }: { pdfs?: OverviewPdfItem[]; person?: boolean } = {}) {
  const emails: { record_id: number }[] = [];
  const mock = mockWire(
    answer(overviewActions.learners, () => ({ rows: [LEARNER_ROW], total: 1 })),
    answer(overviewActions.learner, () => (person ? PERSON : refuse(404, OVERVIEW_TEXTS.noPerson))),
    answer(overviewActions.pdfHistory, () => pdfs),
    answer(overviewActions.emailHistory, () =>
      emails.map((e) => ({
        record_id: e.record_id,
        pdf_id: 40,
        month_name: 'October',
        reporting_year: 2026,
        reporting_month: 10,
        report: 'October 2026',
        email_address: 'zofia@example.co.uk',
        sent_by: 'Daniel Okafor',
        sent_on: '2026-11-22T10:15:00.000Z',
      })),
    ),
    answer(overviewActions.sendOverview, () => {
      emails.push({ record_id: emails.length + 1 });
      return emails.length;
    }),
  );
  return mock;
}

async function openLearner() {
  await userEvent.click(await screen.findByRole('row', { name: /L12 Miss Zofia Nowak/ }));
  return screen.findByRole('dialog', { name: 'Learner Monthly Overview' });
}

describe("Learners' Monthly Overview", () => {
  it("opens on the newest learners first with View/Edit Learners' search hint", async () => {
    const mock = wire();
    renderScreen(<LearnerMonthlyOverviewPage />);
    expect(await screen.findByText(OVERVIEW_TEXTS.learnerSearchHint)).toBeInTheDocument();
    await screen.findByRole('row', { name: /L12 Miss Zofia Nowak/ });
    expect(mock.sent(overviewActions.learners)[0]).toMatchObject({ sort: 'student_id', dir: 'desc', page: '0' });
  });

  it('opens the learner with details and the months with View, E-mail and Download', async () => {
    wire();
    renderScreen(<LearnerMonthlyOverviewPage />);
    const dialog = await openLearner();
    expect(await within(dialog).findByText('3 Green Lane, London, E7 9HZ')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Monthly Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByText('October 2026')).toBeInTheDocument();
    for (const name of ['View October 2026', 'E-mail October 2026', 'Download October 2026'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  });

  it("asks before e-mailing, says 'E-mail Sent!' and lists the e-mail in the history", async () => {
    const mock = wire();
    renderScreen(<LearnerMonthlyOverviewPage />);
    await openLearner();
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail October 2026' }));
    expect(await screen.findByText(OVERVIEW_TEXTS.confirmSend)).toBeInTheDocument();
    expect(screen.getByText('Email will sent to zofia@example.co.uk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mock.sent(overviewActions.sendOverview)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'E-mail October 2026' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await closeAlert(OVERVIEW_TEXTS.sent);
    expect(mock.sent(overviewActions.sendOverview)).toEqual([{ sendoverview: expect.any(String), id: '40' }]);
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail History' }));
    const history = await screen.findByRole('table', { name: 'E-mail history' });
    expect(await within(history).findByText('22/11/2026 10:15')).toBeInTheDocument();
    expect(within(history).getByText('Daniel Okafor')).toBeInTheDocument();
  });

  /** The wire answering the month's PDF, and the names of the files the browser was asked to save. */
  function servePdf() {
    const mock = wire();
    mock.on(answer(overviewActions.overviewPdf, () => ({ file: '%PDF-1.4', fileName: PDF.file_name })));
    URL.createObjectURL = jest.fn(() => 'blob:overview');
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { mock, names, click };
  }

  it('downloads the month under its overview name', async () => {
    const { mock, names, click } = servePdf();
    renderScreen(<LearnerMonthlyOverviewPage />);
    await openLearner();
    await userEvent.click(await screen.findByRole('button', { name: 'Download October 2026' }));
    await waitFor(() => expect(names).toEqual([PDF.file_name]));
    expect(mock.sent(overviewActions.overviewPdf)[0]).toMatchObject({ type: '1', year: '2026', month: '10', id: '12' });
    expect(mock.sent(overviewActions.overviewPdf)[0]).not.toHaveProperty('dw');
    click.mockRestore();
  });

  it('shows the month in the viewer and also downloads it, once', async () => {
    const { mock, names, click } = servePdf();
    renderScreen(<LearnerMonthlyOverviewPage />);
    await openLearner();
    await userEvent.click(await screen.findByRole('button', { name: 'View October 2026' }));
    await waitFor(() => expect(names).toEqual([PDF.file_name]));
    expect(mock.sent(overviewActions.overviewPdf)).toEqual([expect.objectContaining({ dw: '1' })]);
    expect(await screen.findByRole('region', { name: 'October 2026' })).toHaveTextContent('8 bytes');
    expect(names).toHaveLength(1);
    click.mockRestore();
  });

  it("says 'No data to display' without months or e-mails", async () => {
    wire({ pdfs: [] });
    renderScreen(<LearnerMonthlyOverviewPage />);
    const dialog = await openLearner();
    expect(await within(dialog).findByText(OVERVIEW_TEXTS.noData)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'E-mail History' }));
    expect(await within(dialog).findByText(OVERVIEW_TEXTS.noData)).toBeInTheDocument();
  });

  it("shows 'No Learner data to display.' when the learner has no record, and Close closes", async () => {
    wire({ person: false });
    renderScreen(<LearnerMonthlyOverviewPage />);
    const dialog = await openLearner();
    expect(await within(dialog).findByText(OVERVIEW_TEXTS.noPerson)).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("Instructors' Monthly Overview", () => {
  it('lists active instructors with the search hint and opens the instructor modal', async () => {
    const mock = mockWire(
      answer(financeActions.activeInstructors, () => ({
        rows: [
          {
            adi_id: 3,
            title: 'Mr',
            fname: 'Bilal',
            lname: "O'Brien",
            mobile: '07700900111',
            email: 'bilal@example.co.uk',
            teaching_gears: 'manual' as const,
            created: '2024-01-01T00:00:00.000Z',
            currAddr: { fline: '', sline: '', city: '', county: '', postcode: '' },
            accState: 1,
          },
        ],
        total: 1,
      })),
      answer(overviewActions.instructor, () => ({ ...PERSON, kind: 2 as const, id: 3, ref: 'A3', name: "Mr Bilal O'Brien" })),
      answer(overviewActions.pdfHistory, () => []),
      answer(overviewActions.emailHistory, () => []),
    );
    renderScreen(<InstructorMonthlyOverviewPage />);
    expect(screen.getByText(OVERVIEW_TEXTS.instructorSearchHint)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('row', { name: /A3 Mr Bilal O'Brien/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Instructor Monthly Overview' });
    expect(await within(dialog).findByText('A3')).toBeInTheDocument();
    expect(mock.sent(overviewActions.pdfHistory)[0]).toMatchObject({ adi: '3' });
  });
});
