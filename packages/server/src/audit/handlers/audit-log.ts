import { sql } from 'kysely';
import { auditActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { keptCount } from '../../db/kept-totals';
import { auditPage, auditSearch, filtered, wholeTrail } from '../audit-query';

const AUDIT_LOG_ORDER = {
  at: sql`a.id`,
  staff: sql`lower(coalesce(s.lname || ' ' || s.fname, ''))`,
  action: sql`a.action`,
  record: sql`a.record_kind || ':' || lpad(coalesce(a.record_id, 0)::text, 19, '0')`,
};

export const auditLog = handle(auditActions.auditLog, async (ctx, input) => {
  const found = input.search ? await auditSearch(ctx.db, input.search) : undefined;
  const page = await selectPage(filtered(ctx.db, input, found), input, AUDIT_LOG_ORDER, sql`a.id`, {
    // Every order's value is NOT NULL, so the newest-first default walks the primary key
    // backwards instead of sorting the whole trail.
    neverNull: ['at', 'staff', 'action', 'record'],
    // The whole trail's count is kept; a filtered one is counted on its indexes.
    count: wholeTrail(input, found) ? keptCount(ctx.db, 'audit_log') : undefined,
  });
  return auditPage(ctx.db, page);
});
