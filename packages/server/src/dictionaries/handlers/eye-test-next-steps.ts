import { dictionaryActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const eyeTestNextSteps = handle(dictionaryActions.eyeTestNextSteps, async (ctx) =>
  ctx.db.selectFrom('eye_test_next_steps').select(['id', 'txt']).orderBy('id').execute(),
);
