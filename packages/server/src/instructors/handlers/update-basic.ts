import { sql } from 'kysely';
import { INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { handle } from '../../wire/handler';
import { checkInstructorTitle, rethrow } from '../instructor-writes';
import { refuseUnchanged } from '../rows';
import { transactionally } from '../../db/transactionally';

/** Update Basic Information: one conditional UPDATE of an instructor who is not deleted. */
export const updateBasic = handle(instructorActions.updateBasic, async (ctx, input) => {
  await transactionally(ctx.db, async (tx) => {
    await checkInstructorTitle(tx, input.title);
    const done = await tx
      .updateTable('instructors')
      .set({
        title_id: input.title,
        fname: input.fname,
        mname: input.mname || null,
        lname: input.lname,
        mobile: input.mobile,
        email: input.inemail,
        driving_licence_no: input.dlno,
        instructor_licence_no: input.adilno,
        teaching_gens: input.aditgender,
        teaching_gears: input.geartype,
        updated_at: sql<Date>`now()`,
      })
      .where('adi_id', '=', input.adiid)
      .where('acc_state', '<>', 4)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) await refuseUnchanged(tx, input.adiid, INSTRUCTOR_TEXTS.basicFailed);
  }).catch(rethrow);
  return SUCCESS;
});
