import { sql } from 'kysely';
import { learnerActions } from '@dss/contract';
import { handle, type ActionContext } from '../wire/handler';
import { selectPage } from '../wire/paging';
import { keptCount } from '../db/kept-totals';
import { LEARNER_NEVER_NULL, LEARNER_ORDER, LEARNER_TIEBREAK, learnerSearch } from './learner-search';
import { staffName } from './learner-rows';

/** Available credits that have not expired, counted for the learners of one page only. */
const creditBalance = sql<number>`(SELECT count(*) FROM credits c
  WHERE c.stu_id = l.student_id AND c.cred_status = 1 AND c.expires_at > now())::integer`;

/**
 * Learners' Payments Data: one page of learners found by ID (with or without the L), name, e-mail
 * or mobile, with their available credits. The keyword is the learner tables' search, on the
 * expression migration 010 indexes.
 */
const searchHandler = handle(learnerActions.learnerPaymentSearch, async (ctx, { keyword, ...paging }) => {
  let query = ctx.db
    .selectFrom('learners as l')
    .innerJoin('titles as t', 't.id', 'l.title_id')
    .select([
      'l.student_id',
      't.txt as title',
      'l.fname',
      'l.lname',
      'l.mobile',
      'l.email',
      'l.address_postcode',
      'l.pickup_pc',
      'l.created',
      creditBalance.as('credit_balance'),
    ]);
  const found = learnerSearch(keyword);
  if (found) query = query.where(found);
  const page = await selectPage(query, { ...paging, search: keyword }, LEARNER_ORDER, LEARNER_TIEBREAK, {
    neverNull: LEARNER_NEVER_NULL,
    count: found ? undefined : keptCount(ctx.db, 'learners'),
  });
  return {
    total: page.total,
    rows: page.rows.map(({ address_postcode, created, ...r }) => ({
      ...r,
      address: { postcode: address_postcode },
      created: created.toISOString(),
    })),
  };
});

/**
 * What became of a credit (docs/decisions/credit-figures.md). An Available credit past its expiry
 * is forfeited though the lifecycle job has not yet marked it: the booking screens no longer offer it.
 */
const EXPIRED_UNMARKED = sql<boolean>`cred_status = 1 AND expires_at <= now()`;
const UNUSED = sql<boolean>`(cred_status = 0 OR (cred_status = 1 AND expires_at > now()))`;
const FORFEITED = sql<boolean>`(cred_status = 4 OR ${EXPIRED_UNMARKED})`;

const summaryHandler = handle(learnerActions.learnerCreditSummary, async (ctx, { id }) => {
  const row = await ctx.db
    .selectFrom('credits')
    .select([
      sql<number>`count(*)::integer`.as('total_cred'),
      sql<number>`(count(*) FILTER (WHERE cred_status = 3))::integer`.as('used_cred'),
      sql<number>`(count(*) FILTER (WHERE ${FORFEITED}))::integer`.as('wasted_cred'),
      sql<number>`(count(*) FILTER (WHERE ${UNUSED}))::integer`.as('unused_cred'),
      sql<number>`(count(*) FILTER (WHERE cred_status = 2))::integer`.as('booked_cred'),
    ])
    .where('stu_id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
});

const paidHandler = handle(learnerActions.learnerPaidCredits, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('learner_payments as p')
    .innerJoin('lesson_plans as lp', 'lp.plan_id', 'p.plan_id')
    .select([
      'p.pay_id',
      'lp.text_description as plan_desc',
      'p.price as plan_price',
      'p.credits as plan_hours',
      'p.paid_on',
      'p.voided_at',
      'p.void_reason',
      staffName('p.voided_by').as('voided_by'),
    ])
    .where('p.stu_id', '=', id)
    .orderBy('p.paid_on', 'desc')
    .execute();
  return rows.map(({ voided_at, ...r }) => ({
    ...r,
    paid_on: r.paid_on.toISOString(),
    voided_on: voided_at ? voided_at.toISOString() : null,
    voided_by: voided_at ? r.voided_by : null,
  }));
});

/** The lessons a learner's credits of one status pay for: Used (taken) or Allocated (to come). */
async function lessonsPaidFor(ctx: ActionContext, id: number, status: 2 | 3) {
  const rows = await ctx.db
    .selectFrom('credits as c')
    // The booking that holds the credit: not a cancelled one, nor a no-show that gave it back (024_cancellations.sql).
    .innerJoin('bookings as b', (j) =>
      j
        .onRef('b.cred_id', '=', 'c.cred_id')
        .on('b.booking_state', '<>', 3)
        .on((eb) => eb.or([eb('b.booking_state', '<>', 4), eb('b.credit_forfeited', '=', true)])),
    )
    .innerJoin('instructors as i', 'i.adi_id', 'b.adi_id')
    .select([
      'b.booking_id',
      'b.lesson_starts as booking_starts',
      'b.booking_state as booking_status',
      sql<string>`i.fname || ' ' || i.lname`.as('booking_adi'),
      'b.booked_on as booking_added',
      staffName('b.booked_by').as('booking_by'),
    ])
    .where('c.stu_id', '=', id)
    .where('c.cred_status', '=', status)
    .orderBy('b.lesson_starts', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    booking_id: Number(r.booking_id),
    booking_starts: r.booking_starts.toISOString(),
    booking_added: r.booking_added.toISOString(),
  }));
}

const usedHandler = handle(learnerActions.learnerUsedCredits, (ctx, { id }) => lessonsPaidFor(ctx, id, 3));
const bookedHandler = handle(learnerActions.learnerBookedCredits, (ctx, { id }) => lessonsPaidFor(ctx, id, 2));

const forfeitedHandler = handle(learnerActions.learnerForfeitedCredits, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('credits as c')
    .select([
      'c.pay_id',
      'c.cred_status',
      'c.cred_id',
      sql<Date>`coalesce(c.forfeited_at, c.expires_at)`.as('forfeited_at'),
      staffName('c.forfeited_by').as('forfeited_by'),
    ])
    .where('c.stu_id', '=', id)
    .where(FORFEITED)
    .orderBy('forfeited_at', 'desc')
    .orderBy('c.cred_id')
    .execute();
  return rows.map(({ forfeited_at, ...r }) => ({
    ...r,
    cred_id: Number(r.cred_id),
    cred_foreited_on: forfeited_at ? forfeited_at.toISOString() : '',
  }));
});

const unusedHandler = handle(learnerActions.learnerUnusedCredits, async (ctx, { id }) => {
  const rows = await ctx.db
    .selectFrom('credits as c')
    .innerJoin('learner_payments as p', 'p.pay_id', 'c.pay_id')
    .select([
      'c.cred_id',
      'c.expires_at',
      'c.cred_value as cred_amount',
      'c.cred_status',
      'c.pay_id as payment_id',
      'p.paid_on as payment_added',
    ])
    .where('c.stu_id', '=', id)
    .where(UNUSED)
    .orderBy('c.expires_at')
    .orderBy('c.cred_id')
    .execute();
  return rows.map(({ expires_at, payment_added, ...r }) => ({
    ...r,
    cred_id: Number(r.cred_id),
    cred_exp: expires_at.toISOString(),
    payment_added: payment_added.toISOString(),
  }));
});

export const creditHandlers = [
  searchHandler,
  summaryHandler,
  paidHandler,
  usedHandler,
  bookedHandler,
  forfeitedHandler,
  unusedHandler,
];
