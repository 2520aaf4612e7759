import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { selectLearners, toListed } from '../learner-rows';
import { LEARNER_NEVER_NULL, LEARNER_ORDER, LEARNER_TIEBREAK, learnerSearch } from '../learner-search';

/** One page of the learners awaiting an instructor, searched as the learner table is. */
export const loadPendingLearners = handle(learnerActions.loadPendingLearners, async (ctx, input) => {
  const found = learnerSearch(input.search);
  let query = selectLearners(ctx.db).where('l.student_id', 'in', (eb) =>
    eb.selectFrom('awaiting_instructor_kept').select('stu_id'),
  );
  if (found) query = query.where(found);
  const page = await selectPage(query, input, LEARNER_ORDER, LEARNER_TIEBREAK, { neverNull: LEARNER_NEVER_NULL });
  return { rows: page.rows.map(toListed), total: page.total, keys: page.keys };
});
