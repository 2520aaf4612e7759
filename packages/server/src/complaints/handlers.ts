import { sql, type SqlBool } from 'kysely';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_REFUSALS,
  COMPLAINT_TEXTS,
  SUCCESS,
  complaintActions,
  refusalText,
  type ComplaintInstructorPick,
  type ComplaintLearnerPick,
  londonDate,
} from '@dss/contract';
import { personSearch } from '../wire/person-search';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { containsPattern, selectPage } from '../wire/paging';
import { keptCount } from '../db/kept-totals';
import { schoolClock } from '../lifecycle/school-clock';
import { complaintPage } from './complaint-rows';
import { learnerOrPostcodeSearch, SURNAME_ORDER } from '../learners/learner-search';

// Record Complaint, Active Complaints and Resolved Complaints (document 2 §2.7, §5.15-5.16, §7.3).

const typesHandler = handle(complaintActions.complaintTypes, (ctx) =>
  ctx.db.selectFrom('complaint_types').select(['id', 'txt']).orderBy('id').execute(),
);

const statusesHandler = handle(complaintActions.complaintStatuses, (ctx) =>
  ctx.db.selectFrom('complaint_statuses').select(['id', 'status_name', 'is_resolved']).orderBy('id').execute(),
);

const learnersHandler = handle(complaintActions.complaintLearners, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select(['l.student_id', 't.txt as title', 'l.fname', 'l.lname', 'l.mobile', 'l.email', 'l.address_postcode as postcode']);
  const found = learnerOrPostcodeSearch(input.search, 'address_postcode');
  if (found) query = query.where(found);
  const page = await selectPage(query, input, { name: SURNAME_ORDER, id: sql`l.student_id` }, sql`l.student_id`, {
    neverNull: ['name', 'id'],
    count: found ? undefined : keptCount(ctx.db, 'learners'),
  });
  return page as { rows: ComplaintLearnerPick[]; total: number };
});

const instructorsHandler = handle(complaintActions.complaintInstructors, async (ctx, input) => {
  let query = ctx.db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .select(['i.adi_id', 't.txt as title', 'i.fname', 'i.lname', 'i.mobile', 'i.email', 'i.curr_postcode as postcode']);
  if (input.search)
    query = query.where(
      sql<SqlBool>`(${personSearch('i', 'adi_id', 'A', input.search)} OR lower(i.curr_postcode) LIKE ${containsPattern(input.search)})`,
    );
  const page = await selectPage(query, input, { name: sql`lower(i.lname || ' ' || i.fname)`, id: sql`i.adi_id` }, sql`i.adi_id`);
  return page as { rows: ComplaintInstructorPick[]; total: number };
});

/**
 * Save complaint: stamped with the recording staff member, status 1 (Received - awaiting
 * review). The parties must exist; dates can not be in the future. Answers the new reference.
 */
const saveHandler = handle(complaintActions.saveComplaint, async (ctx, { form }) => {
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

const activeHandler = handle(complaintActions.activeComplaints, (ctx, input) => complaintPage(ctx.db, false, input));
const resolvedHandler = handle(complaintActions.resolvedComplaints, (ctx, input) => complaintPage(ctx.db, true, input));

const updatesHandler = handle(complaintActions.complaintUpdates, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('complaint_updates as u')
    .innerJoin('staff as s', 's.id', 'u.rec_by')
    .innerJoin('titles as t', 't.id', 's.title_id')
    .innerJoin('complaint_statuses as cs', 'cs.id', 'u.status_id')
    .select([
      'u.id',
      'u.created_on',
      't.txt as title',
      's.fname',
      's.lname',
      'u.rec_by',
      'u.update_desc',
      'u.status_id',
      'cs.status_name',
    ])
    .where('u.ref', '=', id)
    .orderBy('u.created_on')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ ...r, created_on: r.created_on.toISOString() }));
});

/**
 * Save complaint status update: the progress text and the chosen status, in one transaction.
 * Only an active complaint takes updates (one conditional UPDATE); a resolving status moves it to
 * Resolved Complaints and stamps the resolution date.
 */
const updateHandler = handle(complaintActions.updateComplaint, async (ctx, { id, progress, state }) => {
  const refuse = (reason: string, status = 409) => new ActionRefused(refusalText(COMPLAINT_TEXTS.updateFailed, reason), status);
  const status = await ctx.db
    .selectFrom('complaint_statuses')
    .select(['id', 'is_resolved'])
    .where('id', '=', state)
    .executeTakeFirst();
  if (!status) throw new ActionRefused(COMPLAINT_MESSAGES.status, 422);
  await ctx.db.transaction().execute(async (tx) => {
    const now = sql<Date>`now()`;
    const updated = await tx
      .updateTable('complaints')
      .set({
        status_id: status.id,
        is_resolved: status.is_resolved,
        resolved_on: status.is_resolved ? now : null,
        updated_on: now,
      })
      .where('ref', '=', id)
      .where('is_resolved', '=', false)
      .returning('ref')
      .executeTakeFirst();
    if (!updated) {
      const known = await tx.selectFrom('complaints').select('ref').where('ref', '=', id).executeTakeFirst();
      throw known ? refuse(COMPLAINT_REFUSALS.resolved) : refuse(COMPLAINT_REFUSALS.noComplaint, 404);
    }
    await tx
      .insertInto('complaint_updates')
      .values({ ref: id, update_desc: progress, status_id: status.id, rec_by: staffOf(ctx).staffId })
      .execute();
  });
  return SUCCESS;
});

export const complaintHandlers = [
  typesHandler,
  statusesHandler,
  learnersHandler,
  instructorsHandler,
  saveHandler,
  activeHandler,
  resolvedHandler,
  updatesHandler,
  updateHandler,
];
