import { learnerActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const learnerDeparture = handle(learnerActions.learnerDeparture, async (ctx, { id }) =>
  ctx.db
    .selectFrom('departures as d')
    .innerJoin('departure_reporters as r', 'r.id', 'd.reported_by')
    .innerJoin('departure_reasons as why', 'why.id', 'd.reason_id')
    .select(['d.dep_date', 'r.txt as reported_by', 'why.txt as reason_txt'])
    .where('d.stu_id', '=', id)
    .execute(),
);
