import { sql, type Kysely } from 'kysely';
import { ERASED_NAME, ERASURE_REFUSALS, londonDate, type ErasureKind } from '@dss/contract';
import type { Database } from '../db/tables';
import { ActionRefused } from '../wire/handler';

/**
 * Erasure of a learner or an instructor (docs/decisions/erasure-and-retention.md). Runs inside
 * the caller's audited transaction (the dispatcher's, or the retention job's own per learner), so
 * the tombstone, the deleted documents, the redacted audit entries and the erasure event commit
 * together or not at all; a refusal throws before anything is written.
 */
export interface ErasureRequest {
  /** the administrator, or null for the retention job */
  by: number | null;
  /** the action the audit entries name: 'eraselearner', 'eraseinstructor' or 'retention' */
  action: string;
  reason: string;
  now: Date;
}

/** What an erased person's e-mail becomes: unique to them, and undeliverable (RFC 2606). */
const tombstoneEmail = (kind: ErasureKind, id: number) => `erased-${kind === 'learner' ? 'L' : 'A'}${id}@erased.invalid`;

/** A value as a literal inside a PostgreSQL regular expression. */
const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * Regular expressions (PostgreSQL's) for a person's identifying values, to redact them from the
 * free text of the records kept (complaint descriptions, notes, audit entries): name parts as
 * whole words, e-mail, phone and licence numbers anywhere.
 */
export function personalPatterns(names: (string | null)[], values: (string | null)[]): string[] {
  const parts = names.flatMap((n) => (n ?? '').split(/\s+/)).filter((p) => p.length >= 2 && p !== ERASED_NAME);
  const others = values.map((v) => (v ?? '').trim()).filter((v) => v.length >= 5);
  return [...new Set([...others.map(literal), ...parts.map((p) => `\\m${literal(p)}\\M`)])];
}

/** Deletes uploaded files no record points to any more; answers how many. */
async function deleteFiles(tx: Kysely<Database>, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await tx.deleteFrom('uploaded_files').where('id', 'in', ids).returning('id').execute();
  return gone.length;
}

/** The overview e-mails sent about the person's overviews get the tombstone address; answers their ids. */
async function tombstoneOverviewEmails(tx: Kysely<Database>, kind: ErasureKind, id: number): Promise<number[]> {
  const rows = await sql<{ record_id: number }>`
    UPDATE overview_emails e SET email_address = ${tombstoneEmail(kind, id)}
    FROM overview_reports r
    WHERE r.pdf_id = e.pdf_id AND ${kind === 'learner' ? sql`r.kind = 1 AND r.stu_id` : sql`r.kind = 2 AND r.adi_id`} = ${id}
    RETURNING e.record_id`.execute(tx);
  return rows.rows.map((r) => r.record_id);
}

/** Redacts the person's values from the complaints they are party to and those complaints' updates. */
/**
 * The person's own e-mails in the outbox keep what was sent and when, without address or body;
 * one still waiting is not sent. Other people's mails that named them (an instructor's day list,
 * a learner's lesson mail) have their values redacted (docs/decisions/mail-outbox-and-reminders.md).
 */
async function eraseMail(tx: Kysely<Database>, kind: ErasureKind, id: number, patterns: string[], now: Date) {
  const own = sql.ref(kind === 'learner' ? 'stu_id' : 'adi_id');
  await sql`
    UPDATE mail_outbox SET recipient = ${tombstoneEmail(kind, id)}, text = '(erased)', secret = NULL,
      failed_at = CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN ${now}::timestamptz ELSE failed_at END,
      last_error = CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN 'Personal data erased' ELSE last_error END
    WHERE ${own} = ${id}`.execute(tx);
  const naming =
    kind === 'learner'
      ? sql`dedupe_key IN (SELECT 'day:' || adi_id || ':' || lesson_date FROM bookings WHERE stu_id = ${id})`
      : sql`stu_id IN (SELECT stu_id FROM bookings WHERE adi_id = ${id})`;
  await sql`
    UPDATE mail_outbox SET text = erase_text(text, ${patterns}::text[])
    WHERE ${naming} AND erase_text(text, ${patterns}::text[]) <> text`.execute(tx);
}

async function redactComplaints(tx: Kysely<Database>, kind: ErasureKind, id: number, patterns: string[]) {
  const party =
    kind === 'learner'
      ? sql`(complainant_stu_id = ${id} OR complainee_stu_id = ${id})`
      : sql`(complainant_adi_id = ${id} OR complainee_adi_id = ${id})`;
  await sql`
    UPDATE complaints SET description = erase_text(description, ${patterns}::text[]),
                          reply_desc = erase_text(reply_desc, ${patterns}::text[])
    WHERE ${party} AND (erase_text(description, ${patterns}::text[]) <> description
                        OR erase_text(reply_desc, ${patterns}::text[]) IS DISTINCT FROM reply_desc)`.execute(tx);
  await sql`
    UPDATE complaint_updates SET update_desc = erase_text(update_desc, ${patterns}::text[])
    WHERE ref IN (SELECT ref FROM complaints WHERE ${party})
      AND erase_text(update_desc, ${patterns}::text[]) <> update_desc`.execute(tx);
}

/**
 * Redacts the audit entries about the person and records the erasure itself as an event, both
 * through the trail's own functions (028_runtime_role.sql): the runtime role may not write to it.
 */
async function finishAudit(
  tx: Kysely<Database>,
  kind: ErasureKind,
  id: number,
  records: { kind: string; id: number }[],
  patterns: string[],
  req: ErasureRequest,
  documents: number,
) {
  await sql`SELECT erase_audit_entries(${kind}, ${id}, ${records.map((r) => r.kind)}::text[],
                                       ${records.map((r) => r.id)}::bigint[], ${patterns}::text[])`.execute(tx);
  await sql`SELECT audit_event(${req.by}::integer, ${req.action}::varchar, ${kind}::varchar, ${id}::bigint,
      ${kind === 'learner' ? id : null}::integer, ${kind === 'instructor' ? id : null}::integer,
      jsonb_build_object('erased', ${kind === 'learner' ? `L${id}` : `A${id}`}::text,
                         'reason', erase_text(${req.reason}::text, ${patterns}::text[]),
                         'documents_deleted', ${String(documents)}::text))`.execute(tx);
}

/** Why the learner may not be erased now, or null. */
export async function learnerRefusal(db: Kysely<Database>, id: number, now: Date): Promise<string | null> {
  const found = await sql<{ credits: boolean; complaints: boolean }>`
    SELECT EXISTS (SELECT 1 FROM credits c
                   WHERE c.stu_id = ${id} AND c.cred_value > 0 AND c.cred_status IN (0, 1, 2)
                     AND NOT (c.cred_status = 1 AND c.expires_at <= ${now})) AS credits,
           EXISTS (SELECT 1 FROM complaints c
                   WHERE NOT c.is_resolved AND (c.complainant_stu_id = ${id} OR c.complainee_stu_id = ${id})) AS complaints`.execute(
    db,
  );
  const row = found.rows[0]!;
  if (row.credits) return ERASURE_REFUSALS.unusedCredits;
  if (row.complaints) return ERASURE_REFUSALS.learnerComplaints;
  return null;
}

/** Why the instructor may not be erased now, or null. */
export async function instructorRefusal(db: Kysely<Database>, id: number, now: Date): Promise<string | null> {
  const found = await sql<{ learners: boolean; lessons: boolean; complaints: boolean }>`
    SELECT EXISTS (SELECT 1 FROM assignments a WHERE a.adi_id = ${id} AND a.assign_status = 1) AS learners,
           EXISTS (SELECT 1 FROM bookings b
                   WHERE b.adi_id = ${id} AND b.booking_state IN (1, 2) AND b.lesson_end > ${now}) AS lessons,
           EXISTS (SELECT 1 FROM complaints c
                   WHERE NOT c.is_resolved AND (c.complainant_adi_id = ${id} OR c.complainee_adi_id = ${id})) AS complaints`.execute(
    db,
  );
  const row = found.rows[0]!;
  if (row.learners) return ERASURE_REFUSALS.activeLearners;
  if (row.lessons) return ERASURE_REFUSALS.futureLessons;
  if (row.complaints) return ERASURE_REFUSALS.instructorComplaints;
  return null;
}

/**
 * Erases a learner: tombstone on the learner row, pickup and drop-off addresses off their
 * bookings, their overview PDFs deleted, their values redacted from kept free text and from the
 * audit entries about them; payments, credits, bookings, tests and feedback stay, pointing at the
 * anonymised row. Refused (ActionRefused, nothing written) for an unknown or erased learner, or
 * one holding unused paid credits or party to an open complaint.
 */
export async function eraseLearner(tx: Kysely<Database>, id: number, req: ErasureRequest): Promise<void> {
  const person = await tx
    .selectFrom('learners')
    .select(['fname', 'mname', 'lname', 'email', 'mobile', 'landline', 'driving_licence_no', 'erased_at'])
    .where('student_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!person) throw new ActionRefused(ERASURE_REFUSALS.noLearner, 404);
  if (person.erased_at) throw new ActionRefused(ERASURE_REFUSALS.learnerErased);
  const refusal = await learnerRefusal(tx, id, req.now);
  if (refusal) throw new ActionRefused(refusal);

  const patterns = personalPatterns(
    [person.fname, person.mname, person.lname],
    [person.email, person.mobile, person.landline, person.driving_licence_no],
  );
  const files = await sql<{ file_id: number }>`
    UPDATE overview_reports r SET file_id = NULL FROM overview_reports o
    WHERE r.pdf_id = o.pdf_id AND r.kind = 1 AND r.stu_id = ${id} AND r.file_id IS NOT NULL
    RETURNING o.file_id`.execute(tx);
  const fileIds = files.rows.map((r) => Number(r.file_id));
  const emails = await tombstoneOverviewEmails(tx, 'learner', id);
  const documents = await deleteFiles(tx, fileIds);
  await redactComplaints(tx, 'learner', id, patterns);
  await eraseMail(tx, 'learner', id, patterns, req.now);
  await sql`
    UPDATE assignments SET end_reason = erase_text(end_reason, ${patterns}::text[])
    WHERE stu_id = ${id} AND erase_text(end_reason, ${patterns}::text[]) <> end_reason`.execute(tx);
  await sql`
    UPDATE assignments SET assign_status = 3, assign_updated = greatest(${req.now}::timestamptz, assign_on),
                           end_reason = 'Personal data erased', ended_by = ${req.by}
    WHERE stu_id = ${id} AND assign_status = 1`.execute(tx);
  await sql`
    UPDATE learner_payments SET void_reason = erase_text(void_reason, ${patterns}::text[])
    WHERE stu_id = ${id} AND erase_text(void_reason, ${patterns}::text[]) <> void_reason`.execute(tx);
  await sql`
    UPDATE learner_progress SET note = erase_text(note, ${patterns}::text[])
    WHERE stu_id = ${id} AND erase_text(note, ${patterns}::text[]) <> note`.execute(tx);
  await sql`
    UPDATE bookings SET addr_line = NULL, addr_pc = NULL, drop_line = NULL, drop_pc = NULL
    WHERE stu_id = ${id} AND (addr_line IS NOT NULL OR addr_pc IS NOT NULL OR drop_line IS NOT NULL OR drop_pc IS NOT NULL)`.execute(
    tx,
  );
  await sql`
    UPDATE learners SET
      fname = ${ERASED_NAME}, mname = NULL, lname = ${ERASED_NAME},
      mobile = '000000000', landline = NULL, email = ${tombstoneEmail('learner', id)},
      dob = make_date(extract(year FROM dob)::integer, 1, 1),
      driving_licence_no = ${`ERASED${id}`},
      address_line1 = ${ERASED_NAME}, address_line2 = NULL, address_city = ${ERASED_NAME}, address_county = NULL,
      address_postcode = outer_postcode(address_postcode) || ' ***', pickup_pc = outer_pc || ' ***',
      password_hash = NULL, acc_state = 2, erased_at = ${req.now}, updated_at = ${req.now}
    WHERE student_id = ${id}`.execute(tx);

  const records = [...fileIds.map((f) => ({ kind: 'file', id: f })), ...emails.map((e) => ({ kind: 'overview_email', id: e }))];
  await finishAudit(tx, 'learner', id, records, patterns, req, documents);
}

/**
 * Erases an instructor: tombstone on the instructor row (names, addresses, licence numbers, DBS
 * reference, bank details, NI number), their vehicles' registrations and keepers, every uploaded
 * document (compliance, vehicle, overview PDFs) deleted, time-away reasons cleared, their values
 * redacted from kept free text and audit entries; bookings, payments, finance records and mileage
 * stay. Refused while they have learners assigned, lessons to come or an open complaint.
 */
export async function eraseInstructor(tx: Kysely<Database>, id: number, req: ErasureRequest): Promise<void> {
  const person = await tx
    .selectFrom('instructors')
    .select([
      'fname',
      'mname',
      'lname',
      'name_on_acc',
      'email',
      'mobile',
      'mobile2',
      'home_phone1',
      'home_phone2',
      'work_phone1',
      'work_phone2',
      'driving_licence_no',
      'instructor_licence_no',
      'crtb_ref',
      'nino',
      'acc_no',
      'erased_at',
    ])
    .where('adi_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!person) throw new ActionRefused(ERASURE_REFUSALS.noInstructor, 404);
  if (person.erased_at) throw new ActionRefused(ERASURE_REFUSALS.instructorErased);
  const refusal = await instructorRefusal(tx, id, req.now);
  if (refusal) throw new ActionRefused(refusal);

  const patterns = personalPatterns(
    [person.fname, person.mname, person.lname, person.name_on_acc],
    [
      person.email,
      person.mobile,
      person.mobile2,
      person.home_phone1,
      person.home_phone2,
      person.work_phone1,
      person.work_phone2,
      person.driving_licence_no,
      person.crtb_ref,
      person.nino,
      person.acc_no,
    ],
  );
  // Every file of the instructor, wherever it is pointed to from.
  const files = await sql<{ id: number }>`
    SELECT file_id AS id FROM instructor_documents WHERE adi_id = ${id}
    UNION SELECT unnest(ARRAY[address_proof1_file_id, address_proof2_file_id, licence_file_id, adi_licence_file_id])
      FROM instructor_compliance WHERE adi_id = ${id}
    UNION SELECT unnest(ARRAY[logbook_file_id, mot_file_id, insurance_file_id]) FROM vehicles WHERE adi_id = ${id}
    UNION SELECT file_id FROM overview_reports WHERE kind = 2 AND adi_id = ${id}`.execute(tx);
  const fileIds = files.rows.filter((r) => r.id !== null).map((r) => Number(r.id));
  await sql`
    UPDATE instructor_compliance SET address_proof1_file_id = NULL, address_proof2_file_id = NULL,
                                     licence_file_id = NULL, adi_licence_file_id = NULL
    WHERE adi_id = ${id}`.execute(tx);
  await sql`
    UPDATE vehicles SET logbook_file_id = NULL, mot_file_id = NULL, insurance_file_id = NULL,
                        c_reg = 'ERASED', leagal_owner = ${ERASED_NAME},
                        rec_status = CASE WHEN rec_status = 1 THEN 3 ELSE rec_status END, updated_at = ${req.now}
    WHERE adi_id = ${id}`.execute(tx);
  await sql`UPDATE overview_reports SET file_id = NULL WHERE kind = 2 AND adi_id = ${id} AND file_id IS NOT NULL`.execute(tx);
  const docs = await tx.deleteFrom('instructor_documents').where('adi_id', '=', id).returning('doc_id').execute();
  const emails = await tombstoneOverviewEmails(tx, 'instructor', id);
  const documents = await deleteFiles(tx, fileIds);
  await redactComplaints(tx, 'instructor', id, patterns);
  await eraseMail(tx, 'instructor', id, patterns, req.now);
  await sql`UPDATE instructor_time_away SET reason = NULL WHERE adi_id = ${id} AND reason IS NOT NULL`.execute(tx);
  await sql`
    UPDATE assignments SET end_reason = erase_text(end_reason, ${patterns}::text[])
    WHERE adi_id = ${id} AND erase_text(end_reason, ${patterns}::text[]) <> end_reason`.execute(tx);
  await sql`
    UPDATE instructor_payments SET reference = erase_text(reference, ${patterns}::text[])
    WHERE adi_id = ${id} AND erase_text(reference, ${patterns}::text[]) <> reference`.execute(tx);
  await sql`
    UPDATE finance_transactions SET t_notes = erase_text(t_notes, ${patterns}::text[])
    WHERE adi_id = ${id} AND erase_text(t_notes, ${patterns}::text[]) <> t_notes`.execute(tx);
  await sql`
    UPDATE instructors SET
      fname = ${ERASED_NAME}, mname = NULL, lname = ${ERASED_NAME},
      dob = make_date(extract(year FROM dob)::integer, 1, 1),
      perm_line1 = ${ERASED_NAME}, perm_line2 = NULL, perm_city = ${ERASED_NAME}, perm_county = NULL,
      perm_postcode = outer_postcode(perm_postcode) || ' ***',
      curr_line1 = ${ERASED_NAME}, curr_line2 = NULL, curr_city = ${ERASED_NAME}, curr_county = NULL,
      curr_postcode = curr_outer_pc || ' ***',
      driving_licence_no = 'ERASED' || lpad(adi_id::text, 10, '0'),
      instructor_licence_no = 'E' || lpad(upper(to_hex(adi_id)), 5, '0'),
      email = ${tombstoneEmail('instructor', id)}, mobile = '000000000', mobile2 = NULL,
      home_phone1 = NULL, home_phone2 = NULL, work_phone1 = NULL, work_phone2 = NULL,
      crtb_ref = '00000000', bank_name = ${ERASED_NAME}, name_on_acc = ${ERASED_NAME},
      acc_no = '00000000', sort_code = '000000', nino = 'ERASED000',
      acc_state = 4, left_on = coalesce(left_on, ${londonDate(req.now)}::date),
      erased_at = ${req.now}, updated_at = ${req.now}
    WHERE adi_id = ${id}`.execute(tx);

  const records = [
    ...fileIds.map((f) => ({ kind: 'file', id: f })),
    ...docs.map((d) => ({ kind: 'instructor_document', id: Number(d.doc_id) })),
    ...emails.map((e) => ({ kind: 'overview_email', id: e })),
  ];
  await finishAudit(tx, 'instructor', id, records, patterns, req, documents);
}
