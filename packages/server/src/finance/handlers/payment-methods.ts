import { financeActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const paymentMethods = handle(financeActions.paymentMethods, async (ctx) =>
  ctx.db.selectFrom('payment_methods').select(['id', 'txt']).orderBy('id').execute(),
);
