import { adminActions, GearType, SUCCESS } from '@dss/contract';
import { handle } from '../../wire/handler';

export const saveLessonPlan = handle(adminActions.saveLessonPlan, async (ctx, input) => {
  await ctx.db
    .insertInto('lesson_plans')
    .values({
      text_description: input.desc,
      plan_price: input.price,
      hours: Number(input.hours),
      // The request's refine let through only these texts.
      gear_type: GearType.parse(input.gears),
      promocode: input.promocode || null,
    })
    .execute();
  return SUCCESS;
});
