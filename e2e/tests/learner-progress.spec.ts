import { expect, test } from '../support/fixtures';
import { officeWire, registerLearner } from '../support/office-wire';
import { DEMO, openSignedIn } from '../support/sign-in';

test('a clerk records two topics as Independent on a learner page and the ready summary counts them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const office = await officeWire(request);
  const learner = await registerLearner(office, {
    title: '2',
    gender: 'f',
    fname: 'Priya',
    lname: 'Progress',
    mobile: '07700900321',
    inemail: `progress.${Date.now()}@example.invalid`,
    dob: '2006-02-14',
    dlno: `PROGR${Date.now().toString().slice(-11)}`,
    haline1: '4 Syllabus Road',
  });

  await openSignedIn(page, DEMO.clerk, `/dashboard/editlearner/${learner}`);
  const progress = page.getByRole('region', { name: 'Progress' });
  const summary = progress.getByTestId('progress-summary');
  await expect(summary).toHaveText(/^Not yet ready: 0 of (\d+) topics are Independent; \1 not started\.$/);
  const total = Number(/of (\d+) topics/.exec((await summary.textContent()) ?? '')![1]);

  const topics = progress.getByRole('group', { name: 'Topics' });
  await topics.getByLabel('Junctions').check();
  await topics.getByLabel('Roundabouts').check();
  await progress.getByLabel(/^Level/).selectOption('Independent');
  await progress.getByLabel(/^Note/).fill('Both handled without a prompt');
  await progress.getByRole('button', { name: 'Record Progress' }).click();
  await expect(page.getByText('Progress recorded successfully')).toBeVisible();

  await expect(summary).toHaveText(`Not yet ready: 2 of ${total} topics are Independent; ${total - 2} not started.`);
  const table = progress.getByRole('table', { name: 'Progress' });
  await expect(table.getByRole('row', { name: /^Junctions Independent/ })).toContainText('Sophie Clarke');
  await progress.getByRole('button', { name: 'History of Roundabouts' }).click();
  await expect(page.getByRole('table', { name: 'History of Roundabouts' })).toContainText('Both handled without a prompt');
});
