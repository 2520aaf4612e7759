import type { ColumnType } from 'kysely';
import type { AuditEntry } from '@dss/contract';

/** A JSON column the code writes as JSON text and reads parsed. */
export type JsonText<T> = ColumnType<T, string, string>;

/** One line of the school's opening hours (Quick Information). */
export interface OpeningHour {
  label: string;
  time: string;
}

/** One contact line of Quick Information. */
export interface ContactDetail {
  title: string;
  value: string;
}

/**
 * An audit row's `{ field: [before, after] }`, secrets as "(masked)", or an event's details (texts);
 * never updated. Only the audit trigger and audit_event() write it (013_audit_trail.sql, 028_runtime_role.sql).
 */
export type AuditChanges = ColumnType<AuditEntry['changes'], string | undefined, never>;

/** The dated documents an instructor keeps in date (instructor_document_expiries). */
export type ExpiringDocument = 'licence' | 'adi_licence' | 'mot' | 'insurance' | 'ved';
