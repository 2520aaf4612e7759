import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { BookingLearner, PageRequest } from '@dss/contract';
import type { ActionContext } from '../wire/handler';
import { availableCredits } from '../learners/credit-figures';
import { instructorSearch } from '../instructors/instructor-search';
import { personSearch } from '../wire/person-search';
import { containsPattern, selectPage } from '../wire/paging';
import { INSTRUCTOR_CONTACT, titledInstructors } from '../db/titled-people';

// The pickers of Book Learners and Book Pending Bookings: a page of instructors, then of their learners.

/** Active, approved instructors (the ones who can take lessons), one page. */
export async function instructorPage(
  ctx: ActionContext,
  input: PageRequest<'name' | 'adi_id' | 'learners'>,
  learners: RawBuilder<number>,
  only?: Expression<SqlBool>,
) {
  let query = titledInstructors(ctx.db)
    .select([...INSTRUCTOR_CONTACT, 'i.teaching_gears', learners.as('learners')])
    .where('i.acc_state', '=', 1)
    .where('i.approved_at', 'is not', null);
  if (only) query = query.where(only);
  if (input.search) query = query.where(instructorSearch('i', input.search));
  const page = await selectPage(
    query,
    input,
    { name: sql`lower(i.lname || ' ' || i.fname)`, adi_id: sql`i.adi_id`, learners },
    sql`i.adi_id`,
  );
  return { rows: page.rows, total: page.total, keys: page.keys };
}

const creditBalance = availableCredits('l.student_id');

/**
 * One page of an instructor's learners who can be booked: an active assignment, an Active or New
 * account and no departure; `pendingOnly` keeps those waiting for a booking.
 */
export async function learnerPage(
  ctx: ActionContext,
  input: PageRequest<'name' | 'student_id' | 'credit_balance' | 'created'> & { id: number },
  pendingOnly: boolean,
) {
  let query = ctx.db
    .selectFrom('assignments as a')
    .innerJoin('learners as l', 'l.student_id', 'a.stu_id')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select([
      'l.student_id',
      't.txt as title',
      'l.fname',
      'l.lname',
      'l.mobile',
      'l.email',
      'l.address_line1',
      'l.address_postcode',
      'l.pickup_pc',
      'l.lessons_type',
      'l.created',
      creditBalance.as('credit_balance'),
    ])
    .where('a.adi_id', '=', input.id)
    .where('a.assign_status', '=', 1)
    .where('l.acc_state', 'in', [1, 3])
    .where(sql<SqlBool>`NOT EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id)`);
  if (pendingOnly)
    query = query.where(sql<SqlBool>`(l.student_id, a.adi_id) IN (SELECT p.stu_id, p.adi_id FROM pending_booking_kept p)`);
  if (input.search)
    query = query.where(
      sql<SqlBool>`(${personSearch('l', 'student_id', 'L', input.search)} OR lower(l.pickup_pc) LIKE ${containsPattern(input.search)})`,
    );
  const page = await selectPage(
    query,
    input,
    {
      name: sql`lower(l.lname || ' ' || l.fname)`,
      student_id: sql`l.student_id`,
      credit_balance: creditBalance,
      created: sql`l.created`,
    },
    sql`l.student_id`,
  );
  return {
    total: page.total,
    keys: page.keys,
    rows: page.rows.map(({ address_line1, address_postcode, created, ...r }): BookingLearner => ({
      ...r,
      address: { line1: address_line1, postcode: address_postcode },
      created: created.toISOString(),
    })),
  };
}
