import { sql } from 'kysely';
import { performanceActions, type PerformanceLearnerRow } from '@dss/contract';
import { londonDayRange } from '../../../finance/sql';
import { handle } from '../../../wire/handler';
import { selectPage } from '../../../wire/paging';
import { instructorExists, learnerColumns, learnerMatches } from '../performance-queries';

export const newLearners = handle(performanceActions.newLearners, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  const { from, until } = londonDayRange(input.start, input.end);
  let query = ctx.db
    .selectFrom('assignments as a')
    .innerJoin('learners as l', 'l.student_id', 'a.stu_id')
    .innerJoin('titles as lt', 'lt.id', 'l.title_id')
    .where('a.adi_id', '=', input.id)
    .where('a.assign_on', '>=', from)
    .where('a.assign_on', '<', until);
  if (input.search.trim()) query = query.where(learnerMatches(input.search));
  const page = await selectPage(
    query.select([...learnerColumns, 'a.assign_id', 'a.assign_on']),
    input,
    { assign_on: sql`a.assign_on`, stu_id: sql`l.student_id`, name: sql`lower(l.lname || ' ' || l.fname)` },
    sql`a.assign_id`,
  );
  return {
    total: page.total,
    keys: page.keys,
    rows: page.rows.map(({ assign_id: _, ...r }): PerformanceLearnerRow => ({ ...r, assign_on: r.assign_on.toISOString() })),
  };
});
