import { financeActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { saveTransaction } from '../finance-transactions';

export const saveIncome = handle(financeActions.saveIncome, (ctx, input) => saveTransaction(ctx, 'income', input));
