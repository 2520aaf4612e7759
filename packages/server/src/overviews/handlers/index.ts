import type { overviewActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { emailHistory } from './email-history';
import { instructor } from './instructor';
import { learner } from './learner';
import { learners } from './learners';
import { overviewPdf } from './overview-pdf';
import { pdfHistory } from './pdf-history';
import { sendOverview } from './send-overview';

/** Learners' and Instructors' Monthly Overview: document 3 §2, §3, §7. */
export const overviewHandlers = {
  learners,
  learner,
  instructor,
  pdfHistory,
  emailHistory,
  overviewPdf,
  sendOverview,
} satisfies HandlerMap<typeof overviewActions>;
