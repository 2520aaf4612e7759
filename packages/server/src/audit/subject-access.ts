import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SubjectKind } from '@dss/contract';
import type { Database } from '../db/tables';
import { renderTextDocument } from '../pdf/simple-document';
import { zipFiles, type ZipEntry } from './zip';

/** A person's records, table by table, as stored (secrets left out), for a subject access request. */
export type SubjectRecords = Record<string, Record<string, unknown>[]>;

/** An uploaded file the person's records point to, exported beside the JSON. */
export interface SubjectFile {
  id: number;
  file_name: string;
  content: Buffer;
}

/** What a subject access request gathers: the records, and (an instructor's) uploaded documents. */
export interface SubjectAccess {
  kind: SubjectKind;
  id: number;
  records: SubjectRecords;
  files: SubjectFile[];
}

/**
 * Never part of an export: password hashes, a calendar feed's token hash, a queued mail's secret (a password) and request keys
 * (idempotency, void and submit keys) are not the person's data, and an uploaded file's bytes go in the ZIP as the file itself.
 * Bank details, NI numbers and DBS references stay: they are the person's own (docs/decisions/subject-access-for-instructors.md).
 */
const LEFT_OUT = sql`ARRAY['password_hash', 'token_hash', 'idempotency_key', 'void_key', 'submit_key', 'content', 'secret']::text[]`;

async function rows(db: Kysely<Database>, table: string, where: RawBuilder<unknown>): Promise<Record<string, unknown>[]> {
  // to_jsonb of a row is an object of its columns.
  const r = await sql<{ rows: Record<string, unknown>[] }>`
    SELECT coalesce(jsonb_agg(to_jsonb(t) - ${LEFT_OUT}), '[]'::jsonb) AS rows FROM ${sql.table(table)} t WHERE ${where}`.execute(
    db,
  );
  return r.rows[0]!.rows;
}

/** Audit entries about the person; the trail records request keys as they change, so they leave too. */
async function auditEntries(db: Kysely<Database>, where: RawBuilder<unknown>): Promise<Record<string, unknown>[]> {
  const r = await sql<{ rows: Record<string, unknown>[] }>`
    SELECT coalesce(jsonb_agg(to_jsonb(t) || jsonb_build_object('changes', t.changes - ${LEFT_OUT}) ORDER BY t.id), '[]'::jsonb) AS rows
    FROM audit_log t WHERE ${where}`.execute(db);
  return r.rows[0]!.rows;
}

/** Each table named by one column holding the person's id. */
async function byColumn(db: Kysely<Database>, tables: readonly [string, string][], id: number): Promise<SubjectRecords> {
  const records: SubjectRecords = {};
  for (const [table, column] of tables) records[table] = await rows(db, table, sql`${sql.ref(`t.${column}`)} = ${id}`);
  return records;
}

/**
 * The records reached through the person's bookings, complaints and overview reports, where the
 * learner's columns are stu_* and the instructor's adi_*: lesson moves, complaints either way and
 * their updates, and the overview e-mails sent.
 */
async function addReachedThrough(db: Kysely<Database>, records: SubjectRecords, who: 'stu' | 'adi', id: number): Promise<void> {
  const person = sql.ref(`${who}_id`);
  const complainant = sql.ref(`complainant_${who}_id`);
  const complainee = sql.ref(`complainee_${who}_id`);
  records.booking_moves = await rows(
    db,
    'booking_moves',
    sql`t.booking_id IN (SELECT booking_id FROM bookings WHERE ${person} = ${id})`,
  );
  records.complaints = await rows(
    db,
    'complaints',
    sql`${id} IN (${sql.ref(`t.complainant_${who}_id`)}, ${sql.ref(`t.complainee_${who}_id`)})`,
  );
  records.complaint_updates = await rows(
    db,
    'complaint_updates',
    sql`t.ref IN (SELECT ref FROM complaints WHERE ${id} IN (${complainant}, ${complainee}))`,
  );
  records.emails_sent = await rows(
    db,
    'overview_emails',
    sql`t.pdf_id IN (SELECT pdf_id FROM overview_reports WHERE ${person} = ${id})`,
  );
}

/** The tables holding a learner's records, by the column that names them. */
const BY_LEARNER: readonly [string, string][] = [
  ['learners', 'student_id'],
  ['assignments', 'stu_id'],
  ['learner_payments', 'stu_id'],
  ['credits', 'stu_id'],
  ['bookings', 'stu_id'],
  ['lesson_series', 'stu_id'],
  ['theory_tests', 'stu_id'],
  ['driving_tests', 'stu_id'],
  ['eye_tests', 'stu_id'],
  ['learner_progress', 'stu_id'],
  ['feedbacks', 'stu_id'],
  ['departures', 'stu_id'],
  ['overview_reports', 'stu_id'],
  ['mail_outbox', 'stu_id'],
];

/** Everything held about one learner; null when there is no such learner. */
export async function learnerRecords(db: Kysely<Database>, id: number): Promise<SubjectRecords | null> {
  const records = await byColumn(db, BY_LEARNER, id);
  if (!records.learners!.length) return null;
  await addReachedThrough(db, records, 'stu', id);
  records.audit_entries = await auditEntries(db, sql`t.learner_id = ${id}`);
  return records;
}

/** The tables holding an instructor's records, by the column that names them. */
const BY_INSTRUCTOR: readonly [string, string][] = [
  ['instructors', 'adi_id'],
  ['instructor_compliance', 'adi_id'],
  ['instructor_documents', 'adi_id'],
  ['vehicles', 'adi_id'],
  ['instructor_vehicle_types', 'adi_id'],
  ['instructor_covering_pcs', 'adi_id'],
  ['instructor_languages', 'adi_id'],
  ['instructor_availability', 'adi_id'],
  ['instructor_time_away', 'adi_id'],
  ['instructor_calendar_feeds', 'adi_id'],
  ['instructor_franchise', 'adi_id'],
  ['instructor_payments', 'adi_id'],
  ['finance_transactions', 'adi_id'],
  ['mileage', 'adi_id'],
  ['assignments', 'adi_id'],
  ['bookings', 'adi_id'],
  ['lesson_series', 'adi_id'],
  ['driving_tests', 'adi_id'],
  ['eye_tests', 'adi_id'],
  ['feedbacks', 'adi_id'],
  ['overview_reports', 'adi_id'],
  ['mail_outbox', 'adi_id'],
];

/** The uploaded files an instructor's records point to: documents, proofs and vehicle papers. */
const instructorFileIds = (id: number) => sql`
  SELECT file_id FROM instructor_documents WHERE adi_id = ${id}
  UNION SELECT unnest(ARRAY[address_proof1_file_id, address_proof2_file_id, licence_file_id, adi_licence_file_id])
    FROM instructor_compliance WHERE adi_id = ${id}
  UNION SELECT unnest(ARRAY[logbook_file_id, mot_file_id, insurance_file_id]) FROM vehicles WHERE adi_id = ${id}`;

/** Everything held about one instructor, with their uploaded documents; null when there is no such instructor. */
export async function instructorRecords(
  db: Kysely<Database>,
  id: number,
): Promise<{ records: SubjectRecords; files: SubjectFile[] } | null> {
  const records = await byColumn(db, BY_INSTRUCTOR, id);
  if (!records.instructors!.length) return null;
  records.franchise_plans = await rows(
    db,
    'franchise_plans',
    sql`t.plan_id IN (SELECT plan_id FROM instructor_franchise WHERE adi_id = ${id})`,
  );
  await addReachedThrough(db, records, 'adi', id);
  records.uploaded_files = await rows(db, 'uploaded_files', sql`t.id IN (${instructorFileIds(id)})`);
  records.audit_entries = await auditEntries(db, sql`t.instructor_id = ${id}`);
  const files = await sql<SubjectFile>`
    SELECT id::integer AS id, file_name, content FROM uploaded_files WHERE id IN (${instructorFileIds(id)}) ORDER BY id`.execute(
    db,
  );
  return { records, files: files.rows };
}

/** Everything held about the person, or null when there is no such learner or instructor. */
export async function subjectRecords(db: Kysely<Database>, kind: SubjectKind, id: number): Promise<SubjectAccess | null> {
  if (kind === 'learner') {
    const records = await learnerRecords(db, id);
    return records && { kind, id, records, files: [] };
  }
  const found = await instructorRecords(db, id);
  return found && { kind, id, ...found };
}

const TITLES: Record<string, string> = {
  learners: 'Personal details',
  instructors: 'Personal details',
  assignments: 'Instructor assignments',
  learner_payments: 'Payments',
  credits: 'Lesson credits',
  bookings: 'Lessons',
  booking_moves: 'Lesson moves',
  lesson_series: 'Weekly lesson series',
  theory_tests: 'Theory tests',
  driving_tests: 'Driving tests',
  eye_tests: 'Eye tests',
  learner_progress: 'Progress by the syllabus',
  feedbacks: 'Feedback',
  departures: 'Departure',
  overview_reports: 'Monthly overviews',
  complaints: 'Complaints',
  complaint_updates: 'Complaint updates',
  emails_sent: 'E-mails sent',
  audit_entries: 'Audit trail entries',
  instructor_compliance: 'Address proofs and licences',
  instructor_documents: 'Uploaded documents',
  uploaded_files: 'Uploaded files (in documents/)',
  vehicles: 'Vehicles',
  instructor_vehicle_types: 'Vehicle types taught in',
  instructor_covering_pcs: 'Covering postcodes',
  instructor_languages: 'Languages',
  instructor_availability: 'Weekly availability',
  instructor_time_away: 'Time away',
  instructor_calendar_feeds: 'Calendar feed (when given and stopped)',
  instructor_franchise: 'Franchise plan history',
  franchise_plans: 'Franchise plans',
  instructor_payments: 'Instructor payments',
  finance_transactions: 'Income and expenses',
  mileage: 'Mileage',
};

const WHO: Record<SubjectKind, (id: number) => string> = {
  learner: (id) => `learner L${id}`,
  instructor: (id) => `instructor A${id}`,
};

/** A file's name inside the ZIP: its id first, so two uploads of the same name stay apart. */
const archivedName = (f: SubjectFile) => `documents/${f.id}-${f.file_name.replace(/[^\w.-]+/g, '_')}`;

/** The ZIP of a subject access request: a readable PDF summary, the records as JSON, and uploaded documents. */
export async function subjectAccessZip(subject: SubjectAccess, at: Date): Promise<Buffer> {
  const { kind, id, records, files } = subject;
  const person = records[kind === 'learner' ? 'learners' : 'instructors']?.[0];
  if (!person) throw new Error(`The subject access of ${WHO[kind](id)} holds no personal details.`);
  const summary = await renderTextDocument(`Subject access: ${WHO[kind](id)}`, [
    {
      paragraphs: [
        `Records held about ${String(person.fname)} ${String(person.lname)} (${WHO[kind](id)}) on ${at.toISOString()} (UTC).`,
        'records.json in this archive holds every record in full; this summary counts them and lists the personal details.' +
          (files.length ? ' The uploaded documents are in the documents folder.' : ''),
      ],
    },
    {
      heading: 'Personal details',
      paragraphs: Object.entries(person).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v === null ? '-' : String(v)}`),
    },
    { heading: 'Records held', paragraphs: Object.entries(records).map(([k, list]) => `${TITLES[k] ?? k}: ${list.length}`) },
  ]);
  const entries: ZipEntry[] = [
    { name: 'summary.pdf', data: summary },
    { name: 'records.json', data: Buffer.from(JSON.stringify(records, null, 2), 'utf8') },
    ...files.map((f) => ({ name: archivedName(f), data: f.content })),
  ];
  return zipFiles(entries, at);
}
