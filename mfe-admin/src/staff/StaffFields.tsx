import type { ArgsOf } from '@dss/api';
import {
  adminActions,
  STAFF_NAME_MAX,
  type StaffFormValues,
  type StaffMember,
  OFFICE_PRIVILEGE_ID,
  REPORTS_PRIVILEGE_ID,
} from '@dss/contract';
import { Checkbox, favouritesFirst, SelectField, SimpleGrid, TextField, useField } from '@dss/ui';
import { staffApi } from './staff-api';

/** Title, names, mobile, e-mail and the reports privilege: the fields of Add and Edit Staff. */
export function StaffFields() {
  const { data: titles = [] } = staffApi.useAdminStaffTitlesQuery();
  const options = favouritesFirst(
    titles,
    (t) => t.favourite,
    (t) => ({ value: String(t.id), label: t.txt }),
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField name="title" label="Title" options={options} placeholder="Select title" required />
      <TextField name="fname" label="First Name" maxLength={STAFF_NAME_MAX} counter required />
      <TextField name="mname" label="Middle Names" maxLength={STAFF_NAME_MAX} counter />
      <TextField name="lname" label="Surname" maxLength={STAFF_NAME_MAX} counter required />
      <TextField name="mobile" label="Mobile" inputMode="numeric" maxLength={11} required />
      <TextField name="email" label="E-mail" type="email" maxLength={60} required />
      <ReportsCheckbox />
    </SimpleGrid>
  );
}

/** The reports privilege (id 12) for the new or edited office staff member. */
function ReportsCheckbox() {
  const { input } = useField<boolean>('reports', { type: 'checkbox' });
  return (
    <Checkbox.Root
      checked={Boolean(input.checked)}
      onCheckedChange={(d) => input.onChange(d.checked === true)}
      gridColumn={{ md: 'span 2' }}
    >
      <Checkbox.HiddenInput name={input.name} onBlur={input.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>Financial &amp; management reports</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The form values as the wire carries them: the title id, names and `privlist`. */
export function staffWireFields(values: StaffFormValues): ArgsOf<typeof adminActions.saveStaff> {
  return {
    title: values.title ?? '',
    fname: (values.fname ?? '').trim(),
    mname: (values.mname ?? '').trim(),
    lname: (values.lname ?? '').trim(),
    mobile: values.mobile ?? '',
    email: (values.email ?? '').trim(),
    privlist: values.reports ? [OFFICE_PRIVILEGE_ID, REPORTS_PRIVILEGE_ID] : [OFFICE_PRIVILEGE_ID],
  };
}

/** A staff member's record as the edit form's starting values. */
export function staffFormValues(member: StaffMember): StaffFormValues {
  return {
    title: String(member.title_id),
    fname: member.fname,
    mname: member.mname,
    lname: member.lname,
    mobile: member.mobile,
    email: member.email,
    reports: member.privileges.includes(REPORTS_PRIVILEGE_ID),
  };
}
