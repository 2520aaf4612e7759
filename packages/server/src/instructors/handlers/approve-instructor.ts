import { sql } from 'kysely';
import { INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';
import { refuseUnchanged } from '../rows';

/** Approves a pending instructor in one conditional UPDATE: Active, stamped with who and when. */
export const approveInstructor = handle(instructorActions.approveInstructor, async (ctx, { adi_id }) => {
  const done = await ctx.db
    .updateTable('instructors')
    .set({ approved_at: sql<Date>`now()`, approved_by: staffOf(ctx).staffId, acc_state: 1, updated_at: sql<Date>`now()` })
    .where('adi_id', '=', adi_id)
    .where('approved_at', 'is', null)
    .where('acc_state', '<>', 4)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) await refuseUnchanged(ctx.db, adi_id, INSTRUCTOR_TEXTS.recordUpdateFailed);
  return SUCCESS;
});
