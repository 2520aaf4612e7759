import { exportHandlers } from './export-handlers';
import { instructorListHandlers } from './instructor-list';
import { paymentHandlers } from './payment-handlers';
import { recordHandlers } from './record-handlers';

/**
 * Instructor payments (Record and Accept), Financial Management (categories, income, expenses,
 * mileage, exports) and the View Instructor Franchise Payment Report: document 3 §§2-9 and
 * document 2 §2.10, §7.5.
 */
export const financeHandlers = [...instructorListHandlers, ...paymentHandlers, ...recordHandlers, ...exportHandlers];
