import { Textarea } from '@chakra-ui/react';
import { FieldFrame } from './FieldFrame';
import { useTextFieldBinding } from './useTextFieldBinding';

export interface TextareaFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  helperText?: string;
  maxLength?: number;
  /** Show "typed/maxLength" under the field (needs maxLength). */
  counter?: boolean;
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/** A multi-line text box bound to a react-final-form field. */
export function TextareaField({ placeholder, rows = 4, ...field }: TextareaFieldProps) {
  const { frame, control } = useTextFieldBinding(field);
  return (
    <FieldFrame {...frame}>{(links) => <Textarea {...links} {...control} placeholder={placeholder} rows={rows} />}</FieldFrame>
  );
}
