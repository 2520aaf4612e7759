import { sha512Hex } from '../auth/sha512';

export interface WireResponse {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever body an action answers
  json<T = any>(): T;
  headers: Headers;
  body: Buffer;
}

/** Posts form fields to an endpoint the way the browser does. */
export async function post(baseUrl: string, endpoint: string, fields: Record<string, string>): Promise<WireResponse> {
  const res = await fetch(`${baseUrl}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = Buffer.from(await res.arrayBuffer());
  const text = body.toString('utf8');
  return { status: res.status, text, body, headers: res.headers, json: () => JSON.parse(text) };
}

export async function postMultipart(baseUrl: string, endpoint: string, form: FormData): Promise<WireResponse> {
  const res = await fetch(`${baseUrl}/api/${endpoint}`, { method: 'POST', body: form });
  const body = Buffer.from(await res.arrayBuffer());
  const text = body.toString('utf8');
  return { status: res.status, text, body, headers: res.headers, json: () => JSON.parse(text) };
}

/** Signs in and answers the session token. */
export async function signIn(baseUrl: string, loginid: string | number, password: string): Promise<string> {
  const res = await post(baseUrl, 'loginctr.php', { loginid: String(loginid), p: sha512Hex(password), staffweblogin: '1' });
  const body = res.json();
  if (body.result?.code !== 1) throw new Error(`Sign-in failed for ${loginid}: ${res.text}`);
  return body.result.data.token;
}
