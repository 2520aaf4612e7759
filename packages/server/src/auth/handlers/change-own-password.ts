import { sql } from 'kysely';
import { authActions, SUCCESS, type SuccessWord } from '@dss/contract';
import { ActionRefused, handleAround, staffOf } from '../../wire/handler';
import { hashPasswordDigest, verifyPasswordDigest } from '../password-hash';
import { revokeStaffSessions } from '../sessions';
import { activeStaffQuery } from '../staff-access';
import { transactionally } from '../../db/transactionally';

/** The hash the current password was checked against, and the new password's. */
interface CheckedChange {
  checked: string;
  passwordHash: string;
}

// Both hashes are computed before the transaction opens; the update holds only while the checked hash is stored.
export const changeOwnPassword = handleAround(authActions.changeOwnPassword, {
  around: async (ctx, { current, p }, write: (change: CheckedChange) => Promise<SuccessWord>) => {
    const staff = staffOf(ctx);
    const row = await activeStaffQuery(ctx.db).where('staff.id', '=', staff.staffId).executeTakeFirstOrThrow();
    if (!(await verifyPasswordDigest(current, row.password_hash))) {
      throw new ActionRefused('The current password is not correct.', 422);
    }
    if (current === p) throw new ActionRefused('Please choose a password different from the current one.', 422);
    return write({ checked: row.password_hash, passwordHash: await hashPasswordDigest(p) });
  },
  run: async (ctx, _input, { checked, passwordHash }: CheckedChange) => {
    const staff = staffOf(ctx);
    await transactionally(ctx.db, async (trx) => {
      // Only while the hash is still the one checked: of changes racing from one current password,
      // the first wins and the others find it no longer current.
      const changed = await trx
        .updateTable('staff')
        .set({ password_hash: passwordHash, must_change_password: false, updated_at: sql<Date>`now()` })
        .where('id', '=', staff.staffId)
        .where('password_hash', '=', checked)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw new ActionRefused('The current password is not correct.', 422);
      // Whoever else held the old password is signed out; this browser stays signed in.
      await revokeStaffSessions(trx, staff.staffId, staff.sessionId ?? undefined);
    });
    return SUCCESS;
  },
});
