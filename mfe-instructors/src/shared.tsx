import type { ReactNode } from 'react';
import { Alert, DataList, formatDate, formatLandline, formatMobile, instructorRef, NOT_AVAILABLE } from '@dss/ui';
import { fullName, type InstructorRow } from '@dss/contract';

/** 'automatic' → 'Automatic' */
export function capitalised(value: string | null | undefined): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : '';
}

/** A text, or 'N/A' when it is missing or blank (document 3 §9). */
export const orNA = (value: string | null | undefined) => (value && value.trim() !== '' ? value : NOT_AVAILABLE);

/** The registration record the Pending and State Management dialogs show, label by label. */
export function registrationItems(instructor: InstructorRow, opts: { drivingLicence: boolean }): [string, string][] {
  return [
    ['ADI ID', instructorRef(instructor.adi_id)],
    ['Name', fullName(instructor, { middle: true })],
    ['Mobile', formatMobile(instructor.mobile)],
    ['Landline', formatLandline(instructor.landline)],
    ['E-mail', orNA(instructor.email)],
    ...(opts.drivingLicence ? [['Driving Licence Number', orNA(instructor.driving_licence_no)] satisfies [string, string]] : []),
    ['ADI/PDI Licence Number', orNA(instructor.instructor_licence_no)],
    ['DBS Reference', orNA(instructor.crtbRef)],
    ['Registered On', formatDate(instructor.added)],
    [
      'Registered By',
      instructor.reg_by_name ? `${instructor.reg_by_name} (ID ${instructor.reg_by_id ?? NOT_AVAILABLE})` : NOT_AVAILABLE,
    ],
  ];
}

/** Label and value rows of an instructor's details, as the information dialogs list them. */
export function DetailItems({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={{ base: '130px', md: '190px' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** What office staff see in place of an administrator's action. */
export function ContactAdminNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="info" mt="4">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
