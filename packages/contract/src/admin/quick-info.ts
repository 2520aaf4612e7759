import { z } from 'zod';
import type { QuickInfo } from '../shell/types';
import type { JsonText } from '../validation/fields';
import { CLEAN_LINE, CONTROL_CHARS_MESSAGE } from '../validation/clean-text';

/**
 * Add/Manage Quick Information as one flat form (document 3 §7: `frm`): 7 address values,
 * 8 opening-hour rows of day and time, 5 contact rows of title and value, 5 bank values, with
 * the limits of document 3 §9 and no control characters (jsonb refuses NUL); the screen shows
 * counters.
 */
export const QUICK_INFO_ADDRESS = [
  { label: 'Company Name', max: 50 },
  { label: 'Address Line 1', max: 50 },
  { label: 'Address Line 2', max: 50 },
  { label: 'City', max: 50 },
  { label: 'County', max: 50 },
  { label: 'Postcode', max: 9 },
  { label: 'Country', max: 56 },
] as const;
export const QUICK_INFO_DAY_HINTS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Bank holidays / special days',
] as const;
export const QUICK_INFO_DAY_MAX = 15;
export const QUICK_INFO_TIME_MAX = 15;
export const QUICK_INFO_CONTACT_HINTS = ['Landline 1', 'Landline 2', 'E-mail', 'Out of Office', 'Complaints'] as const;
export const QUICK_INFO_CONTACT_TITLE_MAX = 15;
export const QUICK_INFO_CONTACT_VALUE_MAX = 50;
export const QUICK_INFO_BANK = [
  { label: 'Bank Name', max: 150 },
  { label: 'Account Name', max: 150 },
  { label: 'Sort Code', max: 10 },
  { label: 'Account Number', max: 10 },
  { label: 'Payment Reference', max: 100 },
] as const;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
export const quickInfoKeys = {
  address: range(7).map((i) => `addr${i}`),
  day: range(8).map((i) => `day${i}`),
  time: range(8).map((i) => `time${i}`),
  contactTitle: range(5).map((i) => `ctitle${i}`),
  contactValue: range(5).map((i) => `cvalue${i}`),
  bank: range(5).map((i) => `bank${i}`),
};

function limited(label: string, max: number) {
  return z
    .string({ error: `${label} is not valid.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters long.`)
    .regex(CLEAN_LINE, CONTROL_CHARS_MESSAGE)
    .optional()
    .default('');
}

const shape: Record<string, ReturnType<typeof limited>> = {};
QUICK_INFO_ADDRESS.forEach((f, i) => (shape[quickInfoKeys.address[i]!] = limited(f.label, f.max)));
range(8).forEach((i) => {
  shape[quickInfoKeys.day[i]!] = limited('Day', QUICK_INFO_DAY_MAX);
  shape[quickInfoKeys.time[i]!] = limited('Time', QUICK_INFO_TIME_MAX);
});
range(5).forEach((i) => {
  shape[quickInfoKeys.contactTitle[i]!] = limited('Contact title', QUICK_INFO_CONTACT_TITLE_MAX);
  shape[quickInfoKeys.contactValue[i]!] = limited('Contact detail', QUICK_INFO_CONTACT_VALUE_MAX);
});
QUICK_INFO_BANK.forEach((f, i) => (shape[quickInfoKeys.bank[i]!] = limited(f.label, f.max)));

export const quickInfoForm = z.object(shape);
export type QuickInfoFormValues = Record<string, string | undefined>;

/** The saved record as the form's flat values. */
export function quickInfoToForm(info: QuickInfo): Record<string, string> {
  const v: Record<string, string> = {};
  quickInfoKeys.address.forEach((k, i) => (v[k] = info.address_lines[i] ?? ''));
  quickInfoKeys.day.forEach((k, i) => (v[k] = info.opening_hours[i]?.label ?? ''));
  quickInfoKeys.time.forEach((k, i) => (v[k] = info.opening_hours[i]?.time ?? ''));
  quickInfoKeys.contactTitle.forEach((k, i) => (v[k] = info.contact_details[i]?.title ?? ''));
  quickInfoKeys.contactValue.forEach((k, i) => (v[k] = info.contact_details[i]?.value ?? ''));
  quickInfoKeys.bank.forEach((k, i) => (v[k] = info.bank_details[i] ?? ''));
  return v;
}

/** The form's flat values (already checked) as the record the footer shows. */
export function quickInfoFromForm(v: Record<string, string | undefined>): QuickInfo {
  const at = (k: string) => (v[k] ?? '').trim();
  return {
    address_lines: quickInfoKeys.address.map(at),
    opening_hours: range(8).map((i) => ({ label: at(quickInfoKeys.day[i]!), time: at(quickInfoKeys.time[i]!) })),
    contact_details: range(5).map((i) => ({
      title: at(quickInfoKeys.contactTitle[i]!),
      value: at(quickInfoKeys.contactValue[i]!),
    })),
    bank_details: quickInfoKeys.bank.map(at),
  };
}

/** `frm` on the wire: the flat form as JSON, checked with the same limits. */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod types the input as the string it reads; JsonText names the form that string holds
export const quickInfoFrm = z
  .string({ error: 'Quick information is required.' })
  .transform((raw, ctx) => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Quick information is not valid.' });
      return z.NEVER;
    }
  })
  .pipe(quickInfoForm)
  .transform(quickInfoFromForm) as unknown as z.ZodType<QuickInfo, JsonText<z.input<typeof quickInfoForm>>>;
