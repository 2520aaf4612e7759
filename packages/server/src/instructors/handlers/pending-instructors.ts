import { instructorActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectInstructorRows, instructorPage } from '../rows';

export const pendingInstructors = handle(instructorActions.pendingInstructors, async (ctx, input) =>
  instructorPage(selectInstructorRows(ctx.db).where('i.approved_at', 'is', null).where('i.acc_state', '<>', 4), input),
);
