import { z } from 'zod';

/**
 * An instructor's private calendar feed (docs/decisions/instructor-calendar-feeds.md): an
 * iCalendar address the office gives out once, for the instructor's phone to subscribe to.
 * The address is the school's origin, CALENDAR_FEED_PREFIX, the token and '.ics'.
 */
export const CALENDAR_FEED_PREFIX = '/calendar/';

/** A token as issued: 32 random bytes in base64url, no padding (43 characters). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The path of the feed a token opens. */
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;

/** The token in a feed's path (after CALENDAR_FEED_PREFIX), or null when the path cannot be one. */
export function calendarFeedToken(rest: string): string | null {
  const match = /^([^/]*)\.ics$/.exec(rest);
  return match && CALENDAR_FEED_TOKEN.test(match[1]!) ? match[1]! : null;
}

/** The lessons a feed holds: from this many days back to this many days ahead (London days). */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 180;

/** A feed's events are named by the lesson's type (booking_lesson_type) and the learner's first name. */
export const CALENDAR_FEED_LESSON_TITLES: Record<number, string> = {
  1: 'First lesson',
  2: 'Lesson',
  3: 'Driving test',
  4: 'Mock test',
};

/** The texts inside the feed itself. */
export const CALENDAR_FEED_EVENT_TEXTS = {
  calendarName: 'Driving lessons',
  timeAway: 'Time away',
  learner: 'Learner',
  mobile: 'Mobile',
  pickup: 'Pickup postcode',
} as const;

/** The Calendar feed section of Edit Instructor. */
export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar feed',
  give: 'Give calendar address',
  stop: 'Stop calendar feed',
  copy: 'Copy',
  copied: 'Copied',
  addressLabel: 'Calendar address',
  note: "Add this address to the instructor's phone calendar as a subscription. Anyone with it can see this instructor's lessons.",
  none: 'No calendar feed is live for this instructor.',
  /** Followed by the date and time it was given. */
  liveSince: 'A calendar feed is live, given on',
  replaceWarning: 'Giving a new address stops the one given before.',
  given: 'Calendar address given',
  giveFailed: 'Error giving a calendar address. Please try again.',
  stopped: 'Calendar feed stopped',
  stopFailed: 'Error stopping the calendar feed. Please try again.',
  confirmStop: "Stop this instructor's calendar feed? The address given out will stop working.",
  deletedInstructor: 'A deleted instructor cannot have a calendar feed.',
} as const;

/** Whether an instructor's feed is live and, if so, since when (ISO instant); never the address. */
export const CalendarFeedState = z.object({
  live: z.boolean(),
  since: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof CalendarFeedState>;

/** A new feed: its path (shown once, with the school's origin before it) and when it was given. */
export const IssuedCalendarFeed = z.object({
  path: z.string(),
  since: z.string(),
});
export type IssuedCalendarFeed = z.infer<typeof IssuedCalendarFeed>;
