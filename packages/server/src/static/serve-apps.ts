import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, remoteMapText } from './remote-map';

/**
 * Content-hashed files may be cached for a year, the favicon for a day; everything else is
 * revalidated each time. (A precompressed copy's path ends in .br or .gz.)
 */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|mjs)(\.br|\.gz)?$/;
/** Files the build may have precompressed: a cache must key them by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt)(\.br|\.gz)?$/;
function setCacheHeaders(res: { setHeader(name: string, value: string): void }, path: string) {
  if (COMPRESSIBLE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
  const cacheControl = HASHED.test(path)
    ? 'public, max-age=31536000, immutable'
    : path.endsWith('/favicon.ico')
      ? 'public, max-age=86400'
      : 'no-cache';
  res.setHeader('Cache-Control', cacheControl);
}

/**
 * Serves the built shell at / and each remote at /remotes/{name}/, and the remote map at
 * /remotes.json (a configured file, or each built remote's manifest).
 */
export async function serveApps(app: FastifyInstance, opts: { appsRoot: string; remotesFile?: string }) {
  const shellDist = resolve(opts.appsRoot, 'shell/dist');
  for (const name of REMOTE_NAMES) {
    const dist = resolve(opts.appsRoot, `mfe-${name}/dist`);
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // The build writes .br and .gz copies of scripts and styles (packages/build/precompress-plugin.mjs).
      preCompressed: true,
    });
  }

  app.get('/remotes.json', async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json').send(remoteMapText(opts.remotesFile, opts.appsRoot)),
  );

  if (!existsSync(shellDist)) return;
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
    index: false,
    wildcard: true,
  });
  const indexHtml = readFileSync(join(shellDist, 'index.html'));
  // Client-side routes (/dashboard/…, /accountsetup) all load the shell's page.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/remotes/')) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ result: { code: 0, text: 'Not found.' } });
  });
  app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml));
}
