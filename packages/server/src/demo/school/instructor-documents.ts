import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import { adiRef, REGISTER_FILE_NAMES, type InstructorDocumentKind } from '@dss/contract';
import type { Database } from '../../db/tables';
import type { SchoolContext } from './context';
import type { DemoRow } from './types';

type VehicleKind = 'logbook' | 'mot' | 'insurance';

/** '2027-05-01' as a UK document prints it: '01/05/2027'. */
const ukDate = (day: unknown) => String(day).split('-').reverse().join('/');

/** What the office would have scanned for each document, and the file name it came in under. */
const DOCUMENTS: Record<InstructorDocumentKind, { title: string; fileName: string }> = {
  address_proof1: { title: 'Council Tax Bill', fileName: REGISTER_FILE_NAMES.poadoc1 },
  address_proof2: { title: 'Bank Statement', fileName: REGISTER_FILE_NAMES.poadoc2 },
  licence: { title: 'Photocard Driving Licence', fileName: REGISTER_FILE_NAMES.licenceCopy },
  adi_licence: { title: 'ADI/PDI Licence (Green Badge)', fileName: REGISTER_FILE_NAMES.adilicenceCopy },
  logbook: { title: 'V5C Vehicle Registration Certificate', fileName: REGISTER_FILE_NAMES.caronelogbook },
  mot: { title: 'MOT Test Certificate', fileName: REGISTER_FILE_NAMES.caronemot },
  insurance: { title: 'Certificate of Motor Insurance', fileName: REGISTER_FILE_NAMES.caroneinsurance },
};

/**
 * A one-page A4 scan stand-in. Its creation date is the upload time, which also fixes pdfkit's
 * file id, so the same school gives the same bytes.
 */
function renderDocument(title: string, lines: [string, string][], created: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Author: 'Driving School System', CreationDate: created },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(title).moveDown();
    for (const [label, value] of lines)
      doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.moveDown().font('Helvetica-Oblique').fontSize(9).text('Demonstration copy held on file by the driving school.');
    doc.end();
  });
}

/**
 * Each instructor's documents as the office would have uploaded them: the four of their compliance
 * record (proofs of address, driving and ADI/PDI licences) and each car's V5C, MOT and insurance,
 * every one a small real PDF (uploaded_files) with its instructor_documents row. Showcase only;
 * draws nothing from the random stream. `pointRecordsAtTheirDocuments` then makes them current.
 */
export async function instructorDocumentsPhase(ctx: SchoolContext): Promise<void> {
  if (!ctx.shape.showcase) return;
  ctx.ids.file = Math.max(...Object.values(ctx.shape.fileIds));
  const names = new Map(ctx.instructors.map((i) => [i.id, `${i.fname} ${i.lname}`]));
  const add = async (
    adiId: number,
    cId: number | null,
    kind: InstructorDocumentKind,
    lines: [string, string][],
    at: string,
    by: number | null,
  ) => {
    const added = new Date(at);
    const holder: [string, string][] = [
      ['Name', names.get(adiId) ?? ''],
      ['Instructor', adiRef(adiId)],
    ];
    const pdf = await renderDocument(DOCUMENTS[kind].title, [...holder, ...lines], added);
    const fileId = ++ctx.ids.file;
    const file: DemoRow<'uploaded_files'> = {
      id: fileId,
      file_name: DOCUMENTS[kind].fileName,
      mime_type: 'application/pdf',
      byte_size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      // a plain Uint8Array: the loader writes it as bytea (a Buffer would serialise as JSON)
      content: new Uint8Array(pdf),
      uploaded_by: by,
      uploaded_at: at,
    };
    ctx.emit('uploaded_files', file);
    ctx.emit('instructor_documents', { adi_id: adiId, c_id: cId, kind, file_id: fileId, added_at: at, added_by: by });
  };

  for (const c of ctx.complianceRecords) {
    const at = String(c.created_at);
    const by = c.created_by ?? null;
    await add(c.adi_id, null, 'address_proof1', [['Document', 'Council tax bill, current year']], at, by);
    await add(c.adi_id, null, 'address_proof2', [['Document', 'Bank statement, last three months']], at, by);
    await add(c.adi_id, null, 'licence', [['Valid to', ukDate(c.licence_exp)]], at, by);
    await add(c.adi_id, null, 'adi_licence', [['Valid to', ukDate(c.adi_licence_exp)]], at, by);
  }
  for (const v of ctx.vehicleRecords) {
    const car: [string, string][] = [
      ['Registration', v.c_reg],
      ['Vehicle', `${v.make} ${v.model} (${v.colour})`],
    ];
    const at = String(v.created_at);
    const by = v.created_by ?? null;
    const docs: [VehicleKind, [string, string][]][] = [
      ['logbook', [['Registered keeper', v.leagal_owner]]],
      ['mot', [['Expiry date', ukDate(v.mot_exp)]]],
      ['insurance', [['Cover ends', ukDate(v.insurance_exp)]]],
    ];
    for (const [kind, lines] of docs) await add(v.adi_id, v.c_id, kind, [...car, ...lines], at, by);
    await ctx.sink.flushPoint();
  }
}

/**
 * After the load: each current compliance record and each car points at the newest document of
 * each kind its instructor has for it (the placeholders the earlier phases used stay unused).
 */
export async function pointRecordsAtTheirDocuments(db: Kysely<Database>): Promise<void> {
  await sql`UPDATE instructor_compliance c SET
      address_proof1_file_id = coalesce(d.address_proof1, c.address_proof1_file_id),
      address_proof2_file_id = coalesce(d.address_proof2, c.address_proof2_file_id),
      licence_file_id = coalesce(d.licence, c.licence_file_id),
      adi_licence_file_id = coalesce(d.adi_licence, c.adi_licence_file_id)
    FROM (SELECT adi_id,
        max(file_id) FILTER (WHERE kind = 'address_proof1') AS address_proof1,
        max(file_id) FILTER (WHERE kind = 'address_proof2') AS address_proof2,
        max(file_id) FILTER (WHERE kind = 'licence') AS licence,
        max(file_id) FILTER (WHERE kind = 'adi_licence') AS adi_licence
      FROM instructor_documents WHERE c_id IS NULL GROUP BY adi_id) d
    WHERE d.adi_id = c.adi_id AND c.superseded_at IS NULL`.execute(db);
  await sql`UPDATE vehicles v SET
      logbook_file_id = coalesce(d.logbook, v.logbook_file_id),
      mot_file_id = coalesce(d.mot, v.mot_file_id),
      insurance_file_id = coalesce(d.insurance, v.insurance_file_id)
    FROM (SELECT c_id,
        max(file_id) FILTER (WHERE kind = 'logbook') AS logbook,
        max(file_id) FILTER (WHERE kind = 'mot') AS mot,
        max(file_id) FILTER (WHERE kind = 'insurance') AS insurance
      FROM instructor_documents WHERE c_id IS NOT NULL GROUP BY c_id) d
    WHERE d.c_id = v.c_id`.execute(db);
}
