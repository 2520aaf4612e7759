import { z } from 'zod';

/** The largest value of a PostgreSQL integer column. */
export const INTEGER_MAX = 2147483647;

/**
 * A positive whole-number id inside a JSON field, sent as a number or as digits; at most a safe
 * integer (the bigint columns: credits, bookings, feedbacks), or `max` for an integer column.
 */
export function jsonId(message: string, max = Number.MAX_SAFE_INTEGER) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ message }).int(message).positive(message).max(max, message));
}
