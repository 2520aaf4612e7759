/**
 * Typed text never holds NUL or other control characters (DESIGN §8): PostgreSQL refuses NUL in
 * text, and the others are never typed. Multi-line text (descriptions) keeps tabs and line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_ANY = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when a single-line text holds no control character. */
export function isCleanLine(text: string): boolean {
  return !CONTROL_ANY.test(text);
}

/** True when a multi-line text holds no control character other than tab and line breaks. */
export function isCleanText(text: string): boolean {
  return !CONTROL_BUT_LINES.test(text);
}

export const CONTROL_CHARS_MESSAGE = 'Text contains characters that are not allowed.';

/** Whole-text patterns of the two rules above, for zod string checks that keep the chain a string. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CLEAN_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CLEAN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * A text's length as PostgreSQL counts it, in characters (code points): an emoji is one character,
 * where a JavaScript string's length counts it as two. A minimum the database also checks is
 * counted this way, or a text the form accepts could be refused by the database.
 */
export const characterCount = (text: string): number => [...text].length;
