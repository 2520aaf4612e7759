import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { londonToday, MONTH_NAMES, performanceActions, type PerformanceInstructor } from '@dss/contract';
import { answer, mockWire, renderScreen } from '@dss/test-support';
import { InstructorPerformanceReportPage } from './InstructorPerformanceReportPage';

jest.setTimeout(30_000);

const instructor = (over: Partial<PerformanceInstructor>): PerformanceInstructor => ({
  adi_id: 1,
  title: 'Mr',
  fname: 'Alan',
  mname: '',
  lname: 'Archer',
  mobile: '07700900001',
  email: 'alan@example.co.uk',
  county: 'Essex',
  driving_licence_no: 'ARCHE801010AA9AB',
  instructor_licence_no: '100001',
  accState: 1,
  ...over,
});

const INSTRUCTORS = [
  instructor({}),
  instructor({
    adi_id: 2,
    title: 'Ms',
    fname: 'Priya',
    mname: 'Devi',
    lname: 'Raman',
    mobile: '07700900222',
    email: 'priya@example.co.uk',
    county: 'Kent',
    driving_licence_no: 'RAMAN905120PD9XY',
    instructor_licence_no: '200002',
  }),
  instructor({ adi_id: 3, fname: 'Tom', lname: 'Hale', county: 'Surrey', instructor_licence_no: '300003', accState: 0 }),
];

const BOOKING = {
  stu_id: 7,
  stu_title: 'Miss',
  stu_fname: 'Ava',
  stu_lname: 'Stone',
  b_by: 'Daniel Okafor',
  b_edited: '2026-10-19T08:00:00.000Z',
};

function wire() {
  return mockWire(
    answer(performanceActions.instructors, () => ({ rows: INSTRUCTORS, total: 23 })),
    answer(performanceActions.summary, (input) => ({
      adi_id: Number(input.id),
      start: String(input.start),
      end: String(input.end),
      new_assings: 2,
      lesson_bookings: 8,
      rescheduled_bookings: 2,
      canceled_bookings: 1,
      noshow_bookings: 1,
      provided_lessons: 5,
      test_outcomes: { passed: 3, failed: 1 },
    })),
    answer(performanceActions.newLearners, () => ({
      rows: [{ stu_id: 7, stu_title: 'Miss', stu_fname: 'Ava', stu_lname: 'Stone', assign_on: '2026-10-02T09:00:00.000Z' }],
      total: 1,
    })),
    answer(performanceActions.bookedLessons, () => ({
      rows: [
        { ...BOOKING, b_id: 41, move_id: 5, b_starts: '2026-10-21T10:00:00.000Z', b_status: 2 },
        { ...BOOKING, b_id: 41, move_id: null, b_starts: '2026-10-22T10:00:00.000Z', b_status: 5 },
      ],
      total: 8,
    })),
    answer(performanceActions.rescheduledLessons, () => ({
      rows: [{ ...BOOKING, b_id: 41, move_id: 5, b_starts: '2026-10-21T10:00:00.000Z', b_status: 2 }],
      total: 2,
    })),
    answer(performanceActions.cancelledLessons, () => ({ rows: [], total: 0 })),
    answer(performanceActions.testOutcomes, (input) => ({
      rows: [
        {
          test_id: input.type === 1 ? 11 : 12,
          stu_id: 7,
          stu_title: 'Miss',
          stu_fname: input.type === 1 ? 'Ava' : 'Ben',
          stu_lname: 'Stone',
          testdate: '2026-10-14T09:00:00.000Z',
          created_on: '2026-10-14T12:00:00.000Z',
        },
      ],
      total: 1,
    })),
  );
}

const table = () => screen.getByRole('table', { name: 'Instructors' });
const search = (text: string) => {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
};
const rowsShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

const monthSelect = () => screen.getByRole('combobox', { name: 'Reporting Month: month' });
const yearSelect = () => screen.getByRole('combobox', { name: 'Reporting Month: year' });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function chooseOctober() {
  await userEvent.click(await screen.findByRole('row', { name: /A2 Ms Priya Devi Raman/ }));
  await userEvent.selectOptions(yearSelect(), '2026');
  await userEvent.selectOptions(monthSelect(), 'October');
  await userEvent.click(screen.getByRole('button', { name: 'View Report' }));
  return screen.findByRole('dialog', { name: 'A2 Ms Priya Devi Raman: October 2026' });
}

describe('Instructor Performance Report', () => {
  it('asks the server for one page of instructors and for the keyword typed, and shows the total', async () => {
    const mock = wire();
    renderScreen(<InstructorPerformanceReportPage />);
    await screen.findByRole('row', { name: /A1 Mr Alan Archer/ });
    expect(rowsShown()).toEqual(['A1', 'A2', 'A3']);
    expect(screen.getByText('Search by ID, Name, Mobile, E-mail, County or Licence Numbers')).toBeInTheDocument();
    expect(mock.sent(performanceActions.instructors)[0]).toMatchObject({ sort: 'adi_id', dir: 'asc', page: '0', pagesize: '10' });
    expect(screen.getByText(/of 23/)).toBeInTheDocument();
    search('RAMAN905120');
    await waitFor(() =>
      expect(mock.sent(performanceActions.instructors).at(-1)).toMatchObject({ search: 'RAMAN905120', page: '0' }),
    );
    await userEvent.click(within(table()).getByRole('button', { name: /E-mail/ }));
    await waitFor(() =>
      expect(mock.sent(performanceActions.instructors).at(-1)).toMatchObject({ sort: 'email', search: 'RAMAN905120' }),
    );
  });

  it("offers the months from the product's first to this one, needs one before View Report, and asks for its first to its last day", async () => {
    const mock = wire();
    renderScreen(<InstructorPerformanceReportPage />);
    await userEvent.click(await screen.findByRole('row', { name: /A2 Ms Priya Devi Raman/ }));
    const [thisYear, thisMonth] = londonToday().split('-') as [string, string];
    expect(optionsOf(yearSelect())[1]).toBe(thisYear);
    expect(optionsOf(yearSelect()).at(-1)).toBe('2019');
    expect(screen.getByRole('button', { name: 'View Report' })).toBeDisabled();
    await userEvent.selectOptions(yearSelect(), '2019');
    expect(optionsOf(monthSelect())[1]).toBe('March');
    await userEvent.selectOptions(yearSelect(), thisYear);
    expect(optionsOf(monthSelect()).at(-1)).toBe(MONTH_NAMES[Number(thisMonth) - 1]);
    await userEvent.selectOptions(monthSelect(), 'February');
    await userEvent.selectOptions(yearSelect(), '2024');
    await userEvent.click(screen.getByRole('button', { name: 'View Report' }));
    await screen.findByRole('dialog', { name: 'A2 Ms Priya Devi Raman: February 2024' });
    expect(mock.sent(performanceActions.summary)[0]).toEqual({
      instructorlessonssummary: '1',
      id: '2',
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });

  it('shows the counts, provided lessons being booked less rescheduled and no-shows, with a More button for each list', async () => {
    const mock = wire();
    renderScreen(<InstructorPerformanceReportPage />);
    const dialog = await chooseOctober();
    const count = (title: string) => within(dialog).getByTestId(`count-${title}`);
    await waitFor(() => expect(count('Booked Lessons')).toHaveTextContent('8'));
    expect(count('New Learners')).toHaveTextContent('2');
    expect(count('Provided Lessons')).toHaveTextContent('5');
    expect(count('Learner No-shows')).toHaveTextContent('1');
    expect(count('Rescheduled Lessons')).toHaveTextContent('2');
    expect(count('Cancelled Lessons')).toHaveTextContent('1');
    expect(count('Driving Tests Passed')).toHaveTextContent('3');
    expect(count('Driving Tests Failed')).toHaveTextContent('1');
    expect(within(count('Provided Lessons')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'More: New Learners' }));
    const learners = await within(dialog).findByRole('table', { name: 'New Learners' });
    expect(await within(learners).findByText('L7')).toBeInTheDocument();
    expect(mock.sent(performanceActions.newLearners)[0]).toMatchObject({
      id: '2',
      start: '2026-10-01',
      end: '2026-10-31',
      sort: 'assign_on',
      page: '0',
      pagesize: '10',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'More: Booked Lessons' }));
    const booked = await within(dialog).findByRole('table', { name: 'Booked Lessons' });
    expect(await within(booked).findByText('Rescheduled from this time')).toBeInTheDocument();
    expect(within(booked).getByText('Complete')).toBeInTheDocument();
    expect(within(booked).getAllByText('B41')).toHaveLength(2);
    expect(within(dialog).getByText(/of 8/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'More: Rescheduled Lessons' }));
    expect(await within(dialog).findByRole('table', { name: 'Rescheduled Lessons' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'More: Cancelled Lessons' }));
    const cancelled = await within(dialog).findByRole('table', { name: 'Cancelled Lessons' });
    expect(await within(cancelled).findByText('No Information.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'More: Driving Tests Failed' }));
    const failed = await within(dialog).findByRole('table', { name: 'Driving Tests Failed' });
    expect(await within(failed).findByText('Miss Ben Stone')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'More: Driving Tests Passed' }));
    const passed = await within(dialog).findByRole('table', { name: 'Driving Tests Passed' });
    expect(await within(passed).findByText('Miss Ava Stone')).toBeInTheDocument();
    expect(mock.sent(performanceActions.testOutcomes).map((s) => s.type)).toEqual(['0', '1']);
  });
});
