import type { ReactNode } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';
import { Button, Form, FormIncompleteNotice, Stack } from '@dss/ui';
import { useOutcome } from './useOutcome';

type Answer = { data?: unknown; error?: unknown };

export interface AdminFormProps<V> {
  validate(values: V): ValidationErrors | Promise<ValidationErrors>;
  /** Sends the values; its answer decides which of the spec's texts is shown. */
  save(values: V): Promise<Answer>;
  success: string;
  failure: string;
  submitLabel: string;
  children: ReactNode;
}

/**
 * An administration form: the incomplete-form notice, the fields, and a submit button that is
 * enabled once the form is valid. Saving shows the spec's success or error text and clears the
 * form on success (document 3 §4).
 */
export function AdminForm<V>({ validate, save, success, failure, submitLabel, children }: AdminFormProps<V>) {
  const outcome = useOutcome();

  async function onSubmit(values: V, form: FormApi<V>) {
    if (await outcome(await save(values), success, failure)) setTimeout(() => form.restart());
  }

  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting, invalid }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="4">
            <FormIncompleteNotice />
            {children}
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={invalid} loading={submitting}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
