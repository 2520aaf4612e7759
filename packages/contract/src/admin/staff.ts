import { z } from 'zod';
import { emailAddress, mobileNumber, optionalText, personName, requiredText, type JsonText } from '../validation/fields';

/**
 * The fixed passwords shown on screen (document 3 §9 hides their values): a new office staff
 * member signs in with the default one, a reset member with the reset one, and both must then
 * choose their own (docs/decisions/staff.md).
 */
export const DEFAULT_STAFF_PASSWORD = 'Welcome2Office';
export const RESET_STAFF_PASSWORD = 'Reset2Office';

/** Staff account states (document 3 §4). */
export const STAFF_STATES = { blocked: 0, active: 1, readonly: 2, deleted: 3 } as const;
export const STAFF_STATE_LABELS: Record<number, string> = { 0: 'Blocked', 1: 'Active', 2: 'Readonly', 3: 'Deleted' };
export function staffStateLabel(state: number): string {
  return STAFF_STATE_LABELS[state] ?? 'Error';
}

/** What a state allows (document 3 §4): edit, block, unblock, delete and reset password. */
export function staffActionsFor(state: number) {
  return {
    edit: state === 0 || state === 1,
    block: state === 1,
    unblock: state === 0,
    delete: state === 0 || state === 1,
    reset: state === 1,
  };
}

/** Privilege ids Add Staff may grant: office operations always, reports when ticked. */
export const OFFICE_PRIVILEGE_ID = 11;
export const REPORTS_PRIVILEGE_ID = 12;
export const PRIVLIST_MESSAGE = 'Privileges are not valid.';

export const STAFF_NAME_MAX = 20;
/** The same text personName(STAFF_NAME_MAX) gives the first name and surname (document 3 §5). */
export const STAFF_NAME_TOO_LONG = 'Name must be at most 20 characters long';

/** The person fields of Add Staff and Edit Staff (document 3 §5, staff). */
export const staffPersonFields = {
  title: requiredText('Title is required.')
    .regex(/^\d{1,4}$/, 'Title is required.')
    .transform(Number),
  fname: personName(STAFF_NAME_MAX),
  mname: optionalText().pipe(z.string().max(STAFF_NAME_MAX, STAFF_NAME_TOO_LONG)),
  lname: personName(STAFF_NAME_MAX),
  mobile: mobileNumber(),
  email: emailAddress(),
};

/**
 * `privlist` as the wire carries it, a JSON list of privilege ids: office staff hold 11 and
 * may hold 12; a missing list means 11 only.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod types the input as the string it reads; JsonText names the list that string holds
export const privList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return [OFFICE_PRIVILEGE_ID];
    let ids: unknown;
    try {
      ids = JSON.parse(raw);
    } catch {
      ids = null;
    }
    if (
      !Array.isArray(ids) ||
      !ids.every((id) => Number(id) === OFFICE_PRIVILEGE_ID || Number(id) === REPORTS_PRIVILEGE_ID) ||
      !ids.some((id) => Number(id) === OFFICE_PRIVILEGE_ID)
    ) {
      ctx.addIssue({ code: 'custom', message: PRIVLIST_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(ids.map(Number))].sort();
  }) as unknown as z.ZodType<number[], JsonText<number[]> | undefined>;

/** The Add Staff and Edit Staff forms as a person fills them. */
export const staffForm = z.object({
  ...staffPersonFields,
  reports: z.boolean().optional(),
});
export type StaffFormValues = z.input<typeof staffForm>;

/** A staff member as the staff tables list them (document 3 §3). */
export const StaffMember = z.object({
  staff_id: z.number().int(),
  title_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  mname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  accState: z.number().int(),
  privileges: z.array(z.number().int()),
  created: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const TitleOption = z.object({
  id: z.number().int(),
  txt: z.string(),
  favourite: z.boolean(),
});
export type TitleOption = z.infer<typeof TitleOption>;

export function staffFullName(s: Pick<StaffMember, 'title' | 'fname' | 'mname' | 'lname'>): string {
  return [s.title, s.fname, s.mname, s.lname].filter(Boolean).join(' ');
}
