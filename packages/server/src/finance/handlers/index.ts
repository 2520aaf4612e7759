import type { financeActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { acceptPayment } from './accept-payment';
import { activeInstructors } from './active-instructors';
import { categories } from './categories';
import { exportFile } from './export-file';
import { franchisePlan } from './franchise-plan';
import { learnerLiability } from './learner-liability';
import { mileage } from './mileage';
import { paymentHistory } from './payment-history';
import { paymentMethods } from './payment-methods';
import { paymentTypes } from './payment-types';
import { recordPayment } from './record-payment';
import { saveCategory } from './save-category';
import { saveExpense } from './save-expense';
import { saveIncome } from './save-income';
import { saveMileage } from './save-mileage';
import { taxYears } from './tax-years';
import { transactions } from './transactions';

/** Instructor payments (Record and Accept), Financial Management (categories, income, expenses, mileage, exports) and the View Instructor Franchise Payment Report: document 3 §§2-9 and document 2 §2.10, §7.5. */
export const financeHandlers = {
  paymentTypes,
  paymentMethods,
  activeInstructors,
  recordPayment,
  acceptPayment,
  paymentHistory,
  franchisePlan,
  saveCategory,
  categories,
  saveIncome,
  saveExpense,
  transactions,
  saveMileage,
  mileage,
  taxYears,
  exportFile,
  learnerLiability,
} satisfies HandlerMap<typeof financeActions>;
