import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';

export const termsVersions = handle(adminActions.termsVersions, async (ctx, { kind }) => {
  const rows = await ctx.db
    .selectFrom('terms_documents')
    .select(['version', 'added_at', 'file_id'])
    .where('kind', '=', kind)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r, i) => ({
    version: r.version,
    added: r.added_at.toISOString(),
    fileid: Number(r.file_id),
    active: i === 0,
  }));
});
