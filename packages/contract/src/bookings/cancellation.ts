import { z } from 'zod';
import { requiredText } from '../validation/fields';

/**
 * Cancellations and no-shows (beyond the spec; docs/decisions/cancellations-and-no-shows.md).
 * The spec has no texts for them; these follow its alert style.
 */

/** Longest reason a cancellation keeps (bookings.cancel_reason). */
export const CANCEL_REASON_MAX = 250;
/** Longest notice the policy may ask for: two weeks. */
export const CANCEL_NOTICE_MAX_HOURS = 336;

export const CANCELLATION_TEXTS = {
  cancelled: 'Lesson cancelled.',
  cancelFailed: 'Error cancelling lesson. Please try again.',
  outcomeRecorded: 'Lesson outcome recorded.',
  outcomeFailed: 'Error recording lesson outcome. Please try again.',
  policySaved: 'Cancellation policy saved successfully.',
  policyFailed: 'Error saving cancellation policy. Please try again.',
  creditReturned: 'The credit has gone back to the learner.',
  creditForfeited: 'The credit is forfeited.',
  creditUsed: 'The credit is used by the lesson.',
  bookingRequired: 'Lesson is required.',
  partyRequired: 'Please say who cancelled the lesson.',
  reasonRequired: 'Reason is required.',
  reasonLong: `Reason is too long. Max ${CANCEL_REASON_MAX} characters allowed.`,
  outcomeRequired: 'Please select the lesson outcome.',
  noticeRequired: 'Notice is required.',
  noticeRange: `Notice must be a whole number of hours from 0 to ${CANCEL_NOTICE_MAX_HOURS}.`,
  forfeitRequired: 'Please choose what happens to the credit.',
  noLesson: 'No such lesson.',
  notCancellable: 'This lesson can not be cancelled: it is not a scheduled lesson.',
  started: 'This lesson has already started: record its outcome instead.',
  alreadyCancelled: 'This lesson is already cancelled.',
  notStarted: "A lesson's outcome can be recorded once it has started.",
  noOutcome: 'This lesson has no outcome to record: it was cancelled or is blocked.',
  creditRebooked: "This lesson's credit has since paid for another lesson, so it can not be marked as taken.",
} as const;

export const CANCEL_PARTIES = [
  { value: 'learner', label: 'The learner' },
  { value: 'school', label: 'The school' },
] as const;
export type CancelParty = (typeof CANCEL_PARTIES)[number]['value'];

export const LESSON_OUTCOMES = [
  { value: 'taken', label: 'Taken' },
  { value: 'noshow', label: 'Learner no-show' },
] as const;
export type LessonOutcome = (typeof LESSON_OUTCOMES)[number]['value'];

/** What happens to a lesson's credit when it is cancelled or its outcome recorded. */
export type CreditFate = 'returned' | 'forfeited' | 'used';

export const CREDIT_FATE_TEXTS: Record<CreditFate, string> = {
  returned: CANCELLATION_TEXTS.creditReturned,
  forfeited: CANCELLATION_TEXTS.creditForfeited,
  used: CANCELLATION_TEXTS.creditUsed,
};

/** The administrator's cancellation policy. */
export const CancellationPolicy = z.object({
  /** a learner cancelling with less notice than this cancels late */
  notice_hours: z.number().int(),
  late_cancel_forfeits: z.boolean(),
  no_show_forfeits: z.boolean(),
});
export type CancellationPolicy = z.infer<typeof CancellationPolicy>;

const yesNo = (message: string) => z.enum(['0', '1'], { error: message }).transform((v) => v === '1');

/** The policy form's fields on the wire (booleans as '0'/'1'). */
export const cancellationPolicyFields = {
  notice_hours: requiredText(CANCELLATION_TEXTS.noticeRequired)
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= CANCEL_NOTICE_MAX_HOURS, CANCELLATION_TEXTS.noticeRange)
    .transform(Number),
  late_cancel_forfeits: yesNo(CANCELLATION_TEXTS.forfeitRequired),
  no_show_forfeits: yesNo(CANCELLATION_TEXTS.forfeitRequired),
};

/** The policy screen's form, as the wire sends it. */
export const cancellationPolicyForm = z.object(cancellationPolicyFields);
export type CancellationPolicyFormValues = z.input<typeof cancellationPolicyForm>;

/** The policy as the screen's form starts from it. */
export function cancellationPolicyToForm(policy: CancellationPolicy): CancellationPolicyFormValues {
  return {
    notice_hours: String(policy.notice_hours),
    late_cancel_forfeits: policy.late_cancel_forfeits ? '1' : '0',
    no_show_forfeits: policy.no_show_forfeits ? '1' : '0',
  };
}

export const cancelReason = requiredText(CANCELLATION_TEXTS.reasonRequired, { multiline: true }).pipe(
  z.string().max(CANCEL_REASON_MAX, CANCELLATION_TEXTS.reasonLong),
);

export const cancelParty = z.enum(['learner', 'school'], { error: CANCELLATION_TEXTS.partyRequired });
export const lessonOutcome = z.enum(['taken', 'noshow'], { error: CANCELLATION_TEXTS.outcomeRequired });

/** The cancel dialog's form: who cancelled and why (the lesson is the one the dialog was opened for). */
export const cancelLessonForm = z.object({ party: cancelParty, reason: cancelReason });
export type CancelLessonFormValues = z.input<typeof cancelLessonForm>;

/** The outcome dialog's form. */
export const lessonOutcomeForm = z.object({ outcome: lessonOutcome });
export type LessonOutcomeFormValues = z.input<typeof lessonOutcomeForm>;

/** Whole hours of notice a cancellation at `now` gives a lesson starting at `starts` (rounded down). */
export function noticeHours(starts: Date, now: Date): number {
  return Math.floor((starts.getTime() - now.getTime()) / 3_600_000);
}

/**
 * What a cancellation does to the lesson's credit: the school's cancellations, and a learner's
 * with at least the policy's notice, give it back; a learner's late one forfeits it when the
 * policy says so. The server decides with this at the moment it cancels; the dialog shows it first.
 */
export function cancellationFate(
  policy: CancellationPolicy,
  party: CancelParty,
  starts: Date,
  now: Date,
): { late: boolean; credit: Exclude<CreditFate, 'used'> } {
  const late = party === 'learner' && starts.getTime() - now.getTime() < policy.notice_hours * 3_600_000;
  return { late, credit: late && policy.late_cancel_forfeits ? 'forfeited' : 'returned' };
}

/** What recording an outcome does to the lesson's credit. */
export function outcomeFate(policy: CancellationPolicy, outcome: LessonOutcome): CreditFate {
  if (outcome === 'taken') return 'used';
  return policy.no_show_forfeits ? 'forfeited' : 'returned';
}

/** The dialog's sentence before the clerk confirms a cancellation. */
export function cancellationPreview(policy: CancellationPolicy, party: CancelParty, starts: Date, now: Date): string {
  const { late, credit } = cancellationFate(policy, party, starts, now);
  const fate = credit === 'forfeited' ? 'the credit will be forfeited' : 'the credit will go back to the learner';
  if (party === 'school') return `Cancelled by the school: ${fate}.`;
  const hours = Math.max(0, noticeHours(starts, now));
  const notice = `${hours} ${hours === 1 ? "hour's" : "hours'"} notice`;
  return late
    ? `Late cancellation (${notice}; the policy asks for ${policy.notice_hours}): ${fate}.`
    : `Cancelled with ${notice}: ${fate}.`;
}

/** The dialog's sentence before the clerk records an outcome. */
export function outcomePreview(policy: CancellationPolicy, outcome: LessonOutcome): string {
  const credit = outcomeFate(policy, outcome);
  if (credit === 'used') return 'The lesson was taken: its credit is used.';
  return credit === 'forfeited'
    ? 'A no-show forfeits the credit under the cancellation policy.'
    : 'The cancellation policy gives the credit back after a no-show.';
}
