import { authActions, HTTP_ERROR_TEXT, SUCCESS } from '@dss/contract';
import { AUDIT_EVENTS, recordEvent } from '../../audit/events';
import { ActionRefused, handle } from '../../wire/handler';
import { revokeSession } from '../sessions';

export const logout = handle(authActions.logout, async (ctx, { logout }) => {
  const staffId = await revokeSession(ctx.db, logout);
  if (staffId === null) throw new ActionRefused(HTTP_ERROR_TEXT.unauthorised, 401);
  await recordEvent(ctx.db, AUDIT_EVENTS.signOut, { staffId, by: staffId, details: { ip: ctx.clientIp } });
  return SUCCESS;
});
