import { instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectInstructorRows, instructorPage } from '../rows';

export const activeInstructors = handle(instructorActions.activeInstructors, async (ctx, input) =>
  instructorPage(selectInstructorRows(ctx.db).where('i.approved_at', 'is not', null).where('i.acc_state', '<>', 4), input),
);
