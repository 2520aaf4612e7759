import { dictionaryActions, type DictionaryEntry, type Title } from '@dss/contract';
import { answer } from './wire-mock';

export const TITLES: Title[] = [
  { id: 1, txt: 'Mr', gen: 'm', favourite: true },
  { id: 2, txt: 'Mrs', gen: 'f', favourite: true },
  { id: 6, txt: 'Dr', gen: null, favourite: false },
];
export const LANGUAGES: DictionaryEntry[] = [
  { id: 10, txt: 'English' },
  { id: 22, txt: 'Polish' },
];
export const VEHICLE_TYPES: DictionaryEntry[] = [
  { id: 1, txt: 'Any vehicle type' },
  { id: 2, txt: 'Hatchback' },
];

/** Answers to the dictionaries every remote reads. */
export const DICTIONARIES = [
  answer(dictionaryActions.titles, () => TITLES),
  answer(dictionaryActions.languages, () => LANGUAGES),
  answer(dictionaryActions.vehicleTypes, () => VEHICLE_TYPES),
  answer(dictionaryActions.departureReasons, () => [{ id: 1, txt: 'Passed driving test' }]),
  answer(dictionaryActions.departureReporters, () => [{ id: 1, txt: 'Learner' }]),
  answer(dictionaryActions.eyeTestNextSteps, () => [{ id: 1, txt: 'Continue lessons' }]),
];
