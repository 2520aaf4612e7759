import type { Selectable } from 'kysely';
import type { DB } from './schema.generated';

/**
 * Kysely's view of the database: the types kysely-codegen generates from the migrations
 * (schema.generated.ts; `npm run db:types` after a migration, and schema-types.test.ts fails
 * until it is run). docs/data-model.md describes the tables.
 */
export type Database = DB;

/** A learner's or vehicle's gearbox. */
export type Gear = Selectable<DB['learners']>['lessons_type'];
/** Who a learner asks to be taught by, and whom an instructor teaches. */
export type TeachingGender = Selectable<DB['learners']>['req_adi_gender'];
/** What an outbox mail is (026_mail_outbox.sql). */
export type MailKind = Selectable<DB['mail_outbox']>['kind'];
