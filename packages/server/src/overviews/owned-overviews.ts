import type { ActionContext } from '../wire/handler';

/** The overview rows of one learner or instructor (`learner` or `adi`). */
export function ownedBy(ctx: ActionContext, owner: { learner: number | null; adi: number | null }) {
  const q = ctx.db.selectFrom('overview_reports as r');
  return owner.learner !== null
    ? q.where('r.kind', '=', 1).where('r.stu_id', '=', owner.learner)
    : q.where('r.kind', '=', 2).where('r.adi_id', '=', owner.adi!);
}
