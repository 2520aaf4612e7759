import { sql } from 'kysely';
import { performanceActions, type PerformanceTestRow } from '@dss/contract';
import { londonDayRange } from '../../../finance/sql';
import { handle } from '../../../wire/handler';
import { selectPage } from '../../../wire/paging';
import { instructorExists, learnerColumns, learnerMatches } from '../performance-queries';

export const testOutcomes = handle(performanceActions.testOutcomes, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  const { from, until } = londonDayRange(input.start, input.end);
  let query = ctx.db
    .selectFrom('driving_tests as d')
    .innerJoin('learners as l', 'l.student_id', 'd.stu_id')
    .innerJoin('titles as lt', 'lt.id', 'l.title_id')
    .where('d.adi_id', '=', input.id)
    .where('d.outcome', '=', input.type)
    .where('d.test_at', '>=', from)
    .where('d.test_at', '<', until);
  if (input.search.trim()) query = query.where(learnerMatches(input.search));
  const page = await selectPage(
    query.select([...learnerColumns, 'd.id as test_id', 'd.test_at', 'd.recorded_at']),
    input,
    { testdate: sql`d.test_at`, stu_id: sql`l.student_id`, name: sql`lower(l.lname || ' ' || l.fname)` },
    sql`d.id`,
  );
  return {
    total: page.total,
    keys: page.keys,
    rows: page.rows.map(({ test_at, recorded_at, ...r }): PerformanceTestRow => ({
      ...r,
      testdate: test_at.toISOString(),
      created_on: recorded_at.toISOString(),
    })),
  };
});
