import { sql } from 'kysely';
import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { londonTime, outcomeText } from '../learner-rows';

const adiName = (alias: string) => sql<string>`${sql.ref(`${alias}.fname`)} || ' ' || ${sql.ref(`${alias}.lname`)}`;

export const learnerDrivingTests = handle(learnerActions.learnerDrivingTests, async (ctx, { id }) =>
  ctx.db
    .selectFrom('driving_tests as d')
    .innerJoin('instructors as i', 'i.adi_id', 'd.adi_id')
    .select([
      'd.id',
      'd.test_date',
      londonTime('d.test_at').as('test_time'),
      adiName('i').as('adi_name'),
      outcomeText('d.outcome', 'Passed', 'Failed').as('outcome_text'),
    ])
    .where('d.stu_id', '=', id)
    .orderBy('d.test_at', 'desc')
    .execute(),
);
