import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { DocumentFile } from './PdfPages';
import { PdfStatus } from './PdfStatus';
import { PDF_EMPTY_TEXT, PDF_LOADING_TEXT } from './pdfTexts';
import { useElementWidth } from './useElementWidth';

const PdfPages = lazy(() => import('./PdfPages'));

/** A PDF as fetched (Blob), read (ArrayBuffer / Uint8Array) or addressed (URL). */
export type PdfSource = Blob | ArrayBuffer | Uint8Array | string;

export interface PdfViewerProps {
  file: PdfSource | null | undefined;
  /** Accessible name of the viewer, e.g. "Learner's Terms & Conditions". */
  title?: string;
  /** Shown when there is no file, e.g. before a document has been uploaded. */
  emptyText?: string;
  /** Page width in pixels; by default pages fit the viewer's width. */
  width?: number;
}

// pdf.js transfers binary data to its worker, which empties the caller's buffer; give it a copy.
function toDocumentFile(file: PdfSource): DocumentFile {
  if (file instanceof ArrayBuffer) return { data: new Uint8Array(file.slice(0)) };
  if (file instanceof Uint8Array) return { data: file.slice() };
  return file;
}

/** One page at a time of a PDF, with previous/next navigation. */
export function PdfViewer({ file, title = 'Document', emptyText = PDF_EMPTY_TEXT, width }: PdfViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const fittedWidth = useElementWidth(frame);
  const documentFile = useMemo(() => (file ? toDocumentFile(file) : null), [file]);
  const [pageCount, setPageCount] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);

  // A new file starts again at its first page.
  const [shownFile, setShownFile] = useState(documentFile);
  if (shownFile !== documentFile) {
    setShownFile(documentFile);
    setPageCount(0);
    setPageNumber(1);
  }

  return (
    <Box role="region" aria-label={title} ref={frame} w="full">
      {documentFile ? (
        <>
          <Suspense fallback={<PdfStatus>{PDF_LOADING_TEXT}</PdfStatus>}>
            <PdfPages file={documentFile} pageNumber={pageNumber} width={width ?? fittedWidth} onLoad={setPageCount} />
          </Suspense>
          {pageCount > 0 ? (
            <Flex mt="3" align="center" justify="center" gap="4">
              <Button size="sm" variant="outline" disabled={pageNumber <= 1} onClick={() => setPageNumber(pageNumber - 1)}>
                Previous
              </Button>
              <Text aria-live="polite" fontSize="sm">
                Page {pageNumber} of {pageCount}
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={pageNumber >= pageCount}
                onClick={() => setPageNumber(pageNumber + 1)}
              >
                Next
              </Button>
            </Flex>
          ) : null}
        </>
      ) : (
        <PdfStatus>{emptyText}</PdfStatus>
      )}
    </Box>
  );
}
