import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { outcomeText } from '../learner-rows';

export const learnerTheoryTests = handle(learnerActions.learnerTheoryTests, async (ctx, { id }) =>
  ctx.db
    .selectFrom('theory_tests as t')
    .select(['t.id', 't.test_date', 't.mcq_points', 't.hp_points', outcomeText('t.outcome', 'Pass', 'Fail').as('outcome_text')])
    .where('t.stu_id', '=', id)
    .orderBy('t.test_date', 'desc')
    .orderBy('t.id', 'desc')
    .execute(),
);
