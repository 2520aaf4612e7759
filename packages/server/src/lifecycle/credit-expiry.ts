import { addMonthsToDay, londonDay, londonInstant } from '@dss/contract';

/** When a credit bought at `paidOn` expires: London midnight `months` months after its London date. */
export function creditExpiry(paidOn: Date | number, months: number): Date {
  return londonInstant(addMonthsToDay(londonDay(paidOn), months), 0);
}
