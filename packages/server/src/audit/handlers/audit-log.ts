import { sql } from 'kysely';
import { auditActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { auditPage, filtered } from '../audit-query';

const AUDIT_LOG_ORDER = {
  at: sql`a.id`,
  staff: sql`lower(coalesce(s.lname || ' ' || s.fname, ''))`,
  action: sql`a.action`,
  record: sql`a.record_kind || ':' || lpad(coalesce(a.record_id, 0)::text, 19, '0')`,
};

export const auditLog = handle(auditActions.auditLog, async (ctx, input) => {
  const page = await selectPage(filtered(ctx.db, input, input.search), input, AUDIT_LOG_ORDER, sql`a.id`);
  return auditPage(ctx.db, page);
});
