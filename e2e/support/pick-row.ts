import { expect, type Page } from '@playwright/test';

/** Picks the first row of the dialog's table that `accept` takes, paging on; answers the row's cells. */
export async function pickRow(page: Page, button: string, accept: (cells: string[]) => boolean = () => true): Promise<string[]> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.locator('tbody tr');
  const next = dialog.getByRole('button', { name: 'Next page' });
  for (;;) {
    // Each page read once it has arrived: while the server answers, the table shows a loading
    // row and Next page is disabled.
    await expect(dialog.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      const cells = await rows.nth(i).locator('td').allInnerTexts();
      if (accept(cells)) {
        await rows.nth(i).click();
        await expect(dialog).toBeHidden();
        return cells;
      }
    }
    if (await next.isDisabled()) throw new Error(`no row to pick in ${button}`);
    const shown = await rows.first().innerText();
    await next.click();
    await expect(rows.first()).not.toHaveText(shown);
  }
}
