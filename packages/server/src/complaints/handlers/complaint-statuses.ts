import { complaintActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const complaintStatuses = handle(complaintActions.complaintStatuses, (ctx) =>
  ctx.db.selectFrom('complaint_statuses').select(['id', 'status_name', 'is_resolved']).orderBy('id').execute(),
);
