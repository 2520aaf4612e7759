import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { clickOutside } from '../test-utils/clickOutside';
import { FakeAudioContext, installFakeAudioContext } from '../test-utils/fakeAudioContext';
import { renderWithUi } from '../test-utils/renderWithUi';
import { PersistentDialog } from './PersistentDialog';

function LearnerDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>Manage Learners</p>
      <PersistentDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Learner Information"
        maxWidth={960}
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        <p>Edit form</p>
      </PersistentDialog>
    </>
  );
}

describe('PersistentDialog', () => {
  let restoreAudio: () => void;
  beforeEach(() => {
    restoreAudio = installFakeAudioContext();
  });
  afterEach(() => restoreAudio());

  it('shows its title, body and footer at the requested width', async () => {
    renderWithUi(<LearnerDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Learner Information' });
    expect(dialog).toHaveTextContent('Edit form');
    expect(dialog).toHaveStyle({ maxWidth: '960px' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('ignores a click outside and honks instead', async () => {
    renderWithUi(<LearnerDialog />);
    await screen.findByRole('dialog');

    await clickOutside();

    expect(screen.getByRole('dialog', { name: 'Learner Information' })).toBeInTheDocument();
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(FakeAudioContext.instances[0]?.oscillators).toHaveLength(2);
  });

  it('ignores Escape', async () => {
    renderWithUi(<LearnerDialog />);
    await screen.findByRole('dialog');
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(FakeAudioContext.instances).toHaveLength(0);
  });

  it('closes with its own buttons', async () => {
    const user = userEvent.setup();
    renderWithUi(<LearnerDialog />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with the header close button', async () => {
    const user = userEvent.setup();
    renderWithUi(<LearnerDialog />);
    await user.click(await screen.findByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
