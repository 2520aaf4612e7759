import { z } from 'zod';
import { THEORY_SCORE_MESSAGE } from './messages';
import { idField, requiredText, smallIdField } from '../validation/fields';
import { pastOrTodayDate } from './learner-form';

/**
 * The record forms of the learner page: the fields of the save actions (savedeparture,
 * savetheorytest, saveeyetest) less the learner, which each action adds in front. The forms are
 * declared here and the actions built from them, not the other way round: a production browser
 * build drops the actions' schemas (packages/build/strip-action-schemas-loader.cjs).
 */
export const departureForm = z.object({
  dateofdeparture: pastOrTodayDate('Date of departure is required.'),
  reportedby: smallIdField('Reported by is required.'),
  reason: smallIdField('Reason for departure is required.'),
});

const score = (max: number) =>
  requiredText(THEORY_SCORE_MESSAGE)
    .regex(/^\d{1,2}$/, THEORY_SCORE_MESSAGE)
    .transform(Number)
    .refine((n) => n <= max, THEORY_SCORE_MESSAGE);

export const theoryTestForm = z.object({
  dateoftest: pastOrTodayDate('Date of test is required.'),
  mcqpoints: score(50),
  hppoints: score(75),
  outcome: z.enum(['0', '1'], { error: 'Test outcome is required.' }).transform(Number),
});

export const eyeTestForm = z.object({
  dateoftest: pastOrTodayDate('Date of eye test is required.'),
  outcome: z.enum(['0', '1'], { error: 'Eye test outcome is required.' }).transform(Number),
  testedby: idField('No Active Driving Instructor'),
  nextsteps: smallIdField('Eye test next step is required.'),
});

export type DepartureFormValues = Partial<Record<keyof z.input<typeof departureForm>, string>>;
export type TheoryTestFormValues = Partial<Record<keyof z.input<typeof theoryTestForm>, string>>;
export type EyeTestFormValues = Partial<Record<keyof z.input<typeof eyeTestForm>, string>>;
