import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnerProgressActions, PROGRESS_TEXTS, type LearnerProgress, type ProgressRecording } from '@dss/contract';
import { answer, closeAlert, mockWire, OFFICE_USER, renderScreen } from '@dss/test-support';
import { ProgressSection } from './ProgressSection';

const PROGRESS: LearnerProgress = {
  topics: [
    {
      topic_id: 1,
      name: 'Cockpit checks and controls',
      level: 5,
      recorded_at: '2026-11-02T10:00:00.000Z',
      recorded_by: 'Sophie Clarke',
    },
    {
      topic_id: 2,
      name: 'Moving off and stopping',
      level: 3,
      recorded_at: '2026-11-03T10:00:00.000Z',
      recorded_by: 'Daniel Office',
    },
    { topic_id: 3, name: 'Use of mirrors', level: null, recorded_at: null, recorded_by: null },
  ],
  ready: false,
  summary: 'Not yet ready: 1 of 3 topics are Independent; 1 not started.',
  lessons: [{ booking_id: 77, date: '2026-11-03', start_time: '10:00' }],
};
const HISTORY: ProgressRecording[] = [
  {
    id: 12,
    level: 3,
    recorded_at: '2026-11-03T10:00:00.000Z',
    recorded_by: 'Daniel Office',
    booking_id: 77,
    lesson_date: '2026-11-03',
    note: 'Clutch control better',
  },
  {
    id: 4,
    level: 1,
    recorded_at: '2026-10-20T10:00:00.000Z',
    recorded_by: 'Sophie Clarke',
    booking_id: null,
    lesson_date: null,
    note: '',
  },
];
const LOAD = answer(learnerProgressActions.learnerProgress, () => PROGRESS);
const asOffice = { session: OFFICE_USER };

// Typing and clicking through a form takes several seconds on a loaded two-core machine.
jest.setTimeout(20_000);

describe('Progress on the learner page', () => {
  it('says how far from ready the learner is and lists each topic with its current level', async () => {
    const wire = mockWire(LOAD);
    renderScreen(<ProgressSection learnerId={25} />, asOffice);
    expect(await screen.findByTestId('progress-summary')).toHaveTextContent(PROGRESS.summary);
    const table = await screen.findByRole('table', { name: 'Progress' });
    const [, cockpit, moving, mirrors] = within(table).getAllByRole('row');
    expect(cockpit).toHaveTextContent('Independent');
    expect(cockpit).toHaveTextContent('Sophie Clarke');
    expect(moving).toHaveTextContent('Prompted');
    expect(mirrors).toHaveTextContent(PROGRESS_TEXTS.notStarted);
    expect(wire.sent(learnerProgressActions.learnerProgress)).toEqual([expect.objectContaining({ id: '25' })]);
  });

  it('shows the ready summary as the server gives it', async () => {
    mockWire(
      answer(learnerProgressActions.learnerProgress, () => ({
        ...PROGRESS,
        topics: PROGRESS.topics.map((t) => ({ ...t, level: 5 })),
        ready: true,
        summary: 'Ready for test: all 3 topics are Independent.',
      })),
    );
    renderScreen(<ProgressSection learnerId={25} />, asOffice);
    expect(await screen.findByTestId('progress-summary')).toHaveTextContent('Ready for test: all 3 topics are Independent.');
  });

  it('asks for a topic and a level, then records the chosen topics, level, lesson and note', async () => {
    const wire = mockWire(LOAD);
    renderScreen(<ProgressSection learnerId={25} />, asOffice);
    const user = userEvent.setup();
    const topics = await screen.findByRole('group', { name: 'Topics' });
    await user.click(within(topics).getByText('Moving off and stopping'));
    await user.click(within(topics).getByText('Moving off and stopping'));
    // Under the Topics field; the incomplete-form notice's list names it too.
    expect(await screen.findByText(PROGRESS_TEXTS.topicsRequired, { selector: '[data-part="error-text"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record Progress' })).toBeDisabled();

    await user.click(within(topics).getByText('Moving off and stopping'));
    await user.click(within(topics).getByText('Use of mirrors'));
    await user.selectOptions(screen.getByLabelText(/^Level/), 'Independent');
    await user.selectOptions(screen.getByLabelText(/^Lesson/), 'B77 - 03/11/2026 10:00');
    await user.type(screen.getByLabelText(/^Note/), 'Ready to go');
    await user.click(screen.getByRole('button', { name: 'Record Progress' }));
    await closeAlert(PROGRESS_TEXTS.recorded);
    expect(wire.sent(learnerProgressActions.recordLearnerProgress)).toEqual([
      { recordlearnerprogress: '1', learner: '25', topics: '[2,3]', level: '5', booking: '77', note: 'Ready to go' },
    ]);
  });

  it("shows a topic's history on demand", async () => {
    const wire = mockWire(
      LOAD,
      answer(learnerProgressActions.learnerProgressHistory, () => HISTORY),
    );
    renderScreen(<ProgressSection learnerId={25} />, asOffice);
    await userEvent.click(await screen.findByRole('button', { name: 'History of Moving off and stopping' }));
    const table = await screen.findByRole('table', { name: 'History of Moving off and stopping' });
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('Prompted');
    expect(newest).toHaveTextContent('B77');
    expect(newest).toHaveTextContent('Clutch control better');
    expect(oldest).toHaveTextContent('Introduced');
    expect(wire.sent(learnerProgressActions.learnerProgressHistory)).toEqual([
      expect.objectContaining({ id: '25', topic_id: '2' }),
    ]);
  });
});
