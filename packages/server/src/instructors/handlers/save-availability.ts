import { INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { handle } from '../../wire/handler';
import { lockLiveInstructor } from '../rows';
import { transactionally } from '../../db/transactionally';

/** Saves the whole week (seven days) in one transaction. */
export const saveAvailability = handle(instructorActions.saveAvailability, async (ctx, { adi, availability }) => {
  await transactionally(ctx.db, async (tx) => {
    await lockLiveInstructor(tx, adi, INSTRUCTOR_TEXTS.availabilityFailed);
    await tx.deleteFrom('instructor_availability').where('adi_id', '=', adi).execute();
    await tx
      .insertInto('instructor_availability')
      .values(availability.map((d) => ({ adi_id: adi, ...d })))
      .execute();
  });
  return SUCCESS;
});
