import { expect, test } from '../support/fixtures';
import { CALENDAR_FEED_TEXTS as T } from '@dss/contract';
import { officeWire } from '../support/office-wire';
import { DEMO, openSignedIn } from '../support/sign-in';

// An instructor's private calendar feed against the real server and the demo school.

test('the office gives an instructor a calendar address, a calendar app reads their lessons from it, and Stop ends it', async ({
  page,
  request,
}) => {
  // The active instructor with the most learners: the demo school's diaries make sure they have lessons.
  const office = await officeWire(request);
  const [busiest]: { adi_id: number }[] = (
    await (await office({ bookinginstructors: '1', sort: 'learners', dir: 'desc', pagesize: '5' })).json()
  ).rows;
  await openSignedIn(page, DEMO.clerk, `/dashboard/edit/${busiest!.adi_id}`);
  const section = page.getByRole('region', { name: T.title });
  await expect(section.getByText(/^(A calendar feed is live|No calendar feed is live)/)).toBeVisible();
  await section.getByRole('button', { name: T.give }).click();
  // A feed left live by an earlier run is replaced after a question.
  const replace = page.getByRole('alertdialog').filter({ hasText: T.replaceWarning });
  await expect(page.getByText(T.given).or(replace)).toBeVisible();
  if (await replace.isVisible()) await replace.getByRole('button', { name: T.give }).click();
  await expect(page.getByText(T.given)).toBeVisible();

  const field = section.getByRole('textbox', { name: T.addressLabel });
  const address = await field.inputValue();
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByText(T.note)).toBeVisible();
  await expect(section.getByText(new RegExp(`^${T.liveSince} \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\.$`))).toBeVisible();

  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('TZID:Europe/London');
  expect(text).toMatch(/^UID:booking-\d+@driving-school-system\r?$/m);
  expect(text).toMatch(/^DTSTART;TZID=Europe\/London:\d{8}T\d{6}\r?$/m);

  await section.getByRole('button', { name: T.stop }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: T.stop }).click();
  await expect(page.getByText(T.stopped)).toBeVisible();
  await expect(section.getByText(T.none)).toBeVisible();
  await expect(field).toHaveCount(0);
  expect((await request.get(address)).status()).toBe(404);
});
