import { reportActions } from '@dss/contract';
import { schoolClock } from '../../lifecycle/school-clock';
import { handle } from '../../wire/handler';
import { complaintsReport as report } from '../complaints';
import { reportRange } from '../range';

export const complaintsReport = handle(reportActions.complaintsReport, (ctx, input) =>
  report(ctx.db, input.reportNo, reportRange(input), schoolClock.now()),
);
