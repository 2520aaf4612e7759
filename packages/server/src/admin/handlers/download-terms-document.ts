import { adminActions } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';

export const downloadTermsDocument = handle(adminActions.downloadTermsDocument, async (ctx, { tac, req }) => {
  const row = await ctx.db
    .selectFrom('terms_documents as t')
    .innerJoin('uploaded_files as f', 'f.id', 't.file_id')
    .select('f.content')
    .where('t.kind', '=', tac)
    .where('t.file_id', '=', req)
    .executeTakeFirst();
  if (!row) throw new ActionRefused('Document not found.', 404);
  return { fileName: 'doc.pdf', contentType: 'application/pdf', body: row.content };
});
