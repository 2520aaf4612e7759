import type { ReactNode } from 'react';
import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Form } from './final-form';
import { FormIncompleteNotice } from './FormIncompleteNotice';
import { useSubmit, type AlertWords, type SaveAnswer, type SubmitTexts } from './useSubmit';

export interface SubmitFormProps<V> {
  validate(values: V): ValidationErrors | Promise<ValidationErrors>;
  /** Sends the values; its answer decides which of the spec's texts is shown. */
  save(values: V): Promise<SaveAnswer>;
  texts: SubmitTexts;
  /** The success alert's words from the answer and the values, where the spec's text names what was saved. */
  successWords?(answer: SaveAnswer, values: V): AlertWords;
  submitLabel: string;
  initialValues?: Partial<V>;
  /** Clears the form after a successful save (document 3 §4); default true. */
  resetOnSuccess?: boolean;
  /** Keeps the submit button disabled until a value differs from the initial ones (an edit form). */
  requireChange?: boolean;
  /** What else the submit button waits for besides valid values (a plan chosen, a file picked). */
  canSubmit?(values: V): boolean;
  onSaved?(values: V): void;
  /** Buttons after the submit button in its row (Reset, Back). */
  actions?: ReactNode;
  /** Buttons before the submit button in its row (a dialog's Close). */
  leadingActions?: ReactNode;
  /** Where the button row sits; default 'start'. */
  align?: 'start' | 'end';
  /** A save that removes or ends something: a red button. */
  tone?: 'danger';
  /** The incomplete-form notice above the fields; default true (off where the spec's screen has none). */
  notice?: boolean;
  /** The form's accessible name, for a screen with more than one form. */
  name?: string;
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
  successWords,
  submitLabel,
  initialValues,
  resetOnSuccess = true,
  requireChange = false,
  canSubmit,
  onSaved,
  actions,
  leadingActions,
  align = 'start',
  tone,
  notice = true,
  name,
  children,
}: SubmitFormProps<V>) {
  const submit = useSubmit();

  async function onSubmit(values: V, form: FormApi<V>): Promise<SubmissionErrors | undefined> {
    const answer = await save(values);
    // Worded only for an answer with data: a refusal keeps the failure's words.
    const saved = successWords && answer.data !== undefined;
    const result = await submit(answer, saved ? { ...texts, success: successWords(answer, values) } : texts);
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
      render={({ handleSubmit, submitting, invalid, pristine, values }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={name}>
          <Stack gap="4">
            {notice && <FormIncompleteNotice />}
            {children}
            <HStack gap="3" alignSelf={align === 'end' ? 'flex-end' : 'flex-start'} wrap="wrap">
              {leadingActions}
              <Button
                type="submit"
                colorPalette={tone === 'danger' ? 'red' : 'teal'}
                disabled={invalid || (requireChange && pristine) || (canSubmit && !canSubmit(values))}
                loading={submitting}
              >
                {submitLabel}
              </Button>
              {actions}
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}
