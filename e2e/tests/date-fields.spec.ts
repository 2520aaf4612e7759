import { expect, test } from '../support/fixtures';
import { DEMO, openSignedIn } from '../support/sign-in';

// Date fields show and take day, month, year whatever the browser's language (document 1
// shows dates as dd/mm/yyyy); an American browser would otherwise show mm/dd/yyyy.
test.use({ locale: 'en-US' });

test('a date field shows and takes dd/mm/yyyy in an en-US browser', async ({ page }) => {
  await openSignedIn(page, DEMO.user, '/dashboard/recordcomplaint');
  // By role: while the calendar closes, its "Incident Date: calendar" label matches too.
  const field = page.getByRole('textbox', { name: /^Incident Date/ });
  await expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await field.fill('25/12/2025');
  await expect(field).toHaveValue('25/12/2025');

  // The calendar picks with the keyboard and writes the day back as dd/mm/yyyy.
  await page.getByRole('button', { name: 'Open calendar' }).click();
  // The calendar focuses the chosen day once it has mounted; keys pressed before would be lost.
  await expect(page.getByRole('grid').locator(':focus')).toHaveText('25');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('24/12/2025');
});
