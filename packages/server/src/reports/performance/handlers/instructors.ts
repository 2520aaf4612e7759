import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { performanceActions, type PerformanceInstructor } from '@dss/contract';
import { handle } from '../../../wire/handler';
import { containsPattern, selectPage } from '../../../wire/paging';
import { INSTRUCTOR_CONTACT, titledInstructors } from '../../../db/titled-people';

/**
 * The text an instructor of the report is searched in: names, mobile, e-mail, county and both
 * licence numbers. Migration 018 indexes exactly this expression (pg_trgm): keep the two in step.
 */
const INSTRUCTOR_HAYSTACK = sql`lower(i.fname || ' ' || coalesce(i.mname, '') || ' ' || i.lname || ' ' || i.mobile || ' ' || i.email || ' ' || coalesce(i.curr_county, '') || ' ' || i.driving_licence_no || ' ' || i.instructor_licence_no)`;

/**
 * The report's keyword (document 2 §2.10), as the table matched it in the browser: every typed word
 * must be found. 'A12' is that instructor only; a bare number is an id or part of a mobile or
 * licence number; any other word is part of the names, mobile, e-mail, county or licence numbers.
 */
function instructorMatches(search: string): RawBuilder<SqlBool> | null {
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const conditions = words.map((word) => {
    const prefixed = /^a(\d{1,9})$/i.exec(word);
    if (prefixed) return sql<SqlBool>`i.adi_id = ${Number(prefixed[1])}`;
    const like = sql<SqlBool>`${INSTRUCTOR_HAYSTACK} LIKE ${containsPattern(word)}`;
    return /^\d{1,9}$/.test(word) ? sql<SqlBool>`(i.adi_id = ${Number(word)} OR ${like})` : like;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

export const instructors = handle(performanceActions.instructors, async (ctx, input) => {
  let query = titledInstructors(ctx.db)
    .select([...INSTRUCTOR_CONTACT, 'i.mname', 'i.curr_county', 'i.driving_licence_no', 'i.instructor_licence_no', 'i.acc_state'])
    .where('i.approved_at', 'is not', null);
  const matches = instructorMatches(input.search);
  if (matches) query = query.where(matches);
  const page = await selectPage(
    query,
    input,
    {
      adi_id: sql`i.adi_id`,
      name: sql`lower(i.fname || ' ' || i.lname)`,
      email: sql`lower(i.email)`,
      county: sql`lower(i.curr_county)`,
    },
    sql`i.adi_id`,
    { neverNull: ['adi_id', 'name', 'email'] },
  );
  return {
    total: page.total,
    keys: page.keys,
    rows: page.rows.map((r): PerformanceInstructor => ({
      adi_id: r.adi_id,
      title: r.title,
      fname: r.fname,
      mname: r.mname ?? '',
      lname: r.lname,
      mobile: r.mobile,
      email: r.email,
      county: r.curr_county ?? '',
      driving_licence_no: r.driving_licence_no,
      instructor_licence_no: r.instructor_licence_no,
      accState: r.acc_state,
    })),
  };
});
