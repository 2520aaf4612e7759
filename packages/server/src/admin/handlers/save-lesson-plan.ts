import { adminActions, SUCCESS, type AdminLessonPlan } from '@dss/contract';
import { handle } from '../../wire/handler';

export const saveLessonPlan = handle(adminActions.saveLessonPlan, async (ctx, input) => {
  await ctx.db
    .insertInto('lesson_plans')
    .values({
      text_description: input.desc,
      plan_price: input.price,
      hours: Number(input.hours),
      gear_type: input.gears as AdminLessonPlan['gear_type'],
      promocode: input.promocode || null,
    })
    .execute();
  return SUCCESS;
});
