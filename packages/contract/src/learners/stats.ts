import type { CreditSummary } from './types';

export interface LearnerStats {
  lessons: number;
  totalCredits: number;
  /** Sum of prices in pence, so no float drift. */
  totalPaidPence: number;
  remainingCredits: number;
}

function pence(price: string | number): number {
  const [whole = '0', frac = ''] = String(price).split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number((frac + '00').slice(0, 2)));
}

/**
 * The four stat tiles of the learner page (document 1 §9). Total credits is the sum of credits
 * in the payment history and total paid the sum of prices, voided payments counting for nothing.
 * Lessons completed and remaining credits are read from the credits themselves, so that they
 * agree with Learners' Payments Data and the booking screens: lessons completed counts the
 * credits taken; remaining credits those still to use (unused and booked). The spec's formula
 * (bookings less cancelled; credits less lessons) predates forfeits: docs/decisions/credit-figures.md.
 */
export function learnerStats(
  credits: CreditSummary | undefined,
  history: readonly { credits: number; price: string | number; voided_on?: string | null }[],
): LearnerStats {
  // A voided payment stays in the history but bought nothing: its credits were removed.
  const payments = history.filter((p) => !p.voided_on);
  const totalCredits = payments.reduce((sum, p) => sum + Number(p.credits), 0);
  const totalPaidPence = payments.reduce((sum, p) => sum + pence(p.price), 0);
  const lessons = credits?.used_cred ?? 0;
  const remainingCredits = credits ? credits.unused_cred + credits.booked_cred : 0;
  return { lessons, totalCredits, totalPaidPence, remainingCredits };
}
