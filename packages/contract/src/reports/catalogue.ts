/**
 * The report catalogue of Financial & Management Reports (document 3 §2, §9): five lists whose
 * items read "{number}. {text}". The spec names each report's subject, not its wording; the
 * texts below are the school's own phrasing of those subjects (docs/decisions/report-catalogue.md).
 */

/** Report types as the report request carries them: Financial 1, Management 2, Feedback 3, Complaint 4, Instructor 5. */
export const REPORT_TYPES = { financial: 1, management: 2, feedback: 3, complaints: 4, instructor: 5 } as const;
export type ReportType = (typeof REPORT_TYPES)[keyof typeof REPORT_TYPES];

export const REPORT_TYPE_NAMES: Record<ReportType, string> = {
  1: 'Financial',
  2: 'Management',
  3: 'Feedback',
  4: 'Complaint',
  5: 'Instructor',
};

export type ReportItem = { number: number; text: string; disabled?: boolean };
export type ReportList = { type: ReportType; title: string; items: readonly ReportItem[] };

const numbered = (texts: readonly string[]): ReportItem[] => texts.map((text, i) => ({ number: i + 1, text }));
const attempts = (outcome: 'Passed' | 'Failed') =>
  [1, 2, 3, 4, 5, 6].map((n) => `Learners ${outcome} the Driving Test at Attempt ${n}`);

/** The five lists in the order the screen shows them. */
export const REPORT_LISTS: readonly ReportList[] = [
  {
    type: REPORT_TYPES.management,
    title: 'Learner Reports',
    items: numbered([
      'New Learners',
      'Time to First Lesson against First Payment',
      'Rescheduled Lessons',
      'Cancelled Lessons',
      'Departed Learners',
      ...attempts('Passed'),
      ...attempts('Failed'),
      'Lessons Taken',
      'Learner Gender Ratio',
      'Learner Age Ratio',
      'Learner Gear Ratio',
      'Learners by Geographical Area',
    ]),
  },
  {
    type: REPORT_TYPES.instructor,
    title: 'Instructor Reports',
    items: numbered([
      'Instructor Vehicles',
      'Teaching Genders and Secondary Languages',
      'Instructor Genders and Age Categories',
      'Instructor Retention',
      'Instructor Postcode Coverage and Complaints',
      'Lessons Provided',
      'Lessons Rescheduled',
      'Instructor Gender Ratio',
      'Instructor Age Groups',
      'Instructors by Area',
      'Departed Instructors',
      'New Instructors',
    ]),
  },
  {
    type: REPORT_TYPES.feedback,
    title: 'Feedback Reports',
    items: numbered([
      'All Learner Feedback',
      'Questions Asked to Learners',
      'Questions Answered by Learners',
      'Learner Star Ratings',
      'All Instructor Feedback',
      'Questions Asked to Instructors',
      'Questions Answered by Instructors',
      'Instructor Star Ratings',
    ]),
  },
  {
    type: REPORT_TYPES.complaints,
    title: 'Complaints Reports',
    items: numbered([
      'Active Complaints',
      'Resolved Complaints',
      'Total Complaints',
      'Resolved Complaints Total',
      'Unresolved and Timed-out Complaints',
      'Complaint Types',
      'Average Time to Resolve by Complaint Type',
    ]),
  },
  {
    type: REPORT_TYPES.financial,
    title: 'Financial Reports',
    // Item 5 (arrears) is shown disabled, as the spec says.
    items: numbered([
      'Franchise Fee by Instructor Postcode',
      'Instructors against Franchise Fee Totals',
      'Part-time against Full-time Income',
      'Male against Female Franchise Fees',
      'Number of Instructors in Arrears of Franchise Fees',
      'Income by Number of Bookings',
    ]).map((item) => (item.number === 5 ? { ...item, disabled: true } : item)),
  },
];

/** Report counts per type (document 3 §9): management 22, feedback 8, complaints 7, instructor 12, financial 6. */
const itemCount = (type: ReportType) => REPORT_LISTS.findLast((list) => list.type === type)?.items.length ?? 0;
export const REPORT_COUNTS: Record<ReportType, number> = {
  1: itemCount(1),
  2: itemCount(2),
  3: itemCount(3),
  4: itemCount(4),
  5: itemCount(5),
};

/** The item of a type and number, or undefined when there is none (or it is disabled). */
export function reportItem(type: number, number: number): ReportItem | undefined {
  const item = REPORT_LISTS.find((list) => list.type === type)?.items.find((i) => i.number === number);
  return item && !item.disabled ? item : undefined;
}

/** "{number}. {text}", as each list item and the result screen's title read. */
export const reportLabel = (item: ReportItem) => `${item.number}. ${item.text}`;

/**
 * What the chooser hands the result screen (router location state): the report definition
 * (its label), type, number and the range as YYYY-MM-DD. A result screen opened without it
 * shows the spec's "Report was not requested…" error.
 */
export type ReportRequest = { reportDef: string; reportType: ReportType; reportNo: number; start: string; end: string };

/** The product start date, the earliest date any range may start (document 3 §9). */
export const PRODUCT_START_DATE = '2019-03-25';
