import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, adminActions, REMOVE_CONFIRM_TEXTS, type FeedbackQuestion, type QuestionGroup } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, renderScreen } from '@dss/test-support';
import { QuestionGroupsPage } from './QuestionGroupsPage';
import { QuestionsPage } from './QuestionsPage';

const GROUPS: QuestionGroup[] = [
  { group_no: 1, reporting_text: 'Punctuality', created_on: '2024-01-01T00:00:00Z' },
  { group_no: 2, reporting_text: 'Safety', created_on: '2024-01-01T00:00:00Z' },
];
const QUESTIONS = Array.from({ length: 20 }, (_, i): FeedbackQuestion => ({
  id: i + 1,
  question: `Question number ${i + 1}?`,
  group_no: 1,
  question_report_title: 'Punctuality',
  created: '2024-01-01T00:00:00Z',
  updated: '2024-01-01T00:00:00Z',
  state: i === 19 ? 0 : 1,
}));

/** Each audience's actions: its reads answer GROUPS and QUESTIONS, its saves SUCCESS. */
const ACTIONS = {
  learner: {
    loadGroups: adminActions.loadLearnerGroups,
    loadQuestions: adminActions.loadLearnerQuestions,
    saveGroup: adminActions.saveLearnerGroup,
    saveQuestion: adminActions.saveLearnerQuestion,
    removeQuestion: adminActions.removeLearnerQuestion,
  },
  instructor: {
    loadGroups: adminActions.loadInstructorGroups,
    loadQuestions: adminActions.loadInstructorQuestions,
    saveGroup: adminActions.saveInstructorGroup,
    saveQuestion: adminActions.saveInstructorQuestion,
    removeQuestion: adminActions.removeInstructorQuestion,
  },
};
const asAdmin = { session: ADMIN };

// Typing whole forms key by key takes several seconds on a loaded two-core machine.
jest.setTimeout(20_000);

describe.each(['learner', 'instructor'] as const)('%s question groups and questions', (audience) => {
  const added = audience === 'learner' ? ADMIN_TEXTS.learnerGroupAdded : ADMIN_TEXTS.instructorGroupAdded;
  const actions = ACTIONS[audience];
  const reads = [answer(actions.loadGroups, () => GROUPS), answer(actions.loadQuestions, () => QUESTIONS)];

  it("lists the groups and adds one with the spec's messages", async () => {
    const wire = mockWire(...reads);
    renderScreen(<QuestionGroupsPage audience={audience} />, asAdmin);
    expect(await screen.findByText('Safety')).toBeInTheDocument();
    const name = screen.getByLabelText(/^Group Name/);
    await userEvent.click(name);
    await userEvent.tab();
    expect(screen.getByText('Group name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('maxlength', '150');
    await userEvent.type(name, 'Vehicle');
    await userEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    await closeAlert(added);
    expect(wire.sent(actions.saveGroup)[0]).toMatchObject({ groupname: 'Vehicle' });
  });

  it('shows 15 questions a page, adds one to a group and removes one after confirmation', async () => {
    const wire = mockWire(...reads);
    renderScreen(<QuestionsPage audience={audience} />, asAdmin);
    const table = await screen.findByRole('table', { name: 'Feedback questions' });
    await within(table).findByText('Question number 1?');
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(screen.getByText('1–15 of 20')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/^Question Group/));
    await userEvent.tab();
    expect(screen.getByText('Question Group is required.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Feedback Question\W*$/));
    await userEvent.tab();
    expect(screen.getByText('Feedback question is required.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Question Group/), 'Safety');
    await userEvent.type(screen.getByLabelText(/^Feedback Question\W*$/), 'Was the car clean?');
    await userEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await closeAlert(ADMIN_TEXTS.questionAdded);
    expect(wire.sent(actions.saveQuestion)[0]).toMatchObject({
      groupid: '2',
      groupname: 'Safety',
      question: 'Was the car clean?',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Question number 1?' }));
    expect(await screen.findByText(REMOVE_CONFIRM_TEXTS.question)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await closeAlert(ADMIN_TEXTS.questionRemoved);
    expect(wire.sent(actions.removeQuestion)[0]).toMatchObject({ question_id: '1' });
  });
});
