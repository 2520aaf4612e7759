import { adminActions, ADMIN_TEXTS, RESET_STAFF_PASSWORD, SUCCESS, type SuccessWord } from '@dss/contract';
import { revokeStaffSessions } from '../../auth/sessions';
import { handleAround } from '../../wire/handler';
import { changeOfficeStaff, hashOf } from '../office-staff';

export const resetStaffPassword = handleAround(adminActions.resetStaffPassword, {
  around: async (_ctx, _input, write: (passwordHash: string) => Promise<SuccessWord>) =>
    write(await hashOf(RESET_STAFF_PASSWORD)),
  run: async (ctx, { staff_id }, passwordHash: string) => {
    await changeOfficeStaff(
      ctx,
      staff_id,
      'reset',
      { password_hash: passwordHash, must_change_password: true },
      ADMIN_TEXTS.staffPasswordResetError,
      (trx) => revokeStaffSessions(trx, staff_id),
    );
    return SUCCESS;
  },
});
