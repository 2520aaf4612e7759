import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { renderTextDocument } from '../pdf/simple-document';
import { zipFiles } from './zip';

/** A learner's records, table by table, as stored (secrets left out), for a subject access request. */
export type LearnerRecords = Record<string, unknown[]>;

/** The tables holding a learner's records, by the column that names them. */
const BY_LEARNER: readonly [string, string][] = [
  ['learners', 'student_id'],
  ['assignments', 'stu_id'],
  ['learner_payments', 'stu_id'],
  ['credits', 'stu_id'],
  ['bookings', 'stu_id'],
  ['theory_tests', 'stu_id'],
  ['driving_tests', 'stu_id'],
  ['eye_tests', 'stu_id'],
  ['feedbacks', 'stu_id'],
  ['departures', 'stu_id'],
  ['overview_reports', 'stu_id'],
];

/** Never part of an export: the password hash and the request keys are not the person's data. */
const LEFT_OUT = sql`- 'password_hash' - 'idempotency_key'`;

async function rows(db: Kysely<Database>, from: ReturnType<typeof sql>, where: ReturnType<typeof sql>): Promise<unknown[]> {
  const r = await sql<{ rows: unknown[] }>`
    SELECT coalesce(jsonb_agg(to_jsonb(t) ${LEFT_OUT}), '[]'::jsonb) AS rows FROM ${from} t WHERE ${where}`.execute(db);
  return r.rows[0]!.rows;
}

/** Everything held about one learner; null when there is no such learner. */
export async function learnerRecords(db: Kysely<Database>, id: number): Promise<LearnerRecords | null> {
  const records: LearnerRecords = {};
  for (const [table, column] of BY_LEARNER)
    records[table] = await rows(db, sql.table(table), sql`${sql.ref(`t.${column}`)} = ${id}`);
  if (!records.learners!.length) return null;
  records.booking_moves = await rows(
    db,
    sql.table('booking_moves'),
    sql`t.booking_id IN (SELECT booking_id FROM bookings WHERE stu_id = ${id})`,
  );
  records.complaints = await rows(db, sql.table('complaints'), sql`${id} IN (t.complainant_stu_id, t.complainee_stu_id)`);
  records.complaint_updates = await rows(
    db,
    sql.table('complaint_updates'),
    sql`t.ref IN (SELECT ref FROM complaints WHERE ${id} IN (complainant_stu_id, complainee_stu_id))`,
  );
  records.emails_sent = await rows(
    db,
    sql.table('overview_emails'),
    sql`t.pdf_id IN (SELECT pdf_id FROM overview_reports WHERE stu_id = ${id})`,
  );
  records.audit_entries = await rows(db, sql.table('audit_log'), sql`t.learner_id = ${id}`);
  return records;
}

const TITLES: Record<string, string> = {
  learners: 'Personal details',
  assignments: 'Instructor assignments',
  learner_payments: 'Payments',
  credits: 'Lesson credits',
  bookings: 'Lessons',
  booking_moves: 'Lesson moves',
  theory_tests: 'Theory tests',
  driving_tests: 'Driving tests',
  eye_tests: 'Eye tests',
  feedbacks: 'Feedback',
  departures: 'Departure',
  overview_reports: 'Monthly overviews',
  complaints: 'Complaints',
  complaint_updates: 'Complaint updates',
  emails_sent: 'E-mails sent',
  audit_entries: 'Audit trail entries',
};

/** The ZIP of a subject access request: a readable PDF summary and the records as JSON. */
export async function subjectAccessZip(id: number, records: LearnerRecords, at: Date): Promise<Buffer> {
  const person = records.learners![0] as Record<string, unknown>;
  const summary = await renderTextDocument(`Subject access: learner L${id}`, [
    {
      paragraphs: [
        `Records held about ${String(person.fname)} ${String(person.lname)} (learner L${id}) on ${at.toISOString()} (UTC).`,
        'records.json in this archive holds every record in full; this summary counts them and lists the personal details.',
      ],
    },
    {
      heading: TITLES.learners,
      paragraphs: Object.entries(person).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v === null ? '-' : String(v)}`),
    },
    { heading: 'Records held', paragraphs: Object.entries(records).map(([k, list]) => `${TITLES[k] ?? k}: ${list.length}`) },
  ]);
  return zipFiles(
    [
      { name: 'summary.pdf', data: summary },
      { name: 'records.json', data: Buffer.from(JSON.stringify(records, null, 2), 'utf8') },
    ],
    at,
  );
}
