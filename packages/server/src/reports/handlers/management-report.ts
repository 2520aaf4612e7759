import { reportActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { managementReport as report } from '../management';
import { reportRange } from '../range';

export const managementReport = handle(reportActions.managementReport, (ctx, input) =>
  report(ctx.db, input.reportNo, reportRange(input)),
);
