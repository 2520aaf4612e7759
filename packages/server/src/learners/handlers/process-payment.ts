import { LEARNER_REFUSALS, LEARNER_TEXTS, learnerActions, refusalText, SUCCESS } from '@dss/contract';
import { writeOnce } from '../../finance/idempotent';
import { LifecycleRuleError, recordLearnerPayment } from '../../lifecycle/credits';
import { ActionRefused, handle, staffOf } from '../../wire/handler';

/**
 * A lesson-package payment and its credits, in one transaction (lifecycle/credits.ts), once per
 * idempotency key: a repeat answers the first result and writes nothing.
 */
export const processPayment = handle(learnerActions.processPayment, async (ctx, input) => {
  await writeOnce({
    find: () =>
      ctx.db
        .selectFrom('learner_payments')
        .select(['stu_id', 'plan_id'])
        .where('idempotency_key', '=', input.idemkey)
        .executeTakeFirst(),
    same: (p) => p.stu_id === input.learnerid && p.plan_id === input.lessonplanid,
    insert: async () => {
      try {
        const paid = await recordLearnerPayment(ctx.db, {
          studentId: input.learnerid,
          planId: input.lessonplanid,
          staffId: staffOf(ctx).staffId,
          idempotencyKey: input.idemkey,
        });
        return paid !== null;
      } catch (error) {
        if (!(error instanceof LifecycleRuleError)) throw error;
        if (error.rule === 'plan') throw new ActionRefused(LEARNER_REFUSALS.planNotOffered);
        if (error.rule === 'payer') throw new ActionRefused(refusalText(LEARNER_TEXTS.paymentFailed, error.message));
        throw new ActionRefused(error.message);
      }
    },
  });
  return SUCCESS;
});
