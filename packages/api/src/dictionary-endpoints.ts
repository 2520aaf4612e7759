import { dictionaryActions } from '@dss/contract';
import { actionQuery, injectDomainEndpoints, type DomainApi, type QueryOf } from './action-endpoints';

/** The school's fixed lists change with a release, not during a day: kept for an hour once read. */
const LONG = { keepUnusedDataFor: 3600 };

/** The dictionaries every remote reads (titles, languages, vehicle types, …), declared once. */
export const dictionaryApi: DomainApi<{
  dictionaryTitles: QueryOf<typeof dictionaryActions.titles>;
  dictionaryLanguages: QueryOf<typeof dictionaryActions.languages>;
  dictionaryVehicleTypes: QueryOf<typeof dictionaryActions.vehicleTypes>;
  dictionaryDepartureReasons: QueryOf<typeof dictionaryActions.departureReasons>;
  dictionaryDepartureReporters: QueryOf<typeof dictionaryActions.departureReporters>;
  dictionaryEyeTestNextSteps: QueryOf<typeof dictionaryActions.eyeTestNextSteps>;
}> = injectDomainEndpoints('dictionary', (build) => ({
  dictionaryTitles: actionQuery(build, dictionaryActions.titles, LONG),
  dictionaryLanguages: actionQuery(build, dictionaryActions.languages, LONG),
  dictionaryVehicleTypes: actionQuery(build, dictionaryActions.vehicleTypes, LONG),
  dictionaryDepartureReasons: actionQuery(build, dictionaryActions.departureReasons, LONG),
  dictionaryDepartureReporters: actionQuery(build, dictionaryActions.departureReporters, LONG),
  dictionaryEyeTestNextSteps: actionQuery(build, dictionaryActions.eyeTestNextSteps, LONG),
}));
