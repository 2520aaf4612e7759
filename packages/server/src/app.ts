import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ALL_ACTIONS, HTTP_ERROR_TEXT } from '@dss/contract';
import { adminHandlers } from './admin/handlers';
import { auditHandlers, erasureHandlers } from './audit/handlers';
import { authHandlers } from './auth/handlers';
import { dictionaryHandlers } from './dictionaries/handlers';
import { registerCalendarFeed } from './instructors/calendar-feed-route';
import { instructorHandlers } from './instructors/handlers';
import { financeHandlers } from './finance/handlers';
import { learnerAssignmentHandlers, learnerHandlers, learnerProgressHandlers } from './learners/handlers';
import { overviewHandlers } from './overviews/handlers';
import { bookingHandlers } from './bookings/handlers';
import { feedbackHandlers } from './feedback/handlers';
import { complaintHandlers } from './complaints/handlers';
import { reportHandlers } from './reports/handlers';
import { performanceHandlers } from './reports/performance/handlers';
import type { ServerConfig } from './config';
import type { Database } from './db/tables';
import type { Mailer } from './mail/mailer';
import { createOutboxSender, type OutboxSender } from './mail/outbox-sender';
import { registerSecurityHeaders } from './security/headers';
import { shellHandlers } from './shell/handlers';
import { serveApps } from './static/serve-apps';
import { AccessLog } from './wire/access-log';
import { registerCompression } from './wire/compression';
import { registerEndpoints } from './wire/dispatcher';
import { MAX_UPLOAD_BYTES } from './wire/read-form';

export const ALL_HANDLERS = [
  ...Object.values(authHandlers),
  ...Object.values(shellHandlers),
  ...Object.values(adminHandlers),
  ...Object.values(dictionaryHandlers),
  ...Object.values(learnerHandlers),
  ...Object.values(learnerAssignmentHandlers),
  ...Object.values(learnerProgressHandlers),
  ...Object.values(instructorHandlers),
  ...Object.values(financeHandlers),
  ...Object.values(overviewHandlers),
  ...Object.values(bookingHandlers),
  ...Object.values(feedbackHandlers),
  ...Object.values(complaintHandlers),
  ...Object.values(reportHandlers),
  ...Object.values(performanceHandlers),
  ...Object.values(auditHandlers),
  ...Object.values(erasureHandlers),
];

declare module 'fastify' {
  interface FastifyInstance {
    /** this process's sender of queued mail (mail/outbox-sender.ts) */
    outbox: OutboxSender;
  }
}

/** The HTTP server: the three API endpoints and, when built, the shell and remotes. */
export async function buildApp(deps: { db: Kysely<Database>; config: ServerConfig; mailer: Mailer }): Promise<FastifyInstance> {
  const trust = deps.config.trustProxy;
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      // Passwords, digests and tokens travel in form bodies, which are never logged; headers
      // are redacted in case a client sends credentials there.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // Fastify's types omit the hop count proxy-addr takes: the same rule, as a function.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    logController: new AccessLog(),
    bodyLimit: 1_000_000,
    // A body that never arrives would hold its connection (and any parts read so far) for ever.
    // Node checks open requests every connectionsCheckingInterval, so that follows the timeout.
    requestTimeout: deps.config.bodyTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, deps.config.bodyTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, deps.config.bodyTimeoutMs),
    },
  });
  registerSecurityHeaders(app, { remotesFile: deps.config.remotesFile, behindTls: deps.config.behindTls });
  await registerCompression(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 300 } });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected fault');
    return reply.code(status).send({ result: { code: 0, text: status === 500 ? HTTP_ERROR_TEXT.internal : error.message } });
  });

  const outbox = createOutboxSender(deps.db, deps.mailer, app.log);
  app.decorate('outbox', outbox);
  // A mail run under way finishes before the database it writes to is closed.
  app.addHook('onClose', () => outbox.idle());
  registerEndpoints(app, ALL_ACTIONS, ALL_HANDLERS, { db: deps.db, config: deps.config, outbox });
  app.get('/api/health', async () => ({ ok: true }));
  registerCalendarFeed(app, deps.db);
  if (deps.config.appsRoot) await serveApps(app, { appsRoot: deps.config.appsRoot, remotesFile: deps.config.remotesFile });
  return app;
}
