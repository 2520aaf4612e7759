import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, REMOVE_CONFIRM_TEXTS } from '@dss/contract';
import { closeAlert, mockWire, renderScreen } from '../test-support/render-screen';
import { QuestionGroupsPage } from './QuestionGroupsPage';
import { QuestionsPage } from './QuestionsPage';

const GROUPS = [
  { group_no: 1, reporting_text: 'Punctuality', created_on: '2024-01-01T00:00:00Z' },
  { group_no: 2, reporting_text: 'Safety', created_on: '2024-01-01T00:00:00Z' },
];
const QUESTIONS = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  question: `Question number ${i + 1}?`,
  group_no: 1,
  question_report_title: 'Punctuality',
  created: '2024-01-01T00:00:00Z',
  updated: '2024-01-01T00:00:00Z',
  state: i === 19 ? 0 : 1,
}));
const wire = (f: Record<string, string>) => {
  if (f.loadlearnergroups || f.loadinstructorgroups) return { body: GROUPS };
  if (f.loadlearnerquestions || f.loadinstructorquestions) return { body: QUESTIONS };
  return { body: 'SUCCESS' };
};

describe.each(['learner', 'instructor'] as const)('%s question groups and questions', (audience) => {
  const added = audience === 'learner' ? ADMIN_TEXTS.learnerGroupAdded : ADMIN_TEXTS.instructorGroupAdded;

  it("lists the groups and adds one with the spec's messages", async () => {
    const calls = mockWire(wire);
    renderScreen(<QuestionGroupsPage audience={audience} />);
    expect(await screen.findByText('Safety')).toBeInTheDocument();
    const name = screen.getByLabelText(/^Group Name/);
    await userEvent.click(name);
    await userEvent.tab();
    expect(screen.getByText('Group name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('maxlength', '150');
    await userEvent.type(name, 'Vehicle');
    await userEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    await closeAlert(added);
    expect(calls.find((c) => c.fields[`save${audience}group`])!.fields.groupname).toBe('Vehicle');
  });

  it('shows 15 questions a page, adds one to a group and removes one after confirmation', async () => {
    const calls = mockWire(wire);
    renderScreen(<QuestionsPage audience={audience} />);
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
    expect(calls.find((c) => c.fields[`save${audience}question`])!.fields).toMatchObject({
      groupid: '2',
      groupname: 'Safety',
      question: 'Was the car clean?',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Question number 1?' }));
    expect(await screen.findByText(REMOVE_CONFIRM_TEXTS.question)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await closeAlert(ADMIN_TEXTS.questionRemoved);
    expect(calls.find((c) => c.fields[`remove${audience}question`])!.fields.question_id).toBe('1');
  });
});
