import { z } from 'zod';

/** Texts of document 2 §2.7 and §8 for complaints, word for word. */
export const COMPLAINT_TEXTS = {
  recordButton: 'Record Complaint',
  discussedLabel: 'Did complainant discuss the issue with complainee?',
  solutionLabel: 'Did complainee offer any solution?',
  errorTitle: 'Error',
  failed: 'Error recording complaint. Please try again. If error persists please record complaint manually.',
  updated: 'Complaint progress updated.',
  updateFailed: 'Error updating complaint progress',
} as const;

/** Refusals beyond the spec, after the spec's failure text. */
export const COMPLAINT_REFUSALS = {
  resolved: 'This complaint is already resolved.',
  noComplaint: 'No such complaint.',
} as const;

/** The complaint reference as shown: C{ref}. */
export function complaintRef(ref: number): string {
  return `C${ref}`;
}

/** The success dialog after Record Complaint (document 2 §8). */
export function complaintRecordedTexts(ref: number): { title: string; text: string } {
  return {
    title: `Success. Ref# ${complaintRef(ref)}`,
    text: `Complaint Recorded. Please provide reference to complainant ${complaintRef(ref)}`,
  };
}

/** The Complaint Type column: prefixed 'From' when the type id is below 5 (document 2 §2.7). */
export function complaintTypeLabel(id: number, txt: string): string {
  return id < 5 ? `From ${txt}` : txt;
}

/**
 * Complaint (party) types 1-11 (document 2 §9) and 12, other about other: the kinds of complainant
 * and complainee each implies (1 learner, 2 instructor, 3 driving school, 4 third party, 5 other).
 */
export const COMPLAINT_TYPE_KINDS: Record<number, readonly [number, number]> = {
  1: [1, 1],
  2: [1, 2],
  3: [1, 3],
  4: [1, 4],
  5: [2, 1],
  6: [2, 2],
  7: [2, 3],
  8: [2, 4],
  9: [4, 1],
  10: [4, 2],
  11: [4, 3],
  12: [5, 5],
};

/** Types whose complainant is a person to pick (1-8) and whose complainee is (1, 2, 5, 6, 9, 10). */
export const NEEDS_COMPLAINANT = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const NEEDS_COMPLAINEE = [1, 2, 5, 6, 9, 10] as const;

export const ComplaintTypeOption = z.object({
  id: z.number().int(),
  txt: z.string(),
});
export type ComplaintTypeOption = z.infer<typeof ComplaintTypeOption>;

/** Complaint status option (document 2 §3); resolving ones close the complaint. */
export const ComplaintStatusOption = z.object({
  id: z.number().int(),
  status_name: z.string(),
  is_resolved: z.boolean(),
});
export type ComplaintStatusOption = z.infer<typeof ComplaintStatusOption>;

/** A person in the complaint pickers. */
export const ComplaintLearnerPick = z.object({
  student_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  postcode: z.string(),
});
export type ComplaintLearnerPick = z.infer<typeof ComplaintLearnerPick>;
export const ComplaintInstructorPick = z.object({
  adi_id: z.number().int(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  mobile: z.string(),
  email: z.string(),
  postcode: z.string(),
});
export type ComplaintInstructorPick = z.infer<typeof ComplaintInstructorPick>;

/** A complainant or complainee: a learner or instructor by id, or a kind of party without one. */
export const ComplaintParty = z.object({
  /** 1 learner, 2 instructor, 3 driving school, 4 third party, 5 other */
  kind: z.number().int(),
  kind_text: z.string(),
  id: z.number().int().nullable(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  /** 'L12 Jane Smith', 'A4 John Brown', or the kind ('Driving school', 'Third party', 'Other') */
  name: z.string(),
});
export type ComplaintParty = z.infer<typeof ComplaintParty>;

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** A complaint as the active and resolved tables list it (document 2 §3). */
export const ComplaintRow = z.object({
  ref: z.number().int(),
  complain_type_id: z.number().int(),
  complain_type: z.string(),
  complainant_type: z.number().int(),
  complainant_id: z.number().int().nullable(),
  complainant_obj: ComplaintParty,
  complainee_type: z.number().int(),
  complainee_id: z.number().int().nullable(),
  complainee_obj: ComplaintParty,
  description: z.string(),
  /** 'YYYY-MM-DD'; '0000-00-00' means not provided */
  incident_date: z.string(),
  /** 'HH:MM', or '' when not provided */
  incident_time: z.string(),
  self_resolve: zeroOrOne,
  self_resolve_obj: z
    .object({ self_res_date: z.string(), self_res_time: z.string(), resol_offer: zeroOrOne, reply_desc: z.string() })
    .nullable(),
  created_on: z.string(),
  updated_on: z.string(),
  staff_id: z.number().int(),
  staff_obj: z.object({ title: z.string(), fname: z.string(), lname: z.string() }),
  /** days open: London days from created_on to today, or to the resolution */
  count: z.number().int(),
  status_id: z.number().int(),
  complain_status_text: z.string(),
  /** when a resolving status was chosen (the Resolution line); null while active */
  resolved_on: z.string().nullable(),
});
export type ComplaintRow = z.infer<typeof ComplaintRow>;

/** A progress update (document 2 §3 "Complaint update"). */
export const ComplaintUpdateRow = z.object({
  id: z.number().int(),
  created_on: z.string(),
  title: z.string(),
  fname: z.string(),
  lname: z.string(),
  rec_by: z.number().int(),
  update_desc: z.string(),
  status_id: z.number().int(),
  status_name: z.string(),
});
export type ComplaintUpdateRow = z.infer<typeof ComplaintUpdateRow>;
