/**
 * Non-blocking hints on the learner form, beyond the spec: a UK driving licence number encodes
 * the surname, date of birth and gender (DVLA format), and a postcode has a known shape.
 */

export const HINT_TEXTS = {
  licenceLength: 'A UK driving licence number has 16 characters.',
  licenceSurname: 'The licence number does not match the surname.',
  licenceDob: 'The licence number does not match the date of birth.',
  licenceGender: 'The licence number does not match the gender.',
  postcode: 'This does not look like a UK postcode.',
} as const;

const UK_POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/i;

export function looksLikeUkPostcode(value: string): boolean {
  return UK_POSTCODE.test(value.trim());
}

/** The surname part of a licence number: first five letters, MAC as MC, padded with 9. */
export function licenceSurnamePart(surname: string): string {
  let letters = surname.toUpperCase().replace(/[^A-Z]/g, '');
  if (letters.startsWith('MAC')) letters = `MC${letters.slice(3)}`;
  return letters.slice(0, 5).padEnd(5, '9');
}

export interface LicenceHintInput {
  dlno?: string;
  lname?: string;
  dob?: string;
  gender?: 'm' | 'f' | '' | null;
}

/** The hints for a licence number against the surname, date of birth ('YYYY-MM-DD') and gender. */
export function licenceHints({ dlno, lname, dob, gender }: LicenceHintInput): string[] {
  const licence = (dlno ?? '').trim().toUpperCase();
  if (!licence) return [];
  if (licence.length !== 16) return [HINT_TEXTS.licenceLength];
  const hints: string[] = [];
  if (lname && lname.trim() && licence.slice(0, 5) !== licenceSurnamePart(lname)) hints.push(HINT_TEXTS.licenceSurname);
  const date = dob ?? '';
  const month = Number(licence.slice(6, 8));
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const [mm, dd] = [date.slice(5, 7), date.slice(8, 10)];
    const monthMatches = month === Number(mm) || month === Number(mm) + 50;
    if (licence[5] !== date[2] || licence[10] !== date[3] || !monthMatches || licence.slice(8, 10) !== dd)
      hints.push(HINT_TEXTS.licenceDob);
  }
  if ((gender === 'm' || gender === 'f') && /^\d{2}$/.test(licence.slice(6, 8))) {
    const female = month > 50;
    if (female !== (gender === 'f')) hints.push(HINT_TEXTS.licenceGender);
  }
  return hints;
}

export function postcodeHint(value: string | undefined): string | undefined {
  return value && value.trim().length >= 6 && !looksLikeUkPostcode(value) ? HINT_TEXTS.postcode : undefined;
}
