import { MONTH_NAMES, overviewActions, overviewFileName, type OverviewKind, type OverviewPdfItem } from '@dss/contract';
import { handle } from '../../wire/handler';
import { ownedBy } from '../owned-overviews';

export const pdfHistory = handle(overviewActions.pdfHistory, async (ctx, input) => {
  const rows = await ownedBy(ctx, input)
    .select(['r.pdf_id', 'r.kind', 'r.stu_id', 'r.adi_id', 'r.reporting_year', 'r.reporting_month'])
    // ownedBy asks for kind 1 or kind 2.
    .$narrowType<{ kind: OverviewKind }>()
    .orderBy('r.reporting_year', 'desc')
    .orderBy('r.reporting_month', 'desc')
    .execute();
  return rows.map((r): OverviewPdfItem => {
    const month_name = MONTH_NAMES[r.reporting_month - 1]!;
    return {
      pdf_id: r.pdf_id,
      month_name,
      reporting_year: r.reporting_year,
      reporting_month: r.reporting_month,
      label: `${month_name} ${r.reporting_year}`,
      file_name: overviewFileName(r.kind, (r.stu_id ?? r.adi_id)!, r.reporting_month, r.reporting_year),
    };
  });
});
