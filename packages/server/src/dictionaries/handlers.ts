import { dictionaryActions, type Title } from '@dss/contract';
import { handle } from '../wire/handler';

const titlesHandler = handle(dictionaryActions.titles, async (ctx) => {
  const rows = await ctx.db.selectFrom('titles').select(['id', 'txt', 'gen', 'favourite']).orderBy('id').execute();
  return rows as Title[];
});

const languagesHandler = handle(dictionaryActions.languages, async (ctx) =>
  ctx.db.selectFrom('languages').select(['id', 'txt']).orderBy('txt').execute(),
);

const vehicleTypesHandler = handle(dictionaryActions.vehicleTypes, async (ctx) =>
  ctx.db.selectFrom('vehicle_types').select(['id', 'txt']).orderBy('id').execute(),
);

const departureReasonsHandler = handle(dictionaryActions.departureReasons, async (ctx) =>
  ctx.db.selectFrom('departure_reasons').select(['id', 'txt']).orderBy('id').execute(),
);

const departureReportersHandler = handle(dictionaryActions.departureReporters, async (ctx) =>
  ctx.db.selectFrom('departure_reporters').select(['id', 'txt']).orderBy('id').execute(),
);

const eyeTestNextStepsHandler = handle(dictionaryActions.eyeTestNextSteps, async (ctx) =>
  ctx.db.selectFrom('eye_test_next_steps').select(['id', 'txt']).orderBy('id').execute(),
);

export const dictionaryHandlers = [
  titlesHandler,
  languagesHandler,
  vehicleTypesHandler,
  departureReasonsHandler,
  departureReportersHandler,
  eyeTestNextStepsHandler,
];
