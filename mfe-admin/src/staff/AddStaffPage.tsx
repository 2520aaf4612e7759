import {
  ADMIN_TEXTS,
  DEFAULT_STAFF_PASSWORD,
  isRecord,
  staffAddedText,
  staffForm,
  validateWithSchema,
  type StaffFormValues,
} from '@dss/contract';
import { FieldFrame, Input, ScreenLayout, SubmitForm } from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { adminOutcome } from '../shared/admin-outcome';
import { staffApi } from './staff-api';
import { StaffFields, staffWireFields } from './StaffFields';

const validate = validateWithSchema(staffForm);
export const DEFAULT_PASSWORD_NOTE = 'The new staff member signs in with this password and must change it on login.';
const TEXTS = adminOutcome(ADMIN_TEXTS.staffAdded, ADMIN_TEXTS.staffAddError);

/** The new member signs in with their User ID, so the success names it. */
function addedWords(data: unknown) {
  const id = isRecord(data) ? data.id : undefined;
  return adminOutcome(typeof id === 'number' && id ? staffAddedText(id) : ADMIN_TEXTS.staffAdded, ADMIN_TEXTS.staffAddError)
    .success;
}

/** Add Staff (document 3 §2): a new office staff member with the default password. */
export function AddStaffPage() {
  const [save] = staffApi.useAdminSaveStaffMutation();

  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Add Staff">
      <Section title="New Office Staff">
        {/* Saving a form clears it on success (document 3 §4). */}
        <SubmitForm<StaffFormValues>
          validate={validate}
          save={(values) => save(staffWireFields(values))}
          texts={TEXTS}
          successWords={(answer) => addedWords(answer.data)}
          submitLabel="Add Office Staff"
        >
          <StaffFields />
          <FieldFrame label="Default Password" readOnly helperText={DEFAULT_PASSWORD_NOTE}>
            {(links) => <Input {...links} value={DEFAULT_STAFF_PASSWORD} readOnly maxW="sm" />}
          </FieldFrame>
        </SubmitForm>
      </Section>
    </ScreenLayout>
  );
}
