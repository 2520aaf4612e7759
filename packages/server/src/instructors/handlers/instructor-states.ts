import { instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectInstructorRows, instructorPage } from '../rows';

export const instructorStates = handle(instructorActions.instructorStates, async (ctx, input) => {
  let query = selectInstructorRows(ctx.db);
  if (input.accstate !== '') query = query.where('i.acc_state', '=', Number(input.accstate));
  return instructorPage(query, input);
});
