import { adminActions, ADMIN_TEXTS, DEFAULT_STAFF_PASSWORD, STAFF_STATES } from '@dss/contract';
import { handleAround, type CreatedRecord } from '../../wire/handler';
import { checkTitle, hashOf, personColumns, setPrivileges } from '../office-staff';
import { transactionally } from '../../db/transactionally';

export const saveStaff = handleAround(adminActions.saveStaff, {
  around: async (ctx, input, write: (passwordHash: string) => Promise<CreatedRecord>) => {
    await checkTitle(ctx.db, input.title, ADMIN_TEXTS.staffAddError);
    // The default password is shown on screen; the new member must replace it at first sign-in.
    return write(await hashOf(DEFAULT_STAFF_PASSWORD));
  },
  run: async (ctx, input, passwordHash: string) => {
    const id = await transactionally(ctx.db, async (trx) => {
      const { id: staffId } = await trx
        .insertInto('staff')
        .values({
          ...personColumns(input),
          password_hash: passwordHash,
          must_change_password: true,
          acc_state: STAFF_STATES.active,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setPrivileges(trx, staffId, input.privlist);
      return staffId;
    });
    // The new member's User ID, which they sign in with.
    return { id };
  },
});
