import { reportActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { instructorReport as report } from '../instructor';
import { reportRange } from '../range';

export const instructorReport = handle(reportActions.instructorReport, (ctx, input) =>
  report(ctx.db, input.reportNo, reportRange(input)),
);
