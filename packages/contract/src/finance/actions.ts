import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField, ruleAcross, optionalText } from '../validation/fields';
import { calendarDate } from '../validation/calendar-date';
import { pageFields, pageOf } from '../validation/paging';
import { DictionaryEntry } from '../dictionaries/types';
import {
  acceptPaymentFormFields,
  categoryForm,
  CATEGORY_KINDS,
  expenseFormFields,
  exportForm,
  idempotencyKey,
  incomeFormFields,
  mileageForm,
  ownerField,
  paymentFormFields,
  TRANSACTION_MESSAGES,
} from './forms';
import {
  ActiveInstructorRow,
  FinanceCategory,
  FinanceTransactionPage,
  InstructorFranchiseReport,
  InstructorPaymentPage,
  LearnerMoneyLiability,
  MileagePage,
  TaxYearChoices,
} from './types';

// Payments and financial records (document 3 §7), Record/Accept Instructor Payments, Financial
// Management and the View Instructor Franchise Payment Report (document 2 §2.10, §7.5). All are
// office operations on ctrouV2.php.

const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
// Schemas beside the declarations are functions, built where a declaration uses them (learners/actions.ts says why).
const byInstructor = () => z.object({ id: idField('Please select an instructor') });

/** Payment types (id, txt); default 2. */
export const paymentTypes = defineAction({
  field: 'loadpaymenttypes',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: z.array(DictionaryEntry),
});

/** Payment methods (id, txt); default 1 on record, fixed 2 on accept. */
export const paymentMethods = defineAction({
  field: 'loadpaymentmethods',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: z.array(DictionaryEntry),
});

/**
 * Active instructors (Active and approved), paged; the search covers the id (with or without A),
 * name, e-mail and mobile. Used by the payment screens, the finance pickers and the
 * Instructors' Monthly Overview.
 */
export const activeInstructors = defineAction({
  field: 'activeinstructorlist',
  ...office,
  request: z.object(pageFields(['adi_id', 'name', 'email', 'mobile', 'created'])),
  reply: 'json',
  response: pageOf(ActiveInstructorRow),
});

/** Record Instructor Franchise Payments: id, ref, amount, trdatetime, type, method, and the submit's key. */
export const recordPayment = defineAction({
  field: 'saveinstructorpayment',
  ...office,
  request: z.object({ id: idField('Please select an instructor'), ...paymentFormFields, idemkey: idempotencyKey() }),
  reply: 'success',
});

/** Accept Instructor Payments: the same without a method (always 2, card). Card fields are never sent. */
export const acceptPayment = defineAction({
  field: 'acceptinstructorpayment',
  ...office,
  request: z.object({ id: idField('Please select an instructor'), ...acceptPaymentFormFields, idemkey: idempotencyKey() }),
  reply: 'success',
});

/**
 * An instructor's payments between start and end (London dates, inclusive), paged. Without
 * dates: the last 6 months, from the first day of the month six months back to today.
 */
export const paymentHistory = defineAction({
  field: 'instructorpaymenthistory',
  ...office,
  request: ruleAcross(
    z.object({
      id: idField('Please select an instructor'),
      start: optionalText().pipe(z.union([z.literal(''), calendarDate('Start date is required.')])),
      end: optionalText().pipe(z.union([z.literal(''), calendarDate('End date is required.')])),
      ...pageFields(['date_of_transaction', 'amount', 'reference', 'type_name', 'method_name']),
    }),
    (v) => !v.start || !v.end || v.start <= v.end,
    { path: ['end'], message: 'The start date must be before the end date.' },
  ),
  reply: 'json',
  response: InstructorPaymentPage,
});

/** The instructor's current franchise package (View Instructor Franchise Payment Report). */
export const franchisePlan = defineAction({
  field: 'instructorfranchiseplan',
  ...office,
  request: byInstructor(),
  reply: 'json',
  response: InstructorFranchiseReport,
});

/** Save category: cat, type, rate. */
export const saveCategory = defineAction({
  field: 'savefinancecategory',
  ...office,
  request: categoryForm,
  reply: 'success',
});

/** Categories, both kinds or one (`kind`), by name: a short configuration list. */
export const categories = defineAction({
  field: 'loadfinancecategories',
  ...office,
  request: z.object({
    kind: optionalText().pipe(z.union([z.literal(''), z.enum(CATEGORY_KINDS)], { message: 'Category type is required.' })),
  }),
  reply: 'json',
  response: z.array(FinanceCategory),
});

/** Save income: adi (instructor id or 'school'), type (category), date, amount, method, status, notes, key. */
export const saveIncome = defineAction({
  field: 'saveincome',
  ...office,
  request: z.object({ ...incomeFormFields, idemkey: idempotencyKey() }),
  reply: 'success',
});

export const saveExpense = defineAction({
  field: 'saveexpense',
  ...office,
  request: z.object({ ...expenseFormFields, idemkey: idempotencyKey() }),
  reply: 'success',
});

/**
 * Income or expense records of one instructor (`adiid`) or the whole school (`adiid=school`),
 * paged, optionally between two dates; the search covers category, instructor, method, status and notes.
 */
export const transactions = defineAction({
  field: 'financetransactions',
  ...office,
  request: z.object({
    adiid: ownerField(TRANSACTION_MESSAGES.adi),
    type: z.enum(CATEGORY_KINDS, { error: 'Category type is required.' }),
    from: optionalText().pipe(z.union([z.literal(''), calendarDate('Start date is required.')])),
    to: optionalText().pipe(z.union([z.literal(''), calendarDate('End date is required.')])),
    ...pageFields(['t_date', 't_amount', 'cat_name', 'adi_name', 't_status', 't_pay_method']),
  }),
  reply: 'json',
  response: FinanceTransactionPage,
});

/** Save mileage: adi, date, type, start, end. */
export const saveMileage = defineAction({
  field: 'savemileage',
  ...office,
  request: mileageForm,
  reply: 'success',
});

/** Mileage of one instructor (`adiid`) or the whole school (`adiid=school`), paged, with the total distance. */
export const mileage = defineAction({
  field: 'financemileage',
  ...office,
  request: z.object({
    adiid: ownerField(TRANSACTION_MESSAGES.adi),
    ...pageFields(['mileage_date', 'adi_name', 'type', 'distance']),
  }),
  reply: 'json',
  response: MileagePage,
});

/** The export control's tax years: from the current one back to the school's earliest, then custom. */
export const taxYears = defineAction({
  field: 'financetaxyears',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: TaxYearChoices,
});

/**
 * Download export file: owner, start, end, type, exp_format, and (beyond the spec) records, completed
 * or all; answers export.csv, export.xlsx or export.ofx.
 */
export const exportFile = defineAction({
  field: 'financeexport',
  ...office,
  request: exportForm,
  reply: 'file',
});

/** Learner money held (beyond the spec): paid credits not yet used, and those expiring in 30 days. */
export const learnerLiability = defineAction({
  field: 'learnermoneyliability',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: LearnerMoneyLiability,
});
