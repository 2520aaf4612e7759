import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CALENDAR_FEED_PREFIX, calendarFeedToken } from '@dss/contract';
import type { Database } from '../db/tables';
import { feedEvents, feedInstructor } from './calendar-feed-events';
import { calendarFeedText } from './calendar-feed-ics';

/** What a calendar app may keep before asking again: its own copy only, for five minutes. */
const FEED_CACHE_CONTROL = 'private, max-age=300';

/**
 * The public feed, GET /calendar/<token>.ics (docs/decisions/instructor-calendar-feeds.md): the
 * token is the only credential, so a path that is not a token, an unknown token and a stopped
 * one all answer the same bare 404. Nothing is read before the token's hash is looked up.
 */
export function registerCalendarFeed(app: FastifyInstance, db: Kysely<Database>) {
  app.get<{ Params: { '*': string } }>(`${CALENDAR_FEED_PREFIX}*`, async (request, reply) => {
    const token = calendarFeedToken(request.params['*']);
    const adiId = token === null ? null : await feedInstructor(db, token);
    if (adiId === null)
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found.');
    const text = calendarFeedText(await feedEvents(db, adiId));
    return reply.header('Cache-Control', FEED_CACHE_CONTROL).type('text/calendar; charset=utf-8').send(text);
  });
}
