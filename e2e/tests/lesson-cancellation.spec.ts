import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pickRow } from '../support/pick-row';
import { DEMO, openSignedIn } from '../support/sign-in';

// Cancellations and no-shows from the diary, against the demo school (default policy: 48 hours'
// notice, a late cancellation and a no-show forfeit the credit).

/** Opens the diary of an instructor with learners and moves on to a week showing a scheduled lesson. */
async function diaryWithScheduledLesson(page: Page) {
  await openSignedIn(page, DEMO.clerk, '/dashboard/instructordiary');
  await pickRow(page, 'Select Instructor', (cells) => Number(cells[4]) > 1);
  await page.getByRole('button', { name: 'Load Diary' }).click();
  const movable = page.locator('.fc-timegrid-event.fc-event-draggable');
  for (let week = 0; week < 4; week++) {
    await page.getByRole('button', { name: /next/i }).first().click();
    try {
      await expect(movable.first()).toBeVisible({ timeout: 5_000 });
      return movable.first();
    } catch {
      // no scheduled lesson this week: try the next
    }
  }
  throw new Error('no scheduled lesson in the next four weeks');
}

test('View Instructor Diary: a lesson opened with the keyboard is cancelled by the school and its credit goes back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const lesson = await diaryWithScheduledLesson(page);
  const title = (await lesson.locator('.fc-event-title').innerText()).trim();
  const fixed = page.locator('.fc-timegrid-event:not(.fc-event-draggable)', { hasText: title });
  const fixedBefore = await fixed.count();
  await lesson.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Lesson B\d+$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title.split(' ')[0]!);

  await dialog.getByLabel('Cancelled by').selectOption('learner');
  await expect(dialog.getByRole('status')).toContainText(/^(Late cancellation|Cancelled with)/);
  await dialog.getByLabel('Cancelled by').selectOption('school');
  await expect(dialog.getByRole('status')).toHaveText('Cancelled by the school: the credit will go back to the learner.');
  await dialog.getByLabel('Reason').fill('Instructor unwell');
  await dialog.getByRole('button', { name: 'Cancel Lesson' }).click();

  await expect(page.getByText('Lesson cancelled.')).toBeVisible();
  await expect(page.getByText('The credit has gone back to the learner.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The diary shows it as Canceled (the legend's red), no longer movable.
  await expect(fixed).toHaveCount(fixedBefore + 1);
  await expect(fixed.last()).toHaveCSS('background-color', 'rgb(255, 51, 51)');

  // The learner's page counts it among the lessons the school cancelled.
  const learnerId = /^L(\d+) /.exec(title)![1];
  await page.goto(`/dashboard/editlearner/${learnerId}`);
  await expect(
    page.getByRole('region', { name: 'Bookings History', exact: true }).getByText(/Cancelled by the school: [1-9]/),
  ).toBeVisible();
});
