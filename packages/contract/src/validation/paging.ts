import { z } from 'zod';
import { isCleanLine } from './clean-text';

/**
 * Lists that grow with the school are searched, sorted and paged in the database (DESIGN §8):
 * a list action takes these fields and answers one page with the total it was cut from.
 */
export const PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;
export const SEARCH_MAX = 100;

export interface Page<T> {
  rows: T[];
  total: number;
}

/** The reply schema of a paged list whose rows are `row`. */
export function pageOf<R extends z.ZodTypeAny>(row: R) {
  return z.object({ rows: z.array(row), total: z.number().int().nonnegative() });
}

/**
 * The paging fields of a list action whose table sorts by `sortKeys` (the first is the default).
 * All optional on the wire: a call without them gets the first 10 rows in the default order.
 */
export function pageFields<K extends string>(sortKeys: readonly [K, ...K[]]) {
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
}
