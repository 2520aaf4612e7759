import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_TEXTS, feedbackActions, type InstructorRatingRow, type LearnerRatingRow } from '@dss/contract';
import { answer, mockWire, renderScreen } from '@dss/test-support';
import { ViewInstructorFeedbackPage, ViewLearnerFeedbackPage } from './ViewFeedbackPages';

jest.setTimeout(30_000);

const totals = (total_feedbacks: number, average: number) => ({
  total_feedbacks,
  ratings: 3 * total_feedbacks,
  average,
  round_average: Math.round(average),
});
const BROWN: InstructorRatingRow = { adi_id: 4, title: 'Mr', fname: 'John', lname: 'Brown', ...totals(3, 3.44) };
const SMITH: LearnerRatingRow = { stu_id: 12, title: 'Ms', fname: 'Jane', lname: 'Smith', ...totals(2, 3) };
const JONES: LearnerRatingRow = { stu_id: 15, title: 'Mr', fname: 'Tom', lname: 'Jones', ...totals(1, 4.33) };

const DETAILS = [
  {
    booking_id: 41,
    question_text: 'Did your instructor arrive on time?',
    feedback_rating: 2,
    booking_started: '2026-03-10T10:00:00.000Z',
  },
  {
    booking_id: 41,
    question_text: 'How clearly were skills explained?',
    feedback_rating: 2,
    booking_started: '2026-03-10T10:00:00.000Z',
  },
  { booking_id: 41, question_text: 'How safe did you feel?', feedback_rating: 2, booking_started: '2026-03-10T10:00:00.000Z' },
  {
    booking_id: 30,
    question_text: 'Did your instructor arrive on time?',
    feedback_rating: 5,
    booking_started: '2026-03-02T09:00:00.000Z',
  },
  {
    booking_id: 30,
    question_text: 'How clearly were skills explained?',
    feedback_rating: 4,
    booking_started: '2026-03-02T09:00:00.000Z',
  },
  { booking_id: 30, question_text: 'How safe did you feel?', feedback_rating: 3, booking_started: '2026-03-02T09:00:00.000Z' },
];

describe('View Learner Feedback', () => {
  function wire() {
    return mockWire(
      answer(feedbackActions.learnerFeedbackSummary, () => ({ rows: [BROWN], total: 1 })),
      answer(feedbackActions.learnerFeedbackInstructor, ({ id }) => ({ ...BROWN, adi_id: id, total_learners: 2 })),
      answer(feedbackActions.learnerFeedbackLearners, () => ({ rows: [SMITH, JONES], total: 2 })),
      answer(feedbackActions.learnerFeedbackDetails, () => DETAILS),
    );
  }

  it('lists instructors with their average rating and total reviews, paged by the server', async () => {
    const calls = wire();
    renderScreen(<ViewLearnerFeedbackPage />);
    expect(screen.getByRole('heading', { name: 'View Learner Feedback', level: 1 })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: 'A4 Mr John Brown' });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['A4', 'Mr John Brown', '3.44', '3']);
    expect(within(row).getByTitle('Average rating: Average')).toBeInTheDocument();
    expect(calls.sent(feedbackActions.learnerFeedbackSummary)[0]).toMatchObject({ sort: 'name', dir: 'asc' });
    expect(screen.queryByText(FEEDBACK_TEXTS.internalOnly)).toBeNull();
  });

  it("drills down: the instructor's summary, their learners with average and total answered, then one learner's ratings per question", async () => {
    const calls = wire();
    renderScreen(<ViewLearnerFeedbackPage />);
    await userEvent.click(await screen.findByRole('row', { name: 'A4 Mr John Brown' }));
    const dialog = await screen.findByRole('dialog', { name: 'A4 Mr John Brown' });
    const summary = within(dialog).getByRole('group', { name: 'Summary' });
    expect(summary).toHaveTextContent('InstructorA4 Mr John Brown');
    expect(summary).toHaveTextContent('Total Feedbacks3');
    expect(summary).toHaveTextContent('Average Rating3.44');
    expect(summary).toHaveTextContent('Total Learners2');

    const learners = within(dialog).getByRole('table', { name: 'Learners' });
    const smith = await within(learners).findByRole('row', { name: 'L12 Ms Jane Smith' });
    expect(
      within(smith)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['L12', 'Ms Jane Smith', '3.00', '2', '6']);
    expect(within(learners).getByRole('columnheader', { name: /Total Answered/ })).toBeInTheDocument();
    expect(calls.sent(feedbackActions.learnerFeedbackLearners)[0]).toMatchObject({ id: '4' });
    expect(calls.sent(feedbackActions.learnerFeedbackDetails)).toEqual([]);

    await userEvent.click(smith);
    expect(within(dialog).getByRole('heading', { name: 'Ratings per question: L12 Ms Jane Smith' })).toBeInTheDocument();
    const details = await within(dialog).findByRole('table', { name: 'Ratings per question' });
    const rows = await within(details).findAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['B41', '10/03/2026 10:00', 'Did your instructor arrive on time?', 'Poor (2)'],
      ['B41', '10/03/2026 10:00', 'How clearly were skills explained?', 'Poor (2)'],
      ['B41', '10/03/2026 10:00', 'How safe did you feel?', 'Poor (2)'],
      ['B30', '02/03/2026 09:00', 'Did your instructor arrive on time?', 'Excellent (5)'],
      ['B30', '02/03/2026 09:00', 'How clearly were skills explained?', 'Good (4)'],
      ['B30', '02/03/2026 09:00', 'How safe did you feel?', 'Average (3)'],
    ]);
    expect(calls.sent(feedbackActions.learnerFeedbackDetails)).toEqual([
      expect.objectContaining({ adiid: '4', learnerid: '12' }),
    ]);
  });
});

describe('View Instructor Feedbacks', () => {
  function wire() {
    return mockWire(
      answer(feedbackActions.instructorFeedbackSummary, () => ({ rows: [SMITH], total: 1 })),
      answer(feedbackActions.instructorFeedbackLearner, () => ({ ...SMITH, total_instructors: 1 })),
      answer(feedbackActions.instructorFeedbackInstructors, () => ({ rows: [BROWN], total: 1 })),
      answer(feedbackActions.instructorFeedbackDetails, () => DETAILS.slice(0, 3)),
    );
  }

  it('is marked internal use only, on the page and in the drill-down, and asks the instructor actions with the pair the right way round', async () => {
    const calls = wire();
    renderScreen(<ViewInstructorFeedbackPage />);
    expect(screen.getByRole('heading', { name: 'View Instructor Feedbacks', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(FEEDBACK_TEXTS.internalOnly);
    await userEvent.click(await screen.findByRole('row', { name: 'L12 Ms Jane Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'L12 Ms Jane Smith' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(FEEDBACK_TEXTS.internalOnly);
    const summary = within(dialog).getByRole('group', { name: 'Summary' });
    expect(summary).toHaveTextContent('LearnerL12 Ms Jane Smith');
    expect(summary).toHaveTextContent('Total Instructors1');
    const instructors = within(dialog).getByRole('table', { name: 'Instructors' });
    await userEvent.click(await within(instructors).findByRole('row', { name: 'A4 Mr John Brown' }));
    await within(dialog).findByText('Did your instructor arrive on time?');
    expect(calls.sent(feedbackActions.instructorFeedbackDetails)).toEqual([
      expect.objectContaining({ adiid: '4', learnerid: '12' }),
    ]);
    expect(calls.sent(feedbackActions.learnerFeedbackSummary)).toEqual([]);
  });
});
