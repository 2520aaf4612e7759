import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the audit trail (migrations/013_audit_trail.sql). Rows are only ever added. */
export interface AuditTables {
  audit_log: {
    id: Generated<number>;
    at: ColumnType<Date, Date | string | undefined, never>;
    tx_id: Generated<number>;
    staff_id: number | null;
    action: string;
    operation: 'I' | 'U' | 'D' | 'E';
    record_kind: string;
    record_id: number | null;
    learner_id: number | null;
    instructor_id: number | null;
    /** `{ field: [before, after] }`, secrets as "(masked)"; an event's details */
    changes: ColumnType<Record<string, unknown>, string | undefined, never>;
  };
}
