import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migrations/003_instructor_documents.sql. */
export interface InstructorDocumentTables {
  instructor_documents: {
    doc_id: Generated<number>;
    adi_id: number;
    c_id: number | null;
    kind: 'address_proof1' | 'address_proof2' | 'licence' | 'adi_licence' | 'logbook' | 'mot' | 'insurance';
    file_id: number;
    added_at: ColumnType<Date, Date | string | undefined, Date | string>;
    added_by: number | null;
  };
  instructor_document_expiries: {
    adi_id: number;
    c_id: number | null;
    document: 'licence' | 'adi_licence' | 'ved' | 'mot' | 'insurance';
    expires_on: string;
  };
}
