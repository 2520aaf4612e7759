import { financeActions, SUCCESS } from '@dss/contract';
import { handle, staffOf } from '../../wire/handler';
import { instructorExists } from '../finance-transactions';

export const saveMileage = handle(financeActions.saveMileage, async (ctx, input) => {
  await instructorExists(ctx, input.adi, 'Please select a driving instructor.');
  await ctx.db
    .insertInto('mileage')
    .values({
      adi_id: input.adi,
      mileage_date: input.date,
      type: input.type,
      start_mileage: input.start,
      end_mileage: input.end,
      recorded_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});
