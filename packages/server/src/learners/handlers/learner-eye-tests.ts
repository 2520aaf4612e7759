import { sql } from 'kysely';
import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { outcomeText } from '../learner-rows';

export const learnerEyeTests = handle(learnerActions.learnerEyeTests, async (ctx, { id }) =>
  ctx.db
    .selectFrom('eye_tests as e')
    .leftJoin('instructors as i', 'i.adi_id', 'e.adi_id')
    .innerJoin('eye_test_next_steps as n', 'n.id', 'e.next_step')
    .select([
      'e.id',
      'e.tested_on',
      sql<string>`coalesce(i.fname || ' ' || i.lname, 'No Active Driving Instructor')`.as('adi_name'),
      outcomeText('e.outcome', 'Pass', 'Fail').as('outcome'),
      'n.txt as nextstep',
    ])
    .where('e.stu_id', '=', id)
    .orderBy('e.tested_on', 'desc')
    .orderBy('e.id', 'desc')
    .execute(),
);
