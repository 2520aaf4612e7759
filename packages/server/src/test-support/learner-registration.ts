/** A valid new learner as Register Learner sends it (without the idempotency key). */
const REGISTRATION = {
  title: '1',
  gender: 'm',
  fname: 'Oliver',
  mname: '',
  lname: 'Whitfield',
  mobile: '07700900123',
  landline: '',
  inemail: 'oliver.whitfield@example.invalid',
  dob: '2005-04-12',
  dlno: 'WHITF504125O99AB',
  lesstype: 'manual',
  haline1: '12 Forest Lane',
  haline2: '',
  hacity: 'London',
  hcounty: '',
  hapostcode: 'E7 9HZ',
  pickpostcode: 'E7 9HZ',
  adigender: 'any',
  adilang: '',
  cartype: '1',
};

export type RegistrationFields = typeof REGISTRATION;

/** Register Learner's fields for a valid new learner, with `over` changed; the caller adds the idempotency key. */
export function registrationFields(over: Partial<RegistrationFields> = {}): RegistrationFields {
  return { ...REGISTRATION, ...over };
}
