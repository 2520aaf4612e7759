import { z } from 'zod';

/**
 * Erasure and retention (UK GDPR, docs/decisions/erasure-and-retention.md): what an erased
 * person's records show, and the refusals an administrator reads on the Audit Log page.
 */

/** Whom an administrator can erase. */
export const ERASURE_KINDS = ['learner', 'instructor'] as const;
export type ErasureKind = (typeof ERASURE_KINDS)[number];

/** The fixed marker an erased person's names are replaced by, shown wherever they are listed. */
export const ERASED_NAME = 'Erased';

/** An erasure's reason is kept in the audit trail; this long at most. */
export const ERASURE_REASON_MAX = 250;

export const ERASURE_MESSAGES = {
  kind: 'Please choose a learner or an instructor.',
  learner: 'Learner is required.',
  instructor: 'Instructor is required.',
  id: 'Please enter the ID of the person to erase.',
  reason: 'Please give the reason for the erasure.',
  reasonLong: `The reason must be at most ${ERASURE_REASON_MAX} characters long.`,
} as const;

/** Why an erasure is refused: nothing is changed. */
export const ERASURE_REFUSALS = {
  noLearner: 'No such learner.',
  noInstructor: 'No such instructor.',
  learnerErased: 'This learner has already been erased.',
  erasedLearnerEdit: "This learner's personal data has been erased: their details cannot be changed.",
  instructorErased: 'This instructor has already been erased.',
  unusedCredits: 'This learner cannot be erased: they have unused paid credits. Refund or use them (or let them expire) first.',
  learnerComplaints: 'This learner cannot be erased: a complaint they are party to is still open. Resolve it first.',
  activeLearners:
    'This instructor cannot be erased: they still have learners assigned. Re-assign or end those assignments first.',
  futureLessons: 'This instructor cannot be erased: they have lessons still to come. Move or cancel them first.',
  instructorComplaints: 'This instructor cannot be erased: a complaint they are party to is still open. Resolve it first.',
} as const;

/** The success text the screen shows once the person is erased. */
export const erasedText = (kind: ErasureKind, id: number) =>
  `${kind === 'learner' ? `Learner L${id}` : `Instructor A${id}`} has been erased. Payments and bookings stay, anonymised.`;

/** The person an erasure would touch, for the confirmation dialog. */
export const ErasureSubject = z.object({
  kind: z.enum(ERASURE_KINDS),
  id: z.number().int(),
  /** the person's name as held now ("Erased Erased" once erased) */
  name: z.string(),
  erased: z.boolean(),
});
export type ErasureSubject = z.infer<typeof ErasureSubject>;
