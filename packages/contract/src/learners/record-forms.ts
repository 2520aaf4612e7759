import type { z } from 'zod';
import { saveDeparture, saveEyeTest, saveTheoryTest } from './actions';

/** The record forms of the learner page: the save actions' fields less the learner. */
export const departureForm = saveDeparture.request.omit({ learner: true });
export const theoryTestForm = saveTheoryTest.request.omit({ learner: true });
export const eyeTestForm = saveEyeTest.request.omit({ learner: true });

export type DepartureFormValues = Partial<Record<keyof z.input<typeof departureForm>, string>>;
export type TheoryTestFormValues = Partial<Record<keyof z.input<typeof theoryTestForm>, string>>;
export type EyeTestFormValues = Partial<Record<keyof z.input<typeof eyeTestForm>, string>>;
