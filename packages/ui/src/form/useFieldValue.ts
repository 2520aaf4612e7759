import { useField } from 'react-final-form';

/**
 * A form field's value, for a part of a form that shows something from it (a hint, the fields of
 * a chosen type). Only that part draws again, and only when the value changes: not on a keystroke
 * in another field, nor on focus, touch or validity. An unset text field reads ''.
 */
export function useFieldValue<T = string>(name: string): T {
  return useField<T>(name, { subscription: { value: true } }).input.value;
}
