import { financeActions, taxYearOptions, londonDate } from '@dss/contract';
import { handle } from '../../wire/handler';

/** Tax years from the current one back to the school's earliest (school_settings.earliest_tax_year). */
export const taxYears = handle(financeActions.taxYears, async (ctx) => {
  const settings = await ctx.db.selectFrom('school_settings').select('earliest_tax_year').executeTakeFirstOrThrow();
  const today = londonDate(new Date());
  return { today, earliest_year: settings.earliest_tax_year, options: taxYearOptions(today, settings.earliest_tax_year) };
});
