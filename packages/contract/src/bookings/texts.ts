/** Alert texts of document 2 §8 for bookings, the diary and test outcomes, word for word. */
export const BOOKING_TEXTS = {
  placed: 'New Bookings Placed.',
  placeFailed: 'Error placing bookings. Please try again.',
  diaryUpdated: 'Diary Updated Successfully .',
  diaryFailed: 'Error Updating Diary. Please try again.',
  testRecorded: 'Test outcome Recorded.',
  testFailed: 'Error recording Test outcome. Please try again.',
  loadCredit: 'Load Credit',
  reset: 'Reset',
  saveChange: 'Save Change',
  loadDiary: 'Load Diary',
} as const;

/** Field messages the spec leaves out (docs/decisions/bookings-wire-names.md). */
export const BOOKING_MESSAGES = {
  instructor: 'Please select an instructor.',
  learner: 'Please select a learner.',
  bookings: 'Please place at least one lesson on the calendar.',
  bookingsInvalid: 'The lessons sent are not valid.',
  tooMany: 'Too many lessons in one save.',
  pickup: 'Pickup address is not valid.',
  pickupLine: 'Address line is too long. Max 50 characters allowed.',
  pickupPostcode: 'Postcode is too long. Max 8 characters allowed.',
  dropoff: 'Drop-off address is not valid.',
  rangeStart: 'Start date is required.',
  rangeEnd: 'End date is required.',
  range: 'The dates asked for are not valid.',
  testDate: 'Please select the test date and time.',
  testOutcome: 'Please select the test outcome.',
} as const;

/** Record Test Outcome choices (document 2 §4, §2.8): 0 Failed, 1 Passed. */
export const DRIVING_TEST_OUTCOMES = [
  { value: 0, label: 'Failed' },
  { value: 1, label: 'Passed' },
] as const;
