import { performanceActions } from '@dss/contract';
import { handle } from '../../../wire/handler';
import { CANCELLED, entryPage, instructorExists, lessonEntries } from '../performance-queries';

export const cancelledLessons = handle(performanceActions.cancelledLessons, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  return entryPage(ctx.db, lessonEntries(ctx.db, input, [CANCELLED]), input);
});
