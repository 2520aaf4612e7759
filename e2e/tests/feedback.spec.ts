import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO, openSignedIn } from '../support/sign-in';

// Feedback both ways against the demo school: a completed lesson's feedback is recorded with
// faces, the lesson leaves the pending list, and the rated person's totals and drill-down show it.

interface Variant {
  record: string;
  recordTitle: string;
  dialogTitle: string;
  view: string;
  viewTitle: string;
  /** Which cell of a pending row holds the person the view lists (3 instructor, 2 learner). */
  subjectCell: number;
  counterpartCell: number;
  /** The drill-down's table of people on the other side. */
  counterparts: string;
  internalOnly: boolean;
}

const LEARNER: Variant = {
  record: 'recordlearnerfeedbacks',
  recordTitle: 'Record Learner Feedbacks',
  dialogTitle: 'Learner Feedback',
  view: 'viewlearnerfeedback',
  viewTitle: 'View Learner Feedback',
  subjectCell: 3,
  counterpartCell: 2,
  counterparts: 'Learners',
  internalOnly: false,
};

const INSTRUCTOR: Variant = {
  record: 'recordinstructorfeedbacks',
  recordTitle: 'Record Instructors Feedbacks About Learners',
  dialogTitle: 'Instructor Feedback About Learner',
  view: 'viewinstructorfeedback',
  viewTitle: 'View Instructor Feedbacks',
  subjectCell: 2,
  counterpartCell: 3,
  counterparts: 'Instructors',
  internalOnly: true,
};

const INTERNAL_ONLY = 'Internal use only. Not to be shared with learners.';

async function search(page: Page, text: string) {
  await page.getByLabel('Search', { exact: true }).fill(text);
}

/** The person's Total Reviews in the view's table, 0 when they have none yet. */
async function totalReviews(page: Page, v: Variant, ref: string): Promise<number> {
  await page.goto(`/dashboard/${v.view}`);
  await expect(page.getByRole('heading', { name: v.viewTitle, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: /ratings$/ });
  const people = table.getByRole('row', { name: /^[AL]\d+ / });
  // The first page lists several people before the search is sent (it waits for the typing to
  // stop), and keeps them on screen while the server answers: a row read or clicked then is one
  // about to be replaced. A search by reference finds one person, or none.
  await expect(people.nth(1)).toBeVisible();
  await search(page, ref);
  await expect(people.nth(1)).toBeHidden();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const row = table.getByRole('row', { name: new RegExp(`^${ref} `) });
  await expect(row.or(table.getByText('No Data to display'))).toBeVisible();
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole('cell').nth(3).innerText());
}

async function recordAndView(page: Page, v: Variant) {
  test.setTimeout(90_000);
  await openSignedIn(page, DEMO.clerk, `/dashboard/${v.record}`);
  await expect(page.getByRole('heading', { name: v.recordTitle, level: 1 })).toBeVisible();
  const pending = page.getByRole('table', { name: 'Lessons awaiting feedback' });
  // A lesson's row (B{id} first), not the table's loading row.
  const first = pending.getByRole('row', { name: /^B\d+ / }).first();
  await expect(first).toBeVisible();
  const cells = await first.getByRole('cell').allInnerTexts();
  const booking = cells[0]!;
  const subject = cells[v.subjectCell]!;
  const counterpart = cells[v.counterpartCell]!;
  const subjectRef = subject.split(' ')[0]!;

  const before = await totalReviews(page, v, subjectRef);

  await page.goto(`/dashboard/${v.record}`);
  await search(page, booking);
  await pending.getByRole('row', { name: new RegExp(`^${booking} `) }).click();
  const dialog = page.getByRole('dialog', { name: `${v.dialogTitle} ${booking}` });
  await expect(dialog).toBeVisible();
  const questions = dialog.getByRole('group');
  await expect(questions).toHaveCount(3);
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const given = ['Excellent (5)', 'Good (4)', 'Average (3)'];
  const asked: string[] = [];
  for (const [k, rating] of given.entries()) {
    await expect(save).toBeDisabled();
    asked.push((await questions.nth(k).locator('legend').innerText()).replace(/^\d\. /, ''));
    await questions.nth(k).getByText(rating.split(' ')[0]!, { exact: true }).click();
  }
  await expect(questions.nth(2).getByRole('radio', { name: /^Average/ })).toBeChecked();
  await expectNoSeriousViolations(page, `the ${v.dialogTitle} dialog`);
  await save.click();
  await expect(page.getByText('Feedback Recorded.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // the success alert closes by itself; the reloaded list is then in view
  await expect(page.getByText('Feedback Recorded.')).toBeHidden();
  await expect(pending.getByRole('row', { name: new RegExp(`^${booking} `) })).toHaveCount(0);

  // the rated person now has one more review, and the drill-down shows this lesson's ratings
  expect(await totalReviews(page, v, subjectRef)).toBe(before + 1);
  if (v.internalOnly) await expect(page.getByRole('note')).toHaveText(INTERNAL_ONLY);
  await page.getByRole('row', { name: new RegExp(`^${subjectRef} `) }).click();
  const drill = page.getByRole('dialog', { name: subject });
  await expect(drill.getByRole('group', { name: 'Summary' })).toContainText(`Total Feedbacks${before + 1}`);
  if (v.internalOnly) await expect(drill.getByRole('note')).toHaveText(INTERNAL_ONLY);
  const counterpartRef = counterpart.split(' ')[0]!;
  await drill.getByLabel('Search', { exact: true }).fill(counterpartRef);
  await drill
    .getByRole('table', { name: v.counterparts })
    .getByRole('row', { name: new RegExp(`^${counterpartRef} `) })
    .click();
  await expect(drill.getByRole('heading', { name: `Ratings per question: ${counterpart}` })).toBeVisible();
  await drill.getByLabel('Search', { exact: true }).last().fill(booking);
  const details = drill.getByRole('table', { name: 'Ratings per question' });
  const lesson = details.getByRole('row').filter({ has: page.getByRole('cell', { name: booking, exact: true }) });
  await expect(lesson).toHaveCount(3);
  for (const [k, question] of asked.entries()) await expect(lesson.filter({ hasText: question })).toContainText(given[k]!);
  await expectNoSeriousViolations(page, `the ${v.viewTitle} drill-down`);
}

test('Record Learner Feedbacks: a lesson rated with faces leaves the list, and View Learner Feedback counts it', async ({
  page,
}) => {
  await recordAndView(page, LEARNER);
});

test('Record Instructors Feedbacks About Learners: recorded the same way, and View Instructor Feedbacks is internal use only', async ({
  page,
}) => {
  await recordAndView(page, INSTRUCTOR);
});
