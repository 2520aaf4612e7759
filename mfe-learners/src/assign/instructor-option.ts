import type { SuitableInstructor } from '@dss/contract';
import { instructorRef } from '@dss/ui';

/**
 * 'A3 Mr John Smith - contracted 30 h, given 12 h this week, pending 8 h', and for an instructor
 * from a neighbouring district ' - outside covering areas (covers LS1, LS2)'.
 */
export function instructorOption(a: SuitableInstructor): string {
  const hours = `contracted ${a.adi_contract_hours} h, given ${a.adi_weekly_hours} h this week, pending ${a.adi_pending_hours} h`;
  const outside = a.adi_outside_area ? ` - outside covering areas (covers ${a.adi_covering_pcs})` : '';
  return `${instructorRef(a.adi_id)} ${a.adi_title} ${a.adi_fname} ${a.adi_lname} - ${hours}${outside}`;
}

/** 'LS' for 'LS6': the postcode area, the letters of the outer code. */
export function postcodeArea(outer: string): string {
  return /^[A-Z]+/i.exec(outer)?.[0]?.toUpperCase() ?? outer;
}
