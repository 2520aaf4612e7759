/** The usual complaint about lessons: the instructor arrived late. */
export const LATE_INSTRUCTOR = 'The instructor arrived twenty minutes late and did not apologise to the learner.';

/**
 * The `form` field of a `savecomplaint` request: a learner (complainant type 2) complains about an
 * instructor, not resolved by themselves, on 2 January 2025 at 14:30.
 */
export function learnerComplaintForm(learner: number, adi: number, description = LATE_INSTRUCTOR): { form: string } {
  return {
    form: JSON.stringify({
      complainantType: 2,
      complainant: String(learner),
      complainee: String(adi),
      incidentdate: '2025-01-02',
      incidenttime: '14:30',
      comptdesc: description,
      selfresolve: '0',
      complaineedscdate: '',
      complaineedsctime: '',
      complaineedscsolution: '0',
      complaineedsctext: '',
    }),
  };
}
