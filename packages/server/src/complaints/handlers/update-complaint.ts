import { sql } from 'kysely';
import { COMPLAINT_MESSAGES, COMPLAINT_REFUSALS, COMPLAINT_TEXTS, SUCCESS, complaintActions, refusalText } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { transactionally } from '../../db/transactionally';

/**
 * Save complaint status update: the progress text and the chosen status, in one transaction.
 * Only an active complaint takes updates (one conditional UPDATE); a resolving status moves it to
 * Resolved Complaints and stamps the resolution date.
 */
export const updateComplaint = handle(complaintActions.updateComplaint, async (ctx, { id, progress, state }) => {
  const refuse = (reason: string, status = 409) => new ActionRefused(refusalText(COMPLAINT_TEXTS.updateFailed, reason), status);
  const status = await ctx.db
    .selectFrom('complaint_statuses')
    .select(['id', 'is_resolved'])
    .where('id', '=', state)
    .executeTakeFirst();
  if (!status) throw new ActionRefused(COMPLAINT_MESSAGES.status, 422);
  await transactionally(ctx.db, async (tx) => {
    const now = sql<Date>`now()`;
    const updated = await tx
      .updateTable('complaints')
      .set({
        status_id: status.id,
        is_resolved: status.is_resolved,
        resolved_on: status.is_resolved ? now : null,
        updated_on: now,
      })
      .where('ref', '=', id)
      .where('is_resolved', '=', false)
      .returning('ref')
      .executeTakeFirst();
    if (!updated) {
      const known = await tx.selectFrom('complaints').select('ref').where('ref', '=', id).executeTakeFirst();
      throw known ? refuse(COMPLAINT_REFUSALS.resolved) : refuse(COMPLAINT_REFUSALS.noComplaint, 404);
    }
    await tx
      .insertInto('complaint_updates')
      .values({ ref: id, update_desc: progress, status_id: status.id, rec_by: staffOf(ctx).staffId })
      .execute();
  });
  return SUCCESS;
});
