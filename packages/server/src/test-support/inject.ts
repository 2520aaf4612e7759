import type { InjectOptions } from 'fastify';
import { sha512Hex } from '../auth/sha512';
import { buildTestApp, type TestServer, type TestServerOptions } from './test-server';
import type { WireResponse } from './wire-client';

export type { WireResponse } from './wire-client';

/**
 * The app built over a fresh database (as startTestServer) but not listening: calls go through
 * Fastify's `inject`, with no socket and no HTTP parsing. `url` is only a handle for
 * post/postMultipart/signIn below, which have the shapes of wire-client.ts's, so a test file
 * moves between the two by changing its imports. Build one per test file.
 */
export type TestApp = TestServer;

const apps = new Map<string, TestServer['app']>();
let built = 0;

export async function build(opts: TestServerOptions = {}): Promise<TestApp> {
  const testApp = await buildTestApp(opts);
  const url = `inject://app-${++built}`;
  apps.set(url, testApp.app);
  return {
    ...testApp,
    url,
    async close() {
      apps.delete(url);
      await testApp.close();
    },
  };
}

async function inject(baseUrl: string, endpoint: string, payload: Buffer | string, contentType: string): Promise<WireResponse> {
  const app = apps.get(baseUrl);
  if (!app) throw new Error(`No app built for ${baseUrl} (use build() from test-support/inject, or the real-HTTP client)`);
  const options: InjectOptions = { method: 'POST', url: `/api/${endpoint}`, headers: { 'content-type': contentType }, payload };
  const res = await app.inject(options);
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  const body = res.rawPayload;
  const text = body.toString('utf8');
  return { status: res.statusCode, text, body, headers, json: () => JSON.parse(text) };
}

/** Posts form fields to an endpoint the way the browser does. */
export function post(baseUrl: string, endpoint: string, fields: Record<string, string>): Promise<WireResponse> {
  return inject(baseUrl, endpoint, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
}

/** Posts a multipart form, encoded as fetch would. */
export async function postMultipart(baseUrl: string, endpoint: string, form: FormData): Promise<WireResponse> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return inject(baseUrl, endpoint, body, encoded.headers.get('content-type')!);
}

/** Signs in and answers the session token. */
export async function signIn(baseUrl: string, loginid: string | number, password: string): Promise<string> {
  const res = await post(baseUrl, 'loginctr.php', { loginid: String(loginid), p: sha512Hex(password), staffweblogin: '1' });
  const body = res.json();
  if (body.result?.code !== 1) throw new Error(`Sign-in failed for ${loginid}: ${res.text}`);
  return body.result.data.token;
}
