import { shellActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const lessonPacks = handle(shellActions.lessonPacks, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('lesson_plans')
    .select(['plan_id', 'text_description', 'gear_type', 'hours', 'plan_price', 'status', 'promocode'])
    .where('status', '=', 1)
    .$narrowType<{ status: 1 }>()
    .orderBy('gear_type')
    .orderBy('hours')
    .orderBy('plan_id')
    .execute();
  return rows;
});
