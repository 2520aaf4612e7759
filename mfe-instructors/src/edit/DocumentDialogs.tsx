import { useState } from 'react';
import {
  ACTIVE_VEHICLE,
  addressEditForm,
  addVehicleForm,
  DUAL_CONTROLS,
  INSTRUCTOR_TEXTS,
  validateWithSchema,
  vehicleDocumentsForm,
  type AddressEditValues,
  type AddVehicleValues,
  type InstructorInfo,
  type VehicleDocumentsValues,
} from '@dss/contract';
import type { WireFile } from '@dss/api';
import { Alert, DateField, SelectField, Stack, Text, TextField, useFormState } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { PdfFileField } from '../fields/PdfFileField';
import { OwnerTypeField, VehicleFields } from '../register/RegisterInstructorPage';
import { EditDialog, FieldGrid } from './EditDialog';
import { CarPicker, CarPickerDialog } from './VehicleDialogs';

type Props = { info: InstructorInfo; onClose(): void };

/** The chosen files, each under its upload field with its own name. */
function filesOf(chosen: Record<string, unknown>): WireFile[] {
  return Object.entries(chosen).flatMap(([field, file]) => (file instanceof File ? [{ field, file, fileName: file.name }] : []));
}

function AddressBlock({ prefix, label }: { prefix: 'pa' | 'cu'; label: string }) {
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{label} Address</Text>
      <FieldGrid>
        <TextField name={`${prefix}fline`} label={`${label} Address Line 1`} maxLength={50} counter required />
        <TextField name={`${prefix}sline`} label={`${label} Address Line 2`} maxLength={50} counter />
        <TextField name={`${prefix}city`} label={`${label} City`} maxLength={50} counter required />
        <TextField name={`${prefix}county`} label={`${label} County`} maxLength={50} counter />
        <TextField
          name={`${prefix}postcode`}
          label={`${label} Postcode`}
          maxLength={prefix === 'pa' ? 9 : 8}
          counter
          parse={(v) => v.toUpperCase()}
          required
        />
      </FieldGrid>
    </Stack>
  );
}

/** Update Address & Documents (Update Address): both addresses, licence expiries and four PDFs, a new compliance record. */
export function AddressDialog({ info, onClose }: Props) {
  const [save] = instructorsApi.useInstructorsUpdateAddressMutation();
  const initial: Partial<AddressEditValues> = {
    ...Object.fromEntries(Object.entries(info.permAddr).map(([k, v]) => [`pa${k}`, v])),
    ...Object.fromEntries(Object.entries(info.currAddr).map(([k, v]) => [`cu${k}`, v])),
    licenceexp: info.compliance?.licence_exp,
    adilicenceexp: info.compliance?.adi_licence_exp,
  };
  return (
    <EditDialog<AddressEditValues>
      title="Update Address"
      onClose={onClose}
      validate={validateWithSchema(addressEditForm)}
      save={({ addressProf1, addressProf2, licenceCopy, adilicenceCopy, ...texts }) =>
        save({
          fields: { adiid: info.adi_id, compid: info.complianceid ?? 0, ...texts },
          files: filesOf({ addressProf1, addressProf2, licenceCopy, adilicenceCopy }),
        })
      }
      texts={{ success: INSTRUCTOR_TEXTS.addressUploaded, failure: INSTRUCTOR_TEXTS.addressFailed }}
      submitLabel="Update Address & Documents"
      initialValues={initial}
      maxWidth={960}
    >
      <AddressBlock prefix="pa" label="Permanent" />
      <AddressBlock prefix="cu" label="Current" />
      <FieldGrid>
        <PdfFileField name="addressProf1" label="Proof of Address 1" required />
        <PdfFileField name="addressProf2" label="Proof of Address 2" required />
        <PdfFileField name="licenceCopy" label="Copy of Driving Licence" required />
        <DateField name="licenceexp" label="Driving Licence Expiry Date" required />
        <PdfFileField name="adilicenceCopy" label="Copy of ADI/PDI Licence" required />
        <DateField name="adilicenceexp" label="ADI/PDI Licence Expiry Date" required />
      </FieldGrid>
    </EditDialog>
  );
}

/** Add a Vehicle: the registration's vehicle fields and its three PDFs. */
export function AddVehicleDialog({ info, onClose }: Props) {
  const [save] = instructorsApi.useInstructorsAddVehicleMutation();
  return (
    <EditDialog<AddVehicleValues>
      title="Add a Vehicle"
      onClose={onClose}
      validate={validateWithSchema(addVehicleForm)}
      save={({ fllogbook1, flmot1, flinsurance1, ...texts }) =>
        save({ fields: { id: info.adi_id, ...texts }, files: filesOf({ fllogbook1, flmot1, flinsurance1 }) })
      }
      texts={{ success: INSTRUCTOR_TEXTS.vehicleAdded, failure: INSTRUCTOR_TEXTS.vehicleAddFailed }}
      submitLabel="Add Vehicle"
      maxWidth={960}
    >
      <VehicleFields prefix="" files={{ logbook: 'fllogbook1', mot: 'flmot1', insurance: 'flinsurance1' }} />
    </EditDialog>
  );
}

function NothingChosen() {
  const { errors } = useFormState({ subscription: { errors: true } });
  // The dialog's validate puts a message for the form as a whole under _form.
  const message: string | undefined = errors?._form;
  return message ? (
    <Text color="fg.muted" fontSize="sm">
      {message}
    </Text>
  ) : null;
}

/** Upload Vehicle Documents (document 2 §5.8): each document with its date or owner, for an active vehicle. */
export function VehicleDocumentsDialog({ info, onClose }: Props) {
  const cars = info.cars.filter((c) => c.rec_status === ACTIVE_VEHICLE);
  const [carid, setCarid] = useState('');
  const car = cars.find((c) => String(c.c_id) === carid);
  const [save] = instructorsApi.useInstructorsUploadVehicleDocumentsMutation();
  if (!car)
    return <CarPickerDialog title="Upload Vehicle Documents" cars={cars} value={carid} onChange={setCarid} onClose={onClose} />;
  return (
    <EditDialog<VehicleDocumentsValues>
      key={car.c_id}
      title="Upload Vehicle Documents"
      onClose={onClose}
      validate={validateWithSchema(vehicleDocumentsForm)}
      save={({ fllogbook1, flmot1, flinsurance1, ...texts }) =>
        save({
          fields: { id: info.adi_id, carid: car.c_id, ...texts },
          files: filesOf({ fllogbook1, flmot1, flinsurance1 }),
        })
      }
      texts={{ success: INSTRUCTOR_TEXTS.vehicleDocsUploaded, failure: INSTRUCTOR_TEXTS.vehicleDocsFailed }}
      submitLabel="Upload Documents"
      initialValues={{ dualcontrol: String(car.dual_ctrl), carownertype: String(car.owner_type) }}
      maxWidth={860}
    >
      <CarPicker cars={cars} value={carid} onChange={setCarid} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>Choose a document with its owner or expiry date; the others stay as they are.</Alert.Description>
      </Alert.Root>
      <FieldGrid>
        <TextField
          name="leagalowner"
          label="Leagal Owner Name"
          maxLength={50}
          counter
          helperText={INSTRUCTOR_TEXTS.legalOwnerHint}
        />
        <PdfFileField name="fllogbook1" label="Vehicle V5C (Logbook)" />
        <DateField name="motexp" label="Vehicle MOT Expiry Date" />
        <PdfFileField name="flmot1" label="Vehicle MOT" />
        <DateField name="insuranceexp" label="Vehicle Insurance Expiry Date" />
        <PdfFileField name="flinsurance1" label="Vehicle & Driver's Insurance" />
        <SelectField
          name="dualcontrol"
          label="Dual Controls"
          options={DUAL_CONTROLS.map((d) => ({ value: String(d.value), label: d.label }))}
          required
        />
        <OwnerTypeFieldWrapper />
      </FieldGrid>
      <NothingChosen />
    </EditDialog>
  );
}

function OwnerTypeFieldWrapper() {
  const { data: ownerTypes = [] } = instructorsApi.useInstructorsOwnerTypesQuery();
  return <OwnerTypeField name="carownertype" ownerTypes={ownerTypes} />;
}
