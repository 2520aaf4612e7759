import { reportActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { financialReport as report } from '../financial';
import { reportRange } from '../range';

export const financialReport = handle(reportActions.financialReport, (ctx, input) =>
  report(ctx.db, input.reportNo, reportRange(input)),
);
