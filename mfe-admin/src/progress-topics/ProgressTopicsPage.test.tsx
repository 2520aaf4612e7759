import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminActions, PROGRESS_TEXTS, type ProgressTopic } from '@dss/contract';
import { ADMIN, answer, closeAlert, mockWire, refuse, renderScreen } from '@dss/test-support';
import { ProgressTopicsPage } from './ProgressTopicsPage';

const TOPICS: ProgressTopic[] = [
  { topic_id: 1, name: 'Cockpit checks and controls', position: 1, active: true },
  { topic_id: 2, name: 'Moving off and stopping', position: 2, active: true },
  { topic_id: 3, name: 'Night driving', position: 3, active: false },
];
const LOAD = answer(adminActions.loadProgressTopics, () => TOPICS);
const asAdmin = { session: ADMIN };

// Typing key by key takes several seconds on a loaded two-core machine.
jest.setTimeout(20_000);

describe('Progress Topics', () => {
  it('lists the topics in order, in use or retired, with the first and last moves disabled', async () => {
    mockWire(LOAD);
    renderScreen(<ProgressTopicsPage />, asAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: PROGRESS_TEXTS.title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Progress topics' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(TOPICS.map((t) => t.name));
    expect(within(rows[2]!).getByText('Retired')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('In use')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Cockpit checks and controls up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Night driving down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore Night driving' })).toBeInTheDocument();
  });

  it('adds a topic', async () => {
    const wire = mockWire(LOAD);
    renderScreen(<ProgressTopicsPage />, asAdmin);
    await userEvent.type(await screen.findByLabelText(/^Topic Name/), 'Motorway driving');
    await userEvent.click(screen.getByRole('button', { name: 'Add Topic' }));
    await closeAlert(PROGRESS_TEXTS.topicAdded);
    expect(wire.sent(adminActions.addProgressTopic)).toEqual([{ addprogresstopic: '1', name: 'Motorway driving' }]);
  });

  it("shows the server's reason when a name is taken", async () => {
    mockWire(
      LOAD,
      answer(adminActions.addProgressTopic, () => refuse(409, PROGRESS_TEXTS.topicNameTaken)),
    );
    renderScreen(<ProgressTopicsPage />, asAdmin);
    await userEvent.type(await screen.findByLabelText(/^Topic Name/), 'signals');
    await userEvent.click(screen.getByRole('button', { name: 'Add Topic' }));
    expect(await screen.findByText(PROGRESS_TEXTS.topicAddFailed)).toBeInTheDocument();
    expect(screen.getByText(PROGRESS_TEXTS.topicNameTaken)).toBeInTheDocument();
  });

  it('moves, renames, retires and restores', async () => {
    const wire = mockWire(LOAD);
    renderScreen(<ProgressTopicsPage />, asAdmin);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Moving off and stopping up' }));
    await closeAlert(PROGRESS_TEXTS.topicMoved);
    expect(wire.sent(adminActions.moveProgressTopic)).toEqual([{ moveprogresstopic: '1', topic_id: '2', direction: 'up' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Rename Cockpit checks and controls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Topic' });
    const name = within(dialog).getByLabelText(/^Topic Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Cockpit drill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await closeAlert(PROGRESS_TEXTS.topicRenamed);
    expect(wire.sent(adminActions.renameProgressTopic)).toEqual([
      { renameprogresstopic: '1', topic_id: '1', name: 'Cockpit drill' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Retire Moving off and stopping' }));
    expect(await screen.findByText(PROGRESS_TEXTS.confirmRetire)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retire' }));
    await closeAlert(PROGRESS_TEXTS.topicRetired);
    expect(wire.sent(adminActions.retireProgressTopic)).toEqual([{ retireprogresstopic: '1', topic_id: '2' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Restore Night driving' }));
    await closeAlert(PROGRESS_TEXTS.topicRestored);
    expect(wire.sent(adminActions.restoreProgressTopic)).toEqual([{ restoreprogresstopic: '1', topic_id: '3' }]);
  });
});
