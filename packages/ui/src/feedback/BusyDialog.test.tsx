import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickOutside } from '../test-utils/clickOutside';
import { renderWithUi } from '../test-utils/renderWithUi';
import { BusyDialog } from './BusyDialog';

describe('BusyDialog', () => {
  it('renders nothing while closed', () => {
    renderWithUi(<BusyDialog open={false} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('blocks the page with the stand-by message and cannot be dismissed', async () => {
    const { rerender } = renderWithUi(<BusyDialog open />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Completing action. Please stand by' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');

    await userEvent.setup().keyboard('{Escape}');
    await clickOutside();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    rerender(<BusyDialog open={false} />);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
