import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_MESSAGES, FEEDBACK_REFUSALS, FEEDBACK_TEXTS, feedbackActions, type PendingFeedback } from '@dss/contract';
import { answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { RecordInstructorFeedbacksPage, RecordLearnerFeedbacksPage } from './RecordFeedbackPages';

jest.setTimeout(30_000);

const lesson = (booking_id: number, s_id: number, stu_fname: string, lesson_time: string): PendingFeedback => ({
  booking_id,
  s_id,
  stu_title: 'Ms',
  stu_fname,
  stu_lname: 'Smith',
  adi_id: 4,
  adi_title: 'Mr',
  adi_fname: 'John',
  adi_lname: 'Brown',
  lesson_time,
});

const QUESTIONS = [
  { id: 7, question: 'Did your instructor arrive on time?' },
  { id: 9, question: 'How clearly were skills explained?' },
  { id: 12, question: 'How safe did you feel?' },
];

/** A server whose pending list loses a lesson once its feedback is saved. */
function school(kind: 'learner' | 'instructor') {
  const pending = [lesson(41, 12, 'Jane', '2026-03-10T10:00:00.000Z'), lesson(38, 15, 'Ava', '2026-03-09T14:00:00.000Z')];
  const [list, questions, save] =
    kind === 'learner'
      ? [feedbackActions.pendingLearnerFeedbacks, feedbackActions.learnerFeedbackQuestions, feedbackActions.saveLearnerFeedback]
      : [
          feedbackActions.pendingInstructorFeedbacks,
          feedbackActions.instructorFeedbackQuestions,
          feedbackActions.saveInstructorFeedback,
        ];
  const wire = mockWire(
    answer(list, () => ({ rows: [...pending], total: pending.length })),
    answer(questions, () => QUESTIONS),
    answer(save, ({ feedbacks }) => {
      pending.splice(
        pending.findIndex((l) => l.booking_id === feedbacks.bookingid),
        1,
      );
      return 'SUCCESS';
    }),
  );
  return { wire, save, list };
}

async function rate(question: string, face: RegExp) {
  await userEvent.click(within(screen.getByRole('group', { name: new RegExp(question) })).getByRole('radio', { name: face }));
}

const JANE = 'B41 L12 Ms Jane Smith with A4 Mr John Brown';

describe('Record Learner Feedbacks', () => {
  it('lists completed lessons awaiting feedback from the server, newest lesson first', async () => {
    const { wire, list } = school('learner');
    renderScreen(<RecordLearnerFeedbacksPage />);
    expect(screen.getByRole('heading', { name: 'Record Learner Feedbacks', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: JANE })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'B38 L15 Ms Ava Smith with A4 Mr John Brown' })).toBeInTheDocument();
    expect(wire.sent(list)[0]).toMatchObject({ sort: 'lesson_time', dir: 'desc', page: '0' });
  });

  it('keeps Save disabled until all three questions are rated, sends the three ratings, and the lesson leaves the list', async () => {
    const { wire, save } = school('learner');
    renderScreen(<RecordLearnerFeedbacksPage />);
    await userEvent.click(await screen.findByRole('row', { name: JANE }));
    const dialog = await screen.findByRole('dialog', { name: 'Learner Feedback B41' });
    expect(within(dialog).getByText('L12 Ms Jane Smith')).toBeInTheDocument();
    await within(dialog).findByRole('group', { name: /Did your instructor arrive on time\?/ });
    const saveButton = within(dialog).getByRole('button', { name: 'Save' });
    expect(saveButton).toBeDisabled();
    expect(within(dialog).getByText(FEEDBACK_MESSAGES.ratings)).toBeInTheDocument();

    await rate('arrive on time', /^Excellent/);
    await rate('skills explained', /^Good/);
    expect(saveButton).toBeDisabled();
    await rate('How safe', /^Very poor/);
    // a second choice replaces the first
    await rate('How safe', /^Average/);
    expect(saveButton).toBeEnabled();
    await userEvent.click(saveButton);

    await closeAlert(FEEDBACK_TEXTS.recorded);
    expect(JSON.parse(wire.sent(save)[0]!.feedbacks!)).toEqual({
      bookingid: 41,
      feedback: [
        { qid: 7, rating: 5 },
        { qid: 9, rating: 4 },
        { qid: 12, rating: 3 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Learner Feedback B41' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('row', { name: JANE })).toBeNull());
    expect(screen.getByRole('row', { name: 'B38 L15 Ms Ava Smith with A4 Mr John Brown' })).toBeInTheDocument();
  });

  it("shows the spec's failure text with the server's reason and keeps the dialog and its ratings", async () => {
    const { wire, save } = school('learner');
    wire.on(answer(save, () => refuse(409, `${FEEDBACK_TEXTS.failed} ${FEEDBACK_REFUSALS.recorded}`)));
    renderScreen(<RecordLearnerFeedbacksPage />);
    await userEvent.click(await screen.findByRole('row', { name: JANE }));
    await screen.findByRole('group', { name: /arrive on time/ });
    await rate('arrive on time', /^Poor/);
    await rate('skills explained', /^Poor/);
    await rate('How safe', /^Poor/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(FEEDBACK_TEXTS.failed)).toBeInTheDocument();
    expect(within(alert).getByText(FEEDBACK_REFUSALS.recorded)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Learner Feedback B41' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /How safe/ })).getByRole('radio', { name: /^Poor/ })).toBeChecked();
  });

  it('says why a lesson has no questions to ask, and offers no Save', async () => {
    const { wire } = school('learner');
    wire.on(answer(feedbackActions.learnerFeedbackQuestions, () => refuse(409, FEEDBACK_REFUSALS.noQuestions)));
    renderScreen(<RecordLearnerFeedbacksPage />);
    await userEvent.click(await screen.findByRole('row', { name: JANE }));
    expect(await screen.findByText(FEEDBACK_REFUSALS.noQuestions)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('Record Instructors Feedbacks About Learners', () => {
  it("records the instructor's feedback about the learner through the instructor actions", async () => {
    const { wire, save } = school('instructor');
    renderScreen(<RecordInstructorFeedbacksPage />);
    expect(screen.getByRole('heading', { name: 'Record Instructors Feedbacks About Learners', level: 1 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('row', { name: JANE }));
    await screen.findByRole('dialog', { name: 'Instructor Feedback About Learner B41' });
    expect(screen.getByText('How did A4 Mr John Brown find L12 Ms Jane Smith in the lesson?')).toBeInTheDocument();
    await screen.findByRole('group', { name: /arrive on time/ });
    await rate('arrive on time', /^Good/);
    await rate('skills explained', /^Good/);
    await rate('How safe', /^Excellent/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await closeAlert(FEEDBACK_TEXTS.recorded);
    expect(JSON.parse(wire.sent(save)[0]!.feedbacks!).feedback.map((f: { rating: number }) => f.rating)).toEqual([4, 4, 5]);
    expect(wire.sent(feedbackActions.saveLearnerFeedback)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('row', { name: JANE })).toBeNull());
  });
});
