// npm run bench (headers part): the security headers as security/headers.ts sends them (helmet's
// headers worked out once per remote map) against @fastify/helmet sending the same headers (it
// runs helmet, options and all, on every request). Two bare Fastify apps in one process, with
// the server's compression; the same requests alternated A B, B A; the process's CPU time a
// request (every thread, so other load on the machine does not count), median of the rounds,
// printed as plugin ÷ today's. A cheap action takes about 0.3 ms of server time.
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from '../src/security/headers';
import { registerCompression } from '../src/wire/compression';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const REQUESTS = 1_000;
const SMALL = { tot_act_comps: 3, tot_pend_adis: 1, tot_pend_learners: 12, totl_pend_bookings: 4 };
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

function routes(app: FastifyInstance, api: object | undefined) {
  app.post('/api/small', api ? { helmet: api } : {}, async () => SMALL);
  app.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><div id="root"></div>'));
}

async function today(): Promise<FastifyInstance> {
  const app = Fastify();
  registerSecurityHeaders(app, { behindTls: false });
  await registerCompression(app);
  routes(app, undefined);
  await app.ready();
  return app;
}

/** @fastify/helmet with security/headers.ts's two sets: the page's by default, the API's on its routes. */
async function plugin(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  await registerCompression(app);
  routes(app, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  await app.ready();
  return app;
}

type Request = { method: 'GET' | 'POST'; url: string };

/** CPU microseconds a request over REQUESTS requests. */
async function cpuPerRequest(app: FastifyInstance, request: Request): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const res = await app.inject(request);
    if (res.statusCode !== 200) throw new Error(`${request.url}: ${res.statusCode}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / REQUESTS;
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;

const cases: [string, Request][] = [
  ['an API answer', { method: 'POST', url: '/api/small' }],
  ['the page', { method: 'GET', url: '/' }],
];

const [a, b] = [await today(), await plugin()];
for (const [name, request] of cases) {
  const [ra, rb] = await Promise.all([a.inject(request), b.inject(request)]);
  const differing = Object.keys({ ...ra.headers, ...rb.headers }).filter(
    (h) => h !== 'date' && String(ra.headers[h]) !== String(rb.headers[h]),
  );
  if (differing.length) throw new Error(`${name}: the two send different headers: ${differing.join(', ')}`);
  await cpuPerRequest(a, request);
  await cpuPerRequest(b, request);
}
console.log(
  '\nSecurity headers, CPU a request'.padEnd(34),
  "today's µs".padStart(11),
  '@fastify/helmet µs'.padStart(19),
  'ratio'.padStart(7),
);
for (const [name, request] of cases) {
  const ta: number[] = [];
  const tb: number[] = [];
  // A B, then B A: neither always runs first.
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2) tb.push(await cpuPerRequest(b, request));
    ta.push(await cpuPerRequest(a, request));
    if (!(round % 2)) tb.push(await cpuPerRequest(b, request));
  }
  const [ma, mb] = [median(ta), median(tb)];
  console.log(name.padEnd(33), ma.toFixed(1).padStart(11), mb.toFixed(1).padStart(19), `${(mb / ma).toFixed(2)}×`.padStart(7));
}
await a.close();
await b.close();
