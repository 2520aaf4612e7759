import { NO_TERMS_DOCUMENT_TEXT, type TermsKind } from '@dss/contract';
import { shellApi } from '@dss/api';
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
  const { data, error, isFetching } = shellApi.useShellActiveTermsDocumentQuery({ tac: String(kind) }, { skip: !open });
  const missing = error && 'status' in error && error.status === 404;
  return (
    <ViewDialog open={open} onClose={onClose} title={title} maxWidth={960}>
      {isFetching && <Text>Loading document…</Text>}
      {!isFetching && error && !missing && <Text color="red.600">The document could not be loaded. Please try again.</Text>}
      {!isFetching && (data || missing) && (
        <PdfViewer file={missing ? null : (data ?? null)} emptyText={NO_TERMS_DOCUMENT_TEXT} />
      )}
    </ViewDialog>
  );
}
