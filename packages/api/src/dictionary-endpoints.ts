import { dictionaryActionRefs, type dictionaryActions } from '@dss/contract';
import { injectDomainEndpoints, type DomainApi, type QueryOf } from './action-endpoints';
import { refQuery } from './ref-endpoints';

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
  dictionaryTitles: refQuery(build, dictionaryActionRefs.titles, LONG),
  dictionaryLanguages: refQuery(build, dictionaryActionRefs.languages, LONG),
  dictionaryVehicleTypes: refQuery(build, dictionaryActionRefs.vehicleTypes, LONG),
  dictionaryDepartureReasons: refQuery(build, dictionaryActionRefs.departureReasons, LONG),
  dictionaryDepartureReporters: refQuery(build, dictionaryActionRefs.departureReporters, LONG),
  dictionaryEyeTestNextSteps: refQuery(build, dictionaryActionRefs.eyeTestNextSteps, LONG),
}));
