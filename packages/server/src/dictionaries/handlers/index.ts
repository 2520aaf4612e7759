import type { dictionaryActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { departureReasons } from './departure-reasons';
import { departureReporters } from './departure-reporters';
import { eyeTestNextSteps } from './eye-test-next-steps';
import { languages } from './languages';
import { titles } from './titles';
import { vehicleTypes } from './vehicle-types';

/** The dropdown lists of document 1 §3. */
export const dictionaryHandlers = {
  titles,
  languages,
  vehicleTypes,
  departureReasons,
  departureReporters,
  eyeTestNextSteps,
} satisfies HandlerMap<typeof dictionaryActions>;
