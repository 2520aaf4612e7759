import { assignPaymentHandlers } from './assign-payment-handlers';
import { assignmentHandlers } from './assignment-handlers';
import { creditHandlers } from './credit-handlers';
import { duplicateHandlers } from './duplicate-handlers';
import { learnerPageHandlers } from './learner-page-handlers';
import { learnerMailHandlers } from './mail-handlers';
import { learnerProgressHandlers } from './progress-handlers';
import { registerHandlers } from './register-handlers';
import { voidPaymentHandlers } from './void-payment-handlers';

/** Every learner action of documents 1 (§§2-9) and 2 (§2.9, §7.5). */
export const learnerHandlers = [
  ...registerHandlers,
  ...learnerPageHandlers,
  ...assignPaymentHandlers,
  ...assignmentHandlers,
  ...duplicateHandlers,
  ...creditHandlers,
  ...voidPaymentHandlers,
  ...learnerMailHandlers,
  ...learnerProgressHandlers,
];
