import { performanceActions } from '@dss/contract';
import { handle } from '../../../wire/handler';
import { entryPage, instructorExists, movedAwayEntries } from '../performance-queries';

export const rescheduledLessons = handle(performanceActions.rescheduledLessons, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  return entryPage(ctx.db, movedAwayEntries(ctx.db, input), input);
});
