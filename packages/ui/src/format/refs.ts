import { NOT_AVAILABLE } from './not-available';

type IdInput = number | string | null | undefined;

// Identifiers are shown with a one-letter prefix (document 1 §1).
function prefixed(prefix: string): (id: IdInput) => string {
  return (id) => {
    if (id === null || id === undefined || String(id).trim() === '') return NOT_AVAILABLE;
    return `${prefix}${String(id).trim()}`;
  };
}

/** Learner: 12 → 'L12'. */
export const learnerRef = prefixed('L');
/** Driving instructor (ADI): 7 → 'A7'. */
export const instructorRef = prefixed('A');
/** Complaint: 3 → 'C3'. */
export const complaintRef = prefixed('C');
/** Booking: 40 → 'B40'. */
export const bookingRef = prefixed('B');
/** Payment: 9 → 'P9'. */
export const paymentRef = prefixed('P');
/** Franchise plan: 2 → 'F2'. */
export const franchisePlanRef = prefixed('F');
