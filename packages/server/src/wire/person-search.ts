import { sql, type SqlBool } from 'kysely';
import { containsPattern } from './paging';

/** An id typed with or without its letter prefix ('A12', 'l7'), or null. */
export function prefixedId(text: string, prefix: string): number | null {
  const m = new RegExp(`^${prefix}?(\\d{1,9})$`, 'i').exec(text.trim());
  return m ? Number(m[1]) : null;
}

/** Matches a person's id (with prefix), full name, mobile or e-mail against the search text. */
export function personSearch(alias: string, idColumn: string, prefix: string, search: string) {
  const like = containsPattern(search);
  const id = prefixedId(search, prefix);
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  return sql<SqlBool>`(${id === null ? sql`false` : sql`${col(idColumn)} = ${id}`}
    OR lower(${col('fname')} || ' ' || ${col('lname')}) LIKE ${like}
    OR lower(${col('lname')} || ' ' || ${col('fname')}) LIKE ${like}
    OR ${col('mobile')} LIKE ${like}
    OR lower(${col('email')}) LIKE ${like})`;
}
