import { learnerActions } from '@dss/contract';
import { sql, type SqlBool } from 'kysely';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { selectLearners, toListed } from '../learner-rows';
import { LEARNER_NEVER_NULL, LEARNER_ORDER, LEARNER_TIEBREAK, learnerSearch, learnersFoundCount } from '../learner-search';

/** The learners awaiting an instructor, kept by migration 031. */
const awaitingInstructor = sql<SqlBool>`l.student_id IN (SELECT stu_id FROM awaiting_instructor_kept)`;

/** One page of the learners awaiting an instructor, searched as the learner table is. */
export const loadPendingLearners = handle(learnerActions.loadPendingLearners, async (ctx, input) => {
  const found = learnerSearch(input.search);
  let query = selectLearners(ctx.db).where(awaitingInstructor);
  if (found) query = query.where(found);
  const page = await selectPage(query, input, LEARNER_ORDER, LEARNER_TIEBREAK, {
    neverNull: LEARNER_NEVER_NULL,
    // A search's total is counted without the rows' title join (learner-search.ts says why).
    count: found ? learnersFoundCount(ctx.db, awaitingInstructor, found) : undefined,
  });
  return { rows: page.rows.map(toListed), total: page.total, keys: page.keys };
});
