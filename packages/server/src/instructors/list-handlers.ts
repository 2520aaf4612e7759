import { sql } from 'kysely';
import {
  EXPIRY_WARNING_DAYS,
  INSTRUCTOR_DOCUMENT_LABELS,
  INSTRUCTOR_REFUSALS,
  INSTRUCTOR_TEXTS,
  instructorActions,
  PAYMENT_REGULARITIES,
  SUCCESS,
  VEHICLE_STATUS_LABELS,
  type FranchisePlanData,
  type InstructorInfo,
  type PageRequest,
} from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../wire/handler';
import { containsPattern, selectPage } from '../wire/paging';
import {
  address,
  INSTRUCTOR_ORDER,
  INSTRUCTOR_TIEBREAK,
  refuseUnchanged,
  searchInstructors,
  selectExpiries,
  type InstructorRowQuery,
  selectInstructorRows,
  toExpiryItem,
  toInstructorRow,
} from './rows';

// ── Lists for the forms ──────────────────────────────────────────────────────────────────

const fuelTypesHandler = handle(instructorActions.fuelTypes, async (ctx) =>
  ctx.db.selectFrom('fuel_types').select(['id', 'txt']).orderBy('id').execute(),
);

const ownerTypesHandler = handle(instructorActions.vehicleOwnerTypes, async (ctx) =>
  ctx.db.selectFrom('vehicle_owner_types').select(['type_id', 'description as desc', 'message']).orderBy('type_id').execute(),
);

const planColumns = ['p.plan_id', 'p.initial_fee', 'p.work_type', 'p.weekly_hours', 'p.weekly_fee', 'p.promo_code'] as const;

const planOptionsHandler = handle(instructorActions.franchisePlanOptions, async (ctx) =>
  ctx.db.selectFrom('franchise_plans as p').select(planColumns).where('p.state', '=', 1).orderBy('p.plan_id').execute(),
);

// ── Tables ──────────────────────────────────────────────────────────────────────────────

/** One page of an instructor table, searched by ID, name, e-mail or mobile. */
async function instructorPage(query: InstructorRowQuery, input: PageRequest) {
  const page = await selectPage(searchInstructors(query, input.search), input, INSTRUCTOR_ORDER, INSTRUCTOR_TIEBREAK);
  return { rows: page.rows.map(toInstructorRow), total: page.total };
}

const activeHandler = handle(instructorActions.activeInstructors, async (ctx, input) =>
  instructorPage(selectInstructorRows(ctx.db).where('i.approved_at', 'is not', null).where('i.acc_state', '<>', 4), input),
);

const searchHandler = handle(instructorActions.searchInstructors, async (ctx, input) => {
  let query = selectInstructorRows(ctx.db);
  if (input.accstate !== '') query = query.where('i.acc_state', '=', Number(input.accstate));
  if (input.gear) query = query.where('i.teaching_gears', '=', input.gear);
  if (input.pc)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('instructor_covering_pcs as p')
          .select('p.pc')
          .whereRef('p.adi_id', '=', 'i.adi_id')
          .where('p.pc', '=', input.pc),
      ),
    );
  return instructorPage(query, input);
});

const pendingHandler = handle(instructorActions.pendingInstructors, async (ctx, input) =>
  instructorPage(selectInstructorRows(ctx.db).where('i.approved_at', 'is', null).where('i.acc_state', '<>', 4), input),
);

const statesHandler = handle(instructorActions.instructorStates, async (ctx, input) => {
  let query = selectInstructorRows(ctx.db);
  if (input.accstate !== '') query = query.where('i.acc_state', '=', Number(input.accstate));
  return instructorPage(query, input);
});

// ── The Instructor Information dialog and Edit Instructor ────────────────────────────────

const REGULARITY_TEXT = new Map(PAYMENT_REGULARITIES.map((r) => [Number(r.value), r.label]));

const infoHandler = handle(instructorActions.instructorInfo, async (ctx, { id }): Promise<InstructorInfo> => {
  const db = ctx.db;
  const i = await db
    .selectFrom('instructors as i')
    .innerJoin('titles as t', 't.id', 'i.title_id')
    .leftJoin('staff as s', 's.id', 'i.registered_by')
    .selectAll('i')
    .select(['t.txt as title', sql<string | null>`s.fname || ' ' || s.lname`.as('reg_by_name')])
    .where('i.adi_id', '=', id)
    .executeTakeFirst();
  if (!i) throw new ActionRefused(INSTRUCTOR_REFUSALS.noInstructor, 404);
  const compliance = await db
    .selectFrom('instructor_compliance')
    .selectAll()
    .where('adi_id', '=', id)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  const pcs = await db.selectFrom('instructor_covering_pcs').select('pc').where('adi_id', '=', id).orderBy('pc').execute();
  const langs = await db
    .selectFrom('instructor_languages as l')
    .innerJoin('languages as g', 'g.id', 'l.lang_id')
    .select(['l.lang_id', 'g.txt as lang_name'])
    .where('l.adi_id', '=', id)
    .orderBy(sql`l.lang_id <> 10`)
    .orderBy('g.txt')
    .execute();
  const types = await db
    .selectFrom('instructor_vehicle_types as v')
    .innerJoin('vehicle_types as t', 't.id', 'v.type_id')
    .select(['v.type_id', 't.txt as type_name'])
    .where('v.adi_id', '=', id)
    .orderBy('v.type_id')
    .execute();
  const cars = await db
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_types as t', 't.id', 'v.c_type_id')
    .innerJoin('fuel_types as f', 'f.id', 'v.c_fuel')
    .innerJoin('vehicle_owner_types as o', 'o.type_id', 'v.owner_type')
    .selectAll('v')
    .select(['t.txt as c_type', 'f.txt as c_fuel_txt', 'o.description as owner_type_desc'])
    .where('v.adi_id', '=', id)
    .where('v.rec_status', '<', 4)
    .orderBy('v.rec_status')
    .orderBy('v.c_id')
    .execute();
  const franchise = await db
    .selectFrom('instructor_franchise as f')
    .innerJoin('franchise_plans as p', 'p.plan_id', 'f.plan_id')
    .select(['f.rec_id', 'f.regularity', 'f.start_date', 'f.created_on', ...planColumns])
    .where('f.adi_id', '=', id)
    .where('f.ended_on', 'is', null)
    .executeTakeFirst();
  const expiries = await selectExpiries(db).where('e.adi_id', '=', id).orderBy('e.expires_on').orderBy('e.document').execute();
  const plan = franchise
    ? ({
        plan_id: franchise.plan_id,
        initial_fee: franchise.initial_fee,
        work_type: franchise.work_type,
        weekly_hours: franchise.weekly_hours,
        weekly_fee: franchise.weekly_fee,
        promo_code: franchise.promo_code,
      } satisfies FranchisePlanData)
    : null;
  return {
    adi_id: i.adi_id,
    title: i.title,
    title_id: i.title_id,
    fname: i.fname,
    mname: i.mname ?? '',
    lname: i.lname,
    gender: i.gender === 'f' ? 'female' : 'male',
    dateOfBirth: i.dob,
    complianceid: compliance?.compliance_id ?? null,
    compliance: compliance
      ? {
          complianceid: compliance.compliance_id,
          licence_exp: compliance.licence_exp,
          adi_licence_exp: compliance.adi_licence_exp,
          address_proof1_doc: compliance.address_proof1_file_id,
          address_proof2_doc: compliance.address_proof2_file_id,
          licence_doc: compliance.licence_file_id,
          adi_licence_doc: compliance.adi_licence_file_id,
        }
      : null,
    permAddr: address(i.perm_line1, i.perm_line2, i.perm_city, i.perm_county, i.perm_postcode),
    currAddr: address(i.curr_line1, i.curr_line2, i.curr_city, i.curr_county, i.curr_postcode),
    driving_licence_no: i.driving_licence_no,
    instructor_licence_no: i.instructor_licence_no,
    email: i.email,
    mobile: i.mobile,
    mobilePhone2: i.mobile2 ?? '',
    homePhone1: i.home_phone1 ?? '',
    homePhone2: i.home_phone2 ?? '',
    workPhone1: i.work_phone1 ?? '',
    workPhone2: i.work_phone2 ?? '',
    crtbRef: i.crtb_ref,
    bankInfo: { bankname: i.bank_name, nameonacc: i.name_on_acc, accno: i.acc_no, sortcode: i.sort_code },
    nino: i.nino,
    teaching_gens: i.teaching_gens,
    teaching_gears: i.teaching_gears,
    covering_pcs: pcs,
    teaching_langs: langs,
    teaching_car_types: types,
    cars: cars.map((c) => ({
      c_id: c.c_id,
      make: c.make,
      model: c.model,
      colour: c.colour,
      c_reg: c.c_reg,
      regyear: c.regyear.slice(0, 7),
      c_type_id: c.c_type_id,
      c_type: c.c_type,
      c_gear: c.c_gear,
      c_fuel: c.c_fuel,
      c_fuel_txt: c.c_fuel_txt,
      leagal_owner: c.leagal_owner,
      ved_exp: c.ved_exp,
      mot_exp: c.mot_exp,
      insurance_exp: c.insurance_exp,
      rec_status: c.rec_status,
      status_text: VEHICLE_STATUS_LABELS[c.rec_status] ?? String(c.rec_status),
      dual_ctrl: c.dual_ctrl,
      owner_type: c.owner_type,
      owner_type_desc: c.owner_type_desc,
      logbook_doc: c.logbook_file_id,
      mot_doc: c.mot_file_id,
      insurance_doc: c.insurance_file_id,
    })),
    adi_franchise:
      franchise && plan
        ? {
            rec_id: franchise.rec_id,
            regularity: Number(franchise.regularity),
            regularity_text: REGULARITY_TEXT.get(Number(franchise.regularity)) ?? String(franchise.regularity),
            start_date: franchise.start_date,
            created_on: franchise.created_on.toISOString(),
            plan_data: plan,
          }
        : null,
    accState: i.acc_state,
    created: i.created.toISOString(),
    approved: i.approved_at !== null,
    approved_at: i.approved_at?.toISOString() ?? null,
    reg_by_name: i.reg_by_name ?? '',
    reg_by_id: i.registered_by,
    expiries: expiries.map(toExpiryItem),
  };
});

const documentsHandler = handle(instructorActions.instructorDocuments, async (ctx, { id }) => {
  const rows = await sql<{
    doc_id: number;
    kind: keyof typeof INSTRUCTOR_DOCUMENT_LABELS;
    c_id: number | null;
    c_reg: string | null;
    file_name: string;
    byte_size: number;
    added_at: Date;
    added_by: string;
    current: boolean;
  }>`
    SELECT d.file_id::integer AS doc_id, d.kind, d.c_id, v.c_reg, f.file_name, f.byte_size, d.added_at,
      coalesce(s.fname || ' ' || s.lname, '') AS added_by,
      (EXISTS (SELECT 1 FROM instructor_compliance c WHERE c.adi_id = d.adi_id AND c.superseded_at IS NULL
         AND d.file_id IN (c.address_proof1_file_id, c.address_proof2_file_id, c.licence_file_id, c.adi_licence_file_id))
       OR (v.rec_status = 1 AND d.file_id IN (v.logbook_file_id, v.mot_file_id, v.insurance_file_id))) AS current
    FROM instructor_documents d
    JOIN uploaded_files f ON f.id = d.file_id
    LEFT JOIN vehicles v ON v.c_id = d.c_id
    LEFT JOIN staff s ON s.id = d.added_by
    WHERE d.adi_id = ${id}
    ORDER BY d.added_at DESC, d.doc_id DESC`.execute(ctx.db);
  return rows.rows.map((r) => ({
    ...r,
    current: Boolean(r.current),
    kind_text: INSTRUCTOR_DOCUMENT_LABELS[r.kind],
    added_at: new Date(r.added_at).toISOString(),
  }));
});

/**
 * One of an instructor's PDFs: a document uploaded for them, or one their compliance records or
 * vehicles point to. Signed-in staff only (the dispatcher has checked the token).
 */
const documentHandler = handle(instructorActions.instructorDocument, async (ctx, { id, doc }) => {
  const file = await sql<{ content: Uint8Array }>`
    SELECT f.content FROM uploaded_files f
    WHERE f.id = ${doc} AND (
      EXISTS (SELECT 1 FROM instructor_documents d WHERE d.file_id = f.id AND d.adi_id = ${id})
      OR EXISTS (SELECT 1 FROM instructor_compliance c WHERE c.adi_id = ${id}
        AND f.id IN (c.address_proof1_file_id, c.address_proof2_file_id, c.licence_file_id, c.adi_licence_file_id))
      OR EXISTS (SELECT 1 FROM vehicles v WHERE v.adi_id = ${id}
        AND f.id IN (v.logbook_file_id, v.mot_file_id, v.insurance_file_id)))`.execute(ctx.db);
  const row = file.rows[0];
  if (!row) throw new ActionRefused(INSTRUCTOR_REFUSALS.noDocument, 404);
  return { fileName: `A${id}-${doc}.pdf`, contentType: 'application/pdf', body: row.content };
});

// ── Expiry warnings ─────────────────────────────────────────────────────────────────────

const EXPIRY_ORDER = {
  expires_on: sql`e.expires_on`,
  adi_id: sql`e.adi_id`,
  name: sql`lower(i.fname || ' ' || i.lname)`,
  document: sql`e.document`,
};

const expiriesHandler = handle(instructorActions.documentExpiries, async (ctx, input) => {
  let query = selectExpiries(ctx.db);
  if (input.status === 'expired') query = query.where(sql<boolean>`e.expires_on < london_date(now())`);
  if (input.status === 'due') query = query.where(sql<boolean>`e.expires_on >= london_date(now())`);
  if (input.search) {
    const pattern = containsPattern(input.search);
    const idMatch = /^a?(\d{1,9})$/i.exec(input.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(i.fname || ' ' || i.lname)`, 'like', pattern),
        eb(sql`lower(replace(coalesce(v.c_reg, ''), ' ', ''))`, 'like', containsPattern(input.search.replace(/\s/g, ''))),
        ...(idMatch ? [eb('e.adi_id', '=', Number(idMatch[1]))] : []),
      ]),
    );
  }
  const page = await selectPage(query, input, EXPIRY_ORDER, sql`(e.adi_id, e.document, e.c_id)`);
  return {
    rows: page.rows.map((r) => ({ ...toExpiryItem(r), title: r.title, fname: r.fname, lname: r.lname, mobile: r.mobile })),
    total: page.total,
  };
});

/**
 * The bell's counts, polled by every office screen: one query that reads only the dates up to 30
 * days ahead through the view's partial expiry indexes, joined to the instructor by key.
 */
const expiryCountsHandler = handle(instructorActions.documentExpiryCounts, async (ctx) => {
  const row = await ctx.db
    .selectFrom('instructor_document_expiries as e')
    .innerJoin('instructors as i', 'i.adi_id', 'e.adi_id')
    .where('i.acc_state', '<>', 4)
    .where(sql<boolean>`e.expires_on <= london_date(now()) + ${EXPIRY_WARNING_DAYS}::integer`)
    .select([
      sql<number>`count(*) FILTER (WHERE e.expires_on < london_date(now()))::integer`.as('expired'),
      sql<number>`count(*) FILTER (WHERE e.expires_on >= london_date(now()))::integer`.as('due'),
    ])
    .executeTakeFirstOrThrow();
  return { expired: row.expired, due: row.due };
});

// ── Approval and state management (ctroaV2.php, admin) ─────────────────────────────────

/** Approves a pending instructor in one conditional UPDATE: Active, stamped with who and when. */
const approveHandler = handle(instructorActions.approveInstructor, async (ctx, { adi_id }) => {
  const done = await ctx.db
    .updateTable('instructors')
    .set({ approved_at: sql<Date>`now()`, approved_by: staffOf(ctx).staffId, acc_state: 1, updated_at: sql<Date>`now()` })
    .where('adi_id', '=', adi_id)
    .where('approved_at', 'is', null)
    .where('acc_state', '<>', 4)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) await refuseUnchanged(ctx.db, adi_id, INSTRUCTOR_TEXTS.recordUpdateFailed);
  return SUCCESS;
});

/**
 * Deletes an instructor (state 4, leaving today) in one transaction: the conditional UPDATE
 * refuses one already deleted; their future lessons are cancelled with the credits given back,
 * and their active learners are released (Re-Assigned) so the office can assign them again.
 */
const deleteHandler = handle(instructorActions.deleteInstructor, async (ctx, { adi_id }) => {
  const staffId = staffOf(ctx).staffId;
  await ctx.db.transaction().execute(async (tx) => {
    const done = await tx
      .updateTable('instructors')
      .set({ acc_state: 4, left_on: sql<string>`london_date(now())`, updated_at: sql<Date>`now()` })
      .where('adi_id', '=', adi_id)
      .where('acc_state', '<>', 4)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) await refuseUnchanged(tx, adi_id, INSTRUCTOR_TEXTS.recordUpdateFailed);
    const cancelled = await tx
      .updateTable('bookings')
      .set({ booking_state: 3, updated_on: sql<Date>`now()`, updated_by: staffId })
      .where('adi_id', '=', adi_id)
      .where('booking_state', 'in', [1, 2])
      .where('lesson_starts', '>', sql<Date>`now()`)
      .returning('cred_id')
      .execute();
    if (cancelled.length)
      await tx
        .updateTable('credits')
        .set({ cred_status: 1, status_changed_at: sql<Date>`now()` })
        .where(
          'cred_id',
          'in',
          cancelled.map((c) => c.cred_id),
        )
        .where('cred_status', '=', 2)
        .execute();
    await tx
      .updateTable('assignments')
      .set({ assign_status: 2, assign_updated: sql<Date>`now()` })
      .where('adi_id', '=', adi_id)
      .where('assign_status', '=', 1)
      .execute();
  });
  return SUCCESS;
});

export const listHandlers = [
  fuelTypesHandler,
  ownerTypesHandler,
  planOptionsHandler,
  activeHandler,
  searchHandler,
  pendingHandler,
  statesHandler,
  infoHandler,
  documentsHandler,
  documentHandler,
  expiriesHandler,
  expiryCountsHandler,
  approveHandler,
  deleteHandler,
];
