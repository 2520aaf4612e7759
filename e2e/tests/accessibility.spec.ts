import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pickRow } from '../support/pick-row';
import { DEMO, signIn, signInToHome } from '../support/sign-in';

// axe-core over the main screens (WCAG 2 A and AA): no serious or critical violations.
// New screens join this list as they are built.

const BLOCKING = new Set(['serious', 'critical']);

async function expectNoSeriousViolations(page: Page, screen: string) {
  // Axe reads colours as drawn: let an opening dialog or menu finish its fade first (finite
  // animations only; a spinner never finishes).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const blockingReport = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
    return blocking.map(
      (v) =>
        `accessibility rule ${v.id} (${v.impact}) on ${screen}: ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes.map((n) => `  - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n'),
    );
  };
  // A table still arriving can be wider than its box for a moment before the box becomes the
  // keyboard-reachable region it then is (SidewaysScrollArea measures after layout): what stays
  // wrong fails. One axe pass over a large screen takes over five seconds on a loaded two-core
  // machine, so the limit leaves room for a few passes, not for one.
  await expect.poll(blockingReport, { timeout: 30_000, intervals: [500] }).toEqual([]);
}

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

test('Home has no serious accessibility violations', async ({ page }) => {
  await signInToHome(page, DEMO.clerk);
  await expect(page.getByRole('heading', { name: "Today's Tasks" })).toBeVisible();
  await expectNoSeriousViolations(page, 'Home');
});

test('Admin home has no serious accessibility violations', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Admin home');
});

// The learner and administration screens, each once its main content has loaded.
const OFFICE_SCREENS: [string, string][] = [
  ['registerlearner', 'Register Learner'],
  ['managelearners', 'View/Edit Learners'],
  ['acceptpayments', 'Accept Payments'],
  ['assigninstructor', 'Assign Instructor'],
  ['learnerpaymentdata', "Learners' Payments Data"],
  ['editlearner/150', 'Edit/Update Learner'],
  ['booklearners', 'Book Learners'],
  ['bookpendinglearners', 'Book Pending Bookings'],
  ['instructordiary', 'View Instructor Diary'],
  ['recordtestoutcome', 'Record Test Outcome'],
  ['recordcomplaint', 'Record Complaint'],
  ['viewactivecomplaints', 'Active Complaints'],
  ['resolvedcomplaints', 'Resolved Complaints'],
  ['recordlearnerfeedbacks', 'Record Learner Feedbacks'],
  ['viewlearnerfeedback', 'View Learner Feedback'],
  ['recordinstructorfeedbacks', 'Record Instructors Feedbacks About Learners'],
  ['viewinstructorfeedback', 'View Instructor Feedbacks'],
  ['vieweditinstructors', 'View/Edit Active Driving Instructors'],
  ['searchinstructor', 'Advance Instructor Search'],
  ['pendinginstructors', 'Pending Instructors'],
  ['registerinstructor', 'Register Instructor'],
  ['edit/1', 'Edit Instructor'],
  ['recordinstructorfranchisepayments', 'Record Instructor Franchise Payments'],
  ['acceptinstructorpayments', 'Accept Instructor Payments'],
  ['rescordtransactions', 'Financial Management'],
  ['instructorfranchisepaydata', 'View Instructor Franchise Payment Report'],
  ['learnermonthlyoverview', "Learners' Monthly Overview"],
  ['instructormonthlyoverview', "Instructors' Monthly Overview"],
];
const ADMIN_SCREENS: [string, string][] = [
  ['addstaff', 'Add Staff'],
  ['managestaff', 'View/Edit Office Staff'],
  ['resetstaffpass', 'Reset Office Staff Password'],
  ['addlessonplan', 'Create New Lesson Package'],
  ['addfranchiseplan', 'Create New Franchise Package'],
  ['managefranchiseplans', 'Manage Franchise Plans'],
  ['managelessonplans', 'Manage Lesson Plans'],
  ['addlearnerquestiongroup', 'Learner Feedback Question Groups'],
  ['managequickinfo', 'Add/Manage Quick Information'],
  ['closeddays', 'Bank Holidays & Closed Days'],
  ['progresstopics', 'Progress Topics'],
  ['uploadleanertc', "Learner's Terms & Conditions"],
  ['managelearnerfeedbackquestions', 'Learner Feedback Questions'],
  ['approveinstructors', 'Approve Instructors'],
  ['instructorstatemanagement', 'Instructor State Management'],
  ['auditlog', 'Audit Log'],
  ['mailoutbox', 'E-mail Outbox'],
];

for (const [path, title] of OFFICE_SCREENS) {
  test(`${title} has no serious accessibility violations`, async ({ page }) => {
    await signInToHome(page, DEMO.clerk);
    await page.goto(`/dashboard/${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, title);
  });
}

for (const [path, title] of ADMIN_SCREENS) {
  test(`${title} (admin) has no serious accessibility violations`, async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/dashboard\/adminhome$/);
    await page.goto(`/dashboard/${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, title);
  });
}

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
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/instructordiary');
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
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/editlearner/150');
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
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/managelearners');
  await page.getByRole('cell', { name: 'L200', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, "a learner's edit dialog");
});

test("a complaint's update dialog on Active Complaints has no serious accessibility violations", async ({ page }) => {
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/viewactivecomplaints');
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
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/acceptinstructorpayments');
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
  await signInToHome(page, DEMO.clerk);
  await page.goto('/dashboard/rescordtransactions');
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
