import { sql } from 'kysely';
import { INSTRUCTOR_REFUSALS, INSTRUCTOR_TEXTS, instructorActions, SUCCESS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { lockLiveInstructor } from '../rows';
import { transactionally } from '../../db/transactionally';

/**
 * Update Franchise Plan: the current plan (`currentPlan`) ends the day before the new one starts
 * and the new one begins, in one transaction; the current plan cannot be chosen again.
 */
export const changeFranchise = handle(instructorActions.changeFranchise, async (ctx, input) => {
  const current = input.currentPlan === '' ? null : Number(input.currentPlan);
  if (input.fplan === current) throw new ActionRefused(INSTRUCTOR_REFUSALS.samePlan);
  await transactionally(ctx.db, async (tx) => {
    await lockLiveInstructor(tx, input.adiid, INSTRUCTOR_TEXTS.franchiseFailed);
    const plan = await tx
      .selectFrom('franchise_plans')
      .select('plan_id')
      .where('plan_id', '=', input.fplan)
      .where('state', '=', 1)
      .executeTakeFirst();
    if (!plan) throw new ActionRefused(INSTRUCTOR_REFUSALS.planNotActive);
    const now = await tx
      .selectFrom('instructor_franchise')
      .select(['plan_id', 'start_date'])
      .where('adi_id', '=', input.adiid)
      .where('ended_on', 'is', null)
      .executeTakeFirst();
    // The plan being replaced must still be the current one.
    if ((now?.plan_id ?? null) !== current) throw new ActionRefused(INSTRUCTOR_TEXTS.franchiseFailed);
    if (now) {
      if (input.startdate < now.start_date) throw new ActionRefused(INSTRUCTOR_REFUSALS.planStartsEarly);
      await tx
        .updateTable('instructor_franchise')
        .set({ ended_on: sql<string>`greatest(start_date, ${input.startdate}::date - 1)` })
        .where('adi_id', '=', input.adiid)
        .where('ended_on', 'is', null)
        .execute();
    }
    await tx
      .insertInto('instructor_franchise')
      .values({
        adi_id: input.adiid,
        plan_id: input.fplan,
        regularity: input.feeregularity,
        start_date: input.startdate,
        recorded_by: staffOf(ctx).staffId,
      })
      .execute();
  });
  return SUCCESS;
});
