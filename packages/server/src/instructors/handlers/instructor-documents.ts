import { sql } from 'kysely';
import { INSTRUCTOR_DOCUMENT_LABELS, instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const instructorDocuments = handle(instructorActions.instructorDocuments, async (ctx, { id }) => {
  const rows = await sql<{
    doc_id: number;
    kind: keyof typeof INSTRUCTOR_DOCUMENT_LABELS;
    c_id: number | null;
    c_reg: string | null;
    file_name: string;
    byte_size: number;
    added_at: Date;
    added_by: string;
    current: boolean;
  }>`
    SELECT d.file_id::integer AS doc_id, d.kind, d.c_id, v.c_reg, f.file_name, f.byte_size, d.added_at,
      coalesce(s.fname || ' ' || s.lname, '') AS added_by,
      (EXISTS (SELECT 1 FROM instructor_compliance c WHERE c.adi_id = d.adi_id AND c.superseded_at IS NULL
         AND d.file_id IN (c.address_proof1_file_id, c.address_proof2_file_id, c.licence_file_id, c.adi_licence_file_id))
       OR (v.rec_status = 1 AND d.file_id IN (v.logbook_file_id, v.mot_file_id, v.insurance_file_id))) AS current
    FROM instructor_documents d
    JOIN uploaded_files f ON f.id = d.file_id
    LEFT JOIN vehicles v ON v.c_id = d.c_id
    LEFT JOIN staff s ON s.id = d.added_by
    WHERE d.adi_id = ${id}
    ORDER BY d.added_at DESC, d.doc_id DESC`.execute(ctx.db);
  return rows.rows.map((r) => ({
    ...r,
    current: Boolean(r.current),
    kind_text: INSTRUCTOR_DOCUMENT_LABELS[r.kind],
    added_at: new Date(r.added_at).toISOString(),
  }));
});
