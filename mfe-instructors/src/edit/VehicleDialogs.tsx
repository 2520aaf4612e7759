import { useState } from 'react';
import {
  ACTIVE_VEHICLE,
  DUAL_CONTROLS,
  INSTRUCTOR_TEXTS,
  validateWithSchema,
  vehicleInfoForm,
  type InstructorInfo,
  type InstructorVehicle,
} from '@dss/contract';
import { Alert, Button, DateField, Field, PersistentDialog, SelectField, Stack, Text, useSubmit } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { EditDialog, FieldGrid } from './EditDialog';

type Props = { info: InstructorInfo; onClose(): void };

const activeCars = (info: InstructorInfo) => info.cars.filter((c) => c.rec_status === ACTIVE_VEHICLE);
const carLabel = (c: InstructorVehicle) => `${c.c_reg} - ${c.make} ${c.model} (${c.colour})`;

function NoActiveCars() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{INSTRUCTOR_TEXTS.noActiveCars}</Alert.Title>
    </Alert.Root>
  );
}

/** A native picker of the instructor's active vehicles (status 1 only, document 2 §4). */
export function CarPicker({ cars, value, onChange }: { cars: InstructorVehicle[]; value: string; onChange(v: string): void }) {
  return (
    <Field.Root>
      <Field.Label htmlFor="edit-car-picker">Vehicle</Field.Label>
      <select
        id="edit-car-picker"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{ width: '100%', padding: '8px', border: '1px solid #ccc', borderRadius: '6px' }}
      >
        <option value="">Please select a vehicle</option>
        {cars.map((c) => (
          <option key={c.c_id} value={String(c.c_id)}>
            {carLabel(c)}
          </option>
        ))}
      </select>
    </Field.Root>
  );
}

/** The first step of a vehicle's dialog: pick one of the active vehicles, or learn there is none. */
export function CarPickerDialog({
  title,
  cars,
  value,
  onChange,
  onClose,
}: {
  title: string;
  cars: InstructorVehicle[];
  value: string;
  onChange(v: string): void;
  onClose(): void;
}) {
  return (
    <PersistentDialog
      open
      onClose={onClose}
      title={title}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {cars.length === 0 ? <NoActiveCars /> : <CarPicker cars={cars} value={value} onChange={onChange} />}
    </PersistentDialog>
  );
}

/** Remove a Vehicle: marks an active vehicle removed (status 3). */
export function RemoveVehicleDialog({ info, onClose }: Props) {
  const cars = activeCars(info);
  const [carid, setCarid] = useState('');
  const [remove, { isLoading }] = instructorsApi.useInstructorsRemoveVehicleMutation();
  const submit = useSubmit();
  const onRemove = async () => {
    const result = await submit(await remove({ id: info.adi_id, carid }), {
      success: { title: INSTRUCTOR_TEXTS.vehicleRemovedTitle, text: INSTRUCTOR_TEXTS.vehicleRemoved },
      failure: INSTRUCTOR_TEXTS.vehicleRemoveFailed,
    });
    if (result.ok) onClose();
  };
  return (
    <PersistentDialog
      open
      onClose={onClose}
      title="Remove a Vehicle"
      footer={
        <>
          {cars.length > 0 ? (
            <Button colorPalette="red" disabled={carid === ''} loading={isLoading} onClick={() => void onRemove()}>
              Remove Vehicle
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {cars.length === 0 ? <NoActiveCars /> : <CarPicker cars={cars} value={carid} onChange={setCarid} />}
    </PersistentDialog>
  );
}

type InfoValues = { dualcontrol: string; carownertype: string; taxexp: string };

/** Update VED Dates & Vehicle Info: dual controls, owner type and VED expiry of an active vehicle. */
export function VehicleInfoDialog({ info, onClose }: Props) {
  const cars = activeCars(info);
  const [carid, setCarid] = useState('');
  const car = cars.find((c) => String(c.c_id) === carid);
  const [save] = instructorsApi.useInstructorsUpdateVehicleInfoMutation();
  const { data: ownerTypes = [] } = instructorsApi.useInstructorsOwnerTypesQuery();
  if (cars.length === 0 || !car)
    return (
      <CarPickerDialog title="Update VED Dates & Vehicle Info" cars={cars} value={carid} onChange={setCarid} onClose={onClose} />
    );
  return (
    <EditDialog<InfoValues>
      key={car.c_id}
      title="Update VED Dates & Vehicle Info"
      onClose={onClose}
      validate={validateWithSchema(vehicleInfoForm)}
      save={(v) => save({ id: info.adi_id, carid: String(car.c_id), ...v })}
      texts={{ success: INSTRUCTOR_TEXTS.vehicleInfoUpdated, failure: INSTRUCTOR_TEXTS.vehicleInfoFailed }}
      submitLabel="Update Vehicle Info"
      requireChange
      initialValues={{ dualcontrol: String(car.dual_ctrl), carownertype: String(car.owner_type), taxexp: car.ved_exp }}
    >
      <Stack gap="4">
        <CarPicker cars={cars} value={carid} onChange={setCarid} />
        <Text fontSize="sm" color="fg.muted">
          MOT expires {car.mot_exp}, insurance {car.insurance_exp}.
        </Text>
        <FieldGrid>
          <SelectField
            name="dualcontrol"
            label="Dual Controls"
            options={DUAL_CONTROLS.map((d) => ({ value: String(d.value), label: d.label }))}
            required
          />
          <SelectField
            name="carownertype"
            label="Vehicle Owner Type"
            options={ownerTypes.map((o) => ({ value: String(o.type_id), label: o.desc }))}
            required
          />
          <DateField name="taxexp" label="Vehicle VED Expiry Date" required />
        </FieldGrid>
      </Stack>
    </EditDialog>
  );
}
