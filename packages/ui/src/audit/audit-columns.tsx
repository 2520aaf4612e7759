import type { AuditEntry } from '@dss/contract';
import { Box, Stack, Text } from '../chakra-components';
import { formatDateTime } from '../format/date';
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

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed field, 'field: before → after'; an event's details as 'name: value'. */
export function changeLines(e: AuditEntry): string[] {
  return Object.entries(e.changes).map(([field, change]) => {
    const name = field.replace(/_/g, ' ');
    if (!Array.isArray(change)) return `${name}: ${shown(change)}`;
    const [before, after] = change;
    if (e.operation === 'I') return `${name}: ${shown(after)}`;
    if (e.operation === 'D') return `${name}: ${shown(before)}`;
    return `${name}: ${shown(before)} → ${shown(after)}`;
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
