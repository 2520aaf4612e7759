import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { ViewDialog } from './ViewDialog';

describe('ViewDialog', () => {
  it('shows its title and content and closes with its Close button or Escape', async () => {
    const onClose = jest.fn();
    render(
      <UiProvider>
        <ViewDialog open onClose={onClose} title="Package Prices">
          <p>Standard pack</p>
        </ViewDialog>
      </UiProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Package Prices' })).toBeInTheDocument();
    expect(screen.getByText('Standard pack')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
