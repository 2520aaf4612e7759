import { sql } from 'kysely';
import { INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { handle } from '../../wire/handler';
import { refuseUnchanged } from '../rows';

/** Update Advance Information: gender, date of birth, phones, DBS, bank details and NI number. */
export const updateAdvance = handle(instructorActions.updateAdvance, async (ctx, input) => {
  const done = await ctx.db
    .updateTable('instructors')
    .set({
      gender: input.gender === 'female' ? 'f' : 'm',
      dob: input.dob,
      home_phone1: input.hp1 || null,
      home_phone2: input.hp2 || null,
      mobile2: input.mp2 || null,
      work_phone1: input.wp1 || null,
      work_phone2: input.wp2 || null,
      crtb_ref: input.crtbref,
      bank_name: input.fbname,
      sort_code: input.scode,
      acc_no: input.accno,
      name_on_acc: input.naob,
      nino: input.nino,
      updated_at: sql<Date>`now()`,
    })
    .where('adi_id', '=', input.adiid)
    .where('acc_state', '<>', 4)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) await refuseUnchanged(ctx.db, input.adiid, INSTRUCTOR_TEXTS.basicFailed);
  return SUCCESS;
});
