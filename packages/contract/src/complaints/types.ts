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

export interface ComplaintTypeOption {
  id: number;
  txt: string;
}

/** Complaint status option (document 2 §3); resolving ones close the complaint. */
export interface ComplaintStatusOption {
  id: number;
  status_name: string;
  is_resolved: boolean;
}

/** A person in the complaint pickers. */
export interface ComplaintLearnerPick {
  student_id: number;
  title: string;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  postcode: string;
}
export interface ComplaintInstructorPick {
  adi_id: number;
  title: string;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  postcode: string;
}

/** A complainant or complainee: a learner or instructor by id, or a kind of party without one. */
export interface ComplaintParty {
  /** 1 learner, 2 instructor, 3 driving school, 4 third party, 5 other */
  kind: number;
  kind_text: string;
  id: number | null;
  title: string;
  fname: string;
  lname: string;
  /** 'L12 Jane Smith', 'A4 John Brown', or the kind ('Driving school', 'Third party', 'Other') */
  name: string;
}

/** A complaint as the active and resolved tables list it (document 2 §3). */
export interface ComplaintRow {
  ref: number;
  complain_type_id: number;
  complain_type: string;
  complainant_type: number;
  complainant_id: number | null;
  complainant_obj: ComplaintParty;
  complainee_type: number;
  complainee_id: number | null;
  complainee_obj: ComplaintParty;
  description: string;
  /** 'YYYY-MM-DD'; '0000-00-00' means not provided */
  incident_date: string;
  /** 'HH:MM', or '' when not provided */
  incident_time: string;
  self_resolve: 0 | 1;
  self_resolve_obj: { self_res_date: string; self_res_time: string; resol_offer: 0 | 1; reply_desc: string } | null;
  created_on: string;
  updated_on: string;
  staff_id: number;
  staff_obj: { title: string; fname: string; lname: string };
  /** days open: London days from created_on to today, or to the resolution */
  count: number;
  status_id: number;
  complain_status_text: string;
  /** when a resolving status was chosen (the Resolution line); null while active */
  resolved_on: string | null;
}

/** A progress update (document 2 §3 "Complaint update"). */
export interface ComplaintUpdateRow {
  id: number;
  created_on: string;
  title: string;
  fname: string;
  lname: string;
  rec_by: number;
  update_desc: string;
  status_id: number;
  status_name: string;
}
