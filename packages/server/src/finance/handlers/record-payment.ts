import { financeActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { recordInstructorPayment } from '../instructor-payments';

export const recordPayment = handle(financeActions.recordPayment, (ctx, input) => recordInstructorPayment(ctx, input));
