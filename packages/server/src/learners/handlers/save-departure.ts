import { LEARNER_REFUSALS, learnerActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { departureEndState } from '../departure-end-state';
import { endActiveAssignment } from '../assignment-end';
import { learnerExists } from '../learner-rows';
import { transactionally } from '../../db/transactionally';

/**
 * One departure per learner; the date cannot be in the future (checked by the contract). The
 * departure ends the learner's active assignment in the same transaction, with the state its
 * reason implies (departureEndState).
 */
export const saveDeparture = handle(learnerActions.saveDeparture, async (ctx, input) => {
  await learnerExists(ctx, input.learner);
  const reporter = await ctx.db
    .selectFrom('departure_reporters')
    .select('id')
    .where('id', '=', input.reportedby)
    .executeTakeFirst();
  if (!reporter) throw new ActionRefused('Reported by is required.', 422);
  const reason = await ctx.db
    .selectFrom('departure_reasons')
    .select(['id', 'txt'])
    .where('id', '=', input.reason)
    .executeTakeFirst();
  if (!reason) throw new ActionRefused('Reason for departure is required.', 422);
  const staffId = staffOf(ctx).staffId;
  await transactionally(ctx.db, async (tx) => {
    const inserted = await tx
      .insertInto('departures')
      .values({
        stu_id: input.learner,
        dep_date: input.dateofdeparture,
        reported_by: input.reportedby,
        reason_id: input.reason,
        recorded_by: staffId,
      })
      .onConflict((oc) => oc.column('stu_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new ActionRefused(LEARNER_REFUSALS.departureExists);
    await endActiveAssignment(
      tx,
      { studentId: input.learner },
      { status: departureEndState(reason.id), reason: `Departure: ${reason.txt}`, staffId },
    );
  });
  return SUCCESS;
});
