import type { ExpiringDocument, InstructorDocumentKind } from './types';

/** Instructor account states (document 2 §4, document 3 §4). */
export const INSTRUCTOR_STATE_LABELS: Record<number, string> = {
  0: 'Blocked',
  1: 'Active',
  2: 'Read Only',
  3: 'Newly Joined',
  4: 'Deleted',
};
export const DELETED_INSTRUCTOR = 4;

/** Vehicle record states (document 2 §4). Lists show status below 4; pickers status 1 only. */
export const VEHICLE_STATUS_LABELS: Record<number, string> = { 1: 'Active', 2: 'Inactive', 3: 'Removed', 4: 'Renewed' };
export const ACTIVE_VEHICLE = 1;

export const DUAL_CONTROLS = [
  { value: 1, label: 'Yes' },
  { value: 2, label: 'No' },
] as const;

export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

export const TEACHING_GEAR_OPTIONS = [
  { value: 'automatic', label: 'Automatic' },
  { value: 'both', label: 'Both' },
  { value: 'manual', label: 'Manual' },
] as const;

export const TEACHING_GENDER_OPTIONS = [
  { value: 'any', label: 'Any' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

/** Documents and dates the expiry warnings watch. */
export const EXPIRING_DOCUMENT_LABELS: Record<ExpiringDocument, string> = {
  licence: 'Driving licence',
  adi_licence: 'ADI/PDI licence',
  ved: 'VED',
  mot: 'MOT',
  insurance: 'Insurance',
};
/** An expiry this many days ahead or fewer is due. */
export const EXPIRY_WARNING_DAYS = 30;

export const INSTRUCTOR_DOCUMENT_LABELS: Record<InstructorDocumentKind, string> = {
  address_proof1: 'Proof of address 1',
  address_proof2: 'Proof of address 2',
  licence: 'Driving licence',
  adi_licence: 'ADI/PDI licence',
  logbook: 'V5C logbook',
  mot: 'MOT certificate',
  insurance: 'Insurance',
};

/** 'A' + id, as every instructor id shows. */
export const adiRef = (id: number) => `A${id}`;

/**
 * The fee cards of the Financials section (document 2 §9): from the weekly fee, monthly is 4.34
 * times, quarterly 13, biannual 26 and annual 52, each rounded to pence. Worked in whole pence.
 */
export function franchiseFeeCards(weeklyFee: string | number): {
  weekly: string;
  monthly: string;
  quarterly: string;
  biannual: string;
  annual: string;
} {
  const pence = Math.round(Number(weeklyFee) * 100);
  const times = (factor100: number) => (Math.round((pence * factor100) / 100) / 100).toFixed(2);
  return {
    weekly: (pence / 100).toFixed(2),
    monthly: times(434),
    quarterly: times(1300),
    biannual: times(2600),
    annual: times(5200),
  };
}
