import { PAYMENT_VOID_TEXTS, type PaymentVoid } from '@dss/contract';
import { formatDate } from '@dss/ui';

/** A payment's state in the histories: 'Paid', or 'Voided dd/mm/yyyy: reason'. */
export function paymentStatus(p: PaymentVoid): string {
  return p.voided_on ? `${PAYMENT_VOID_TEXTS.status} ${formatDate(p.voided_on)}: ${p.void_reason ?? ''}` : 'Paid';
}
