import { reportActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { feedbackReport as report } from '../feedback';
import { reportRange } from '../range';

export const feedbackReport = handle(reportActions.feedbackReport, (ctx, input) =>
  report(ctx.db, input.reportNo, reportRange(input)),
);
