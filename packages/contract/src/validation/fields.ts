import { z } from 'zod';

/**
 * Field builders that carry the spec's messages. Wire values are strings (form data), so each
 * builder starts from a string and checks it in the order the screens show messages: required
 * first, then shape, then length.
 */

/** A required text field: missing, empty or blank gives `message`. */
export function requiredText(message: string) {
  return z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);
}

/** An optional text field: missing becomes ''. */
export function optionalText() {
  return z.string({ invalid_type_error: 'Invalid value.' }).trim().optional().default('');
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

/** A positive whole-number id sent as a string. */
export function idField(message: string) {
  return requiredText(message)
    .regex(/^\d{1,9}$/, message)
    .transform(Number);
}
