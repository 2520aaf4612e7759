import { adminActions, type AdminLessonPlan } from '@dss/contract';
import { handle } from '../../wire/handler';
import { ACTIVE } from '../plan-states';

export const loadLessonPlans = handle(adminActions.loadLessonPlans, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('lesson_plans')
    .select([
      'plan_id',
      'text_description',
      'gear_type',
      'hours',
      'plan_price',
      'status',
      'promocode',
      'created_on',
      'updated_on',
    ])
    .orderBy('status', 'desc')
    .orderBy('gear_type')
    .orderBy('hours')
    .orderBy('plan_id')
    .execute();
  return rows.map((r): AdminLessonPlan => ({
    ...r,
    status: r.status === ACTIVE ? 1 : 0,
    created_on: r.created_on.toISOString(),
    updated_on: r.updated_on.toISOString(),
  }));
});
