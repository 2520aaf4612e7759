import { z } from 'zod';
import { dateField, requiredText } from '../validation/fields';

/**
 * Bank holidays and the school's own closed days (beyond the spec: its footer says "Bank
 * holidays: Closed"). No lesson can be placed or moved onto either
 * (docs/decisions/bank-holidays-and-closed-days.md). The spec has no texts for them; these follow
 * its alert style.
 */

/** The bank-holiday regions of the United Kingdom, as `date-holidays` names them under 'GB'. */
export const BANK_HOLIDAY_REGIONS = [
  { value: 'ENG', label: 'England and Wales' },
  { value: 'SCT', label: 'Scotland' },
  { value: 'NIR', label: 'Northern Ireland' },
] as const;
export const BankHolidayRegion = z.enum(['ENG', 'SCT', 'NIR']);
export type BankHolidayRegion = z.infer<typeof BankHolidayRegion>;
/** A new school's region (school_settings.bank_holiday_region's default). */
export const DEFAULT_BANK_HOLIDAY_REGION: BankHolidayRegion = 'ENG';

/** Longest reason a closed day keeps (school_closed_days.reason). */
export const CLOSED_DAY_REASON_MAX = 100;
/** How far ahead a closed day may be set: two years. */
export const CLOSED_DAY_AHEAD_DAYS = 730;
/** The screen lists the bank holidays of the coming twelve months. */
export const BANK_HOLIDAYS_AHEAD_MONTHS = 12;

export const CLOSED_DAY_TEXTS = {
  title: 'Bank Holidays & Closed Days',
  regionSaved: 'Bank holiday region saved successfully',
  regionFailed: 'Error saving bank holiday region. Please try again.',
  regionRequired: 'Region is required.',
  saved: 'Closed day saved successfully',
  saveFailed: 'Error saving closed day. Please try again.',
  removed: 'Closed day removed successfully',
  removeFailed: 'Error removing closed day. Please try again.',
  confirmRemove: 'Are you sure you want to remove this closed day? Lessons can then be booked on it again.',
  dateRequired: 'Date is required.',
  dateInvalid: 'Date is not valid.',
  datePast: 'Date can not be in the past.',
  dateFar: 'Date can not be more than two years ahead.',
  dateTaken: 'This date is already a closed day.',
  reasonRequired: 'Reason is required.',
  reasonLong: `Reason is too long. Max ${CLOSED_DAY_REASON_MAX} characters allowed.`,
  closedDayRequired: 'Closed day is required.',
  noClosedDay: 'This closed day has already been removed.',
  noBankHolidays: 'No bank holidays in the coming twelve months.',
  noClosedDays: 'No closed days set.',
} as const;

/** Save the region: one of BANK_HOLIDAY_REGIONS. */
export const regionFields = z.object({
  region: requiredText(CLOSED_DAY_TEXTS.regionRequired).pipe(
    z.enum(BankHolidayRegion.options, { error: CLOSED_DAY_TEXTS.regionRequired }),
  ),
});
export type RegionFormValues = z.input<typeof regionFields>;

/** Add a closed day: a date and why. The server also refuses a past date, one too far ahead or one already closed. */
export const closedDayFields = z.object({
  date: dateField(CLOSED_DAY_TEXTS.dateRequired, CLOSED_DAY_TEXTS.dateInvalid),
  reason: requiredText(CLOSED_DAY_TEXTS.reasonRequired).pipe(z.string().max(CLOSED_DAY_REASON_MAX, CLOSED_DAY_TEXTS.reasonLong)),
});
export type ClosedDayFormValues = z.input<typeof closedDayFields>;

/** A bank holiday of the school's region: its London date and its name. */
export const BankHoliday = z.object({ date: z.string(), name: z.string() });
export type BankHoliday = z.infer<typeof BankHoliday>;

/** A day the school itself has closed. */
export const SchoolClosedDay = z.object({
  closed_id: z.number().int(),
  date: z.string(),
  reason: z.string(),
});
export type SchoolClosedDay = z.infer<typeof SchoolClosedDay>;

/** What the Bank Holidays & Closed Days screen shows: the region, and what is closed from today on. */
export const ClosedDaysSettings = z.object({
  region: BankHolidayRegion,
  /** today's London date */
  today: z.string(),
  /** the region's bank holidays from today to twelve months ahead */
  bankHolidays: z.array(BankHoliday),
  /** the school's closed days from today on, earliest first */
  closedDays: z.array(SchoolClosedDay),
});
export type ClosedDaysSettings = z.infer<typeof ClosedDaysSettings>;
