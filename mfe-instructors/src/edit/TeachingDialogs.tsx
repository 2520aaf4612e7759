import { dictionaryApi } from '@dss/api';
import {
  coveringPostcodesForm,
  ENGLISH_LANGUAGE_ID,
  INSTRUCTOR_TEXTS,
  teachingLanguagesForm,
  teachingVehicleTypesForm,
  validateWithSchema,
  type InstructorInfo,
} from '@dss/contract';
import { instructorsApi } from '../api/instructors-api';
import { CheckboxListField, PostcodeListField } from '../register/ListFields';
import { EditDialog } from './EditDialog';

type Props = { info: InstructorInfo; onClose(): void };

/** Edit Covering Areas: the outer postcodes covered. */
export function PostcodesDialog({ info, onClose }: Props) {
  const [save] = instructorsApi.useInstructorsUpdatePostcodesMutation();
  return (
    <EditDialog<{ pcs: string[] }>
      title="Edit Covering Areas"
      onClose={onClose}
      validate={validateWithSchema(coveringPostcodesForm)}
      save={(v) => save({ id: info.adi_id, pcs: v.pcs })}
      texts={{ success: INSTRUCTOR_TEXTS.postcodesUpdated, failure: INSTRUCTOR_TEXTS.postcodesFailed }}
      submitLabel="Update Covering Areas"
      initialValues={{ pcs: info.covering_pcs.map((p) => p.pc) }}
    >
      <PostcodeListField name="pcs" label="Covering Postcodes" />
    </EditDialog>
  );
}

/** Edit Teaching Languages. */
export function LanguagesDialog({ info, onClose }: Props) {
  const [save] = instructorsApi.useInstructorsUpdateLanguagesMutation();
  const { data: languages = [] } = dictionaryApi.useDictionaryLanguagesQuery();
  return (
    <EditDialog<{ lns: number[] }>
      title="Edit Teaching Languages"
      onClose={onClose}
      validate={validateWithSchema(teachingLanguagesForm)}
      save={(v) => save({ id: info.adi_id, lns: v.lns })}
      texts={{ success: INSTRUCTOR_TEXTS.languagesUpdated, failure: INSTRUCTOR_TEXTS.languagesFailed }}
      submitLabel="Update Teaching Languages"
      // English is always taught (the server adds it too), so the form holds it even for an older record without it.
      initialValues={{ lns: [...new Set([ENGLISH_LANGUAGE_ID, ...info.teaching_langs.map((l) => l.lang_id)])] }}
    >
      <CheckboxListField
        name="lns"
        label="Teaching Languages"
        options={languages.map((l) => ({ value: l.id, label: l.txt }))}
        primary={ENGLISH_LANGUAGE_ID}
      />
    </EditDialog>
  );
}

/** Edit Teaching Vehicle Types (the first entry, "Any vehicle type", is not offered). */
export function VehicleTypesDialog({ info, onClose }: Props) {
  const [save] = instructorsApi.useInstructorsUpdateVehicleTypesMutation();
  const { data: types = [] } = dictionaryApi.useDictionaryVehicleTypesQuery();
  return (
    <EditDialog<{ tvs: number[] }>
      title="Edit Teaching Vehicle Types"
      onClose={onClose}
      validate={validateWithSchema(teachingVehicleTypesForm)}
      save={(v) => save({ id: info.adi_id, tvs: v.tvs })}
      texts={{ success: INSTRUCTOR_TEXTS.vehicleTypesUpdated, failure: INSTRUCTOR_TEXTS.vehicleTypesFailed }}
      submitLabel="Update Teaching Vehicle Types"
      initialValues={{ tvs: info.teaching_car_types.map((t) => t.type_id) }}
    >
      <CheckboxListField
        name="tvs"
        label="Teaching Vehicle Types"
        options={types.slice(1).map((t) => ({ value: t.id, label: t.txt }))}
      />
    </EditDialog>
  );
}
