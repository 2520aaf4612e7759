import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { CALENDAR_FEED_PREFIX } from '@dss/contract';
import { remoteOrigins } from '../static/remote-map';

type Headers = Record<string, string>;

/**
 * Browser features no screen of the office uses, switched off for the page and anything it
 * frames (Permissions-Policy; helmet does not write it).
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

function helmetOptions(origins: string[], behindTls: boolean): HelmetOptions {
  // Module federation loads each remote's manifest, entry and chunks from its origin in the
  // remote map.
  const withRemotes = (...sources: string[]) => [...sources, ...origins];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: withRemotes("'self'"),
        // Chakra's emotion writes its styles into <style> elements at run time.
        styleSrc: withRemotes("'self'", "'unsafe-inline'"),
        connectSrc: withRemotes("'self'"),
        imgSrc: withRemotes("'self'", 'data:'),
        fontSrc: withRemotes("'self'", 'data:'),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only when configured: HSTS binds browsers to HTTPS for a year. Other hosts of the school's
    // domain may still serve plain HTTP, so subdomains are left out.
    strictTransportSecurity: behindTls ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/**
 * The API's answers (JSON, text and attachments) are never drawn as pages, so they carry the
 * headers an API needs rather than a page's: a CSP that allows nothing and no framing, no
 * sniffing, no referrer, same-origin resources and opener, and HSTS behind TLS. The page-only
 * headers (agent cluster, DNS prefetch, download and cross-domain policies, the XSS filter)
 * and the page CSP's eleven directives cost a cheap action about a twentieth of its server CPU
 * (quick information, two servers side by side: 0.29 against 0.27 ms a request).
 */
function apiHelmetOptions(behindTls: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: behindTls ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** The headers helmet sets for these options, captured once from a response that is never sent. */
function helmetHeaders(options: HelmetOptions): Headers {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (err?: unknown) => {
    if (err) throw err;
  });
  const headers: Headers = {};
  for (const [name, value] of Object.entries(response.getHeaders())) headers[name] = String(value);
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * Security headers on every answer: pages, static files and errors get the page set, the API's
 * answers and the calendar feed the API set (docs/decisions/security-headers.md). Helmet's headers are the
 * same for every request while the remote map names the same origins, so they are worked out once
 * per set of origins rather than by helmet on each request (a twentieth of a cheap action's time).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { remotesFile?: string; behindTls: boolean }) {
  let known: { origins: string; headers: Headers } | null = null;
  const current = (): Headers => {
    // The map is read at run time (a remote can move without a restart), so its origins are too.
    const origins = remoteOrigins(opts.remotesFile);
    const key = origins.join(' ');
    if (known?.origins !== key) known = { origins: key, headers: helmetHeaders(helmetOptions(origins, opts.behindTls)) };
    return known.headers;
  };
  current();
  const apiHeaders = helmetHeaders(apiHelmetOptions(opts.behindTls));
  app.addHook('onRequest', (request, reply, done) => {
    // The calendar feed is read by calendar apps, never drawn as a page: it gets the API's set.
    const api = request.url.startsWith('/api/') || request.url.startsWith(CALENDAR_FEED_PREFIX);
    reply.headers(api ? apiHeaders : current());
    done();
  });
}
