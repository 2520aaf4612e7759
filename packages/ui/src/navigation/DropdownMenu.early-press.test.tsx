import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '../theme/UiProvider';
import { Button } from '../chakra-components';
import { DropdownMenu } from './DropdownMenu';

// Its own file: the menu code must not have been loaded by an earlier test.
it('opens once loaded when its button was pressed while the menu code was loading', async () => {
  render(
    <UiProvider>
      <DropdownMenu
        trigger={<Button>Notifications</Button>}
        items={[{ value: 'b', label: 'Pending Bookings', onSelect: jest.fn() }]}
      />
    </UiProvider>,
  );
  const plainButton = screen.getByRole('button', { name: 'Notifications' });
  expect(plainButton).not.toHaveAttribute('aria-haspopup');
  fireEvent.click(plainButton);
  expect(await screen.findByRole('menuitem', { name: 'Pending Bookings' })).toBeInTheDocument();
});
