import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp } from '../test-support/test-server';

/** A folder of built apps as scripts/build.mjs leaves them: the shell's page and one remote. */
function builtApps(): string {
  const root = mkdtempSync(join(tmpdir(), 'dss-apps-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'shell/dist/main.0123456789.js'), 'console.log(1)');
  mkdirSync(join(root, 'mfe-learners/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-learners/dist/mf-manifest.json'), '{}');
  writeFileSync(
    join(root, 'remotes.json'),
    JSON.stringify({
      learners: '/remotes/learners/mf-manifest.json',
      reports: 'https://reports.example.org:8443/mf-manifest.json',
    }),
  );
  return root;
}

type Built = Awaited<ReturnType<typeof buildTestApp>>;

describe('security headers', () => {
  let server: Built;
  let tlsServer: Built;
  before(async () => {
    const appsRoot = builtApps();
    server = await buildTestApp({ config: { appsRoot, remotesFile: join(appsRoot, 'remotes.json') } });
    tlsServer = await buildTestApp({ env: { BEHIND_TLS: '1' } });
  });
  after(async () => {
    await server.close();
    await tlsServer.close();
  });

  const pages = () =>
    Promise.all([
      server.app.inject({ method: 'GET', url: '/' }),
      server.app.inject({ method: 'GET', url: '/dashboard/learners' }),
      server.app.inject({ method: 'GET', url: '/main.0123456789.js' }),
      server.app.inject({ method: 'GET', url: '/remotes/learners/mf-manifest.json' }),
      server.app.inject({ method: 'GET', url: '/remotes.json' }),
      server.app.inject({ method: 'GET', url: '/remotes/learners/missing-chunk.js' }),
    ]);
  const apiAnswers = () =>
    Promise.all([
      server.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      server.app.inject({ method: 'GET', url: '/api/health' }),
      server.app.inject({ method: 'POST', url: '/api/ctrouV2.php', payload: { lessonpacks: '1' } }),
      server.app.inject({ method: 'POST', url: '/api/loginctr.php', payload: { loginid: '3', p: 'x', staffweblogin: '1' } }),
    ]);
  const noFramingSniffingOrReferrer = (res: Awaited<ReturnType<typeof pages>>[number]) => {
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin');
    assert.equal(res.headers['strict-transport-security'], undefined);
    assert.equal(res.headers['permissions-policy'], 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin');
  };

  it("sends the page CSP and helmet's page headers on pages, files and their errors", async () => {
    const all = await pages();
    assert.deepEqual(
      all.map((r) => r.statusCode),
      [200, 200, 200, 200, 200, 404],
    );
    for (const res of all) {
      noFramingSniffingOrReferrer(res);
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /object-src 'none'/);
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin');
      assert.equal(res.headers['origin-agent-cluster'], '?1');
    }
  });

  it('answers the API with a CSP that allows nothing and without the page-only headers', async () => {
    const all = await apiAnswers();
    assert.deepEqual(
      all.map((r) => r.statusCode),
      [404, 200, 401, 422],
    );
    for (const res of all) {
      noFramingSniffingOrReferrer(res);
      assert.equal(res.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'");
      for (const pageOnly of ['origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection'])
        assert.equal(res.headers[pageOnly], undefined, pageOnly);
    }
  });

  it("lets the page load remotes from the remote map's other origins, and only those", async () => {
    const csp = String((await server.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/reports\.example\.org:8443;/);
    assert.match(csp, /connect-src 'self' https:\/\/reports\.example\.org:8443;/);
    assert.match(csp, /style-src 'self' 'unsafe-inline' https:\/\/reports\.example\.org:8443;/);
    assert.doesNotMatch(csp, /unsafe-eval|\*/);
  });

  it('sends HSTS and upgrades requests only when configured as behind TLS', async () => {
    const api = await tlsServer.app.inject({ method: 'POST', url: '/api/ctrouV2.php', payload: { lessonpacks: '1' } });
    assert.equal(api.headers['strict-transport-security'], 'max-age=31536000');
    const res = await tlsServer.app.inject({ method: 'GET', url: '/' });
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000');
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /upgrade-insecure-requests/);
    assert.match(csp, /script-src 'self';/, 'no remote map names no other origin');
  });
});
