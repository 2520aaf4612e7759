import { z } from 'zod';
import { pageOf } from '../validation/paging';
import { CATEGORY_KINDS, MILEAGE_TYPES, TAX_TYPES, TRANSACTION_STATUSES } from './forms';
import { TaxYearOption } from './tax-year';
import { InstructorAddress } from '../instructors/types';

/** Amounts travel as text with two decimals ('120.50'), summed by the database, never floats. */
export const MoneyText = z.string();
export type MoneyText = z.infer<typeof MoneyText>;

const categoryKind = z.enum(CATEGORY_KINDS);
const taxType = z.enum(TAX_TYPES);

/** An active instructor as listed (document 3 §3 "Instructor list row"). */
export const ActiveInstructorRow = z.object({
  adi_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  teaching_gears: z.enum(['automatic', 'manual', 'both']),
  /** ISO instant the instructor was registered */
  created: z.string(),
  currAddr: InstructorAddress,
  accState: z.number().int(),
});
export type ActiveInstructorRow = z.infer<typeof ActiveInstructorRow>;

/** A payment to the school by an instructor (document 3 §3, document 2 §3 franchise payment row). */
export const InstructorPaymentRow = z.object({
  transaction_id: z.number().int(),
  reference: z.string(),
  amount: MoneyText,
  type_id: z.number().int(),
  type_name: z.string(),
  method_id: z.number().int(),
  method_name: z.string(),
  /** ISO instant; shown in London time */
  date_of_transaction: z.string(),
  /** ISO instant the payment was recorded */
  added: z.string(),
  staff_name: z.string(),
});
export type InstructorPaymentRow = z.infer<typeof InstructorPaymentRow>;

/** One page of an instructor's payments between `start` and `end`, with the sum of all of them. */
export const InstructorPaymentPage = pageOf(InstructorPaymentRow).extend({
  start: z.string(),
  end: z.string(),
  amount_total: MoneyText,
});
export type InstructorPaymentPage = z.infer<typeof InstructorPaymentPage>;

/** The instructor's current franchise package (document 2 §3 "Franchise report"); plan_data null without one. */
export const InstructorFranchiseReport = z.object({
  adi_id: z.number().int(),
  name: z.string(),
  plan_data: z
    .object({
      plan_id: z.number().int(),
      initial_fee: MoneyText,
      weekly_fee: MoneyText,
      weekly_hours: z.number().int(),
      work_type: z.enum(['Full-Time', 'Part-Time']),
      created_on: z.string(),
      promo_code: z.string().nullable(),
    })
    .nullable(),
  /** weeks per payment: 1, 4.33, 13, 26, 52 */
  regularity: z.number().nullable(),
  regularity_name: z.string().nullable(),
  /** the day this package started for the instructor */
  start_date: z.string().nullable(),
  /** who recorded the package (spelling kept) */
  recored_by: z.string().nullable(),
});
export type InstructorFranchiseReport = z.infer<typeof InstructorFranchiseReport>;

/** A finance category (document 3 §3). */
export const FinanceCategory = z.object({
  rec_id: z.number().int(),
  category: z.string(),
  type: categoryKind,
  tax: taxType,
});
export type FinanceCategory = z.infer<typeof FinanceCategory>;

/** An income or expense record (document 3 §3 "Transaction"). */
export const FinanceTransactionRow = z.object({
  t_id: z.number().int(),
  kind: categoryKind,
  t_date: z.string(),
  cat_id: z.number().int(),
  cat_name: z.string(),
  tax: taxType,
  /** null for the school's own records */
  adi_id: z.number().int().nullable(),
  /** 'Driving school' for the school's own records */
  adi_name: z.string(),
  t_amount: MoneyText,
  t_status: z.enum(TRANSACTION_STATUSES),
  t_pay_method: z.string(),
  t_notes: z.string(),
});
export type FinanceTransactionRow = z.infer<typeof FinanceTransactionRow>;

/** A page of income or expense records, with sums over every matching record. */
export const FinanceTransactionPage = pageOf(FinanceTransactionRow).extend({
  amount_total: MoneyText,
  completed_total: MoneyText,
});
export type FinanceTransactionPage = z.infer<typeof FinanceTransactionPage>;

export const MileageRow = z.object({
  rec_id: z.number().int(),
  mileage_date: z.string(),
  adi_id: z.number().int(),
  adi_name: z.string(),
  type: z.enum(MILEAGE_TYPES),
  start_mileage: z.string(),
  end_mileage: z.string(),
  /** end minus start, one decimal */
  distance: z.string(),
});
export type MileageRow = z.infer<typeof MileageRow>;

export const MileagePage = pageOf(MileageRow).extend({
  /** the distance of every matching record, one decimal */
  total_distance: z.string(),
});
export type MileagePage = z.infer<typeof MileagePage>;

/** The export control's choices: standard tax years newest first, then the custom option. */
export const TaxYearChoices = z.object({
  today: z.string(),
  earliest_year: z.number().int(),
  options: z.array(TaxYearOption),
});
export type TaxYearChoices = z.infer<typeof TaxYearChoices>;

/**
 * What learners have paid for and not yet had (beyond the spec): credits Frozen, Available or
 * Allocated, valued at the price share each carries, and the Available ones expiring within 30 days.
 */
export const LearnerMoneyLiability = z.object({
  as_of: z.string(),
  unused_credits: z.number().int(),
  unused_value: MoneyText,
  learners_with_credits: z.number().int(),
  expiring_days: z.number().int(),
  expiring_credits: z.number().int(),
  expiring_value: MoneyText,
  /** earliest expiry among the expiring credits (ISO), null when none */
  next_expiry: z.string().nullable(),
});
export type LearnerMoneyLiability = z.infer<typeof LearnerMoneyLiability>;
