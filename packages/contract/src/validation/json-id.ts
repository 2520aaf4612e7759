import { z } from 'zod';

/**
 * A positive whole-number id inside a JSON field, sent as a number or as digits; at most a safe
 * integer (the bigint columns: credits, bookings, feedbacks).
 */
export function jsonId(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      ],
      { errorMap: () => ({ message }) },
    )
    .pipe(z.number({ message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message));
}
