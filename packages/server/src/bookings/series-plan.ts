import type { Kysely, Transaction } from 'kysely';
import { BOOKING_REFUSALS, LESSON_MINUTES, SERIES_MAX_WEEKS, addDays, type WallClock } from '@dss/contract';
import type { Database } from '../db/tables';
import { checkLessons, type LessonSlot } from './diary-rules';
import { instantOf } from './diary-time';

type Db = Kysely<Database> | Transaction<Database>;

/** One lesson of a series as planned: where it goes, the credit it uses, or why it can not go there. */
export interface SeriesWeek {
  wall: WallClock;
  /** null when London's clocks never show `wall` */
  slot: LessonSlot | null;
  credit: { id: number; expires: Date } | null;
  clash: string | null;
}

/**
 * The starts of a weekly series: the first lesson and the same time on the same weekday after
 * it, `weeks` of them; or, `until` a date (exclusive), as many as fit, at least the first, at most 52.
 */
export function weeklyStarts(first: WallClock, count: { weeks: number } | { until: string }): WallClock[] {
  const starts: WallClock[] = [];
  for (let k = 0; k < SERIES_MAX_WEEKS; k++) {
    const date = addDays(first.date, 7 * k);
    if ('weeks' in count ? k >= count.weeks : k > 0 && date >= count.until) break;
    starts.push({ date, minutes: first.minutes });
  }
  return starts;
}

/**
 * Plans the lessons of a series for one learner with an instructor, in time order: each is
 * checked as Book Learners checks a placed lesson (checkLessons: its slot, the valid range, the
 * working hours, time away and every other check placed there, and the instructor's and the
 * learner's live lessons), then against the series' own earlier lessons, and then given the
 * learner's Available credit that expires soonest among those still valid at its start (taking
 * the soonest-expiring valid credit lesson by lesson uses the most credits). A lesson that clashes
 * takes no credit; one left without a credit clashes with 'no credit left'. With
 * `untilCreditsRunOut` the plan ends before the first lesson left without a credit.
 * Answers the weeks in the order given.
 */
export async function planSeries(
  db: Db,
  input: {
    adiId: number;
    studentId: number;
    lessons: readonly WallClock[];
    range: { start: string; end: string };
    untilCreditsRunOut?: boolean;
  },
): Promise<SeriesWeek[]> {
  const credits = await db
    .selectFrom('credits')
    .select(['cred_id', 'expires_at'])
    .where('stu_id', '=', input.studentId)
    .where('cred_status', '=', 1)
    .orderBy('expires_at')
    .orderBy('cred_id')
    .execute();
  const unused = credits.map((c) => ({ id: Number(c.cred_id), expires: c.expires_at }));

  const order = input.lessons
    .map((wall, k) => ({ wall, k }))
    .sort((a, b) => a.wall.date.localeCompare(b.wall.date) || a.wall.minutes - b.wall.minutes);
  const weeks: (SeriesWeek | undefined)[] = new Array(input.lessons.length);
  let latest: LessonSlot | null = null;
  for (const { wall, k } of order) {
    const start = instantOf(wall);
    if (!start) {
      weeks[k] = { wall, slot: null, credit: null, clash: BOOKING_REFUSALS.noSuchTime(wall) };
      continue;
    }
    // Out of credits, the plan ends here, even on a week that would clash anyway (a bank holiday).
    if (input.untilCreditsRunOut && !unused.some((c) => c.expires > start)) break;
    const slot: LessonSlot = { stuId: input.studentId, wall, start, end: new Date(start.getTime() + LESSON_MINUTES * 60_000) };
    let clash = await checkLessons(db, { adiId: input.adiId, lessons: [slot], range: input.range });
    if (!clash && latest && slot.start < latest.end) clash = BOOKING_REFUSALS.eachOther(latest.wall, wall);
    let credit: SeriesWeek['credit'] = null;
    if (!clash) {
      const at = unused.findIndex((c) => c.expires > start);
      if (at < 0) {
        clash = BOOKING_REFUSALS.noCredit(wall);
      } else {
        credit = unused.splice(at, 1)[0]!;
        if (!latest || slot.end > latest.end) latest = slot;
      }
    }
    weeks[k] = { wall, slot, credit, clash };
  }
  return weeks.filter((w): w is SeriesWeek => w !== undefined);
}

/** The first lesson of a plan, in time order, that can not be placed. */
export function firstClash(weeks: readonly SeriesWeek[]): SeriesWeek | undefined {
  return [...weeks]
    .sort((a, b) => a.wall.date.localeCompare(b.wall.date) || a.wall.minutes - b.wall.minutes)
    .find((w) => w.clash !== null);
}
