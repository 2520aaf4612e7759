import type { FormApi } from 'final-form';
import {
  ADMIN_TEXTS,
  DEFAULT_STAFF_PASSWORD,
  staffAddedText,
  staffForm,
  validateWithSchema,
  type StaffFormValues,
} from '@dss/contract';
import { Button, FieldFrame, Form, FormIncompleteNotice, Input, Stack, useSubmit } from '@dss/ui';
import { AdminScreen, Section } from '../shared/AdminScreen';
import { adminOutcome } from '../shared/admin-outcome';
import { staffApi } from './staff-api';
import { StaffFields, staffWireFields } from './StaffFields';

const validate = validateWithSchema(staffForm);
export const DEFAULT_PASSWORD_NOTE = 'The new staff member signs in with this password and must change it on login.';

/** Add Staff (document 3 §2): a new office staff member with the default password. */
export function AddStaffPage() {
  const [save] = staffApi.useAdminSaveStaffMutation();
  const submit = useSubmit();

  async function onSubmit(values: StaffFormValues, form: FormApi<StaffFormValues>) {
    const answer = await save(staffWireFields(values));
    // The new member signs in with their User ID, so the success names it.
    const success = answer.data?.id ? staffAddedText(answer.data.id) : ADMIN_TEXTS.staffAdded;
    // Saving a form clears it on success (document 3 §4).
    if ((await submit(answer, adminOutcome(success, ADMIN_TEXTS.staffAddError))).ok) setTimeout(() => form.restart());
  }

  return (
    <AdminScreen title="Add Staff">
      <Section title="New Office Staff">
        <Form<StaffFormValues>
          onSubmit={onSubmit}
          validate={validate}
          render={({ handleSubmit, submitting, invalid }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="4">
                <FormIncompleteNotice />
                <StaffFields />
                <FieldFrame label="Default Password" readOnly helperText={DEFAULT_PASSWORD_NOTE}>
                  {(links) => <Input {...links} value={DEFAULT_STAFF_PASSWORD} readOnly maxW="sm" />}
                </FieldFrame>
                <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={invalid} loading={submitting}>
                  Add Office Staff
                </Button>
              </Stack>
            </form>
          )}
        />
      </Section>
    </AdminScreen>
  );
}
