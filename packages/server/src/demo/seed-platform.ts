import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { TERMS_KINDS } from '@dss/contract';
import { hashPasswordDigest } from '../auth/password-hash';
import { sha256Hex, sha512Hex } from '../auth/sha512';
import type { Database } from '../db/tables';
import { renderTextDocument } from '../pdf/simple-document';
import { ADMIN_PRIVILEGE_ID, REPORTS_PRIVILEGE_ID, USER_PRIVILEGE_ID } from '../staff/privilege-ids';
import { DEMO_LESSON_PLANS, DEMO_QUICK_INFO, DEMO_STAFF, DEMO_TERMS_TEXT } from './platform-data';

const PRIVILEGE_IDS = { admin: ADMIN_PRIVILEGE_ID, user: USER_PRIVILEGE_ID, reports: REPORTS_PRIVILEGE_ID } as const;

/**
 * The demo sign-ins (README), a licensed installation, quick information, lesson plans and one
 * terms document of each kind.
 */
export async function seedPlatform(db: Kysely<Database>): Promise<void> {
  for (const person of DEMO_STAFF) {
    const title = await db.selectFrom('titles').select('id').where('txt', '=', person.title).executeTakeFirstOrThrow();
    await db
      .insertInto('staff')
      .values({
        id: person.id,
        title_id: title.id,
        fname: person.fname,
        mname: null,
        lname: person.lname,
        mobile: person.mobile,
        email: person.email,
        password_hash: await hashPasswordDigest(sha512Hex(person.password)),
        created_at: person.created,
      })
      .execute();
    await db
      .insertInto('staff_privileges')
      .values(person.privileges.map((code) => ({ staff_id: person.id, privilege_id: PRIVILEGE_IDS[code] })))
      .execute();
  }
  // Explicit ids above: move the identity past them.
  await sql`SELECT setval(pg_get_serial_sequence('staff', 'id'), (SELECT max(id) FROM staff))`.execute(db);
  await db
    .insertInto('installation')
    .values({ licence_serial: 1, licence_edition: 1, licence_key_hash: sha256Hex('demo-installation'), activated_by: 1 })
    .execute();
  await db
    .insertInto('quick_info')
    .values({
      address_lines: JSON.stringify(DEMO_QUICK_INFO.address_lines),
      opening_hours: JSON.stringify(DEMO_QUICK_INFO.opening_hours),
      contact_details: JSON.stringify(DEMO_QUICK_INFO.contact_details),
      bank_details: JSON.stringify(DEMO_QUICK_INFO.bank_details),
      updated_by: 1,
    })
    .execute();
  await db
    .insertInto('lesson_plans')
    .values(DEMO_LESSON_PLANS.map((p) => ({ ...p, created_on: '2019-03-25T09:00:00Z' })))
    .execute();

  for (const { kind, title } of TERMS_KINDS) {
    const pdf = await renderTextDocument(title, DEMO_TERMS_TEXT[kind]);
    const file = await db
      .insertInto('uploaded_files')
      .values({
        file_name: `${title}.pdf`,
        mime_type: 'application/pdf',
        byte_size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        content: pdf,
        uploaded_by: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('terms_documents').values({ kind, version: '2024.1', file_id: file.id, added_by: 1 }).execute();
  }
}
