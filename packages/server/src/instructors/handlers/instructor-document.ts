import { sql } from 'kysely';
import { INSTRUCTOR_REFUSALS, instructorActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';

/**
 * One of an instructor's PDFs: a document uploaded for them, or one their compliance records or
 * vehicles point to. Signed-in staff only (the dispatcher has checked the token).
 */
export const instructorDocument = handle(instructorActions.instructorDocument, async (ctx, { id, doc }) => {
  const file = await sql<{ content: Uint8Array }>`
    SELECT f.content FROM uploaded_files f
    WHERE f.id = ${doc} AND (
      EXISTS (SELECT 1 FROM instructor_documents d WHERE d.file_id = f.id AND d.adi_id = ${id})
      OR EXISTS (SELECT 1 FROM instructor_compliance c WHERE c.adi_id = ${id}
        AND f.id IN (c.address_proof1_file_id, c.address_proof2_file_id, c.licence_file_id, c.adi_licence_file_id))
      OR EXISTS (SELECT 1 FROM vehicles v WHERE v.adi_id = ${id}
        AND f.id IN (v.logbook_file_id, v.mot_file_id, v.insurance_file_id)))`.execute(ctx.db);
  const row = file.rows[0];
  if (!row) throw new ActionRefused(INSTRUCTOR_REFUSALS.noDocument, 404);
  return { fileName: `A${id}-${doc}.pdf`, contentType: 'application/pdf', body: row.content };
});
