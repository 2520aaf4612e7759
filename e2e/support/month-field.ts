import { MONTH_NAMES } from '@dss/contract';
import type { Locator, Page } from '@playwright/test';

/**
 * Chooses 'YYYY-MM' in the UI kit's month field (MonthField) labelled `label`: the year first, as
 * the months offered are the chosen year's, then the month by its name.
 */
export async function chooseMonth(scope: Page | Locator, label: string, yearMonth: string) {
  const [year = '', month = ''] = yearMonth.split('-');
  await scope.getByRole('combobox', { name: `${label}: year`, exact: true }).selectOption(year);
  await scope
    .getByRole('combobox', { name: `${label}: month`, exact: true })
    .selectOption({ label: MONTH_NAMES[Number(month) - 1] });
}
