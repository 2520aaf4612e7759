import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PersistentDialog } from '../dialog/PersistentDialog';
import { clickOutside } from '../test-utils/clickOutside';
import { renderWithUi } from '../test-utils/renderWithUi';
import { SUCCESS_ALERT_MS, useAlerts } from './alerts';

function Harness() {
  const alerts = useAlerts();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={() => alerts.success('Success', 'Learner registered successfully.')}>Save</button>
      <button onClick={() => alerts.success('Success', 'Documents uploaded successfully.', { stay: true })}>Upload</button>
      <button onClick={() => alerts.info('Note', 'Licence key not recognised.')}>Inform</button>
      <button onClick={() => alerts.error('Error', 'Error registering learner. Please try again.')}>Fail</button>
      <button
        onClick={async () => {
          const confirmed = await alerts.confirm('Confirm', 'Are you sure you want to block this staff?', {
            confirmLabel: 'Block',
          });
          setAnswer(String(confirmed));
        }}
      >
        Block
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('success alert timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    // Let the dialog library finish its deferred clean-up before real timers return.
    act(() => jest.advanceTimersByTime(100));
    jest.useRealTimers();
  });

  it('closes a success alert by itself after 3000 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithUi(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Learner registered successfully.');

    act(() => jest.advanceTimersByTime(SUCCESS_ALERT_MS - 100));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(SUCCESS_ALERT_MS).toBe(3000);
  });

  it('keeps a "stays open" success alert until OK', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithUi(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('alertdialog', { name: 'Success' });
    act(() => jest.advanceTimersByTime(SUCCESS_ALERT_MS * 3));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('alerts', () => {
  it('keeps an error alert through Escape and outside clicks until OK', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error registering learner. Please try again.');

    await user.keyboard('{Escape}');
    await clickOutside();
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('lets a success alert be closed early by clicking outside', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('alertdialog', { name: 'Success' });
    await clickOutside();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('lets an info alert be closed with Escape', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Inform' }));
    expect(await screen.findByRole('alertdialog', { name: 'Note' })).toHaveTextContent('Licence key not recognised.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows queued alerts one after another', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await screen.findByRole('alertdialog', { name: 'Error' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload', hidden: true }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent('Documents uploaded successfully.');
  });

  it('resolves a confirmation with the button chosen', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    await screen.findByRole('alertdialog', { name: 'Confirm' });
    await user.click(screen.getAllByRole('button', { name: 'Block' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
  });

  it('keeps a success alert raised from a dialog when that dialog closes', async () => {
    function SaveInDialog() {
      const alerts = useAlerts();
      const [open, setOpen] = useState(true);
      return (
        <PersistentDialog open={open} onClose={() => setOpen(false)} title="Edit Office Staff">
          <button onClick={() => alerts.success('Success', 'Staff record updated successfully.', { stay: true })}>Update</button>
          <button onClick={() => setOpen(false)}>Done</button>
        </PersistentDialog>
      );
    }
    const user = userEvent.setup();
    const { container } = renderWithUi(<SaveInDialog />);
    // The form dialog hides the rest of the page from assistive technology one animation frame
    // after it opens; a save within that frame would have the alert hidden along with the page.
    await waitFor(() => expect(container).toHaveAttribute('aria-hidden', 'true'));

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('alertdialog', { name: 'Success' });
    // The alert's layer now sits above the form dialog's, which goes away beneath it.
    fireEvent.click(screen.getByRole('button', { name: 'Done', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Office Staff' })).not.toBeInTheDocument());
    expect(screen.getByRole('alertdialog', { name: 'Success' })).toHaveTextContent('Staff record updated successfully.');
  });

  it('throws a clear error without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Harness />)).toThrow(/AlertProvider/);
  });
});
