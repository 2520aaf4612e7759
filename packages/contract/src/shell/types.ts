import { z } from 'zod';

const count = z.number().int().nonnegative();

export const NotificationCounts = z.object({
  tot_act_comps: count,
  tot_pend_adis: count,
  tot_pend_learners: count,
  totl_pend_bookings: count,
});
export type NotificationCounts = z.infer<typeof NotificationCounts>;

export const GearType = z.enum(['automatic', 'manual']);
export type GearType = z.infer<typeof GearType>;

/** Lesson plan as listed (document 1 §3). Prices are strings with two decimals, as stored. */
export const LessonPlan = z.object({
  plan_id: z.number().int(),
  text_description: z.string(),
  gear_type: GearType,
  hours: z.number(),
  plan_price: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  promocode: z.string().nullable(),
});
export type LessonPlan = z.infer<typeof LessonPlan>;

/** Quick information (document 3 §3): 7 address values, 8 opening-hour rows, 5 contacts, 5 bank values. */
export const QuickInfo = z.object({
  address_lines: z.array(z.string()),
  opening_hours: z.array(z.object({ label: z.string(), time: z.string() })),
  contact_details: z.array(z.object({ title: z.string(), value: z.string() })),
  bank_details: z.array(z.string()),
});
export type QuickInfo = z.infer<typeof QuickInfo>;
