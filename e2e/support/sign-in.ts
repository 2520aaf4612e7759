import { createHash, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  admin: { id: '1', password: 'demo-admin' },
  user: { id: '2', password: 'demo-user' },
  clerk: { id: '3', password: 'demo-clerk' },
} as const;

type Who = { id: string; password: string };

/** Fills the login form and presses Enter, as staff do. */
export async function signIn(page: Page, who: Who, base = '') {
  await page.goto(`${base}/`);
  await page.getByLabel('User ID').fill(who.id);
  const password = page.getByLabel(/^Password/);
  await password.fill(who.password);
  await password.press('Enter');
}

/** Signs in through the wire, as the login screen does, and answers the session it would store; `base` picks another server. */
export async function wireSession(request: APIRequestContext, who: Who, base = ''): Promise<{ token: string }> {
  const p = createHash('sha512').update(who.password).digest('hex');
  const reply = await request.post(`${base}/api/loginctr.php`, { form: { loginid: who.id, p, staffweblogin: '1' } });
  const session = (await reply.json()).result?.data;
  if (!session?.token) throw new Error(`${who.id} could not sign in through the wire (HTTP ${reply.status()}).`);
  return session;
}

/** Where the shell keeps the signed-in session (packages/api/src/session-slice.ts). */
export const SESSION_KEY = 'dss.session';

/**
 * Opens `path` signed in as `who` with a session of its own, as a reload of a signed-in tab does:
 * the session is got through the wire, as the login screen gets it, and stored where the login
 * screen stores it, once (a Logout later in the test stays signed out). For tests not about
 * signing in: the login form costs a whole page load more, about a third of a short test.
 */
export async function openSignedIn(page: Page, who: Who, path: string, base = '') {
  const session = await wireSession(page.request, who, base);
  const { origin } = new URL(`${base}${path}`, test.info().project.use.baseURL);
  await page.addInitScript(
    ({ key, value, origin, stored }) => {
      if (location.origin !== origin || sessionStorage.getItem(stored)) return;
      sessionStorage.setItem(stored, '1');
      localStorage.setItem(key, value);
    },
    // each call's own mark: a later call in the same test (another person) stores its session too
    { key: SESSION_KEY, value: JSON.stringify(session), origin, stored: `e2e.session-stored.${randomUUID()}` },
  );
  await page.goto(`${base}${path}`);
}

/** Signed in as `who` (not through the form: openSignedIn), at Home. */
export async function signInToHome(page: Page, who: Who, base = '') {
  await openSignedIn(page, who, '/dashboard/home', base);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}
