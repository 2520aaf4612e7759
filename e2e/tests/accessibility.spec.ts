import { expect, test } from '../support/fixtures';
import { blockingViolations, expectNoSeriousViolations } from '../support/accessibility';
import { pickRow } from '../support/pick-row';
import { DEMO, openSignedIn, signInToHome } from '../support/sign-in';

// axe-core (WCAG 2.0 and 2.1, A and AA) over what the route walk (every-route.spec.ts) does not
// open: the guest pages, and dialogs, menus and views opened on a screen. No serious or critical
// violation.

// Each test only reads its own screen: they are shared out between the workers one by one.
test.describe.configure({ mode: 'parallel' });

// The check itself: axe is put into the page once and kept while the app moves between screens
// (support/accessibility.ts), so it must still find what is wrong after a move.
test('the axe check finds a nameless button, and an unlabelled field after a move inside the app', async ({ page }) => {
  await signInToHome(page, DEMO.user);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  const probe = await page.getByRole('main').evaluateHandle((main) => main.appendChild(document.createElement('button')));
  expect((await blockingViolations(page, 'Home')).join('\n')).toContain('accessibility rule button-name (critical)');
  await probe.evaluate((button) => button.remove());

  await page.getByRole('link', { name: 'View/Edit Learners' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('View/Edit Learners');
  await page.getByRole('main').evaluate((main) => main.append(document.createElement('input')));
  const found = (await blockingViolations(page, 'View/Edit Learners')).join('\n');
  expect(found).toContain('accessibility rule label (critical)');
  expect(found).not.toContain('button-name');
});

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('User ID')).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the login page');
});

test('the licence activation page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/accountsetup');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the licence activation page');
});

// Dialogs and menus are checked open, where their own markup is on the page.
test('the bell menu and the package prices dialog have no serious accessibility violations', async ({ page }) => {
  await signInToHome(page, DEMO.user);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByRole('menuitem', { name: /Assign Learners/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'the bell menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Package Prices' }).click();
  await expect(page.getByRole('dialog').getByText('£300.00')).toBeVisible();
  await expectNoSeriousViolations(page, 'the package prices dialog');
});

// FullCalendar's time grid claims table roles it does not keep (fullcalendar#6526): checked with a
// diary loaded, as a week, as a list and as a phone's day with a lesson open.
test('a loaded diary, its list and a lesson dialog have no serious accessibility violations', async ({ page }) => {
  await openSignedIn(page, DEMO.clerk, '/dashboard/instructordiary');
  await pickRow(page, 'Select Instructor', (cells) => Number(cells[4]) > 1);
  await page.getByRole('button', { name: 'Load Diary' }).click();
  await expect(page.locator('.fc-timeGridWeek-view .fc-timegrid-event').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the diary as a week');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.locator('.fc-listWeek-view')).toBeVisible();
  await expectNoSeriousViolations(page, 'the diary as a list');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await expectNoSeriousViolations(page, 'the diary as a day on a phone');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.locator('.fc-timegrid-event').first().click();
  await expect(page.getByRole('dialog', { name: /^Lesson B\d+$/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'a lesson of the diary');
});

// On a phone-width screen a learner's history tables are wider than their panels, whatever the
// demo data holds: each scrolls sideways and must then be reachable by keyboard.
test('tables that scroll sideways on a narrow screen can be reached by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 900 });
  await openSignedIn(page, DEMO.clerk, '/dashboard/editlearner/150');
  await expect(page.getByRole('table', { name: 'Bookings History' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bookings = page.getByRole('region', { name: 'Bookings History (scrolls sideways)' });
  await bookings.focus();
  await expect(bookings).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => bookings.evaluate((area) => area.scrollLeft)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'Edit/Update Learner on a narrow screen');
});

test("a learner's edit dialog on View/Edit Learners has no serious accessibility violations", async ({ page }) => {
  await openSignedIn(page, DEMO.clerk, '/dashboard/managelearners');
  await page.getByRole('cell', { name: 'L200', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, "a learner's edit dialog");
});

test("a complaint's update dialog on Active Complaints has no serious accessibility violations", async ({ page }) => {
  await openSignedIn(page, DEMO.clerk, '/dashboard/viewactivecomplaints');
  // A complaint's row, not the table's loading row (the first draw can come before the list).
  await page
    .getByRole('row', { name: /^C\d+ / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('Progress updates')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, "a complaint's update dialog");
});

test('the payment dialog on Accept Instructor Payments has no serious accessibility violations', async ({ page }) => {
  await openSignedIn(page, DEMO.clerk, '/dashboard/acceptinstructorpayments');
  await page
    .getByRole('row', { name: /^Please select an instructor: A\d+/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByLabel('Card Number')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'the payment dialog');
});

test('the Income tab of Financial Management and the overview modal have no serious accessibility violations', async ({
  page,
}) => {
  // Three screens and three scans: past the default time on a busy machine.
  test.slow();
  await openSignedIn(page, DEMO.clerk, '/dashboard/rescordtransactions');
  await page.getByRole('tab', { name: 'Income' }).click();
  await expect(page.getByRole('table', { name: 'Income records' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'the Income tab');
  await page.getByRole('combobox', { name: 'Driving Instructor' }).click();
  await expect(page.getByRole('listbox', { name: 'Driving Instructor' }).getByRole('option').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, 'the open instructor picker');
  await page.goto('/dashboard/learnermonthlyoverview');
  await page
    .getByRole('row', { name: /^L\d+ / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: 'E-mail History' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, 'the overview modal');
});
