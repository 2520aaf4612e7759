import { sql, type Expression, type SqlBool } from 'kysely';
import { containsPattern } from '../wire/paging';
import { prefixedId } from '../wire/person-search';

/**
 * The titles whose "title " a search text could begin inside: the text, put at one of the title's
 * letters or at the space after it, agrees with the title's rest up to the shorter of the two. A
 * search for a name ("smi") begins in none, so no instructor's title is read for it.
 */
const titlesBegunIn = (text: string) => sql`ARRAY(SELECT t.id FROM titles t WHERE EXISTS (
  SELECT 1 FROM generate_series(1, length(t.txt) + 1) AS j
  WHERE left(substr(lower(t.txt) || ' ', j), length(${text}::text)) = left(${text}::text, length(t.txt) + 2 - j)))`;

/**
 * Every instructor search of the office (the instructor tables, the pickers, the feedback and
 * complaint lists, finance's active instructors): the ID with or without its A, or the text found
 * in the name (first name first, surname first, or whole with the middle name), the e-mail or the
 * mobile, as kept on the row (migration 045), or in the name after the title, as the dialogs show
 * it ("Mr Zainab Adjoa Quist").
 */
export function instructorSearch(alias: string, search: string): Expression<SqlBool> {
  const text = search.trim().toLowerCase();
  const like = containsPattern(text);
  const id = prefixedId(text, 'A');
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const titled = (name: Expression<unknown>) =>
    sql`lower((SELECT t.txt FROM titles t WHERE t.id = ${col('title_id')}) || ' ' || ${name}) LIKE ${like}`;
  return sql<SqlBool>`(${id === null ? sql`false` : sql`${col('adi_id')} = ${id}`}
    OR ${col('search_text')} LIKE ${like}
    OR (${col('title_id')} = ANY (${titlesBegunIn(text)})
      AND (${titled(sql`${col('fname')} || ' ' || ${col('lname')}`)}
        OR ${titled(sql`${col('fname')} || ' ' || coalesce(nullif(${col('mname')}, '') || ' ', '') || ${col('lname')}`)})))`;
}
