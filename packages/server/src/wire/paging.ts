import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Page, PageRequest } from '@dss/contract';

/**
 * One page of a list query, cut in the database (DESIGN §8). `order` maps each sort key of the
 * action to the SQL it sorts by; `tiebreak` (a unique column) makes the order stable across pages.
 * The total comes from a window count in the same query; a page past the end counts separately.
 */
export async function selectPage<DB, TB extends keyof DB, O, K extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageRequest<K>,
  order: Record<K, Expression<unknown>>,
  tiebreak: Expression<unknown>,
): Promise<Page<O>> {
  const dir = input.dir === 'desc' ? sql`desc` : sql`asc`;
  const rows = (await query
    .select(sql<string>`count(*) over ()`.as('__total'))
    .orderBy(sql`${order[input.sort]} ${dir} nulls last`)
    .orderBy(sql`${tiebreak} ${dir}`)
    .limit(input.pagesize)
    .offset(input.page * input.pagesize)
    .execute()) as (O & { __total: string })[];
  if (rows.length === 0) {
    if (input.page === 0) return { rows: [], total: 0 };
    const counted = await query
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirst();
    return { rows: [], total: Number((counted as { n?: string } | undefined)?.n ?? 0) };
  }
  const total = Number(rows[0]!.__total);
  return { rows: rows.map(({ __total: _, ...row }) => row as unknown as O), total };
}

/** `%text%` for a case-insensitive LIKE, with the LIKE wildcards in the search text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
