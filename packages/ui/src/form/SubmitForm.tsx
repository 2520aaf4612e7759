import type { ReactNode } from 'react';
import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import { Button, HStack, Stack, type StackProps } from '@chakra-ui/react';
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
  /** The error alert's words from a refusal and the values, where the spec's text is the server's own. */
  failureWords?(answer: SaveAnswer, values: V): AlertWords;
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
  /** Keeps the button row in view at the foot of a scrolling dialog's body. */
  pinActions?: boolean;
  /** A save that removes or ends something: a red button. */
  tone?: 'danger';
  /** The incomplete-form notice above the fields; default true (off where the spec's screen has none). */
  notice?: boolean;
  /** The form's accessible name, for a screen with more than one form. */
  name?: string;
  /** The id of a text that says why the submit button is unavailable, read with the button. */
  submitDescribedBy?: string;
  children: ReactNode;
}

/**
 * Where the button row sits; a row that wraps keeps each line to that side. A pinned row spans
 * the body, so what scrolls under it is hidden behind its background.
 */
function rowPlace(align: 'start' | 'end', pinned: boolean): StackProps {
  const side = align === 'end' ? 'flex-end' : 'flex-start';
  return pinned
    ? { justify: side, position: 'sticky', bottom: '0', bg: 'bg.panel', py: '2' }
    : { alignSelf: side, justify: side };
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
  failureWords,
  submitLabel,
  initialValues,
  resetOnSuccess = true,
  requireChange = false,
  canSubmit,
  onSaved,
  actions,
  leadingActions,
  align = 'start',
  pinActions = false,
  tone,
  notice = true,
  name,
  submitDescribedBy,
  children,
}: SubmitFormProps<V>) {
  const submit = useSubmit();

  async function onSubmit(values: V, form: FormApi<V>): Promise<SubmissionErrors | undefined> {
    const answer = await save(values);
    // Each is worded only for its own kind of answer: success words for one with data, failure
    // words for a refusal.
    const result = await submit(answer, {
      ...texts,
      success: successWords && answer.data !== undefined ? successWords(answer, values) : texts.success,
      failure: failureWords && answer.error !== undefined ? failureWords(answer, values) : texts.failure,
    });
    if (!result.ok) return result.errors;
    onSaved?.(values);
    if (resetOnSuccess) setTimeout(() => form.restart());
    return undefined;
  }

  return (
    // eslint-disable-next-line no-restricted-syntax -- its fields are the children its caller made: they do not draw again with it
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, invalid, pristine, values }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={name}>
          <Stack gap="4">
            {notice && <FormIncompleteNotice />}
            {children}
            <HStack gap="3" wrap="wrap" {...rowPlace(align, pinActions)}>
              {leadingActions}
              <Button
                type="submit"
                colorPalette={tone === 'danger' ? 'red' : 'teal'}
                disabled={invalid || (requireChange && pristine) || (canSubmit && !canSubmit(values))}
                loading={submitting}
                aria-describedby={submitDescribedBy}
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
