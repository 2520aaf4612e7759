import { sql } from 'kysely';
import { overviewActions, type OverviewLearnerRow } from '@dss/contract';
import { handle } from '../../wire/handler';
import { selectPage } from '../../wire/paging';
import { keptCount } from '../../db/kept-totals';
import { learnerOrPostcodeSearch, learnersFoundCount, SURNAME_ORDER } from '../../learners/learner-search';
import { LEARNER_CONTACT, titledLearners } from '../../db/titled-people';

/** The Learners' Monthly Overview table: every learner, paged and searched in the database. */
export const learners = handle(overviewActions.learners, async (ctx, input) => {
  let query = titledLearners(ctx.db).select([
    ...LEARNER_CONTACT,
    'l.lessons_type',
    'l.created',
    'l.pickup_pc',
    'l.address_line1',
    'l.address_line2',
    'l.address_city',
    'l.address_county',
    'l.address_postcode',
  ]);
  const found = learnerOrPostcodeSearch(input.search, 'pickup_pc');
  if (found) query = query.where(found);
  const page = await selectPage(
    query,
    input,
    {
      student_id: sql`l.student_id`,
      name: SURNAME_ORDER,
      mobile: sql`l.mobile`,
      email: sql`lower(l.email)`,
      pickup_pc: sql`l.pickup_pc`,
      created: sql`l.created`,
    },
    sql`l.student_id`,
    {
      neverNull: ['student_id', 'name', 'mobile', 'email', 'pickup_pc', 'created'],
      count: found ? learnersFoundCount(ctx.db, found) : keptCount(ctx.db, 'learners'),
    },
  );
  return {
    total: page.total,
    keys: page.keys,
    rows: page.rows.map((r): OverviewLearnerRow => ({
      student_id: r.student_id,
      title: r.title,
      fname: r.fname,
      lname: r.lname,
      mobile: r.mobile,
      email: r.email,
      lessons_type: r.lessons_type,
      created: r.created.toISOString(),
      pickup_pc: r.pickup_pc,
      address: {
        line1: r.address_line1,
        line2: r.address_line2 ?? '',
        city: r.address_city,
        county: r.address_county ?? '',
        postcode: r.address_postcode,
      },
    })),
  };
});
