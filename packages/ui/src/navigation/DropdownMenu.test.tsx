import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/UiProvider';
import { Button } from '../chakra-components';
import { DropdownMenu } from './DropdownMenu';

function showMenu(onSelect = jest.fn()) {
  render(
    <UiProvider>
      <DropdownMenu
        trigger={<Button>Notifications</Button>}
        items={[
          { value: 'a', label: 'Active Complaints', onSelect },
          { value: 'b', label: 'Pending Bookings', onSelect: jest.fn() },
        ]}
      />
    </UiProvider>,
  );
  return onSelect;
}

describe('DropdownMenu', () => {
  it('opens on its button and runs the entry chosen with the keyboard', async () => {
    const onSelect = showMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications', expanded: false }));
    await screen.findByRole('menuitem', { name: 'Active Complaints' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
