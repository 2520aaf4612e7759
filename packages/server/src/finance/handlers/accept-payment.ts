import { CARD_PAYMENT_METHOD_ID, financeActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { recordInstructorPayment } from '../instructor-payments';

/** The method is always card (2); card details never reach the server. */
export const acceptPayment = handle(financeActions.acceptPayment, (ctx, input) =>
  recordInstructorPayment(ctx, { ...input, method: CARD_PAYMENT_METHOD_ID }),
);
