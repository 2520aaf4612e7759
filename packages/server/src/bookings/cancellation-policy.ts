import type { Kysely, Transaction } from 'kysely';
import type { CancellationPolicy } from '@dss/contract';
import type { Database } from '../db/tables';

/** The school's cancellation policy (school_settings, 024_cancellations.sql). */
export async function readCancellationPolicy(db: Kysely<Database> | Transaction<Database>): Promise<CancellationPolicy> {
  const s = await db
    .selectFrom('school_settings')
    .select(['cancel_notice_hours', 'late_cancel_forfeits', 'no_show_forfeits'])
    .executeTakeFirstOrThrow();
  return {
    notice_hours: s.cancel_notice_hours,
    late_cancel_forfeits: s.late_cancel_forfeits,
    no_show_forfeits: s.no_show_forfeits,
  };
}
