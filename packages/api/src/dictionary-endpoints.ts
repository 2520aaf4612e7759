import { dictionaryActions } from '@dss/contract';
import { actionQuery, injectDomainEndpoints } from './action-endpoints';

/** The school's fixed lists change with a release, not during a day: kept for an hour once read. */
const LONG = { keepUnusedDataFor: 3600 };

/** The dictionaries every remote reads (titles, languages, vehicle types, …), declared once. */
export const dictionaryApi = injectDomainEndpoints('dictionary', (build) => ({
  dictionaryTitles: actionQuery(build, dictionaryActions.titles, LONG),
  dictionaryLanguages: actionQuery(build, dictionaryActions.languages, LONG),
  dictionaryVehicleTypes: actionQuery(build, dictionaryActions.vehicleTypes, LONG),
  dictionaryDepartureReasons: actionQuery(build, dictionaryActions.departureReasons, LONG),
  dictionaryDepartureReporters: actionQuery(build, dictionaryActions.departureReporters, LONG),
  dictionaryEyeTestNextSteps: actionQuery(build, dictionaryActions.eyeTestNextSteps, LONG),
}));
