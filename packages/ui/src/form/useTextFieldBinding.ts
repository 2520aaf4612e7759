import { useField } from 'react-final-form';
import type { FieldFrameProps } from './FieldFrame';
import { visibleError } from './visibleError';

export interface TextFieldBindingOptions {
  name: string;
  label: string;
  helperText?: string;
  /** Hard limit on characters typed. */
  maxLength?: number;
  /** Show "typed/maxLength" under the field (needs maxLength). */
  counter?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Converts what was typed before it enters the form values, e.g. to upper case. */
  parse?(value: string): string;
}

/**
 * Binds a text control to a react-final-form field: the props for its FieldFrame (the error
 * once it should show, the character counter) and the props for the control itself.
 */
export function useTextFieldBinding({
  name,
  label,
  helperText,
  maxLength,
  counter = false,
  required,
  disabled,
  readOnly,
  parse,
}: TextFieldBindingOptions) {
  // Like final-form's default parse, an emptied box leaves the value undefined.
  const { input, meta } = useField<string>(
    name,
    parse ? { parse: (typed: string) => (typed === '' ? undefined : parse(typed)) } : undefined,
  );
  const value = input.value ?? '';
  const frame: Omit<FieldFrameProps, 'children'> = {
    label,
    required,
    disabled,
    readOnly,
    helperText,
    error: visibleError(meta),
    count: counter && maxLength ? { length: value.length, max: maxLength } : undefined,
  };
  const control = {
    name: input.name,
    value,
    maxLength,
    disabled,
    readOnly,
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
  };
  return { frame, control };
}
