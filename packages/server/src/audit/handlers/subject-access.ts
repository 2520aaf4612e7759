import { auditActions, INSTRUCTOR_REFUSALS, LEARNER_REFUSALS } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { AUDIT_EVENTS, recordEvent } from '../events';
import { subjectAccessZip, subjectRecords } from '../subject-access';

/** Subject access: a learner's or an instructor's records as a ZIP, the export itself an audit event. */
export const subjectAccess = handle(auditActions.subjectAccess, async (ctx, { subject, id }) => {
  const found = await subjectRecords(ctx.db, subject, id);
  if (!found) throw new ActionRefused(subject === 'learner' ? LEARNER_REFUSALS.noLearner : INSTRUCTOR_REFUSALS.noInstructor, 404);
  const by = staffOf(ctx).staffId;
  const exported = ['records.json', 'summary.pdf', ...(found.files.length ? [`${found.files.length} documents`] : [])].join(', ');
  await recordEvent(ctx.db, AUDIT_EVENTS.subjectAccess, {
    ...(subject === 'learner' ? { learnerId: id } : { instructorId: id }),
    by,
    details: { exported },
  });
  const body = await subjectAccessZip(found, new Date());
  const ref = subject === 'learner' ? `L${id}` : `A${id}`;
  return { fileName: `subject-access-${ref}.zip`, contentType: 'application/zip', body };
});
