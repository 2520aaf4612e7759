import { sql } from 'kysely';
import {
  authActions,
  HTTP_ERROR_TEXT,
  LOGIN_FAILED_TEXT,
  signInWaitText,
  SUCCESS,
  type SuccessWord,
  type UserSession,
} from '@dss/contract';
import { AUDIT_EVENTS, recordEvent } from '../audit/events';
import { ActionRefused, handle, handleAround, staffOf } from '../wire/handler';
import { hashPasswordDigest, UNUSABLE_HASH_PROMISE, verifyPasswordDigest } from './password-hash';
import { claimSignInAttempt, normaliseLoginId, rememberSignIn } from './rate-limit';
import { createSession, revokeSession, revokeStaffSessions } from './sessions';
import { activeStaffQuery, toPrincipal } from './staff-access';

export const ADMIN_ACCESS_LEVEL = 1;
export const OFFICE_ACCESS_LEVEL = 2;

const loginHandler = handle(authActions.login, async (ctx, { loginid, p }) => {
  const loginKey = normaliseLoginId(loginid);
  const waitMinutes = await claimSignInAttempt(ctx.db, loginKey, ctx.clientIp);
  const named = Number(loginKey);
  const namedId = Number.isSafeInteger(named) && named > 0 && named <= 2_147_483_647 ? named : null;
  if (waitMinutes > 0) {
    await recordEvent(ctx.db, AUDIT_EVENTS.lockedOut, { staffId: namedId, by: null, details: { ip: ctx.clientIp } });
    return { code: 0, text: signInWaitText(waitMinutes), status: 429 };
  }
  const row = await activeStaffQuery(ctx.db).where('staff.id', '=', Number(loginKey)).executeTakeFirst();
  // Unknown IDs are checked against an unusable hash so both answers take as long.
  const matches = await verifyPasswordDigest(p, row?.password_hash ?? (await UNUSABLE_HASH_PROMISE));
  if (!row || !matches) {
    ctx.log.info({ loginid: loginKey, ip: ctx.clientIp }, 'sign-in refused');
    await recordEvent(ctx.db, AUDIT_EVENTS.signInFailed, {
      staffId: row ? namedId : null,
      by: null,
      details: { loginid: loginKey, ip: ctx.clientIp },
    });
    return { code: 0, text: LOGIN_FAILED_TEXT };
  }
  await rememberSignIn(ctx.db, loginKey, ctx.clientIp);
  const principal = toPrincipal(row);
  const isAdmin = principal.permissions.includes('admin');
  const data: UserSession = {
    id: principal.staffId,
    accLevel: isAdmin ? ADMIN_ACCESS_LEVEL : OFFICE_ACCESS_LEVEL,
    full_name: principal.fullName,
    isAdmin,
    created: principal.created.toISOString(),
    permissions: principal.permissions,
    token: await createSession(ctx.db, principal.staffId, { hours: ctx.config.sessionHours, limit: ctx.config.sessionsPerStaff }),
    mustChangePassword: principal.mustChangePassword,
  };
  await recordEvent(ctx.db, AUDIT_EVENTS.signIn, {
    staffId: principal.staffId,
    by: principal.staffId,
    details: { ip: ctx.clientIp },
  });
  ctx.log.info({ staff: principal.staffId }, 'signed in');
  return { code: 1, text: 'Login successful.', data };
});

const logoutHandler = handle(authActions.logout, async (ctx, { logout }) => {
  const staffId = await revokeSession(ctx.db, logout);
  if (staffId === null) throw new ActionRefused(HTTP_ERROR_TEXT.unauthorised, 401);
  await recordEvent(ctx.db, AUDIT_EVENTS.signOut, { staffId, by: staffId, details: { ip: ctx.clientIp } });
  return SUCCESS;
});

/** The hash the current password was checked against, and the new password's. */
interface CheckedChange {
  checked: string;
  passwordHash: string;
}

// Both hashes are computed before the transaction opens; the update holds only while the checked hash is stored.
const changeOwnPasswordHandler = handleAround(authActions.changeOwnPassword, {
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
    await ctx.db.transaction().execute(async (trx) => {
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

export const authHandlers = [loginHandler, logoutHandler, changeOwnPasswordHandler];
