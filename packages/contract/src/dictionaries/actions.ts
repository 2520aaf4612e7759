import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { DictionaryEntry, Title } from './types';

// The dropdown lists of document 1 §3. Every list is read by office users; none takes a payload.

// Each list's row schema is given as a function: it is built where the declaration is, which a
// production browser build drops (learners/actions.ts says why).
const list = <R extends z.ZodTypeAny>(field: string, row: () => R) =>
  defineAction({
    field,
    endpoint: ENDPOINTS.officeUser,
    permissions: ['user', 'admin'],
    request: z.object({}),
    reply: 'json',
    response: z.array(row()),
  });

/** Titles with their gender and favourite flag. */
export const titles = list('loadtitles', () => Title);
/** Languages (English included, id 10). */
export const languages = list('loadlanguages', () => DictionaryEntry);
/** Vehicle (body) types; 1 is "Any vehicle type". */
export const vehicleTypes = list('loadvehicletypes', () => DictionaryEntry);
/** Reasons a learner departs. */
export const departureReasons = list('loaddeparturereasons', () => DictionaryEntry);
/** Who reports a departure: school, instructor, learner, automatic. */
export const departureReporters = list('loaddeparturereporters', () => DictionaryEntry);
/** Next steps after an eye test. */
export const eyeTestNextSteps = list('loadeyetestnextsteps', () => DictionaryEntry);
