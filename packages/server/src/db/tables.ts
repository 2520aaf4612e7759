import type { ColumnType, Generated } from 'kysely';
import type { AuditTables } from './tables-audit';
import type { InstructorDocumentTables } from './tables-instructors';
import type { SchoolTables } from './tables-school';

/** Read as Date; written as Date or ISO text; optional on insert where the column has a default. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Kysely's view of the platform tables (migrations/001_platform.sql). */
export interface PlatformTables {
  titles: { id: number; txt: string; gen: 'm' | 'f' | null; favourite: boolean; on_setup: boolean };
  privileges: { id: number; code: string; label: string };
  staff: {
    id: Generated<number>;
    title_id: number;
    fname: string;
    mname: string | null;
    lname: string;
    mobile: string;
    email: string;
    password_hash: string;
    must_change_password: Generated<boolean>;
    acc_state: Generated<number>;
    created_at: DefaultedTimestamp;
    updated_at: DefaultedTimestamp;
  };
  staff_privileges: { staff_id: number; privilege_id: number };
  staff_sessions: {
    id: Generated<number>;
    staff_id: number;
    token_hash: string;
    created_at: DefaultedTimestamp;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
    last_used_at: DefaultedTimestamp;
  };
  login_failures: { id: Generated<number>; login_key: string; client_ip: string; failed_at: DefaultedTimestamp };
  sign_in_addresses: { login_key: string; client_ip: string; signed_in_at: DefaultedTimestamp };
  installation: {
    id: Generated<number>;
    licence_serial: number;
    licence_edition: number;
    licence_key_hash: string;
    activated_at: DefaultedTimestamp;
    activated_by: number | null;
  };
  quick_info: {
    id: Generated<number>;
    address_lines: Json<string[]>;
    opening_hours: Json<{ label: string; time: string }[]>;
    contact_details: Json<{ title: string; value: string }[]>;
    bank_details: Json<string[]>;
    updated_at: DefaultedTimestamp;
    updated_by: number | null;
  };
  lesson_plans: {
    plan_id: Generated<number>;
    text_description: string;
    gear_type: 'automatic' | 'manual';
    hours: number;
    plan_price: ColumnType<string, string | number, string | number>;
    promocode: string | null;
    status: Generated<number>;
    created_on: DefaultedTimestamp;
    updated_on: DefaultedTimestamp;
  };
  uploaded_files: {
    id: Generated<number>;
    file_name: string;
    mime_type: string;
    byte_size: number;
    sha256: string;
    content: Uint8Array;
    uploaded_by: number | null;
    uploaded_at: DefaultedTimestamp;
  };
  terms_documents: {
    id: Generated<number>;
    kind: number;
    version: string;
    file_id: number;
    added_at: DefaultedTimestamp;
    added_by: number | null;
  };
}

/** What an outbox mail is (026_mail_outbox.sql). */
export type { MailKind } from './tables-school';

export interface Database extends PlatformTables, SchoolTables, InstructorDocumentTables, AuditTables {}
