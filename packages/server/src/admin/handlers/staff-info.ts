import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { findOfficeStaff } from '../office-staff';

export const staffInfo = handle(adminActions.staffInfo, async (ctx, { staff_id }) =>
  findOfficeStaff(ctx.db, staff_id, 'Staff member not found.'),
);
