import { reportActions } from '@dss/contract';
import { schoolClock } from '../lifecycle/school-clock';
import { handle } from '../wire/handler';
import { complaintsReport } from './complaints';
import { feedbackReport } from './feedback';
import { financialReport } from './financial';
import { instructorReport } from './instructor';
import { managementReport } from './management';
import { reportRange } from './range';

// Financial & Management Reports (document 3 §2, §7): the contract has checked the number, the
// range and the 'reports' privilege.

export const reportHandlers = [
  handle(reportActions.financialReport, (ctx, input) => financialReport(ctx.db, input.reportNo, reportRange(input))),
  handle(reportActions.managementReport, (ctx, input) => managementReport(ctx.db, input.reportNo, reportRange(input))),
  handle(reportActions.feedbackReport, (ctx, input) => feedbackReport(ctx.db, input.reportNo, reportRange(input))),
  handle(reportActions.complaintsReport, (ctx, input) =>
    complaintsReport(ctx.db, input.reportNo, reportRange(input), schoolClock.now()),
  ),
  handle(reportActions.instructorReport, (ctx, input) => instructorReport(ctx.db, input.reportNo, reportRange(input))),
];
