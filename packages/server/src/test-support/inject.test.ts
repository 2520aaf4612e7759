import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as injected from './inject';
import * as wire from './wire-client';

/** The same app answers through inject and over a loopback socket: both clients must see the same replies. */
describe('the inject client against real HTTP', () => {
  let app: injected.TestApp;
  let httpUrl: string;
  before(async () => {
    app = await injected.build();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address();
    httpUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(() => app.close());

  const both = async (call: (client: typeof wire, url: string) => Promise<wire.WireResponse>) => {
    const viaInject = await call(injected, app.url);
    const viaHttp = await call(wire, httpUrl);
    assert.equal(viaInject.status, viaHttp.status);
    assert.equal(viaInject.headers.get('content-type'), viaHttp.headers.get('content-type'));
    return [viaInject, viaHttp] as const;
  };

  it('posts form fields and signs in', async () => {
    const [refused, refusedHttp] = await both((c, url) =>
      c.post(url, 'loginctr.php', { loginid: '1', p: 'x', staffweblogin: '1' }),
    );
    assert.equal(refused.text, refusedHttp.text);
    const token = await injected.signIn(app.url, 1, 'demo-admin');
    const [plans, plansHttp] = await both((c, url) => c.post(url, 'ctroaV2.php', { token, loadlessonplans: '1' }));
    assert.equal(plans.status, 200);
    assert.deepEqual(plans.json(), plansHttp.json());
    const [unknown] = await both((c, url) => c.post(url, 'ctroaV2.php', { token }));
    assert.equal(unknown.status, 400);
  });

  it('posts multipart forms with files', async () => {
    const token = await wire.signIn(httpUrl, 1, 'demo-admin');
    const form = (version: string, data: Buffer, type: string) => {
      const f = new FormData();
      f.append('token', token);
      f.append('learnertcupload', version);
      f.append('file', new Blob([data], { type }), 'terms.pdf');
      return f;
    };
    const pdf = Buffer.from('%PDF-1.4\n% terms\n%%EOF\n', 'latin1');
    const [refused, refusedHttp] = await both((c, url) =>
      c.postMultipart(url, 'ctroaV2.php', form('v-bad', Buffer.from('text'), 'text/plain')),
    );
    assert.notEqual(refused.status, 200);
    assert.equal(refused.text, refusedHttp.text);
    const viaInject = await injected.postMultipart(app.url, 'ctroaV2.php', form('v-inject', pdf, 'application/pdf'));
    const viaHttp = await wire.postMultipart(httpUrl, 'ctroaV2.php', form('v-http', pdf, 'application/pdf'));
    assert.deepEqual([viaInject.text, viaHttp.text], ['SUCCESS', 'SUCCESS']);
    const history = (await injected.post(app.url, 'ctroaV2.php', { token, tacversions: '1', kind: '1' })).json();
    assert.deepEqual(
      history.slice(0, 2).map((v: { version: string }) => v.version),
      ['v-http', 'v-inject'],
    );
  });

  it('refuses a handle no app was built for', async () => {
    await assert.rejects(injected.post('inject://nothing', 'loginctr.php', {}), /No app built/);
  });
});
