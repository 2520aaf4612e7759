import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildTestApp } from '../test-support/test-server';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const ICON = Buffer.from([0, 0, 1, 0, 1, 0]);

/** The shell's dist/ as the build leaves it: a hashed script with its .br and .gz copies, and the favicon. */
function builtApps(): string {
  const root = mkdtempSync(join(tmpdir(), 'dss-apps-'));
  const dist = join(root, 'shell/dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'main.0123456789.js'), SCRIPT);
  writeFileSync(join(dist, 'main.0123456789.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'main.0123456789.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'favicon.ico'), ICON);
  // One remote built with its route declarations, one built before remotes declared them.
  mkdirSync(join(root, 'mfe-learners/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-learners/dist/routes.json'), JSON.stringify(LEARNER_ROUTES));
  mkdirSync(join(root, 'mfe-admin/dist'), { recursive: true });
  return root;
}

const LEARNER_ROUTES = [{ path: 'registerlearner', title: 'Register Learner', permissions: ['user'] }];

describe('the built apps as files', () => {
  let server: Awaited<ReturnType<typeof buildTestApp>>;
  before(async () => {
    server = await buildTestApp({ config: { appsRoot: builtApps() } });
  });
  after(() => server.close());

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli or gzip copy of a script to a browser that accepts it, cached for a year', async () => {
    const br = await get('/main.0123456789.js', 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(br.rawPayload.length < SCRIPT.length / 10);

    const gzip = await get('/main.0123456789.js', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.headers['cache-control'], 'public, max-age=31536000, immutable');

    const plain = await get('/main.0123456789.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.payload, SCRIPT);
  });

  it('maps each remote to its manifest, with the routes it declares when it was built with them', async () => {
    const res = await get('/remotes.json');
    assert.equal(res.headers['cache-control'], 'no-cache');
    const map = res.json();
    // Plain addresses, as shells built before remotes declared their routes read them.
    assert.equal(map.learners, '/remotes/learners/mf-manifest.json');
    assert.equal(map.admin, '/remotes/admin/mf-manifest.json');
    assert.deepEqual(map.routes, { learners: LEARNER_ROUTES });
    assert.deepEqual(Object.keys(map), ['learners', 'instructors', 'bookings', 'reports', 'admin', 'routes']);
  });

  it('answers /favicon.ico with the icon, cached for a day, not the page', async () => {
    const res = await get('/favicon.ico');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /icon/);
    assert.deepEqual(res.rawPayload, ICON);
    assert.equal(res.headers['cache-control'], 'public, max-age=86400');
  });

  it('leaves /calendar/ to the calendar feed: an address that opens no feed is a 404, never the page', async () => {
    for (const url of [`/calendar/${'A'.repeat(43)}.ics`, '/calendar/not-a-token', '/calendar/a/b.ics']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.body, 'Not found.', url);
    }
    assert.equal((await get('/dashboard/home')).statusCode, 200, 'client-side routes still load the page');
  });
});
