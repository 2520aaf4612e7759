import type { z } from 'zod';
import type { FieldErrors } from '../wire/replies';

/**
 * The first message of each failing field, keyed by its top-level name: what a form shows
 * under the field and what the server answers with HTTP 422.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A react-final-form `validate` function built from a contract schema. */
export function validateWithSchema<S extends z.ZodTypeAny>(schema: S) {
  return (values: unknown): FieldErrors => {
    const parsed = schema.safeParse(values ?? {});
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
}
