import type { reportActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { complaintsReport } from './complaints-report';
import { feedbackReport } from './feedback-report';
import { financialReport } from './financial-report';
import { instructorReport } from './instructor-report';
import { managementReport } from './management-report';

/** Financial & Management Reports (document 3 §2, §7): the contract has checked the number, the range and the 'reports' privilege. */
export const reportHandlers = {
  financialReport,
  managementReport,
  feedbackReport,
  complaintsReport,
  instructorReport,
} satisfies HandlerMap<typeof reportActions>;
