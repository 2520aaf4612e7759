import { z } from 'zod';
import { requiredText } from '../validation/fields';

/** Longest reason a void keeps (learner_payments.void_reason). */
export const VOID_REASON_MAX = 250;

/**
 * Voiding a learner payment (beyond the spec: issue "a payment taken in error cannot be undone").
 * The spec has no texts for it; these follow the spec's alert style.
 */
export const PAYMENT_VOID_TEXTS = {
  voided: 'Payment voided. Its unused credits have been removed.',
  failed: 'Error voiding payment. Please try again.',
  reasonRequired: 'Reason is required.',
  reasonLong: `Reason is too long. Max ${VOID_REASON_MAX} characters allowed.`,
  paymentRequired: 'Payment is required.',
  noPayment: 'No such payment.',
  creditsUsed: 'This payment cannot be voided: some of its credits have been booked or used.',
  alreadyVoided: 'This payment has already been voided.',
  keyReused: 'This void key was already used for a different payment.',
  status: 'Voided',
} as const;

export const voidReason = requiredText(PAYMENT_VOID_TEXTS.reasonRequired, { multiline: true }).pipe(
  z.string().max(VOID_REASON_MAX, PAYMENT_VOID_TEXTS.reasonLong),
);

/** The void dialog's form: the reason only (the payment is the row the dialog was opened from). */
export const voidPaymentForm = z.object({ reason: voidReason });
export type VoidPaymentFormValues = z.input<typeof voidPaymentForm>;
