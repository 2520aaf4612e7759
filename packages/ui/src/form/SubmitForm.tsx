import type { ReactNode } from 'react';
import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import { Button, Stack } from '@chakra-ui/react';
import { Form } from './final-form';
import { FormIncompleteNotice } from './FormIncompleteNotice';
import { useSubmit, type SaveAnswer, type SubmitTexts } from './useSubmit';

export interface SubmitFormProps<V> {
  validate(values: V): ValidationErrors | Promise<ValidationErrors>;
  /** Sends the values; its answer decides which of the spec's texts is shown. */
  save(values: V): Promise<SaveAnswer>;
  texts: SubmitTexts;
  submitLabel: string;
  initialValues?: Partial<V>;
  /** Clears the form after a successful save (document 3 §4); default true. */
  resetOnSuccess?: boolean;
  /** Keeps the submit button disabled until a value differs from the initial ones (an edit form). */
  requireChange?: boolean;
  onSaved?(values: V): void;
  children: ReactNode;
}

/**
 * A form with the spec's behaviour: the incomplete-form notice, the fields, and a submit button
 * enabled once the form is valid; saving shows the success or error alert (useSubmit), puts a
 * refusal's field messages on the fields and clears the form on success.
 */
export function SubmitForm<V extends object>({
  validate,
  save,
  texts,
  submitLabel,
  initialValues,
  resetOnSuccess = true,
  requireChange = false,
  onSaved,
  children,
}: SubmitFormProps<V>) {
  const submit = useSubmit();

  async function onSubmit(values: V, form: FormApi<V>): Promise<SubmissionErrors | undefined> {
    const result = await submit(await save(values), texts);
    if (!result.ok) return result.errors;
    onSaved?.(values);
    if (resetOnSuccess) setTimeout(() => form.restart());
    return undefined;
  }

  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, invalid, pristine }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack gap="4">
            <FormIncompleteNotice />
            {children}
            <Button
              type="submit"
              colorPalette="teal"
              alignSelf="flex-start"
              disabled={invalid || (requireChange && pristine)}
              loading={submitting}
            >
              {submitLabel}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
