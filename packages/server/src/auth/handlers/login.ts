import { authActions, LOGIN_FAILED_TEXT, signInWaitText, type UserSession } from '@dss/contract';
import { AUDIT_EVENTS, recordEvent } from '../../audit/events';
import { handle } from '../../wire/handler';
import { unusableHash, verifyPasswordDigest } from '../password-hash';
import { claimSignInAttempt, normaliseLoginId, rememberSignIn } from '../rate-limit';
import { createSession } from '../sessions';
import { activeStaffQuery, toPrincipal } from '../staff-access';

const ADMIN_ACCESS_LEVEL = 1;
const OFFICE_ACCESS_LEVEL = 2;

export const login = handle(authActions.login, async (ctx, { loginid, p }) => {
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
  const matches = await verifyPasswordDigest(p, row?.password_hash ?? (await unusableHash()));
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
