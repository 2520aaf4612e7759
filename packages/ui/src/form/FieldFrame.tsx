import { Field, Flex, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label and messages. */
export interface ControlLinks {
  id: string;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldFrameProps {
  label: string;
  /** Marks the label with an asterisk; validation itself is the form's job. */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  /** The message to show, already filtered by visibleError. */
  error?: string;
  /** Characters typed against the limit, shown as "12/40". */
  count?: { length: number; max: number };
  children(links: ControlLinks): ReactNode;
}

/**
 * Label, control, helper text, character counter and error text for one form field.
 * It links them by id itself: Ark only references the error through aria-errormessage,
 * which screen readers support unevenly, so aria-describedby lists every message.
 */
export function FieldFrame({ label, required, disabled, readOnly, helperText, error, count, children }: FieldFrameProps) {
  const id = useId();
  const ids = { label: `${id}-label`, helperText: `${id}-help`, errorText: `${id}-error` };
  const counterId = `${id}-count`;
  const describedBy = [helperText ? ids.helperText : null, count ? counterId : null, error ? ids.errorText : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Field.Root id={id} ids={ids} invalid={Boolean(error)} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden>
            *
          </Text>
        ) : null}
      </Field.Label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        // Not the native attribute: it would make the browser block submit with its own bubbles.
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {helperText || count ? (
        <Flex w="full" gap="2">
          {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
          {count ? (
            <Text id={counterId} fontSize="xs" color="fg.muted" flexShrink={0} ms="auto">
              {count.length}/{count.max}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
