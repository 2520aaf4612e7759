import { complaintActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const complaintTypes = handle(complaintActions.complaintTypes, (ctx) =>
  ctx.db.selectFrom('complaint_types').select(['id', 'txt']).orderBy('id').execute(),
);
