import { financeActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { saveTransaction } from '../finance-transactions';

export const saveExpense = handle(financeActions.saveExpense, (ctx, input) => saveTransaction(ctx, 'expense', input));
