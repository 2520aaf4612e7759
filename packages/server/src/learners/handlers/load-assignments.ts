import { sql, type SqlBool } from 'kysely';
import { ASSIGNMENT_SORTS, learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { containsPattern, selectPage } from '../../wire/paging';
import { keptCount } from '../../db/kept-totals';
import { prefixedId } from '../../wire/person-search';

/** What each column of the assignments list sorts by. */
const ASSIGNMENT_ORDER = {
  assign_on: sql`a.assign_on`,
  stu_id: sql`a.stu_id`,
  adi_id: sql`a.adi_id`,
  assign_status: sql`a.assign_status`,
};

/** An assignment found by a word: the learner's or instructor's id (with or without its letter) or the instructor's name. */
function assignmentSearch(search: string) {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return sql<SqlBool>`(${sql.join(
    words.map((word) => {
      const learner = prefixedId(word, 'L');
      const adi = prefixedId(word, 'A');
      const name = sql<SqlBool>`lower(i.fname || ' ' || i.lname) LIKE ${containsPattern(word)}`;
      if (/^l/i.test(word) && learner !== null) return sql<SqlBool>`a.stu_id = ${learner}`;
      if (/^a/i.test(word) && adi !== null) return sql<SqlBool>`(a.adi_id = ${adi} OR ${name})`;
      if (learner !== null) return sql<SqlBool>`(a.stu_id = ${learner} OR a.adi_id = ${learner})`;
      return name;
    }),
    sql` AND `,
  )})`;
}

export const loadAssignments = handle(learnerActions.loadAssignments, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('assignments as a')
    .innerJoin('instructors as i', 'i.adi_id', 'a.adi_id')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select([
      'a.assign_id as assingn_id',
      'a.stu_id',
      'a.adi_id',
      't.txt as adi_title',
      'i.fname as adi_fname',
      'i.lname as adi_lanme',
      'a.assign_status',
      'a.assign_on',
      'a.assign_updated',
      'a.end_reason',
    ]);
  if (input.id) query = query.where('a.stu_id', '=', Number(input.id));
  const found = assignmentSearch(input.search);
  if (found) query = query.where(found);
  // Every assignment sort key is NOT NULL, so the newest-first order reads assignments_assign_on_idx.
  const page = await selectPage(query, input, ASSIGNMENT_ORDER, sql`a.assign_id`, {
    neverNull: ASSIGNMENT_SORTS,
    count: input.id || found ? undefined : keptCount(ctx.db, 'assignments'),
  });
  return {
    rows: page.rows.map((r) => ({ ...r, assign_on: r.assign_on.toISOString(), assign_updated: r.assign_updated.toISOString() })),
    total: page.total,
    keys: page.keys,
  };
});
