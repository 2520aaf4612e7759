import { TextField } from './TextField';

export interface DateFieldProps {
  name: string;
  label: string;
  /** Earliest date allowed, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest date allowed, 'YYYY-MM-DD'; londonToday() (@dss/contract) rules out the future. */
  max?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/** The browser's date picker; the form value is 'YYYY-MM-DD'. */
export function DateField(props: DateFieldProps) {
  return <TextField type="date" {...props} />;
}
