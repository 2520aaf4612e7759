import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlerts } from '../feedback/alerts';
import { UiProvider } from './UiProvider';

function SaveButton() {
  const alerts = useAlerts();
  return <Button onClick={() => alerts.success('Success', 'Quick Information updated.')}>Save</Button>;
}

describe('UiProvider', () => {
  it('gives children the Chakra system and the alert dialogs', async () => {
    render(
      <UiProvider>
        <SaveButton />
      </UiProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent('Quick Information updated.');
  });
});
