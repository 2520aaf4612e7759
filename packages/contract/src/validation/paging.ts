import { z } from 'zod';
import { isCleanLine } from './clean-text';

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
 * (docs/decisions/keyset-paging.md).
 */
export const PAGE_POSITION_MAX = 400;
const POSITION_PART_MAX = 200;

/** Whether `text` is a page position: a JSON array of 1 to 4 numbers or short texts. */
export function isPagePosition(text: string): boolean {
  let parts: unknown;
  try {
    parts = JSON.parse(text);
  } catch {
    return false;
  }
  return (
    Array.isArray(parts) &&
    parts.length >= 1 &&
    parts.length <= 4 &&
    parts.every(
      (part) =>
        (typeof part === 'number' && Number.isFinite(part)) || (typeof part === 'string' && part.length <= POSITION_PART_MAX),
    )
  );
}

export interface Page<T> {
  rows: T[];
  total: number;
  /** The first and last rows' positions (absent when the page is empty or the list does not page by position). */
  keys?: { first: string; last: string };
}

/**
 * Whether a list pages by its rows' positions. The audit lists do not: their actions are typed in
 * `@dss/api`, whose version moves with its API report, and a new version there needs the shell
 * deployed before any remote (docs/decisions/keyset-paging.md); their later pages were as fast as
 * the first without positions.
 */
export interface PagingOptions {
  positions?: boolean;
}

/** The reply schema of a paged list whose rows are `row`. */
export function pageOf<R extends z.ZodTypeAny>(row: R): ReturnType<typeof pageWithPositions<R>>;
export function pageOf<R extends z.ZodTypeAny>(row: R, options: { positions: false }): ReturnType<typeof pageByNumber<R>>;
export function pageOf<R extends z.ZodTypeAny>(row: R, { positions = true }: PagingOptions = {}) {
  return positions ? pageWithPositions(row) : pageByNumber(row);
}

function pageByNumber<R extends z.ZodTypeAny>(row: R) {
  return z.object({ rows: z.array(row), total: z.number().int().nonnegative() });
}

function pageWithPositions<R extends z.ZodTypeAny>(row: R) {
  return pageByNumber(row).extend({ keys: z.object({ first: z.string(), last: z.string() }).optional() });
}

const pagePosition = z
  .string()
  .max(PAGE_POSITION_MAX, 'Page position is not valid.')
  .refine(isPagePosition, 'Page position is not valid.')
  .optional();

/**
 * The paging fields of a list action whose table sorts by `sortKeys` (the first is the default).
 * All optional on the wire: a call without them gets the first 10 rows in the default order.
 */
export function pageFields<K extends string>(sortKeys: readonly [K, ...K[]]): ReturnType<typeof pageFieldsWithPositions<K>>;
export function pageFields<K extends string>(
  sortKeys: readonly [K, ...K[]],
  options: { positions: false },
): ReturnType<typeof pageFieldsByNumber<K>>;
export function pageFields<K extends string>(sortKeys: readonly [K, ...K[]], { positions = true }: PagingOptions = {}) {
  return positions ? pageFieldsWithPositions(sortKeys) : pageFieldsByNumber(sortKeys);
}

function pageFieldsWithPositions<K extends string>(sortKeys: readonly [K, ...K[]]) {
  return {
    ...pageFieldsByNumber(sortKeys),
    /** Next: the rows after this position (a later page, with `page` its number). */
    after: pagePosition,
    /** Previous: the rows before this position. */
    before: pagePosition,
  };
}

function pageFieldsByNumber<K extends string>(sortKeys: readonly [K, ...K[]]) {
  return {
    search: z
      .string()
      .trim()
      .max(SEARCH_MAX, `Search text can not be more than ${SEARCH_MAX} characters.`)
      .refine(isCleanLine, 'Search text is not valid.')
      .optional()
      .default(''),
    sort: z
      .enum(sortKeys, { errorMap: () => ({ message: 'Sort column is not valid.' }) })
      .optional()
      .default(sortKeys[0]),
    dir: z.enum(['asc', 'desc']).optional().default('asc'),
    page: z
      .string()
      .regex(/^\d{1,6}$/, 'Page is not valid.')
      .transform(Number)
      .optional()
      .default('0'),
    pagesize: z
      .enum(PAGE_SIZES.map(String) as [string, ...string[]], { errorMap: () => ({ message: 'Page size is not valid.' }) })
      .transform(Number)
      .optional()
      .default('10'),
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
