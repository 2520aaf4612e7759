import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import type { DictionaryEntry, Title } from './types';

// The dropdown lists of document 1 §3. Every list is read by office users; none takes a payload.

const list = <T>(field: string) =>
  defineAction<T[]>()({
    field,
    endpoint: ENDPOINTS.officeUser,
    permissions: ['user', 'admin'],
    request: z.object({}),
    reply: 'json',
  });

/** Titles with their gender and favourite flag. */
export const titles = list<Title>('loadtitles');
/** Languages (English included, id 10). */
export const languages = list<DictionaryEntry>('loadlanguages');
/** Vehicle (body) types; 1 is "Any vehicle type". */
export const vehicleTypes = list<DictionaryEntry>('loadvehicletypes');
/** Reasons a learner departs. */
export const departureReasons = list<DictionaryEntry>('loaddeparturereasons');
/** Who reports a departure: school, instructor, learner, automatic. */
export const departureReporters = list<DictionaryEntry>('loaddeparturereporters');
/** Next steps after an eye test. */
export const eyeTestNextSteps = list<DictionaryEntry>('loadeyetestnextsteps');
