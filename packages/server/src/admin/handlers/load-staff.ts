import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { officeStaffQuery, toMember } from '../office-staff';

export const loadStaff = handle(adminActions.loadStaff, async (ctx) =>
  (await officeStaffQuery(ctx.db).orderBy('staff.id').execute()).map(toMember),
);
