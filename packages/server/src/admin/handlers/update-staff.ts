import { adminActions, ADMIN_TEXTS, SUCCESS } from '@dss/contract';
import { handle } from '../../wire/handler';
import { changeOfficeStaff, checkTitle, personColumns, setPrivileges } from '../office-staff';

export const updateStaff = handle(adminActions.updateStaff, async (ctx, input) => {
  await checkTitle(ctx.db, input.title, ADMIN_TEXTS.staffUpdateError);
  await changeOfficeStaff(ctx, input.staff_id, 'edit', personColumns(input), ADMIN_TEXTS.staffUpdateError, (trx) =>
    setPrivileges(trx, input.staff_id, input.privlist),
  );
  return SUCCESS;
});
