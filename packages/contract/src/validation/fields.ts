import { z } from 'zod';
import { CLEAN_LINE, CLEAN_TEXT, CONTROL_CHARS_MESSAGE } from './clean-text';

/**
 * Field builders that carry the spec's messages. Wire values are strings (form data), so each
 * builder starts from a string and checks it in the order the screens show messages: required
 * first, then shape, then length.
 */

/**
 * A required text field: missing, empty or blank gives `message`; a control character (NUL
 * included, which PostgreSQL refuses) gives CONTROL_CHARS_MESSAGE. Single line: `multiline`
 * keeps tabs and line breaks, for the text areas.
 */
export function requiredText(message: string, opts: { multiline?: boolean } = {}) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(opts.multiline ? CLEAN_TEXT : CLEAN_LINE, CONTROL_CHARS_MESSAGE);
}

/** An optional text field: missing becomes ''. Control characters as in requiredText. */
export function optionalText(opts: { multiline?: boolean } = {}) {
  return z
    .string({ error: 'Invalid value.' })
    .trim()
    .regex(opts.multiline ? CLEAN_TEXT : CLEAN_LINE, CONTROL_CHARS_MESSAGE)
    .optional()
    .default('');
}

/**
 * Upper-cases a text and checks its length on that stored form: upper-casing can lengthen a
 * text ('ß' becomes 'SS'), so a value within `max` as typed may not fit its column.
 */
export function upperCased(max: number, message: string) {
  return z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().max(max, message));
}

export const MOBILE_MESSAGES = {
  required: 'Mobile number is required.',
  digits: 'Only numbers are allowed.',
  short: 'Mobile number can not be less than 9 digits',
  long: 'Mobile number can not be more than 11 digits',
} as const;

/** Mobile number: required, digits only, 9 to 11 digits (documents 1 §5 and 3 §5). */
export function mobileNumber() {
  return requiredText(MOBILE_MESSAGES.required)
    .regex(/^\d+$/, MOBILE_MESSAGES.digits)
    .min(9, MOBILE_MESSAGES.short)
    .max(11, MOBILE_MESSAGES.long);
}

export const EMAIL_MESSAGES = {
  required: 'E-mail is required.',
  invalid: 'Invalid e-mail address',
  long: 'E-mail address is too long. Max 60 characters allowed.',
} as const;

/** E-mail: required, valid, at most 60 characters. */
export function emailAddress() {
  return requiredText(EMAIL_MESSAGES.required).email(EMAIL_MESSAGES.invalid).max(60, EMAIL_MESSAGES.long);
}

/** A person's name part: required, at most `max` characters. */
export function personName(max: number, opts: { lettersOnly?: boolean } = {}) {
  const base = requiredText('Name is required.').max(max, `Name must be at most ${max} characters long`);
  return opts.lettersOnly ? base.regex(LETTERS, 'Only letters are allowed.') : base;
}

/** Letters, with the spaces, hyphens and apostrophes of real names. */
export const LETTERS = /^[\p{L}][\p{L} '-]*$/u;

/** A SHA-512 hex digest, as the browser sends passwords. */
export function passwordDigest(message: string) {
  return requiredText(message)
    .regex(/^[0-9a-f]{128}$/i, message)
    .transform((v) => v.toLowerCase());
}

/** A positive whole-number id sent as a string (integer and bigint columns). */
export function idField(message: string) {
  return requiredText(message)
    .regex(/^\d{1,9}$/, message)
    .transform(Number);
}

/** The largest value of a PostgreSQL smallint column. */
export const SMALLINT_MAX = 32767;

/** An id stored in a smallint column (the dictionaries): a number past its range is `message`. */
export function smallIdField(message: string) {
  return idField(message).pipe(z.number().max(SMALLINT_MAX, message));
}

declare const jsonBrand: unique symbol;
/**
 * The input type of a form field that carries a list or object as JSON text (DESIGN §2). The
 * brand is phantom: the wire carries a plain string, and `@dss/api` lets a screen pass the value
 * itself (`T`) and encodes it.
 */
export type JsonText<T> = string & { readonly [jsonBrand]: T };

/**
 * A form field whose value is JSON text checked against `schema`: text that is not JSON gives
 * `message`; the parsed value is then validated with the schema's own messages.
 */
export function jsonText<S extends z.ZodTypeAny>(schema: S, message: string): z.ZodType<z.output<S>, JsonText<z.input<S>>> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod types the input as the string it reads; JsonText names the value that string holds
  return z
    .string({ error: message })
    .transform((raw, ctx) => {
      try {
        const parsed: unknown = JSON.parse(raw);
        return parsed;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema) as unknown as z.ZodType<z.output<S>, JsonText<z.input<S>>>;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A calendar date 'YYYY-MM-DD' on the wire (at most 10 characters). */
export function dateField(required: string, invalid = required) {
  return requiredText(required).max(10, invalid).refine(isCalendarDate, invalid);
}

/** Whether a field's schema ends in a transform (a wrapper's inner schema, a pipeline's last step). */
function endsInTransform(schema: unknown): boolean {
  if (schema instanceof z.ZodTransform) return true;
  if (schema instanceof z.ZodPipe) return endsInTransform(schema.out);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return endsInTransform(schema.unwrap());
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) return endsInTransform(schema.unwrap());
  return false;
}

/**
 * A rule across an object's fields, checked as before zod 4: unless a field's value is
 * missing or of the wrong type, or a field that transforms its value failed its own checks. zod 4
 * would also check it then, so a bad start reading would add "End mileage must be greater than
 * start mileage." beside its own message; a field without a transform that fails a check (a date
 * out of range) still leaves the rule to run, as it always did.
 */
export function ruleAcross<T extends z.ZodObject>(
  object: T,
  rule: (values: z.output<T>) => boolean,
  params: { path: string[]; message: string },
): T {
  const transformed = new Set(Object.keys(object.shape).filter((key) => endsInTransform(object.shape[key])));
  return object.refine(rule, {
    ...params,
    when: (payload) => !payload.issues.some((issue) => issue.continue !== true || transformed.has(String(issue.path?.[0]))),
  });
}
