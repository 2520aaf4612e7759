import { landlineText, mobileText } from '@dss/contract';

type PhoneInput = string | number | null | undefined;

// The rule lives in the contract, which the server's PDFs share (document 3 §9).

/** Mobile numbers split 4-3-rest: '07700900123' → '0770 090 0123'. Missing or zero → 'N/A'. */
export function formatMobile(value: PhoneInput): string {
  return mobileText(value);
}

/** Landlines split 3-4-rest: '02079460000' → '020 7946 0000'. Missing or zero → 'N/A'. */
export function formatLandline(value: PhoneInput): string {
  return landlineText(value);
}
