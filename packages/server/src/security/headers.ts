import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { remoteOrigins } from '../static/remote-map';

/**
 * Security headers on every answer: pages, static files, the API and errors alike
 * (docs/decisions.md, "Sign-in limits and headers").
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { remotesFile?: string; behindTls: boolean }) {
  // Module federation loads each remote's manifest, entry and chunks from its origin in the
  // remote map; the map is read at run time, so its origins are too.
  const withRemotes = (...sources: string[]) => [() => [...sources, ...remoteOrigins(opts.remotesFile)].join(' ')];
  await app.register(helmet, {
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
        ...(opts.behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only when configured: HSTS binds browsers to HTTPS for a year. Other hosts of the school's
    // domain may still serve plain HTTP, so subdomains are left out.
    strictTransportSecurity: opts.behindTls ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
}
