import { z } from 'zod';
import { LearnerAddress } from '../learners/types';
import { MONTH_NAMES } from '../format/months';

/** Overview kinds on the wire (document 3 §7): 1 learner, 2 instructor. */
export const OVERVIEW_KINDS = { learner: 1, instructor: 2 } as const;
export const OverviewKind = z.union([z.literal(OVERVIEW_KINDS.learner), z.literal(OVERVIEW_KINDS.instructor)]);
export type OverviewKind = (typeof OVERVIEW_KINDS)[keyof typeof OVERVIEW_KINDS];

/** Texts of the overview screens (document 3 §2, §8, §9), word for word (spelling kept). */
export const OVERVIEW_TEXTS = {
  noPerson: 'No Learner data to display.',
  noData: 'No data to display',
  confirmSend: 'Do you want to send the monthy overview via email?',
  /** 'Email will sent to {email}' */
  confirmSendTo: (email: string) => `Email will sent to ${email}`,
  sent: 'E-mail Sent!',
  instructorSearchHint: 'Search by ID, Name, E-mail or Mobile Numbers',
  /** beyond the spec: the hint View/Edit Learners shows, for the same search */
  learnerSearchHint: 'Search by ID, Name, E-mail or Mobile Numbers',
} as const;

/** Server refusals beyond the spec. */
export const OVERVIEW_REFUSALS = {
  oneOwner: 'Choose a learner or an instructor.',
} as const;

/** The download name: "L{id} Overview Report for {month}-{year}.pdf" (A for instructors), month by name. */
export function overviewFileName(kind: OverviewKind, id: number, month: number, year: number): string {
  return `${kind === 1 ? 'L' : 'A'}${id} Overview Report for ${MONTH_NAMES[month - 1]}-${year}.pdf`;
}

/** A learner as listed on the Learners' Monthly Overview (document 3 §3 "Learner list row"). */
export const OverviewLearnerRow = z.object({
  student_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  lessons_type: z.enum(['automatic', 'manual']),
  /** ISO instant the learner joined */
  created: z.string(),
  pickup_pc: z.string(),
  address: LearnerAddress,
});
export type OverviewLearnerRow = z.infer<typeof OverviewLearnerRow>;

/** The details block of an overview modal. */
export const OverviewPerson = z.object({
  kind: OverviewKind,
  id: z.number().int(),
  /** 'L12' or 'A7' */
  ref: z.string(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  /** 'Mr Oliver Whitfield' */
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  gear_type: z.string(),
  /** ISO instant */
  joined: z.string(),
  /** the address on one line */
  address: z.string(),
});
export type OverviewPerson = z.infer<typeof OverviewPerson>;

/** Overview PDF history item (document 3 §3). */
export const OverviewPdfItem = z.object({
  pdf_id: z.number().int(),
  month_name: z.string(),
  reporting_year: z.number().int(),
  reporting_month: z.number().int(),
  /** "March 2025", as the Monthly Overview tab lists it */
  label: z.string(),
  /** the download name of its file */
  file_name: z.string(),
});
export type OverviewPdfItem = z.infer<typeof OverviewPdfItem>;

/** E-mail history item (document 3 §3), with who sent it. */
export const OverviewEmailItem = z.object({
  record_id: z.number().int(),
  pdf_id: z.number().int(),
  month_name: z.string(),
  reporting_year: z.number().int(),
  reporting_month: z.number().int(),
  /** "March 2025" */
  report: z.string(),
  email_address: z.string(),
  /** the staff member's name */
  sent_by: z.string(),
  /** ISO instant */
  sent_on: z.string(),
});
export type OverviewEmailItem = z.infer<typeof OverviewEmailItem>;
