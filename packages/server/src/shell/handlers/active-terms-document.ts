import { shellActions, NO_TERMS_DOCUMENT_TEXT } from '@dss/contract';
import { ActionRefused, handle } from '../../wire/handler';

export const activeTermsDocument = handle(shellActions.activeTermsDocument, async (ctx, { tac }) => {
  const file = await ctx.db
    .selectFrom('terms_documents as t')
    .innerJoin('uploaded_files as f', 'f.id', 't.file_id')
    .select(['f.content', 't.version'])
    .where('t.kind', '=', tac)
    .orderBy('t.added_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!file) throw new ActionRefused(NO_TERMS_DOCUMENT_TEXT, 404);
  return { fileName: 'doc.pdf', contentType: 'application/pdf', body: file.content };
});
