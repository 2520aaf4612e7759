import type { AuditEntry } from '@dss/contract';
import { Box, Stack, Text } from '../chakra-components';
import { formatDate, formatDateTime } from '../format/date';
import { formatLandline, formatMobile } from '../format/phone';
import type { TableColumn } from '../table/table-props';

/** The jobs that change records without a staff member, by the action they name. */
const SYSTEM_ACTORS: Record<string, string> = { lifecycle: 'System (nightly job)', retention: 'System (retention job)' };

const OPERATIONS: Record<AuditEntry['operation'], string> = { I: 'added', U: 'changed', D: 'removed', E: '' };

/** Who acted: the staff member, or the system for the nightly job, the retention job, scripts and failed sign-ins. */
export function actorOf(e: AuditEntry): string {
  if (e.staff_id === null) return SYSTEM_ACTORS[e.action] ?? 'System';
  return e.staff_name ? `${e.staff_name} (${e.staff_id})` : `Staff ${e.staff_id}`;
}

/** The record an entry is about: 'learner 12 changed', 'staff 3' for an event. */
export function recordOf(e: AuditEntry): string {
  const what = `${e.record_kind.replace(/_/g, ' ')}${e.record_id === null ? '' : ` ${e.record_id}`}`;
  return OPERATIONS[e.operation] ? `${what} ${OPERATIONS[e.operation]}` : what;
}

/** Columns as the screens label them; any other reads as its words ('pickup_pc' → 'Pickup postcode'). */
const FIELD_LABELS: Record<string, string> = {
  fname: 'First name',
  mname: 'Middle name',
  lname: 'Last name',
  dob: 'Date of birth',
  email: 'E-mail',
  email_address: 'E-mail',
  mobile2: 'Second mobile',
  home_phone1: 'Home phone',
  home_phone2: 'Second home phone',
  title_id: 'Title',
  acc_state: 'Account state',
  acc_no: 'Account number',
  name_on_acc: 'Name on account',
  nino: 'National Insurance number',
  stu_id: 'Learner',
  student_id: 'Learner',
  adi_id: 'Instructor',
  staff_id: 'Staff member',
  t_amount: 'Amount',
  t_date: 'Date',
  t_notes: 'Notes',
  t_status: 'Status',
  t_pay_method: 'Payment method',
  lesson_end: 'Lesson ends',
  addr_line: 'Pickup address',
  addr_pc: 'Pickup postcode',
  drop_line: 'Drop-off address',
  drop_pc: 'Drop-off postcode',
  c_reg: 'Registration',
  regyear: 'Registration year',
  mot_exp: 'MOT expiry',
  mot_file_id: 'MOT document',
  adi_licence_file_id: 'ADI licence document',
  dual_ctrl: 'Dual controls',
  sha256: 'File contents',
  adi_licence_exp: 'ADI licence expiry',
  password_hash: 'Password',
  token_hash: 'Session',
  dep_date: 'Departure date',
  cred_status: 'Credit status',
  cred_value: 'Credit value',
};

function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/_file_id$/, '_document')
    .replace(/_id$/, '')
    .replace(/_exp$/, '_expiry')
    .replace(/_pc$/, '_postcode')
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MOBILE_FIELDS = new Set(['mobile', 'mobile2']);
const LANDLINE_FIELDS = new Set(['landline', 'home_phone1', 'home_phone2']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
// Digests (passwords, sessions, file contents) mean nothing to a reader: that they changed is what counts.
const DIGEST = /^[0-9a-f]{40,128}$/i;
const isSecret = (field: string, value: unknown) =>
  /hash$|sha256/.test(field) || (typeof value === 'string' && DIGEST.test(value));

/** A value as the screens show it: dd/mm/yyyy dates and London times, split phone numbers, a document by the file name the server gives, else its number. */
function shown(value: unknown, field: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return field.endsWith('file_id') ? `document ${value}` : String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (MOBILE_FIELDS.has(field)) return formatMobile(value);
  if (LANDLINE_FIELDS.has(field)) return formatLandline(value);
  if (ISO_DATE.test(value)) return formatDate(value);
  if (ISO_INSTANT.test(value)) return formatDateTime(value);
  if (field.endsWith('file_id') && /^\d+$/.test(value)) return `document ${value}`;
  return value;
}

/**
 * One line per changed field, 'Label: before → after', labelled and written as the screens show
 * them; a secret (a password or file digest) only as changed, set or removed; an event's details as 'name: value'.
 */
export function changeLines(e: AuditEntry): string[] {
  return Object.entries(e.changes).map(([field, change]) => {
    const name = fieldLabel(field);
    if (!Array.isArray(change)) return `${name}: ${shown(change, field)}`;
    const [before, after] = change;
    if (isSecret(field, before) || isSecret(field, after))
      return `${name}: ${e.operation === 'I' ? 'set' : e.operation === 'D' ? 'removed' : 'changed'}`;
    if (e.operation === 'I') return `${name}: ${shown(after, field)}`;
    if (e.operation === 'D') return `${name}: ${shown(before, field)}`;
    return `${name}: ${shown(before, field)} → ${shown(after, field)}`;
  });
}

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  return (
    <Stack gap="0" maxW="32rem">
      {lines.map((line) => (
        <Text key={line} fontSize="sm" wordBreak="break-word">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The columns of a History panel and of the Audit Log; times in Europe/London. */
export function auditColumns<K extends string>(
  sorts: { at?: K; staff?: K; action?: K; record?: K } = {},
): TableColumn<AuditEntry, K>[] {
  return [
    { key: 'at', header: 'When', render: (e) => <Box whiteSpace="nowrap">{formatDateTime(e.at)}</Box>, sort: sorts.at },
    { key: 'staff', header: 'Who', render: actorOf, sort: sorts.staff },
    { key: 'action', header: 'Action', render: (e) => e.action, sort: sorts.action },
    { key: 'record', header: 'Record', render: recordOf, sort: sorts.record },
    { key: 'changes', header: 'What changed', render: (e) => <Changes entry={e} /> },
  ];
}
