import { sql } from 'kysely';
import { adminActions, ADMIN_TEXTS, SUCCESS, type AdminLessonPlan, type FranchisePlan } from '@dss/contract';
import { ActionRefused, handle, staffOf } from '../wire/handler';

const ACTIVE = 1;
const REMOVED = 0;

// ── Franchise plans ──────────────────────────────────────────────────────────────────────

const saveFranchisePlanHandler = handle(adminActions.saveFranchisePlan, async (ctx, input) => {
  await ctx.db
    .insertInto('franchise_plans')
    .values({
      initial_fee: input.initial_fee,
      weekly_fee: input.weekly_fee,
      work_type: input.work_type as FranchisePlan['work_type'],
      weekly_hours: Number(input.weekly_hours),
      promo_code: input.promo_code || null,
      created_by: staffOf(ctx).staffId,
    })
    .execute();
  return SUCCESS;
});

const loadFranchisePlansHandler = handle(adminActions.loadFranchisePlans, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('franchise_plans')
    .select([
      'plan_id',
      'initial_fee',
      'weekly_fee',
      'work_type',
      'weekly_hours',
      'promo_code',
      'created_on',
      'updated_on',
      'state',
    ])
    .orderBy('state', 'desc')
    .orderBy('plan_id')
    .execute();
  return rows.map((r): FranchisePlan => ({
    ...r,
    initial_fee: String(r.initial_fee),
    weekly_fee: String(r.weekly_fee),
    created_on: r.created_on.toISOString(),
    updated_on: r.updated_on.toISOString(),
    state: r.state === ACTIVE ? 1 : 0,
  }));
});

const removeFranchisePlanHandler = handle(adminActions.removeFranchisePlan, async (ctx, { plan_id }) => {
  const result = await ctx.db
    .updateTable('franchise_plans')
    .set({ state: REMOVED, updated_on: sql<Date>`now()` })
    .where('plan_id', '=', plan_id)
    .where('state', '=', ACTIVE)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ActionRefused(ADMIN_TEXTS.franchiseRemoveError, 409);
  return SUCCESS;
});

// ── Lesson plans ─────────────────────────────────────────────────────────────────────────

const saveLessonPlanHandler = handle(adminActions.saveLessonPlan, async (ctx, input) => {
  await ctx.db
    .insertInto('lesson_plans')
    .values({
      text_description: input.desc,
      plan_price: input.price,
      hours: Number(input.hours),
      gear_type: input.gears as AdminLessonPlan['gear_type'],
      promocode: input.promocode || null,
    })
    .execute();
  return SUCCESS;
});

const loadLessonPlansHandler = handle(adminActions.loadLessonPlans, async (ctx) => {
  const rows = await ctx.db
    .selectFrom('lesson_plans')
    .select([
      'plan_id',
      'text_description',
      'gear_type',
      'hours',
      'plan_price',
      'status',
      'promocode',
      'created_on',
      'updated_on',
    ])
    .orderBy('status', 'desc')
    .orderBy('gear_type')
    .orderBy('hours')
    .orderBy('plan_id')
    .execute();
  return rows.map((r): AdminLessonPlan => ({
    ...r,
    status: r.status === ACTIVE ? 1 : 0,
    created_on: r.created_on.toISOString(),
    updated_on: r.updated_on.toISOString(),
  }));
});

const removeLessonPlanHandler = handle(adminActions.removeLessonPlan, async (ctx, { plan_id }) => {
  const result = await ctx.db
    .updateTable('lesson_plans')
    .set({ status: REMOVED, updated_on: sql<Date>`now()` })
    .where('plan_id', '=', plan_id)
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ActionRefused(ADMIN_TEXTS.lessonRemoveError, 409);
  return SUCCESS;
});

export const planHandlers = [
  saveFranchisePlanHandler,
  loadFranchisePlansHandler,
  removeFranchisePlanHandler,
  saveLessonPlanHandler,
  loadLessonPlansHandler,
  removeLessonPlanHandler,
];
