import { z } from 'zod';
import { characterCount, CONTROL_CHARS_MESSAGE, isCleanText } from '../validation/clean-text';
import { idField, jsonText, requiredText } from '../validation/fields';
import { isOneOf } from '../validation/narrowing';
import { COMPLAINT_TYPE_KINDS, NEEDS_COMPLAINANT, NEEDS_COMPLAINEE } from './types';

/** Messages of document 2 §5.15 and §5.16, word for word. */
export const COMPLAINT_MESSAGES = {
  type: 'Complaint type is required.',
  complainant: 'Please select a complainant',
  complainee: 'Please select a complainee',
  incidentDate: 'Please select incident date.',
  incidentTime: 'Please select incident time.',
  description: 'Please enter complaint description.',
  descriptionShort: 'Complaint description is too short. Min 25 characters',
  descriptionLong: 'Complaint description is too Long. Max 1600 characters',
  discussionDate: 'Please select discussion date.',
  discussionTime: 'Please select discussion time.',
  reply: 'Please enter complainee reply description.',
  replyLong: 'Complainee reply description is too Long. Max 1600 characters',
  progress: 'Please enter update description.',
  progressShort: 'Update description is too short. Min 25 characters',
  progressLong: 'Update description is too Long. Max 1600 characters',
  status: 'Complaint status is required.',
  /** beyond the spec */
  form: 'Complaint form is not valid.',
  samePerson: 'The complainant and the complainee can not be the same person.',
  futureDate: 'The date can not be in the future.',
  complaint: 'Please select a complaint.',
} as const;

export const COMPLAINT_TEXT_MIN = 25;
export const COMPLAINT_TEXT_MAX = 1600;

/** A select or input value inside the JSON form: a string or number, '' when absent. */
const loose = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/;
const ID = /^\d{1,9}$/;

function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text && Number(m[1]) >= 1900;
}
const yes = (v: string) => v === '1' || v === 'true';

/**
 * The Complaint Form (document 2 §3 "Complaint record payload on create", §5.15). Every rule is a
 * refinement so the form shows all messages at once; the output is the typed complaint.
 */
export const complaintForm = z
  .object({
    complainantType: loose,
    complainant: loose,
    complainee: loose,
    incidentdate: loose,
    incidenttime: loose,
    comptdesc: loose,
    selfresolve: loose,
    complaineedscdate: loose,
    complaineedsctime: loose,
    complaineedscsolution: loose,
    complaineedsctext: loose,
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const type = ID.test(f.complainantType) ? Number(f.complainantType) : 0;
    if (!COMPLAINT_TYPE_KINDS[type]) issue('complainantType', COMPLAINT_MESSAGES.type);
    if (isOneOf(NEEDS_COMPLAINANT, type) && !(ID.test(f.complainant) && Number(f.complainant) > 0))
      issue('complainant', COMPLAINT_MESSAGES.complainant);
    if (isOneOf(NEEDS_COMPLAINEE, type) && !(ID.test(f.complainee) && Number(f.complainee) > 0))
      issue('complainee', COMPLAINT_MESSAGES.complainee);
    if ((type === 1 || type === 6) && f.complainant && f.complainant === f.complainee)
      issue('complainee', COMPLAINT_MESSAGES.samePerson);
    if (!isDate(f.incidentdate)) issue('incidentdate', COMPLAINT_MESSAGES.incidentDate);
    if (!TIME.test(f.incidenttime)) issue('incidenttime', COMPLAINT_MESSAGES.incidentTime);
    if (!f.comptdesc) issue('comptdesc', COMPLAINT_MESSAGES.description);
    else if (characterCount(f.comptdesc) < COMPLAINT_TEXT_MIN) issue('comptdesc', COMPLAINT_MESSAGES.descriptionShort);
    else if (f.comptdesc.length > COMPLAINT_TEXT_MAX) issue('comptdesc', COMPLAINT_MESSAGES.descriptionLong);
    else if (!isCleanText(f.comptdesc)) issue('comptdesc', CONTROL_CHARS_MESSAGE);
    if (yes(f.selfresolve)) {
      if (!isDate(f.complaineedscdate)) issue('complaineedscdate', COMPLAINT_MESSAGES.discussionDate);
      if (!TIME.test(f.complaineedsctime)) issue('complaineedsctime', COMPLAINT_MESSAGES.discussionTime);
      if (yes(f.complaineedscsolution) && !f.complaineedsctext) issue('complaineedsctext', COMPLAINT_MESSAGES.reply);
      else if (f.complaineedsctext.length > COMPLAINT_TEXT_MAX) issue('complaineedsctext', COMPLAINT_MESSAGES.replyLong);
      else if (!isCleanText(f.complaineedsctext)) issue('complaineedsctext', CONTROL_CHARS_MESSAGE);
    }
  })
  .transform((f) => {
    const type = Number(f.complainantType);
    const [complainantKind, complaineeKind] = COMPLAINT_TYPE_KINDS[type]!;
    const person = (kind: number, id: string) => (kind === 1 || kind === 2 ? Number(id) : null);
    const selfResolve = yes(f.selfresolve);
    const offered = selfResolve ? yes(f.complaineedscsolution) : null;
    return {
      type,
      complainantKind,
      complaineeKind,
      complainant: person(complainantKind, f.complainant),
      complainee: person(complaineeKind, f.complainee),
      incidentDate: f.incidentdate,
      incidentTime: f.incidenttime.slice(0, 5),
      description: f.comptdesc,
      selfResolve,
      discussionDate: selfResolve ? f.complaineedscdate : null,
      discussionTime: selfResolve ? f.complaineedsctime.slice(0, 5) : null,
      solutionOffered: offered,
      replyText: selfResolve && f.complaineedsctext ? f.complaineedsctext : null,
    };
  });

export type ComplaintFormValues = z.input<typeof complaintForm>;
export type ComplaintInput = z.output<typeof complaintForm>;

/** The `form` field of Save complaint: the form as JSON text. */
export const complaintFormField = jsonText(complaintForm, COMPLAINT_MESSAGES.form);

/** Save complaint status update (document 2 §5.16, §7.3): {id (ref), progress, state}. */
export const complaintUpdateFields = z.object({
  id: idField(COMPLAINT_MESSAGES.complaint),
  progress: requiredText(COMPLAINT_MESSAGES.progress, { multiline: true })
    // `min` declares the limit on the wire; the refinement counts characters as the database's
    // check does, so 13 emoji (26 UTF-16 units) are too short here as they are there.
    .min(COMPLAINT_TEXT_MIN, COMPLAINT_MESSAGES.progressShort)
    .max(COMPLAINT_TEXT_MAX, COMPLAINT_MESSAGES.progressLong)
    .refine((v) => characterCount(v) >= COMPLAINT_TEXT_MIN, COMPLAINT_MESSAGES.progressShort)
    .refine(isCleanText, CONTROL_CHARS_MESSAGE),
  state: requiredText(COMPLAINT_MESSAGES.status)
    .regex(/^\d{1,4}$/, COMPLAINT_MESSAGES.status)
    .transform(Number)
    .refine((n) => n >= 1, COMPLAINT_MESSAGES.status),
});
export type ComplaintUpdateValues = z.input<typeof complaintUpdateFields>;
