import { OVERVIEW_TEXTS, overviewActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { overviewFile } from '../files';

/** Download or view (dw="true"): the same file either way, named for the person and month. */
export const overviewPdf = handle(overviewActions.overviewPdf, async (ctx, input) => {
  const row = await ctx.db
    .selectFrom('overview_reports')
    .select('pdf_id')
    .where('kind', '=', input.type)
    .where(input.type === 1 ? 'stu_id' : 'adi_id', '=', input.id)
    .where('reporting_year', '=', input.year)
    .where('reporting_month', '=', input.month)
    .executeTakeFirst();
  const file = row ? await overviewFile(ctx.db, row.pdf_id) : null;
  if (!file) throw new ActionRefused(OVERVIEW_TEXTS.noData, 404);
  return { fileName: file.fileName, contentType: 'application/pdf', body: file.content };
});
