import { z } from 'zod';
import { idempotencyKey } from '../finance/forms';
import { idField, jsonText, requiredText } from '../validation/fields';
import { SLOT_MINUTES, wallClockField } from './calendar';
import { cancelParty, cancelReason } from './cancellation';
import { BOOKING_MESSAGES } from './texts';

/**
 * Weekly series of lessons (beyond the spec; docs/decisions/recurring-lessons.md): the same slot
 * every week, previewed, kept or moved week by week, placed together and cancelled together.
 */

/** A series' reference, as a booking's is B12: S7. */
export const seriesRef = (id: number): string => `S${id}`;

/** Most weeks one series reaches (a year). */
export const SERIES_MAX_WEEKS = 52;

export const SERIES_TEXTS = {
  heading: 'Weekly series',
  firstDate: 'First lesson date',
  firstTime: 'First lesson time',
  weeks: 'Number of weeks',
  untilCredits: 'Until the credits run out',
  preview: 'Preview',
  previewFailed: 'Error previewing the series. Please try again.',
  table: 'Weeks of the series',
  columns: { book: 'Book', date: 'Date', time: 'Time', credit: 'Credit', clash: 'Clash' },
  free: 'Free',
  noCredit: 'None',
  skipped: 'Skipped',
  keepClashing: 'Skip or move the lessons that clash before booking.',
  partOf: 'Series',
  cancelRest: 'Cancel the rest of this series',
  cancelRestButton: 'Cancel the Rest',
  restCancelled: 'Rest of the series cancelled.',
  cancelRestFailed: 'Error cancelling the series. Please try again.',
  cancelRestPolicy:
    'Every lesson of the series that has not started is cancelled. The school gives every credit back; a learner cancelling late forfeits the credits the policy says.',
  startRequired: 'Please select the first lesson date and time.',
  startSlot: 'The first lesson must start on a quarter hour.',
  weeksRange: `Number of weeks must be a whole number from 1 to ${SERIES_MAX_WEEKS}.`,
  howMany: 'Please give the number of weeks or choose until the credits run out.',
  lessonsRequired: 'Please keep at least one lesson of the series.',
  tooMany: `A series has at most ${SERIES_MAX_WEEKS} lessons.`,
  keyRequired: 'Series key is required.',
  keyReused: 'This series key was already used for a different series.',
  seriesRequired: 'Series is required.',
  noSeries: 'No such series.',
  nothingLeft: 'No lesson of this series is left to cancel.',
} as const;

/** 'N lessons cancelled: R credits returned to the learner, F forfeited.' */
export function seriesCancelledText(r: { cancelled: number; returned: number; forfeited: number }): string {
  const lessons = `${r.cancelled} ${r.cancelled === 1 ? 'lesson' : 'lessons'} cancelled`;
  const credits = `${r.returned} ${r.returned === 1 ? 'credit' : 'credits'} returned to the learner, ${r.forfeited} forfeited`;
  return `${lessons}: ${credits}.`;
}

/** 'Expires 03/05/2027': the credit a previewed lesson would use. */
export function creditExpiresText(date: string): string {
  return `Expires ${date}`;
}

/** 'Book 4 lessons' */
export function bookSeriesLabel(n: number): string {
  return `Book ${n} ${n === 1 ? 'lesson' : 'lessons'}`;
}

/** The lessons of a series as the clerk kept them: their London starts. */
export const seriesLessons = jsonText(
  z
    .array(z.object({ start: wallClockField(BOOKING_MESSAGES.bookingsInvalid) }), {
      error: BOOKING_MESSAGES.bookingsInvalid,
    })
    .min(1, SERIES_TEXTS.lessonsRequired)
    .max(SERIES_MAX_WEEKS, SERIES_TEXTS.tooMany),
  BOOKING_MESSAGES.bookingsInvalid,
);

const weeks = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, SERIES_TEXTS.weeksRange)
  .transform(Number)
  .refine((n) => n >= 1 && n <= SERIES_MAX_WEEKS, SERIES_TEXTS.weeksRange);

/**
 * Preview a series: either the first lesson ('YYYY-MM-DD HH:MM', on a quarter hour) and the
 * number of weeks or `untilcredits`, or (after the clerk skipped or moved weeks) the kept `lessons`.
 */
export const previewLessonSeriesRequest = z
  .object({
    adi: idField(BOOKING_MESSAGES.instructor),
    learner: idField(BOOKING_MESSAGES.learner),
    start: wallClockField(SERIES_TEXTS.startRequired)
      .refine((w) => w.minutes % SLOT_MINUTES === 0, SERIES_TEXTS.startSlot)
      .optional(),
    weeks: weeks.optional(),
    untilcredits: z
      .enum(['0', '1'], { error: SERIES_TEXTS.howMany })
      .transform((v) => v === '1')
      .optional(),
    lessons: seriesLessons.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.lessons) return;
    if (!r.start) ctx.addIssue({ code: 'custom', path: ['start'], message: SERIES_TEXTS.startRequired });
    if ((r.weeks === undefined) === !r.untilcredits)
      ctx.addIssue({ code: 'custom', path: ['weeks'], message: SERIES_TEXTS.howMany });
  });

/** One week of a previewed series: its start, the credit it would use and what it clashes with. */
export const SeriesPreviewRow = z.object({
  /** London wall clock, 'YYYY-MM-DD HH:MM:00' */
  start: z.string(),
  /** the learner's credit the lesson would use; null when it clashes or none is left */
  credit: z.number().int().nullable(),
  /** ISO instant that credit expires */
  credit_expires: z.string().nullable(),
  /** why the lesson can not be placed there, in the words of a refusal; null when it can */
  clash: z.string().nullable(),
});
export type SeriesPreviewRow = z.infer<typeof SeriesPreviewRow>;

/** The screen's series form: the first lesson's date and time, and the weeks or until the credits run out. */
export const seriesForm = z
  .object({
    date: requiredText(SERIES_TEXTS.startRequired),
    time: requiredText(SERIES_TEXTS.startRequired),
    weeks: z.string().optional(),
    until: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.until && !weeks.safeParse(v.weeks ?? '').success)
      ctx.addIssue({ code: 'custom', path: ['weeks'], message: SERIES_TEXTS.weeksRange });
  });
export type SeriesFormValues = z.input<typeof seriesForm>;

/** Place a series: the kept lessons and the key made once per submit. */
export const placeLessonSeriesRequest = z.object({
  adi: idField(BOOKING_MESSAGES.instructor),
  learner: idField(BOOKING_MESSAGES.learner),
  lessons: seriesLessons,
  idemkey: idempotencyKey(SERIES_TEXTS.keyRequired),
});

/** The placed series and how many lessons it holds. */
export const PlacedSeries = z.object({ series: z.number().int(), placed: z.number().int() });
export type PlacedSeries = z.infer<typeof PlacedSeries>;

/** Cancel every lesson of a series that has not started, saying who cancelled and why. */
export const cancelLessonSeriesRequest = z.object({
  series: idField(SERIES_TEXTS.seriesRequired),
  party: cancelParty,
  reason: cancelReason,
});

/** How many lessons were cancelled and what happened to their credits. */
export const CancelledSeries = z.object({
  cancelled: z.number().int(),
  returned: z.number().int(),
  forfeited: z.number().int(),
});
export type CancelledSeries = z.infer<typeof CancelledSeries>;
