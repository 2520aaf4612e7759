import { CANCELLED_BOOKING } from './labels';

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
 * The four stat tiles of the learner page (document 1 §9): lessons is the number of bookings
 * (a cancelled lesson gave its credit back, so it is not counted); total credits is the sum of
 * credits in the payment history; total paid the sum of prices; remaining credits is total credits
 * minus the lesson count, 0 if both are zero. Voided payments count for nothing.
 */
export function learnerStats(
  bookings: readonly { status: number }[],
  history: readonly { credits: number; price: string | number; voided_on?: string | null }[],
): LearnerStats {
  const lessons = bookings.filter((b) => b.status !== CANCELLED_BOOKING).length;
  // A voided payment stays in the history but bought nothing: its credits were removed.
  const payments = history.filter((p) => !p.voided_on);
  const totalCredits = payments.reduce((sum, p) => sum + Number(p.credits), 0);
  const totalPaidPence = payments.reduce((sum, p) => sum + pence(p.price), 0);
  const remainingCredits = lessons === 0 && totalCredits === 0 ? 0 : totalCredits - lessons;
  return { lessons, totalCredits, totalPaidPence, remainingCredits };
}
