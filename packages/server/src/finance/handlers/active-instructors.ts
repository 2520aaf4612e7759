import { sql } from 'kysely';
import { financeActions, type ActiveInstructorRow } from '@dss/contract';
import { instructorSearch } from '../../instructors/instructor-search';
import { selectPage } from '../../wire/paging';
import { handle } from '../../wire/handler';
import { INSTRUCTOR_CONTACT, titledInstructors } from '../../db/titled-people';

/**
 * Active instructors (account state 1 and approved), paged in the database. The search covers the
 * id with or without its A, the name, e-mail and mobile (document 3 §2), as every instructor search does.
 */
export const activeInstructors = handle(financeActions.activeInstructors, async (ctx, input) => {
  let query = titledInstructors(ctx.db)
    .select([
      ...INSTRUCTOR_CONTACT,
      'i.teaching_gears',
      'i.created',
      'i.curr_line1',
      'i.curr_line2',
      'i.curr_city',
      'i.curr_county',
      'i.curr_postcode',
      'i.acc_state',
    ])
    .where('i.acc_state', '=', 1)
    .where('i.approved_at', 'is not', null);
  if (input.search) query = query.where(instructorSearch('i', input.search));
  const page = await selectPage(
    query,
    input,
    {
      adi_id: sql`i.adi_id`,
      name: sql`lower(i.lname || ' ' || i.fname)`,
      email: sql`lower(i.email)`,
      mobile: sql`i.mobile`,
      created: sql`i.created`,
    },
    sql`i.adi_id`,
  );
  return {
    total: page.total,
    keys: page.keys,
    rows: page.rows.map((r): ActiveInstructorRow => ({
      adi_id: r.adi_id,
      title: r.title,
      fname: r.fname,
      lname: r.lname,
      mobile: r.mobile,
      email: r.email,
      teaching_gears: r.teaching_gears,
      created: r.created.toISOString(),
      currAddr: {
        fline: r.curr_line1,
        sline: r.curr_line2 ?? '',
        city: r.curr_city,
        county: r.curr_county ?? '',
        postcode: r.curr_postcode,
      },
      accState: r.acc_state,
    })),
  };
});
