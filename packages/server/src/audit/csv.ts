import { LONDON_TIME_ZONE, type AuditEntry } from '@dss/contract';

const LONDON = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
const londonDateTime = (iso: string) => LONDON.format(new Date(iso));

export const AUDIT_CSV_HEADER = [
  'Entry',
  'When (UTC)',
  'When (London)',
  'Staff ID',
  'Staff',
  'Action',
  'Record',
  'Record ID',
  'Changes',
];

/** A spreadsheet runs a cell starting with = + - @ as a formula: such text is led by a quote. */
function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const OPERATIONS: Record<AuditEntry['operation'], string> = { I: 'added', U: 'changed', D: 'removed', E: 'event' };

/** One CSV row per entry; the changes as JSON text (before and after of each field). */
export function auditCsvRows(entries: AuditEntry[]): string[][] {
  return entries.map((e) =>
    [
      String(e.id),
      e.at,
      londonDateTime(e.at),
      e.staff_id === null ? '' : String(e.staff_id),
      e.staff_name,
      e.action,
      `${e.record_kind} ${OPERATIONS[e.operation]}`,
      e.record_id === null ? '' : String(e.record_id),
      JSON.stringify(e.changes),
    ].map(safeCell),
  );
}
