import { complaintActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const complaintUpdates = handle(complaintActions.complaintUpdates, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('complaint_updates as u')
    .innerJoin('staff as s', 's.id', 'u.rec_by')
    .innerJoin('titles as t', 't.id', 's.title_id')
    .innerJoin('complaint_statuses as cs', 'cs.id', 'u.status_id')
    .select([
      'u.id',
      'u.created_on',
      't.txt as title',
      's.fname',
      's.lname',
      'u.rec_by',
      'u.update_desc',
      'u.status_id',
      'cs.status_name',
    ])
    .where('u.ref', '=', id)
    .orderBy('u.created_on')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ ...r, created_on: r.created_on.toISOString() }));
});
