import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields';
import { LessonPlan } from '../shell/types';
import { isOneOf } from '../validation/narrowing';

export const PROMO_CODE_MAX = 10;
const promoCode = optionalText().pipe(z.string().max(PROMO_CODE_MAX, 'Promotion code can not be more than 10 characters long'));

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** Create New Franchise Package (document 3 §5, franchise plan). */
export const WORK_TYPES = ['Full-Time', 'Part-Time'] as const;
export const franchisePlanFields = z.object({
  initial_fee: requiredText('Joining Fee is required.').regex(MONEY, 'Fee must be a number'),
  weekly_fee: requiredText('Weekly Fee is required.').regex(MONEY, 'Fee must be a number'),
  work_type: requiredText('Work type is required.').refine((v): boolean => isOneOf(WORK_TYPES, v), 'Work type is required.'),
  weekly_hours: requiredText('Weekly Hours is required.')
    .regex(/^-?\d+(\.0+)?$/, 'Hours must be in whole numbers')
    .refine((v) => Number(v) >= 1 && Number(v) <= 168, 'Hours must be more than 0 and less than 168'),
  promo_code: promoCode,
});
export type FranchisePlanFormValues = z.input<typeof franchisePlanFields>;

/** A franchise plan as listed (document 3 §3). Fees are text with two decimals. */
export const FranchisePlan = z.object({
  plan_id: z.number().int(),
  initial_fee: z.string(),
  weekly_fee: z.string(),
  work_type: z.enum(WORK_TYPES),
  weekly_hours: z.number().int(),
  promo_code: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
  state: z.union([z.literal(0), z.literal(1)]),
});
export type FranchisePlan = z.infer<typeof FranchisePlan>;

/** Create New Lesson Package (document 3 §5, lesson plan). */
export const GEAR_TYPES = [
  { value: 'automatic', label: 'Automatic' },
  { value: 'manual', label: 'Manual' },
] as const;
export const LESSON_DESCRIPTION_MAX = 150;
export const lessonPlanFields = z.object({
  desc: requiredText('Description is required.').max(LESSON_DESCRIPTION_MAX, 'Description is too long'),
  price: requiredText('Package Price is required.').regex(MONEY, 'Package Price must be a number'),
  hours: requiredText('Package Total Hours is required.')
    .regex(/^\d{1,3}$/, 'Package Total Hours must be a number.')
    .refine((v) => Number(v) > 0, 'Package Total Hours must be a number.'),
  gears: requiredText('Gear Type is required.').refine((v) => v === 'automatic' || v === 'manual', 'Gear Type is required.'),
  promocode: promoCode,
});
export type LessonPlanFormValues = z.input<typeof lessonPlanFields>;

/** A lesson plan as the admin lists it: the shell's fields and its dates. */
export const AdminLessonPlan = LessonPlan.extend({
  created_on: z.string(),
  updated_on: z.string(),
});
export type AdminLessonPlan = z.infer<typeof AdminLessonPlan>;

export const PLAN_STATE_LABELS: Record<number, string> = { 0: 'Removed', 1: 'Active' };
