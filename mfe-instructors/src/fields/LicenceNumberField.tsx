import { licenceHints } from '@dss/contract';
import { TextField, useFormState } from '@dss/ui';

const upper = (v: string) => v.toUpperCase();
type Person = { dlno?: string; lname?: string; dob?: string; gender?: string };

/**
 * The driving licence number (`dlno`) with the learner form's non-blocking hints: the DVLA layout
 * checked against the surname (`lname`) and the date of birth and gender, taken from the form's
 * `dob` and `gender` or, where the form has none, from the record (`known`).
 */
export function LicenceNumberField({ known }: { known?: { dob: string; gender: string } }) {
  const { values } = useFormState<Person>({ subscription: { values: true } });
  const sex = known?.gender ?? values.gender;
  const hints = licenceHints({
    dlno: values.dlno,
    lname: values.lname,
    dob: known?.dob ?? values.dob,
    gender: sex === 'female' ? 'f' : sex === 'male' ? 'm' : '',
  });
  return (
    <TextField
      name="dlno"
      label="Driving Licence Number"
      maxLength={16}
      counter
      parse={upper}
      required
      helperText={hints.join(' ') || undefined}
    />
  );
}
