import Holidays from 'date-holidays';
import type { Kysely, Transaction } from 'kysely';
import type { BankHoliday, BankHolidayRegion, ClosedDay } from '@dss/contract';
import type { Database } from '../db/tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The days the school is closed (docs/decisions/bank-holidays-and-closed-days.md): the bank
 * holidays of its region, from the maintained `date-holidays` library, and the closed days its
 * administrator sets. Dates are London dates 'YYYY-MM-DD'; ranges are [start, end).
 */

const byYear = new Map<string, readonly BankHoliday[]>();

/**
 * A region's bank holidays of one year: the library's 'public' holidays, substitute days
 * included (its observances, such as Mother's Day, close nothing). Kept per region and year.
 */
function bankHolidaysOf(region: BankHolidayRegion, year: number): readonly BankHoliday[] {
  const key = `${region}:${year}`;
  let days = byYear.get(key);
  if (!days) {
    days = new Holidays('GB', region)
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
    byYear.set(key, days);
  }
  return days;
}

/** The region's bank holidays in [start, end), earliest first. */
export function bankHolidaysBetween(region: BankHolidayRegion, start: string, end: string): BankHoliday[] {
  const found: BankHoliday[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++)
    found.push(...bankHolidaysOf(region, year).filter((h) => h.date >= start && h.date < end));
  return found;
}

/** Whose bank holidays close the school (school_settings.bank_holiday_region). */
export async function schoolRegion(db: Db): Promise<BankHolidayRegion> {
  const settings = await db.selectFrom('school_settings').select('bank_holiday_region').executeTakeFirstOrThrow();
  return settings.bank_holiday_region;
}

/**
 * Every day the school is closed in [start, end): its region's bank holidays and its own closed
 * days, by date, a bank holiday before a closed day set on the same date.
 */
export async function closedDaysBetween(db: Db, start: string, end: string): Promise<ClosedDay[]> {
  const bank = bankHolidaysBetween(await schoolRegion(db), start, end).map((h): ClosedDay => ({
    date: h.date,
    name: h.name,
    kind: 'bank',
  }));
  const own = await db
    .selectFrom('school_closed_days')
    .select(['closed_on', 'reason'])
    .where('closed_on', '>=', start)
    .where('closed_on', '<', end)
    .orderBy('closed_on')
    .execute();
  const school = own.map((d): ClosedDay => ({ date: d.closed_on, name: d.reason, kind: 'school' }));
  // 'bank' sorts before 'school'
  return [...bank, ...school].sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}
