import { BOOKING_REFUSALS, BOOKING_TEXTS, SUCCESS, bookingActions, refusalText } from '@dss/contract';
import { isUniqueViolation } from '../../learners/learner-rows';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { schoolClock } from '../../lifecycle/school-clock';
import { instantOf } from '../diary-time';

/**
 * Record Test Outcome: the learner's practical test with the instructor who presented them, at a
 * London date and time that has passed; 0 Failed, 1 Passed. Shown on the learner page's driving
 * tests. The same learner and time twice is refused by a unique index.
 */
export const saveTestOutcome = handle(bookingActions.saveTestOutcome, async (ctx, input) => {
  const refuse = (reason: string, status = 409) => new ActionRefused(refusalText(BOOKING_TEXTS.testFailed, reason), status);
  const at = instantOf(input.testdate);
  if (!at) throw refuse(BOOKING_REFUSALS.noSuchTime(input.testdate), 422);
  if (at > schoolClock.now()) throw refuse(BOOKING_REFUSALS.futureTest, 422);
  const learner = await ctx.db
    .selectFrom('learners')
    .select('student_id')
    .where('student_id', '=', input.learner)
    .executeTakeFirst();
  if (!learner) throw refuse(BOOKING_REFUSALS.noLearner, 404);
  const taught = await ctx.db
    .selectFrom('assignments')
    .select('assign_id')
    .where('stu_id', '=', input.learner)
    .where('adi_id', '=', input.adi)
    .executeTakeFirst();
  if (!taught) throw refuse(BOOKING_REFUSALS.notTheirLearner);
  try {
    await ctx.db
      .insertInto('driving_tests')
      .values({ stu_id: input.learner, adi_id: input.adi, test_at: at, outcome: input.result, recorded_by: staffOf(ctx).staffId })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(BOOKING_REFUSALS.testRecorded);
    throw error;
  }
  return SUCCESS;
});
