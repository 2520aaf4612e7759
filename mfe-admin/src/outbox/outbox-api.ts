import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

/**
 * The outbox's mails are to learners and instructors: a resend (a learner's new password among
 * them) refreshes 'Learners' and 'Instructors', this list included, and so does an erasure.
 */
export const outboxApi = injectDomainEndpoints('admin', (build) => ({
  adminOutboxMails: actionQuery(build, adminActions.outboxMails, { provides: ['Learners', 'Instructors'] }),
  adminResendOutboxMail: actionMutation(build, adminActions.resendOutboxMail, { invalidates: ['Learners', 'Instructors'] }),
}));
