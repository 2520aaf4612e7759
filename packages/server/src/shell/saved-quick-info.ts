import type { Kysely } from 'kysely';
import type { QuickInfo } from '@dss/contract';
import type { Database } from '../db/tables';

/** What the footer shows before anyone has saved quick information. */
export const EMPTY_QUICK_INFO: QuickInfo = {
  address_lines: Array(7).fill(''),
  opening_hours: Array.from({ length: 8 }, () => ({ label: '', time: '' })),
  contact_details: Array.from({ length: 5 }, () => ({ title: '', value: '' })),
  bank_details: Array(5).fill(''),
};

/** The saved quick information, or the empty record before anyone has saved it. */
export async function readQuickInfo(db: Kysely<Database>): Promise<QuickInfo> {
  const row = await db
    .selectFrom('quick_info')
    .select(['address_lines', 'opening_hours', 'contact_details', 'bank_details'])
    .executeTakeFirst();
  return row ?? EMPTY_QUICK_INFO;
}
