import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import {
  addDays,
  CALENDAR_FEED_EVENT_TEXTS,
  CALENDAR_FEED_LESSON_TITLES,
  LONDON_TIME_ZONE,
  londonDate,
  londonInstant,
  londonZonedDate,
} from '@dss/contract';
import type { FeedLesson, FeedTimeAway } from './calendar-feed-events';

/** Europe/London's VTIMEZONE (BST and GMT rules), read once. */
const LONDON_VTIMEZONE = getVtimezoneComponent(LONDON_TIME_ZONE);

/** UIDs are unique within the school's feeds and never change for a lesson or an entry. */
const UID_DOMAIN = 'driving-school-system';

/** How often a calendar app is asked to read the feed again, in seconds. */
const REFRESH_SECONDS = 900;

/** Cancelled lessons stay in the feed as cancelled, so a phone that had them drops them. */
const CANCELLED = 3;

function lessonEvent(l: FeedLesson) {
  const title = CALENDAR_FEED_LESSON_TITLES[l.booking_lesson_type] ?? CALENDAR_FEED_LESSON_TITLES[2]!;
  const pickup = l.pickup_pc?.trim() ?? '';
  const t = CALENDAR_FEED_EVENT_TEXTS;
  return {
    id: `booking-${l.booking_id}@${UID_DOMAIN}`,
    sequence: l.moves,
    start: londonZonedDate(l.lesson_starts),
    end: londonZonedDate(l.lesson_end),
    timezone: LONDON_TIME_ZONE,
    summary: `${title}: ${l.fname}`,
    location: pickup || null,
    description: [`${t.learner}: ${l.fname}`, `${t.mobile}: ${l.mobile}`, ...(pickup ? [`${t.pickup}: ${pickup}`] : [])].join(
      '\n',
    ),
    status: l.booking_state === CANCELLED ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    lastModified: londonZonedDate(l.updated_on),
  };
}

/** Time away by the hour is timed; a day or days are whole days (the last day included). */
function timeAwayEvent(a: FeedTimeAway) {
  const allDay = a.type !== 'hours';
  return {
    id: `time-away-${a.rec_id}@${UID_DOMAIN}`,
    allDay,
    start: londonZonedDate(allDay ? londonInstant(londonDate(a.starts_at), 0) : a.starts_at),
    end: londonZonedDate(allDay ? londonInstant(addDays(londonDate(a.ends_at), 1), 0) : a.ends_at),
    timezone: LONDON_TIME_ZONE,
    summary: CALENDAR_FEED_EVENT_TEXTS.timeAway,
    status: ICalEventStatus.CONFIRMED,
    lastModified: londonZonedDate(a.created_at),
  };
}

/** The feed as iCalendar text: lessons and time away in Europe/London, with its VTIMEZONE. */
export function calendarFeedText(events: { lessons: FeedLesson[]; away: FeedTimeAway[] }): string {
  const calendar = ical({
    name: CALENDAR_FEED_EVENT_TEXTS.calendarName,
    prodId: { company: 'Driving School System', product: 'Instructor calendar feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  calendar.timezone({ name: LONDON_TIME_ZONE, generator: () => LONDON_VTIMEZONE });
  for (const lesson of events.lessons) calendar.createEvent(lessonEvent(lesson));
  for (const away of events.away) calendar.createEvent(timeAwayEvent(away));
  return calendar.toString();
}
