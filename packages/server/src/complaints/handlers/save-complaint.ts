import { COMPLAINT_MESSAGES, COMPLAINT_TEXTS, complaintActions, refusalText, londonDate } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../../wire/handler';
import { schoolClock } from '../../lifecycle/school-clock';

/**
 * Save complaint: stamped with the recording staff member, status 1 (Received - awaiting
 * review). The parties must exist; dates can not be in the future. Answers the new reference.
 */
export const saveComplaint = handle(complaintActions.saveComplaint, async (ctx, { form }) => {
  const refuse = (reason: string, status = 409) => new ActionRefused(refusalText(COMPLAINT_TEXTS.failed, reason), status);
  const today = londonDate(schoolClock.now());
  if (form.incidentDate > today || (form.discussionDate && form.discussionDate > today))
    throw refuse(COMPLAINT_MESSAGES.futureDate, 422);
  const exists = async (kind: number, id: number | null, message: string) => {
    if (id === null) return;
    const found =
      kind === 1
        ? await ctx.db.selectFrom('learners').select('student_id as id').where('student_id', '=', id).executeTakeFirst()
        : await ctx.db.selectFrom('instructors').select('adi_id as id').where('adi_id', '=', id).executeTakeFirst();
    if (!found) throw refuse(message, 422);
  };
  await exists(form.complainantKind, form.complainant, COMPLAINT_MESSAGES.complainant);
  await exists(form.complaineeKind, form.complainee, COMPLAINT_MESSAGES.complainee);
  const person = (kind: number, id: number | null, want: number) => (kind === want ? id : null);
  const row = await ctx.db
    .insertInto('complaints')
    .values({
      complain_type_id: form.type,
      complainant_type: form.complainantKind,
      complainee_type: form.complaineeKind,
      complainant_stu_id: person(form.complainantKind, form.complainant, 1),
      complainant_adi_id: person(form.complainantKind, form.complainant, 2),
      complainee_stu_id: person(form.complaineeKind, form.complainee, 1),
      complainee_adi_id: person(form.complaineeKind, form.complainee, 2),
      description: form.description,
      incident_date: form.incidentDate,
      incident_time: form.incidentTime,
      self_resolve: form.selfResolve,
      self_res_date: form.discussionDate,
      self_res_time: form.discussionTime,
      resol_offer: form.solutionOffered,
      reply_desc: form.replyText,
      staff_id: staffOf(ctx).staffId,
    })
    .returning('ref')
    .executeTakeFirstOrThrow();
  return row.ref;
});
