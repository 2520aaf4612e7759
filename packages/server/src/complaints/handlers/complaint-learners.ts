import { sql } from 'kysely';
import { complaintActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { keptCount } from '../../db/kept-totals';
import { learnerOrPostcodeSearch, learnersFoundCount, SURNAME_ORDER } from '../../learners/learner-search';

export const complaintLearners = handle(complaintActions.complaintLearners, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select(['l.student_id', 't.txt as title', 'l.fname', 'l.lname', 'l.mobile', 'l.email', 'l.address_postcode as postcode']);
  const found = learnerOrPostcodeSearch(input.search, 'address_postcode');
  if (found) query = query.where(found);
  const page = await selectPage(query, input, { name: SURNAME_ORDER, id: sql`l.student_id` }, sql`l.student_id`, {
    neverNull: ['name', 'id'],
    count: found ? learnersFoundCount(ctx.db, found) : keptCount(ctx.db, 'learners'),
  });
  return page;
});
