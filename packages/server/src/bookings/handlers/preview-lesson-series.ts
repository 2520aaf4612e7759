import {
  SERIES_TEXTS,
  bookingActions,
  calendarValidRange,
  londonDate,
  refusalText,
  wallClockText,
  type SeriesPreviewRow,
} from '@dss/contract';
import { schoolClock } from '../../lifecycle/school-clock';
import { ActionRefused, handle } from '../../wire/handler';
import { requireAssigned, requireBookable } from '../bookable';
import { planSeries, weeklyStarts } from '../series-plan';

/**
 * Weekly series (beyond the spec; docs/decisions/recurring-lessons.md): the preview plans the
 * weeks with the checks Book Learners' save applies and changes nothing; the save plans the kept
 * lessons again under the diary locks and places them, with their series, all or none.
 */

export const previewLessonSeries = handle(bookingActions.previewLessonSeries, async (ctx, input) => {
  const range = calendarValidRange('book', londonDate(schoolClock.now()));
  const bookable = await requireBookable(ctx.db, input.adi, input.learner, 'book');
  const refusal = typeof bookable === 'string' ? bookable : await requireAssigned(ctx.db, input.adi, input.learner);
  if (refusal) throw new ActionRefused(refusalText(SERIES_TEXTS.previewFailed, refusal));
  // The request schema asks for the kept lessons, or the first lesson with weeks or untilcredits.
  const lessons = input.lessons
    ? input.lessons.map((l) => l.start)
    : weeklyStarts(input.start!, input.untilcredits ? { until: range.end } : { weeks: input.weeks! });
  const weeks = await planSeries(ctx.db, {
    adiId: input.adi,
    studentId: input.learner,
    lessons,
    range,
    untilCreditsRunOut: !input.lessons && input.untilcredits,
  });
  return weeks.map((w): SeriesPreviewRow => ({
    start: wallClockText(w.wall),
    credit: w.credit?.id ?? null,
    credit_expires: w.credit?.expires.toISOString() ?? null,
    clash: w.clash,
  }));
});
