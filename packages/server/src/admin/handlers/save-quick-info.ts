import { sql } from 'kysely';
import { adminActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';

/** Saves the whole record at once; the footer reads it on its next load. */
export const saveQuickInfo = handle(adminActions.saveQuickInfo, async (ctx, { frm }) => {
  const values = {
    address_lines: JSON.stringify(frm.address_lines),
    opening_hours: JSON.stringify(frm.opening_hours),
    contact_details: JSON.stringify(frm.contact_details),
    bank_details: JSON.stringify(frm.bank_details),
    updated_by: staffOf(ctx).staffId,
  };
  await ctx.db
    .insertInto('quick_info')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .execute();
  return SUCCESS;
});
