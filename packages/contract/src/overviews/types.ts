import type { LearnerAddress } from '../learners/types';

/** Overview kinds on the wire (document 3 §7): 1 learner, 2 instructor. */
export const OVERVIEW_KINDS = { learner: 1, instructor: 2 } as const;
export type OverviewKind = (typeof OVERVIEW_KINDS)[keyof typeof OVERVIEW_KINDS];

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Texts of the overview screens (document 3 §2, §8, §9), word for word (spelling kept). */
export const OVERVIEW_TEXTS = {
  noPerson: 'No Learner data to display.',
  noData: 'No data to display',
  confirmSend: 'Do you want to send the monthy overview via email?',
  /** 'Email will sent to {email}' */
  confirmSendTo: (email: string) => `Email will sent to ${email}`,
  sent: 'E-mail Sent!',
  instructorSearchHint: 'Search by ID, Name, E-mail or Mobile Numbers',
} as const;

/** Server refusals beyond the spec. */
export const OVERVIEW_REFUSALS = {
  mailFailed: 'The overview e-mail could not be sent. Please try again.',
  oneOwner: 'Choose a learner or an instructor.',
} as const;

/** The download name: "L{id} Overview Report for {month}-{year}.pdf" (A for instructors), month by name. */
export function overviewFileName(kind: OverviewKind, id: number, month: number, year: number): string {
  return `${kind === 1 ? 'L' : 'A'}${id} Overview Report for ${MONTH_NAMES[month - 1]}-${year}.pdf`;
}

/** A learner as listed on the Learners' Monthly Overview (document 3 §3 "Learner list row"). */
export interface OverviewLearnerRow {
  student_id: number;
  title: string;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  lessons_type: 'automatic' | 'manual';
  /** ISO instant the learner joined */
  created: string;
  pickup_pc: string;
  address: LearnerAddress;
}

/** The details block of an overview modal. */
export interface OverviewPerson {
  kind: OverviewKind;
  id: number;
  /** 'L12' or 'A7' */
  ref: string;
  title: string;
  fname: string;
  lname: string;
  /** 'Mr Oliver Whitfield' */
  name: string;
  mobile: string;
  email: string;
  gear_type: string;
  /** ISO instant */
  joined: string;
  /** the address on one line */
  address: string;
}

/** Overview PDF history item (document 3 §3). */
export interface OverviewPdfItem {
  pdf_id: number;
  month_name: string;
  reporting_year: number;
  reporting_month: number;
  /** "March 2025", as the Monthly Overview tab lists it */
  label: string;
  /** the download name of its file */
  file_name: string;
}

/** E-mail history item (document 3 §3), with who sent it. */
export interface OverviewEmailItem {
  record_id: number;
  pdf_id: number;
  month_name: string;
  reporting_year: number;
  reporting_month: number;
  /** "March 2025" */
  report: string;
  email_address: string;
  /** the staff member's name */
  sent_by: string;
  /** ISO instant */
  sent_on: string;
}
