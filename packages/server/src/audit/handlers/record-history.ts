import { sql } from 'kysely';
import { auditActions, HTTP_ERROR_TEXT } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { aboutRecord, auditPage } from '../audit-query';

/** A record's History, newest first; a staff member's only for an administrator. */
export const recordHistory = handle(auditActions.recordHistory, async (ctx, input) => {
  if (input.kind === 'staff' && !staffOf(ctx).permissions.includes('admin'))
    throw new ActionRefused(HTTP_ERROR_TEXT.forbidden, 403);
  const page = await selectPage(
    aboutRecord(ctx.db, input.kind, input.id),
    { ...input, dir: 'desc' },
    { at: sql`a.id` },
    sql`a.id`,
  );
  return auditPage(ctx.db, page);
});
