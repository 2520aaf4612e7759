import { z } from 'zod';
import { idField, optionalText } from '../validation/fields';
import { pageFields, pageOf } from '../validation/paging';

/**
 * The E-mail Outbox (beyond the spec; docs/decisions/outbox-page.md): every e-mail the outbox
 * holds, for the administrator to see what waits, what went and what was given up, and to send a
 * given-up mail again.
 */
export const OUTBOX_TEXTS = {
  title: 'E-mail Outbox',
  resent: 'The e-mail is waiting to be sent again.',
  confirmResend: 'Send this e-mail again, to the address now on record?',
  confirmResendPassword:
    "This e-mail held the learner's password, which is not kept once a mail is given up. A new password will be made for the learner and sent in it. Send it again?",
  mailRequired: 'E-mail is required.',
  statusInvalid: 'Status is not valid.',
  noMail: 'No such e-mail.',
  notGivenUp: 'Only an e-mail that was given up can be sent again.',
  erased: "This e-mail cannot be sent again: the person's personal data has been erased.",
  dayPassed:
    'A reminder or an instructor\'s day list can be sent again only on the day it was made: its "tomorrow" or "today" has passed.',
} as const;

/** The kinds of mail_outbox (026_mail_outbox.sql). */
const MAIL_KINDS = ['password', 'placed', 'moved', 'cancelled', 'reminder', 'instructor-day', 'overview'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What each kind of outbox mail is, in words. */
export const MAIL_KIND_LABELS = {
  password: 'Learner password',
  placed: 'Lesson booked',
  moved: 'Lesson moved',
  cancelled: 'Lesson cancelled',
  reminder: 'Lesson reminder',
  'instructor-day': "Instructor's day list",
  overview: 'Monthly overview',
} as const satisfies Record<MailKind, string>;

/** The outbox's filter by status: waiting to be sent (or tried again), sent, or given up. */
const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_STATUS_LABELS = {
  queued: 'Waiting',
  sent: 'Sent',
  failed: 'Failed (given up)',
} as const satisfies Record<OutboxStatus, string>;

/** The outbox's sort keys: newest first by default. */
export const OUTBOX_SORTS = ['created'] as const;

/** The list's fields: the status ('' for every mail) and the paging fields; the search is the recipient or subject. */
export const outboxListFields = {
  status: optionalText().pipe(z.enum(['', ...OUTBOX_STATUSES], { error: OUTBOX_TEXTS.statusInvalid })),
  ...pageFields(OUTBOX_SORTS),
};

/** Send a given-up mail again. */
export const resendMailFields = { mail: idField(OUTBOX_TEXTS.mailRequired) };

/** One outbox mail as the administrator's list shows it: never its text or a secret. */
export const OutboxMail = z.object({
  id: z.number().int(),
  /** when it was queued */
  created_at: z.string(),
  kind: z.enum(MAIL_KINDS),
  /** the learner or the instructor it is for (one of them) */
  learner: z.number().int().nullable(),
  instructor: z.number().int().nullable(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** tries so far */
  attempts: z.number().int(),
  /** the error of the last failed try; null once sent */
  last_error: z.string().nullable(),
  /** when it was sent, or given up; null while waiting */
  done_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const OutboxPage = pageOf(OutboxMail);
