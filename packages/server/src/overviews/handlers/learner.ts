import { OVERVIEW_TEXTS, overviewActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';
import { oneLine, overviewPerson, PERSON_COLUMNS } from '../overview-person';

export const learner = handle(overviewActions.learner, async (ctx, { id }) => {
  const r = await ctx.db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select(PERSON_COLUMNS.map((c) => `l.${c}` as const))
    .select([
      't.txt as title',
      'l.lessons_type',
      'l.address_line1',
      'l.address_line2',
      'l.address_city',
      'l.address_county',
      'l.address_postcode',
    ])
    .where('l.student_id', '=', id)
    .executeTakeFirst();
  if (!r) throw new ActionRefused(OVERVIEW_TEXTS.noPerson, 404);
  return overviewPerson(
    1,
    id,
    r,
    r.lessons_type,
    oneLine(r.address_line1, r.address_line2, r.address_city, r.address_county, r.address_postcode),
  );
});
