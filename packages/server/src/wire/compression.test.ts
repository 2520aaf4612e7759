import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { build, signIn, type TestApp } from '../test-support/inject';
import { COMPRESS_MIN_BYTES } from './compression';

describe('compressed API replies', () => {
  let server: TestApp;
  let clerk: string;
  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
  });
  after(() => server.close());

  const call = (fields: Record<string, string>, acceptEncoding?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/ctrouV2.php',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: new URLSearchParams({ token: clerk, ...fields }).toString(),
    });

  it('compresses a JSON reply above the threshold with brotli, or gzip, as the caller accepts', async () => {
    const plain = await call({ lessonpacks: '1' });
    assert.ok(plain.rawPayload.length >= COMPRESS_MIN_BYTES, 'the lesson packs are a reply worth compressing');
    assert.equal(plain.headers['content-encoding'], undefined);

    const br = await call({ lessonpacks: '1' }, 'gzip, deflate, br, zstd');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.payload);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 2);

    const gzip = await call({ lessonpacks: '1' }, 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.payload);
  });

  it('sends a small reply as it is', async () => {
    const res = await call({ notifications: '1' }, 'br');
    assert.ok(res.rawPayload.length < COMPRESS_MIN_BYTES);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.ok(res.json().tot_act_comps >= 0);
  });

  it('honours q=0 and prefers brotli', async () => {
    const encodingFor = async (accepted: string) => (await call({ lessonpacks: '1' }, accepted)).headers['content-encoding'];
    assert.equal(await encodingFor('gzip, br'), 'br');
    assert.equal(await encodingFor('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(await encodingFor('identity'), undefined);
  });

  it('takes a request body as it comes: a gzipped form is not inflated', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/ctrouV2.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      payload: gzipSync(new URLSearchParams({ token: clerk, lessonpacks: '1' }).toString()),
    });
    assert.equal(res.statusCode, 400, 'the compressed bytes are no form');
  });
});
