import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { LEARNER_NEVER_NULL, LEARNER_ORDER, LEARNER_TIEBREAK, learnerSearch, learnersFoundCount } from '../learner-search';
import { selectPage } from '../../wire/paging';
import { keptCount } from '../../db/kept-totals';
import { selectLearners, toListed } from '../learner-rows';

/** One page of the learner table, searched, sorted and cut in the database. */
export const loadLearners = handle(learnerActions.loadLearners, async (ctx, input) => {
  const found = learnerSearch(input.search);
  const query = found ? selectLearners(ctx.db).where(found) : selectLearners(ctx.db);
  const page = await selectPage(query, input, LEARNER_ORDER, LEARNER_TIEBREAK, {
    neverNull: LEARNER_NEVER_NULL,
    count: found ? learnersFoundCount(ctx.db, found) : keptCount(ctx.db, 'learners'),
  });
  return { rows: page.rows.map(toListed), total: page.total, keys: page.keys };
});
