import { instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectInstructorRows, instructorPage } from '../rows';

export const searchInstructors = handle(instructorActions.searchInstructors, async (ctx, input) => {
  let query = selectInstructorRows(ctx.db);
  if (input.accstate !== '') query = query.where('i.acc_state', '=', Number(input.accstate));
  if (input.gear) query = query.where('i.teaching_gears', '=', input.gear);
  if (input.pc)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('instructor_covering_pcs as p')
          .select('p.pc')
          .whereRef('p.adi_id', '=', 'i.adi_id')
          .where('p.pc', '=', input.pc),
      ),
    );
  return instructorPage(query, input);
});
