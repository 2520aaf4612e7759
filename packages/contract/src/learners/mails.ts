import { z } from 'zod';

/** How many of a learner's e-mails their page lists: the newest. */
export const LEARNER_MAILS_SHOWN = 50;

/** What became of an e-mail: waiting to be sent (or tried again), sent, or given up. */
export const MAIL_STATUS_LABELS = { queued: 'Waiting', sent: 'Sent', failed: 'Not sent' } as const;

/** An e-mail to a learner as their page lists it (docs/decisions/mail-outbox-and-reminders.md). */
export const LearnerMail = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** when it was queued */
  created_at: z.string(),
  /** when it was sent, or last given up; null while waiting */
  done_at: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number().int(),
});
export type LearnerMail = z.infer<typeof LearnerMail>;
