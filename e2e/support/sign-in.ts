import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { id: '1', password: 'demo-admin' },
  user: { id: '2', password: 'demo-user' },
  clerk: { id: '3', password: 'demo-clerk' },
} as const;

/** Fills the login form and presses Enter, as staff do. */
export async function signIn(page: Page, who: { id: string; password: string }, base = '') {
  await page.goto(`${base}/`);
  await page.getByLabel('User ID').fill(who.id);
  const password = page.getByLabel(/^Password/);
  await password.fill(who.password);
  await password.press('Enter');
}

export async function signInToHome(page: Page, who: { id: string; password: string }, base = '') {
  await signIn(page, who, base);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}
