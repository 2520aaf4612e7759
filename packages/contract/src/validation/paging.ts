import { z } from 'zod';
import { isCleanLine } from './clean-text';
import { mapNonEmpty } from './narrowing';

/**
 * Lists that grow with the school are searched, sorted and paged in the database (DESIGN §8):
 * a list action takes these fields and answers one page with the total it was cut from.
 */
export const PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;
export const SEARCH_MAX = 100;

/**
 * Where a page starts or ends in its list's order: the sort key of the row the list is ordered by
 * last (the row's id, or the parts of a key of several columns), as JSON. A list sends the page's
 * first and last positions with its rows; Next asks for the rows after the last, Previous for
 * those before the first, so a page far down a long list is found as fast as the first
 * (docs/decisions/keyset-paging.md). A part is a number, or a text of up to 200 characters
 * without quotes, backslashes or controls; the pattern bounds the whole.
 */
const POSITION_PART = String.raw`(-?\d{1,16}(\.\d{1,16})?|"[^"\\\u0000-\u001f]{0,200}")`;
const POSITION = `^\\[${POSITION_PART}(,${POSITION_PART}){0,3}\\]$`;

/**
 * Whether `text` is a page position: a JSON array of 1 to 4 numbers or short plain texts. A
 * pattern, not a parse: every app's bundle carries it. The server sends no position whose parts
 * would not pass it (a list then pages by number).
 */
export function isPagePosition(text: string): boolean {
  return new RegExp(POSITION).test(text);
}

export interface Page<T> {
  rows: T[];
  total: number;
  /** The first and last rows' positions (absent when the page is empty or the list does not page by position). */
  keys?: { first: string; last: string };
}

/** The reply schema of a paged list whose rows are `row`, with its first and last rows' positions. */
export function pageOf<R extends z.ZodTypeAny>(row: R) {
  return pageByNumberOf(row).extend({ keys: z.object({ first: z.string(), last: z.string() }).optional() });
}

/**
 * The reply schema of a list paged by number only. The audit lists are: their actions are typed
 * in `@dss/api`, whose version moves with its API report, so positions there would need the shell
 * deployed before any remote (docs/decisions/keyset-paging.md); their later pages were as fast as
 * the first without them. Apart, so the apps that only use these carry no position code.
 */
export function pageByNumberOf<R extends z.ZodTypeAny>(row: R) {
  return z.object({ rows: z.array(row), total: z.number().int().nonnegative() });
}

/**
 * The paging fields of a list action whose table sorts by `sortKeys` (the first is the default),
 * with the position Next or Previous goes on from. All optional on the wire: a call without them
 * gets the first 10 rows in the default order.
 */
export function pageFields<K extends string>(sortKeys: readonly [K, ...K[]]) {
  const position = z.string().refine(isPagePosition, 'Page position is not valid.').optional();
  return {
    ...pageFieldsByNumber(sortKeys),
    /** Next: the rows after this position (a later page, with `page` its number). */
    after: position,
    /** Previous: the rows before this position. */
    before: position,
  };
}

/** The paging fields of a list paged by number only (pageByNumberOf says which). */
export function pageFieldsByNumber<K extends string>(sortKeys: readonly [K, ...K[]]) {
  return {
    search: z
      .string()
      .trim()
      .max(SEARCH_MAX, `Search text can not be more than ${SEARCH_MAX} characters.`)
      .refine(isCleanLine, 'Search text is not valid.')
      .optional()
      .default(''),
    sort: z.enum(sortKeys, { error: 'Sort column is not valid.' }).optional().default(sortKeys[0]),
    dir: z.enum(['asc', 'desc'], { error: 'Sort direction is not valid.' }).optional().default('asc'),
    page: z
      .string()
      .regex(/^\d{1,6}$/, 'Page is not valid.')
      .transform(Number)
      .prefault('0'),
    pagesize: z.enum(mapNonEmpty(PAGE_SIZES, String), { error: 'Page size is not valid.' }).transform(Number).prefault('10'),
  };
}

/** The parsed paging fields, as a server handler receives them. */
export interface PageRequest<K extends string = string> {
  search: string;
  sort: K;
  dir: 'asc' | 'desc';
  page: number;
  pagesize: number;
  /** The position Next went on from (the last row of the page before), when `page` > 0. */
  after?: string;
  /** The position Previous went back from (the first row of the page after), when `page` > 0. */
  before?: string;
}
