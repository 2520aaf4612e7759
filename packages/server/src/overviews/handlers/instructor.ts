import { OVERVIEW_TEXTS, overviewActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { oneLine, overviewPerson, PERSON_COLUMNS } from '../overview-person';

export const instructor = handle(overviewActions.instructor, async (ctx, { id }) => {
  const r = await ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(PERSON_COLUMNS.map((c) => `i.${c}` as const))
    .select([
      't.txt as title',
      'i.teaching_gears',
      'i.curr_line1',
      'i.curr_line2',
      'i.curr_city',
      'i.curr_county',
      'i.curr_postcode',
    ])
    .where('i.adi_id', '=', id)
    .executeTakeFirst();
  if (!r) throw new ActionRefused(OVERVIEW_TEXTS.noPerson, 404);
  return overviewPerson(
    2,
    id,
    r,
    r.teaching_gears,
    oneLine(r.curr_line1, r.curr_line2, r.curr_city, r.curr_county, r.curr_postcode),
  );
});
