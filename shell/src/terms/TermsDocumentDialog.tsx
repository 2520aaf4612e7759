import { NO_TERMS_DOCUMENT_TEXT, shellActions, type TermsKind } from '@dss/contract';
import { useFileQuery } from '@dss/api';
import { PdfViewer, Text, ViewDialog } from '@dss/ui';

/** Shows the active terms document of one kind (document 1 §2, Home). */
export function TermsDocumentDialog({
  kind,
  title,
  open,
  onClose,
}: {
  kind: TermsKind;
  title: string;
  open: boolean;
  onClose(): void;
}) {
  const { file, error, isFetching } = useFileQuery(shellActions.activeTermsDocument, open ? { tac: kind } : null);
  const missing = error?.status === 404;
  return (
    <ViewDialog open={open} onClose={onClose} title={title} maxWidth={960}>
      {isFetching && <Text>Loading document…</Text>}
      {!isFetching && error && !missing && <Text color="red.600">The document could not be loaded. Please try again.</Text>}
      {!isFetching && (file || missing) && (
        <PdfViewer file={missing ? null : (file?.blob ?? null)} emptyText={NO_TERMS_DOCUMENT_TEXT} />
      )}
    </ViewDialog>
  );
}
