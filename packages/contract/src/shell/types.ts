export interface NotificationCounts {
  tot_act_comps: number;
  tot_pend_adis: number;
  tot_pend_learners: number;
  totl_pend_bookings: number;
}

export type GearType = 'automatic' | 'manual';

/** Lesson plan as listed (document 1 §3). Prices are strings with two decimals, as stored. */
export interface LessonPlan {
  plan_id: number;
  text_description: string;
  gear_type: GearType;
  hours: number;
  plan_price: string;
  status: 0 | 1;
  promocode: string | null;
}

/** Quick information (document 3 §3): 7 address values, 8 opening-hour rows, 5 contacts, 5 bank values. */
export interface QuickInfo {
  address_lines: string[];
  opening_hours: { label: string; time: string }[];
  contact_details: { title: string; value: string }[];
  bank_details: string[];
}

export const BANK_DETAIL_LABELS = ['Bank', 'Account Name', 'Sort Code', 'Account Number', 'Payment Reference'] as const;
