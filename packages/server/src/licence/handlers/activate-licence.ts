import { authActions } from '@dss/contract';
import { hashPasswordDigest } from '../../auth/password-hash';
import { sha256Hex } from '../../auth/sha512';
import { handleAround, type ResultReply } from '../../wire/handler';
import { verifyLicenceKey } from '../licence-key';
import { ADMIN_PRIVILEGE_ID } from '../../staff/privilege-ids';
import { transactionally } from '../../db/transactionally';

const ALREADY_ACTIVATED_TEXT = 'This installation is already activated. Please sign in.';
const INVALID_LICENCE_TEXT = 'The licence key is not valid. Please check it and try again.';

/** A licence key found valid and the administrator's password hash. */
interface Checked {
  licence: NonNullable<ReturnType<typeof verifyLicenceKey>>;
  passwordHash: string;
}

/**
 * Licence activation & administrator setup (document 3 §5, §7): once per installation, checks
 * the key offline, creates the first administrator and records the licence in one transaction.
 */
export const activateLicence = handleAround(authActions.activateLicence, {
  // The administrator's password is hashed before the transaction opens.
  around: async (ctx, input, write: (checked: Checked) => Promise<ResultReply<{ id: number }>>) => {
    const licence = verifyLicenceKey(ctx.config.licenceSecret, input.licence);
    if (!licence) return { code: 0, text: INVALID_LICENCE_TEXT, status: 422 };
    return write({ licence, passwordHash: await hashPasswordDigest(input.p) });
  },
  run: (ctx, input, { licence, passwordHash }: Checked) =>
    transactionally(ctx.db, async (tx) => {
      const claimed = await tx
        .insertInto('installation')
        .values({ licence_serial: licence.serial, licence_edition: licence.edition, licence_key_hash: sha256Hex(input.licence) })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return { code: 0, text: ALREADY_ACTIVATED_TEXT, status: 409 };
      const title = await tx.selectFrom('titles').select('id').where('txt', '=', input.title).executeTakeFirstOrThrow();
      const admin = await tx
        .insertInto('staff')
        .values({
          title_id: title.id,
          fname: input.fname,
          mname: input.mname || null,
          lname: input.lname,
          mobile: input.mobile,
          email: input.inemail,
          password_hash: passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('staff_privileges').values({ staff_id: admin.id, privilege_id: ADMIN_PRIVILEGE_ID }).execute();
      await tx.updateTable('installation').set({ activated_by: admin.id }).execute();
      ctx.log.info({ serial: licence.serial, staff: admin.id }, 'licence activated');
      return {
        code: 1,
        text: `Licence activated. Please sign in with User ID ${admin.id} and your password.`,
        data: { id: admin.id },
      };
    }),
});
