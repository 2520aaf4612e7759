import { financeActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const paymentTypes = handle(financeActions.paymentTypes, async (ctx) =>
  ctx.db.selectFrom('payment_types').select(['id', 'txt']).orderBy('id').execute(),
);
