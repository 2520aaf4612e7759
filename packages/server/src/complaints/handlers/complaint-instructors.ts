import { sql, type SqlBool } from 'kysely';
import { complaintActions } from '@dss/contract';
import { instructorSearch } from '../../instructors/instructor-search';
import { handle } from '../../wire/handler';
import { containsPattern, selectPage } from '../../wire/paging';

export const complaintInstructors = handle(complaintActions.complaintInstructors, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.adi_id', 't.txt as title', 'i.fname', 'i.lname', 'i.mobile', 'i.email', 'i.curr_postcode as postcode']);
  if (input.search)
    query = query.where(
      sql<SqlBool>`(${instructorSearch('i', input.search)} OR lower(i.curr_postcode) LIKE ${containsPattern(input.search)})`,
    );
  const page = await selectPage(query, input, { name: sql`lower(i.lname || ' ' || i.fname)`, id: sql`i.adi_id` }, sql`i.adi_id`);
  return page;
});
