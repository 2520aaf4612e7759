import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instructorActions, INSTRUCTOR_TEXTS, NOTHING_TO_UPLOAD } from '@dss/contract';
import { answer, closeAlert, mockWire, renderScreen } from '@dss/test-support';
import { instructorInfo } from '../test-support/instructors';
import { AddressDialog, VehicleDocumentsDialog } from './DocumentDialogs';

jest.setTimeout(30_000);

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('the document dialogs of Edit Instructor (document 2 §5.8, §5.11)', () => {
  it('sends the new address with the compliance record it replaces and the four PDFs under their upload fields', async () => {
    const wire = mockWire();
    renderScreen(<AddressDialog info={instructorInfo(7)} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Update Address' });
    expect(within(dialog).getByLabelText(/^Current Address Line 1/)).toHaveValue('2 Station Road');
    for (const [label, name] of [
      [/^Proof of Address 1/, 'a.pdf'],
      [/^Proof of Address 2/, 'b.pdf'],
      [/^Copy of Driving Licence/, 'c.pdf'],
      [/^Copy of ADI\/PDI Licence/, 'd.pdf'],
    ] as const)
      await userEvent.upload(within(dialog).getByLabelText(label), pdf(name));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Address & Documents' }));
    await closeAlert(INSTRUCTOR_TEXTS.addressUploaded);
    const [call] = wire.calls.filter((c) => c.action === instructorActions.updateAddress);
    expect(call!.fields).toMatchObject({
      adiid: '7',
      compid: '70',
      cufline: '2 Station Road',
      papostcode: 'E7 8AB',
      adilicenceexp: '2026-12-10',
    });
    expect(call!.files.map((f) => f.field).sort()).toEqual(['addressProf1', 'addressProf2', 'adilicenceCopy', 'licenceCopy']);
  });

  it('uploads only the pairs chosen for an active vehicle, and asks for a document when none is', async () => {
    const wire = mockWire(
      answer(instructorActions.vehicleOwnerTypes, () => [{ type_id: 1, desc: 'Owner', message: 'Owns it.' }]),
    );
    renderScreen(<VehicleDocumentsDialog info={instructorInfo(7)} onClose={() => undefined} />);
    await userEvent.selectOptions(await screen.findByLabelText('Vehicle'), 'LD21 ABC - Ford Fiesta (Blue)');
    const dialog = await screen.findByRole('dialog', { name: 'Upload Vehicle Documents' });
    expect(within(dialog).getByText(NOTHING_TO_UPLOAD)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Documents' })).toBeDisabled();
    const mot = within(dialog).getByLabelText(/^Vehicle MOT Expiry Date/);
    fireEvent.focus(mot);
    fireEvent.change(mot, { target: { value: '2027-08-01' } });
    fireEvent.blur(mot);
    // The expiry without its certificate is not enough.
    expect(within(dialog).queryByText(NOTHING_TO_UPLOAD)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Upload Documents' })).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText(/^Vehicle MOT\*?$/), pdf('mot.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Documents' }));
    await closeAlert(INSTRUCTOR_TEXTS.vehicleDocsUploaded);
    const [call] = wire.calls.filter((c) => c.action === instructorActions.uploadVehicleDocuments);
    expect(call!.fields).toMatchObject({ id: '7', carid: '11', motexp: '2027-08-01', dualcontrol: '1', carownertype: '1' });
    expect(call!.fields).not.toHaveProperty('leagalowner');
    expect(call!.files).toEqual([{ field: 'flmot1', name: 'mot.pdf' }]);
  });
});
