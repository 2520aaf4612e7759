/** Learner account status, in the order the edit form offers it (document 1 §4). */
export const LEARNER_ACCOUNT_STATES = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Blocked' },
  { value: 3, label: 'New Learner' },
  { value: 2, label: 'Read Only' },
] as const;

/** Assignment status labels (document 1 §4, spelling kept). Only 1 is the current instructor. */
export const ASSIGNMENT_STATUS_LABELS: Record<number, string> = {
  0: 'Blocked',
  1: 'Active',
  2: 'Re-Assigned',
  3: 'abandoned',
  4: 'Passed and Complete',
  5: 'No Communication',
  6: 'Joined Other School',
};
export const ACTIVE_ASSIGNMENT = 1;

export const BOOKING_STATUS_LABELS: Record<number, string> = {
  0: 'Blocked',
  1: 'Scheduled',
  2: 'Rescheduled',
  3: 'Cancelled',
  4: 'No show',
  5: 'Complete',
};

export const CREDIT_STATUS_LABELS: Record<number, string> = {
  0: 'Frozen',
  1: 'Available',
  2: 'Allocated',
  3: 'Used',
  4: 'Expired',
};

export const LESSON_TYPES = [
  { value: 'automatic', label: 'Automatic' },
  { value: 'manual', label: 'Manual' },
] as const;

export const ADI_GENDERS = [
  { value: 'any', label: 'Any' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

export const TEST_OUTCOMES = [
  { value: 1, label: 'Pass' },
  { value: 0, label: 'Fail' },
] as const;

export function labelOf(labels: Record<number, string>, value: number | null | undefined): string {
  return value === null || value === undefined ? 'N/A' : (labels[value] ?? String(value));
}

/** Year, month and day of 'YYYY-MM-DD' as numbers (a missing part is NaN). */
function dateParts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-');
  return [Number(y), Number(m), Number(d)];
}

/**
 * Reporting age band (document 1 §5) at a date: A under 26, B 26-35, C 36-45, D 46-55,
 * E 56-64, F 65 and over (the spec's E and F overlap at 65, which goes to F).
 */
export function ageBand(dob: string, at: string): 'A' | 'B' | 'C' | 'D' | 'E' | 'F' {
  const [by, bm, bd] = dateParts(dob);
  const [ay, am, ad] = dateParts(at);
  const age = ay - by - (am < bm || (am === bm && ad < bd) ? 1 : 0);
  if (age < 26) return 'A';
  if (age < 36) return 'B';
  if (age < 46) return 'C';
  if (age < 56) return 'D';
  if (age < 65) return 'E';
  return 'F';
}
