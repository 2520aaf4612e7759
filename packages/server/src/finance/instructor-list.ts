import { ActionRefused, type ActionContext } from '../wire/handler';

/** Refuses with `text` and `status` unless the instructor exists (any account state). */
export async function requireInstructor(ctx: ActionContext, id: number, text: string, status: number): Promise<void> {
  const row = await ctx.db.selectFrom('instructors').select('adi_id').where('adi_id', '=', id).executeTakeFirst();
  if (!row) throw new ActionRefused(text, status);
}
