import { sql } from 'kysely';
import { MONTH_NAMES, overviewActions, type OverviewEmailItem } from '@dss/contract';
import { handle } from '../../wire/handler';
import { ownedBy } from '../owned-overviews';

export const emailHistory = handle(overviewActions.emailHistory, async (ctx, input) => {
  const rows = await ownedBy(ctx, input)
    .innerJoin('overview_emails as e', 'e.pdf_id', 'r.pdf_id')
    .leftJoin('staff as s', 's.id', 'e.sent_by')
    .select([
      'e.record_id',
      'r.pdf_id',
      'r.reporting_year',
      'r.reporting_month',
      'e.email_address',
      sql<string>`coalesce(s.fname || ' ' || s.lname, 'System')`.as('sent_by'),
      'e.sent_on',
    ])
    .orderBy('e.sent_on', 'desc')
    .orderBy('e.record_id', 'desc')
    .execute();
  return rows.map((r): OverviewEmailItem => {
    const month_name = MONTH_NAMES[r.reporting_month - 1]!;
    return {
      ...r,
      month_name,
      report: `${month_name} ${r.reporting_year}`,
      sent_on: r.sent_on.toISOString(),
    };
  });
});
