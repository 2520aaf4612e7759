import { Input } from '@chakra-ui/react';
import { FieldFrame } from './FieldFrame';
import { MonthField } from './MonthField';
import { useTextFieldBinding } from './useTextFieldBinding';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'time' | 'datetime-local' | 'month' | 'date';
  placeholder?: string;
  helperText?: string;
  /** Hard limit on characters typed. */
  maxLength?: number;
  /** Show "typed/maxLength" under the field (needs maxLength). */
  counter?: boolean;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search';
  /** Converts what was typed before it enters the form values, e.g. to upper case. */
  parse?(value: string): string;
}

/**
 * A single-line input bound to a react-final-form field. type="month" is the kit's month field
 * (a month by name and a year, min and max as 'YYYY-MM'): browsers' own month boxes read
 * '--------- ----' in year-month order.
 */
export function TextField({ type, ...field }: TextFieldProps) {
  if (type !== 'month') return <InputField type={type} {...field} />;
  const { name, label, min, max, helperText, required, disabled } = field;
  return <MonthField {...{ name, label, helperText, required, disabled }} min={min?.toString()} max={max?.toString()} />;
}

function InputField({ type = 'text', placeholder, min, max, step, autoComplete, inputMode, ...field }: TextFieldProps) {
  const { frame, control } = useTextFieldBinding(field);
  const inputProps = { placeholder, min, max, step, autoComplete, inputMode };
  return <FieldFrame {...frame}>{(links) => <Input {...inputProps} {...links} {...control} type={type} />}</FieldFrame>;
}
