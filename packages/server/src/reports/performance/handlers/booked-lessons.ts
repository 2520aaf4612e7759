import { performanceActions } from '@dss/contract';
import { handle } from '../../../wire/handler';
import { entryPage, instructorExists, lessonEntries, movedAwayEntries, ON_DIARY } from '../performance-queries';

export const bookedLessons = handle(performanceActions.bookedLessons, async (ctx, input) => {
  await instructorExists(ctx, input.id);
  const entries = lessonEntries(ctx.db, input, ON_DIARY).unionAll(movedAwayEntries(ctx.db, input));
  return entryPage(ctx.db, entries, input);
});
