import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instructorActions, INSTRUCTOR_TEXTS } from '@dss/contract';
import { answer, closeAlert, mockWire, renderScreen } from '@dss/test-support';
import { instructorInfo } from '../test-support/instructors';
import { VehicleInfoDialog } from './VehicleDialogs';

jest.setTimeout(30_000);

function setDate(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('Update VED Dates & Vehicle Info (document 2 §5.12)', () => {
  it('saves only when the form is valid and something has changed', async () => {
    const wire = mockWire(
      answer(instructorActions.vehicleOwnerTypes, () => [
        { type_id: 1, desc: 'Owner', message: 'Owns it.' },
        { type_id: 2, desc: 'Lease', message: 'Leased.' },
      ]),
    );
    renderScreen(<VehicleInfoDialog info={instructorInfo(7)} onClose={() => undefined} />);
    await userEvent.selectOptions(await screen.findByLabelText('Vehicle'), 'LD21 ABC - Ford Fiesta (Blue)');
    const dialog = await screen.findByRole('dialog', { name: 'Update VED Dates & Vehicle Info' });
    const save = within(dialog).getByRole('button', { name: 'Update Vehicle Info' });
    const ved = within(dialog).getByLabelText(/^Vehicle VED Expiry Date/);
    expect(ved).toHaveValue('01/03/2027');
    // The record as it is: valid, but nothing to save.
    expect(save).toBeDisabled();
    setDate(ved, '');
    expect(save).toBeDisabled();
    setDate(ved, '2027-03-01');
    expect(save).toBeDisabled();
    await within(within(dialog).getByLabelText(/^Vehicle Owner Type/)).findByRole('option', { name: 'Lease' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Vehicle Owner Type/), 'Lease');
    expect(save).toBeEnabled();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Vehicle Owner Type/), 'Owner');
    expect(save).toBeDisabled();
    setDate(ved, '2028-03-01');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await closeAlert(INSTRUCTOR_TEXTS.vehicleInfoUpdated);
    expect(wire.sent(instructorActions.updateVehicleInfo)).toEqual([
      expect.objectContaining({ id: '7', carid: '11', dualcontrol: '1', carownertype: '1', taxexp: '2028-03-01' }),
    ]);
  });
});
