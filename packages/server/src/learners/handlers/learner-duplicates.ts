import { sql } from 'kysely';
import { learnerAssignmentActions, type LearnerDuplicate } from '@dss/contract';
import { handle } from '../../wire/handler';

/** At most this many look-alikes are shown: enough to recognise the learner, never a list. */
const SHOWN = 10;

/**
 * Learners who look like the one about to be registered. Each condition matches one index
 * (learners_lname_idx, learners_email_idx, learners_mobile_idx, learners_licence_uq), so the
 * check stays a few index look-ups however large the school.
 */
export const learnerDuplicates = handle(learnerAssignmentActions.learnerDuplicates, async (ctx, input) => {
  const rows = await sql<
    Omit<LearnerDuplicate, 'matches'> & { same_name: boolean; same_email: boolean; same_mobile: boolean; same_licence: boolean }
  >`
    SELECT l.student_id, t.txt AS title, l.fname, l.lname, l.dob::text AS dob, l.email, l.mobile, l.driving_licence_no,
      (lower(l.lname) = lower(${input.lname}) AND lower(l.fname) = lower(${input.fname}) AND l.dob = ${input.dob}::date) AS same_name,
      lower(l.email) = lower(${input.inemail}) AS same_email,
      l.mobile = ${input.mobile} AS same_mobile,
      upper(l.driving_licence_no) = ${input.dlno} AS same_licence
    FROM learners l JOIN titles t ON t.id = l.title_id
    WHERE (lower(l.lname) = lower(${input.lname}) AND lower(l.fname) = lower(${input.fname}) AND l.dob = ${input.dob}::date)
       OR lower(l.email) = lower(${input.inemail})
       OR l.mobile = ${input.mobile}
       OR upper(l.driving_licence_no) = ${input.dlno}
    ORDER BY l.student_id
    LIMIT ${SHOWN}`.execute(ctx.db);
  return rows.rows.map(({ same_name, same_email, same_mobile, same_licence, ...learner }) => ({
    ...learner,
    matches: [
      ...(same_name ? ['name and date of birth'] : []),
      ...(same_email ? ['e-mail'] : []),
      ...(same_mobile ? ['mobile'] : []),
      ...(same_licence ? ['licence number'] : []),
    ],
  }));
});
