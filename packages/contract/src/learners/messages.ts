/** Alert texts of document 1 §8, word for word (spelling kept). */
export const LEARNER_TEXTS = {
  registered: 'Learner registered successfully.',
  registerFailed: 'Error registering learner. Please try again.',
  updated: 'Learner updated successfully.',
  updateFailed: 'Error updating learner infromation. Please try again.',
  departureRecorded: 'Learner departure recorded.',
  departureFailed: 'Error recording Learner Departure. Please try again.',
  theoryRecorded: 'Learner theory test recorded.',
  theoryFailed: 'Error recording Learner Theory Test. Please try again.',
  eyeRecorded: 'Learner eye test recorded.',
  eyeFailed: 'Error recording Learner Eye Test. Please try again.',
  paymentProcessed: 'Payment proccessed successfuly. Please assign an Instructor to learner',
  paymentFailed: 'Error processing payment. Please try again.',
  assigned: 'ADI assigned successfuly. Book first lesson in Instructor diary',
  assignFailed: 'Error occured. Please try again',
  missingLearner: 'Learner Not Selected - Please select learner from View/Edit Learners',
  noActiveInstructor: 'No Active Driving Instructor',
  noInformation: 'No Information.',
  departureHint: 'No response for 3 months after last contact counts as a departure.',
  /** Beyond the spec: a learner who comes back (docs/decisions/assignment.md, "A departure ends things"). */
  departureWithdrawn: 'Departure withdrawn. The learner can pay again and waits for an instructor.',
  departureWithdrawFailed: 'Error withdrawing the departure. Please try again.',
  mcqHint: 'Pass mark 43 of 50.',
  hpHint: 'Pass mark 44 of 75.',
} as const;

/** Server refusals beyond the spec; the screens show them under the spec's error title. */
export const LEARNER_REFUSALS = {
  duplicateLicence: 'A learner with this licence number is already registered.',
  noLearner: 'No such learner.',
  dobAfterRegistration: 'Date of birth must be before the date the learner was registered.',
  departureExists: 'A departure is already recorded for this learner.',
  notAwaiting: 'This learner is not awaiting an instructor.',
  notSuitable: 'This instructor is not available for assignment.',
  notActiveInstructor: "Only the learner's active instructor can carry out an eye test.",
  theoryPassMarks: 'A pass needs at least 43 of 50 and 44 of 75.',
  planNotOffered: 'This lesson package is not offered to this learner.',
  /** After the spec's payment failure text: only Active and New learners buy lessons. */
  notPayable: 'Only Active and New learners can buy a lesson package.',
  departed:
    'A departure is recorded for this learner, so the school takes no further payment from them. If they have returned, withdraw the departure on their page first.',
  noDeparture: 'No departure is recorded for this learner.',
  registrationKeyReused: 'This registration key was already used for a different learner.',
} as const;

/** The registration's idempotency key, made once per submit; only a broken screen omits it. */
export const REGISTRATION_KEY_MESSAGE = 'Registration key is required.';

/** Both theory scores share this message (document 1 §5, spelling kept). */
export const THEORY_SCORE_MESSAGE = 'Multiple-choice score is invalied.';
