import type { Page } from '../validation/paging';
import type { CategoryKind, MileageType, TaxType, TransactionStatus } from './forms';
import type { TaxYearOption } from './tax-year';
import type { InstructorAddress } from '../instructors/types';

/** Amounts travel as text with two decimals ('120.50'), summed by the database, never floats. */
export type MoneyText = string;

/** An active instructor as listed (document 3 §3 "Instructor list row"). */
export interface ActiveInstructorRow {
  adi_id: number;
  title: string;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  teaching_gears: 'automatic' | 'manual' | 'both';
  /** ISO instant the instructor was registered */
  created: string;
  currAddr: InstructorAddress;
  accState: number;
}

/** A payment to the school by an instructor (document 3 §3, document 2 §3 franchise payment row). */
export interface InstructorPaymentRow {
  transaction_id: number;
  reference: string;
  amount: MoneyText;
  type_id: number;
  type_name: string;
  method_id: number;
  method_name: string;
  /** ISO instant; shown in London time */
  date_of_transaction: string;
  /** ISO instant the payment was recorded */
  added: string;
  staff_name: string;
}

/** One page of an instructor's payments between `start` and `end`, with the sum of all of them. */
export interface InstructorPaymentPage extends Page<InstructorPaymentRow> {
  start: string;
  end: string;
  amount_total: MoneyText;
}

/** The instructor's current franchise package (document 2 §3 "Franchise report"); plan_data null without one. */
export interface InstructorFranchiseReport {
  adi_id: number;
  name: string;
  plan_data: {
    plan_id: number;
    initial_fee: MoneyText;
    weekly_fee: MoneyText;
    weekly_hours: number;
    work_type: 'Full-Time' | 'Part-Time';
    created_on: string;
    promo_code: string | null;
  } | null;
  /** weeks per payment: 1, 4.33, 13, 26, 52 */
  regularity: number | null;
  regularity_name: string | null;
  /** the day this package started for the instructor */
  start_date: string | null;
  /** who recorded the package (spelling kept) */
  recored_by: string | null;
}

/** A finance category (document 3 §3). */
export interface FinanceCategory {
  rec_id: number;
  category: string;
  type: CategoryKind;
  tax: TaxType;
}

/** An income or expense record (document 3 §3 "Transaction"). */
export interface FinanceTransactionRow {
  t_id: number;
  kind: CategoryKind;
  t_date: string;
  cat_id: number;
  cat_name: string;
  tax: TaxType;
  /** null for the school's own records */
  adi_id: number | null;
  /** 'Driving school' for the school's own records */
  adi_name: string;
  t_amount: MoneyText;
  t_status: TransactionStatus;
  t_pay_method: string;
  t_notes: string;
}

/** A page of income or expense records, with sums over every matching record. */
export interface FinanceTransactionPage extends Page<FinanceTransactionRow> {
  amount_total: MoneyText;
  completed_total: MoneyText;
}

export interface MileageRow {
  rec_id: number;
  mileage_date: string;
  adi_id: number;
  adi_name: string;
  type: MileageType;
  start_mileage: string;
  end_mileage: string;
  /** end minus start, one decimal */
  distance: string;
}

export interface MileagePage extends Page<MileageRow> {
  /** the distance of every matching record, one decimal */
  total_distance: string;
}

/** The export control's choices: standard tax years newest first, then the custom option. */
export interface TaxYearChoices {
  today: string;
  earliest_year: number;
  options: TaxYearOption[];
}

/**
 * What learners have paid for and not yet had (beyond the spec): credits Frozen, Available or
 * Allocated, valued at the price share each carries, and the Available ones expiring within 30 days.
 */
export interface LearnerMoneyLiability {
  as_of: string;
  unused_credits: number;
  unused_value: MoneyText;
  learners_with_credits: number;
  expiring_days: number;
  expiring_credits: number;
  expiring_value: MoneyText;
  /** earliest expiry among the expiring credits (ISO), null when none */
  next_expiry: string | null;
}
