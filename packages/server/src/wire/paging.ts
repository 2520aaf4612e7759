import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type Simplify, type SqlBool } from 'kysely';
import { isPagePosition, type Page, type PageRequest } from '@dss/contract';
import { propertyOf } from '../property-of';

/** The columns a page's key parts are read into, beside the row's own. */
const KEY_COLUMN = 'page_key_';

/**
 * One page of a list query, cut in the database (DESIGN §8). `order` maps each sort key of the
 * action to the SQL it sorts by; `tiebreak` (a unique column, or the columns of a unique key)
 * makes the order stable across pages and is what a page's position is made of.
 * The page and the total are two queries, run together: with a window count in the page query,
 * PostgreSQL plans for the LIMIT and walks the sort order's index past every row the search
 * filters out (85 ms for a learner name on a large school, where the two take 3 ms).
 * `count`, when given, answers the total instead of counting the query: a kept count the
 * caller knows equals it (the lessons awaiting feedback, the people a rating table lists).
 *
 * Next and Previous send the position of the row they go on from (`after`, `before`): the page is
 * then the rows past that row in the order, found as the first page is, however far down the list
 * (docs/decisions/keyset-paging.md). Without a position, or when its row has gone, a later page is
 * cut by its number.
 */
export async function selectPage<DB, TB extends keyof DB, O, K extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageRequest<K>,
  order: Record<K, Expression<unknown>>,
  tiebreak: Expression<unknown> | readonly Expression<unknown>[],
  opts: { neverNull?: readonly K[]; count?: () => Promise<number> } = {},
): Promise<Page<Simplify<O>>> {
  const parts = isKeyList(tiebreak) ? tiebreak : [tiebreak];
  const key = parts.length === 1 ? sql`${parts[0]}` : sql`(${sql.join(parts)})`;
  const sortBy = order[input.sort];
  const neverNull = opts.neverNull?.includes(input.sort) ?? false;
  const ascending = input.dir !== 'desc';

  // Empty values last both ways; a key that is never NULL keeps the default placement, so an
  // index on it (the primary key, newest first) serves the order instead of a sort of every row.
  const ordered = <R>(q: SelectQueryBuilder<DB, TB, R>, forward = true) => {
    const up = ascending === forward;
    const dir = up ? sql`asc` : sql`desc`;
    const nulls = neverNull ? sql`` : forward ? sql`nulls last` : sql`nulls first`;
    return q
      .orderBy(sql`${sortBy} ${dir} ${nulls}`)
      .orderBy(sql`${key} ${dir}`)
      .limit(input.pagesize);
  };
  // Typed as the row alone: pageWithKeys takes the key columns off again.
  const withKeys = <R>(q: SelectQueryBuilder<DB, TB, R>) =>
    q.select(parts.map((part, i) => sql`${part}`.as(`${KEY_COLUMN}${i}`))).$castTo<R>();

  // A later page by its number finds its rows' keys first, then reads those rows: an OFFSET over
  // the list's own query would work out every skipped row's columns (a learner's credit balance,
  // an instructor's learner count) only to drop them. The keys are an array, not an IN list, as a
  // key may be a row of several columns.
  const byNumber = () => {
    const offset = input.page * input.pagesize;
    if (offset === 0) return withKeys(ordered(query)).execute();
    const keys = ordered(query.clearSelect().select(sql`${key}`.as('page_key'))).offset(offset);
    return withKeys(ordered(query.where(sql<SqlBool>`${key} = ANY (ARRAY(${keys}))`))).execute();
  };
  const position = input.page > 0 ? (input.after ?? input.before) : undefined;
  const at = position === undefined ? null : partsOf(position, parts.length);
  const forward = input.after !== undefined;
  const byPosition = async (at: readonly unknown[]) => {
    const where = await pastPosition(at);
    if (!where) return null;
    const rows = await withKeys(ordered(query.where(where), forward)).execute();
    // Nothing past a row a later page was asked from: the row has gone (see below).
    if (!rows.length) return null;
    return forward ? rows : rows.reverse();
  };
  // A sort value that is never empty is compared in the page's own statement, read there by a
  // subquery run once: one round trip, as for the first page. One that may be empty is read first
  // (as text: an instant keeps its microseconds), as the comparison then depends on whether it is.
  const pastPosition = async (at: readonly unknown[]): Promise<RawBuilder<SqlBool> | null> => {
    const values = sql.join(at.map((part) => sql`${part}`));
    const named = query
      .clearSelect()
      .clearOrderBy()
      .where(sql<SqlBool>`(${sql.join(parts)}) = (${values})`)
      .limit(1);
    const past = (value: RawBuilder<unknown> | null) => rowsPast(sortBy, parts, values, value, { ascending, forward, neverNull });
    if (neverNull) return past(sql`(${named.select(sql`${sortBy}`.as('v'))})`);
    const found = await named
      .select(sql<string | null>`(${sortBy})::text`.as('v'))
      .$castTo<{ v: string | null }>()
      .executeTakeFirst();
    return found ? past(found.v === null ? null : sql`${found.v}`) : null;
  };

  const [found, total] = await Promise.all([
    at ? byPosition(at) : byNumber(),
    opts.count?.() ??
      query
        .clearSelect()
        .clearOrderBy()
        .select(sql<string>`count(*)`.as('n'))
        .$castTo<{ n: string }>()
        .executeTakeFirst()
        .then((counted) => Number(counted?.n ?? 0)),
  ]);
  // The row a position names has gone (deleted, or no longer found by the search): by number.
  const rows = found ?? (at && input.page * input.pagesize >= total ? [] : await byNumber());
  return pageWithKeys(rows, parts.length, total);
}

/** A key of several columns (Array.isArray does not narrow a readonly list). */
function isKeyList(tiebreak: Expression<unknown> | readonly Expression<unknown>[]): tiebreak is readonly Expression<unknown>[] {
  return Array.isArray(tiebreak);
}

/** The position's parts when it names as many as the key has, else null (then the page goes by number). */
function partsOf(position: string, count: number): unknown[] | null {
  // The contract let through only a JSON array of numbers and texts (isPagePosition).
  const at: unknown = JSON.parse(position);
  return Array.isArray(at) && at.length === count ? at : null;
}

/**
 * The rows past the row whose sort value is `value` and key parts `values`, in the order's direction
 * (`forward`) or against it: one row comparison, which a btree index on the order can start from.
 * Empty values come last in the order, so after a row come the larger values and then the empty
 * ones; before it, the smaller values only; a row whose own value is empty sits among the empty
 * ones, ordered by key.
 */
function rowsPast(
  sortBy: Expression<unknown>,
  parts: readonly Expression<unknown>[],
  values: RawBuilder<unknown>,
  value: RawBuilder<unknown> | null,
  { ascending, forward, neverNull }: { ascending: boolean; forward: boolean; neverNull: boolean },
): RawBuilder<SqlBool> {
  const beyond = ascending === forward ? sql`>` : sql`<`;
  const keys = sql.join(parts);
  if (value === null) {
    const keyBeyond = sql<SqlBool>`(${keys}) ${beyond} (${values})`;
    return forward ? sql<SqlBool>`${sortBy} IS NULL AND ${keyBeyond}` : sql<SqlBool>`(${sortBy} IS NOT NULL OR ${keyBeyond})`;
  }
  const rowBeyond = sql<SqlBool>`(${sortBy}, ${keys}) ${beyond} (${value}, ${values})`;
  return forward && !neverNull ? sql<SqlBool>`(${rowBeyond} OR ${sortBy} IS NULL)` : rowBeyond;
}

/** The page's rows without their key columns, and the first and last rows' positions. */
function pageWithKeys<T extends object>(rows: T[], parts: number, total: number): Page<T> {
  const positions = rows.map((row) => {
    const at = Array.from({ length: parts }, (_, i) => keyPart(propertyOf(row, `${KEY_COLUMN}${i}`)));
    for (let i = 0; i < parts; i++) Reflect.deleteProperty(row, `${KEY_COLUMN}${i}`);
    return JSON.stringify(at);
  });
  const [first, last] = [positions[0], positions.at(-1)];
  // A key the contract's pattern would refuse back (a text with a quote) is not sent: Next then goes by number.
  return first && last && isPagePosition(first) && isPagePosition(last)
    ? { rows, total, keys: { first, last } }
    : { rows, total };
}

/** A key part as the position carries it: a number or a text (an instant as its ISO text). */
function keyPart(value: unknown): string | number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** `%text%` for a case-insensitive LIKE, with the LIKE wildcards in the search text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
