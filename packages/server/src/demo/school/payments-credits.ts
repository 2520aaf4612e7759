import { creditExpiry } from '../../lifecycle/credit-expiry';
import { HOUR, isoOf, type SchoolContext } from './context';
import type { RowOut, SchoolShape } from './types';

export interface LearnerCredit {
  id: number;
  pay: number;
  value: string;
  expires: number;
  created: number;
  /** cred_status: 0 Frozen, 1 Available, 2 Allocated, 3 Used, 4 Expired (forfeited) */
  state: number;
  usedAt: number | null;
  /** when a no-show forfeited it under the default cancellation policy */
  forfeitedAt: number | null;
}

/**
 * A learner's payments for lesson packages and their credits (one per hour, the price shared
 * to the penny). Payments are written as they are made; credits at the end, in the state the
 * lessons left them, unused ones past their expiry forfeited.
 */
export class LearnerCredits {
  private readonly credits: LearnerCredit[] = [];
  private lastPay: number;

  constructor(
    private readonly ctx: SchoolContext,
    private readonly stu: number,
    private readonly plans: SchoolShape['lessonPlans'],
    created: number,
    private readonly out: RowOut,
  ) {
    this.lastPay = created;
  }

  /** When the last package was paid for. */
  get lastPaid(): number {
    return this.lastPay;
  }

  /** Pays for a package on `day`: small ones first, larger ones after. */
  buy(day: number, first: boolean): void {
    const { ctx } = this;
    const { rng } = ctx;
    const choices = first
      ? this.plans.map((p) => [p, p.hours <= 10 ? 3 : 1] as const)
      : this.plans.map((p) => [p, p.hours >= 10 ? 3 : 1] as const);
    const plan = rng.weighted(choices);
    const paidOn = Math.max(this.lastPay + 60_000, Math.min(ctx.officeTime(day), ctx.now - 2 * HOUR));
    this.lastPay = paidOn;
    const payId = ++ctx.ids.payment;
    this.out('learner_payments', {
      pay_id: payId,
      stu_id: this.stu,
      plan_id: plan.plan_id,
      credits: plan.hours,
      price: plan.plan_price,
      additional_costs: 0,
      paid_on: isoOf(paidOn),
      recorded_by: ctx.staff(),
    });
    const pennies = Math.round(Number(plan.plan_price) * 100);
    const share = Math.floor(pennies / plan.hours);
    const expires = creditExpiry(paidOn, ctx.shape.creditExpiryMonths).getTime();
    for (let k = 0; k < plan.hours; k++) {
      const cents = share + (k < pennies - share * plan.hours ? 1 : 0);
      this.credits.push({
        id: ++ctx.ids.credit,
        pay: payId,
        value: (cents / 100).toFixed(2),
        expires,
        created: paidOn,
        state: 1,
        usedAt: null,
        forfeitedAt: null,
      });
    }
  }

  /** The oldest credit still available and valid at a lesson starting at `startMs`. */
  availableAt(startMs: number): LearnerCredit | undefined {
    return this.credits.find((c) => c.state === 1 && c.expires > startMs + HOUR);
  }

  /** Writes every credit; available ones are frozen for a blocked learner, forfeited when expired. */
  finish(blockedFrom: number | null): void {
    const { ctx } = this;
    for (const c of this.credits) {
      let state = c.state;
      let forfeitedAt = c.forfeitedAt;
      if (state === 1 && blockedFrom !== null) state = 0;
      else if (state === 1 && c.expires <= ctx.now) {
        state = 4;
        forfeitedAt = c.expires;
      }
      this.out('credits', {
        cred_id: c.id,
        pay_id: c.pay,
        stu_id: this.stu,
        cred_value: c.value,
        cred_status: state,
        expires_at: isoOf(c.expires),
        created_at: isoOf(c.created),
        status_changed_at: isoOf(forfeitedAt ?? c.usedAt ?? c.created),
        used_at: c.usedAt === null ? null : isoOf(c.usedAt),
        forfeited_at: forfeitedAt === null ? null : isoOf(forfeitedAt),
        forfeited_by: null,
      });
    }
  }
}
