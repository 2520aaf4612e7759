import { Box } from '@chakra-ui/react';
import { Document, Page } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import './pdf-worker';
import { PdfStatus } from './PdfStatus';
import { PDF_ERROR_TEXT, PDF_LOADING_TEXT } from './pdfTexts';

/** What react-pdf is given: a Blob, a URL or bytes it may hand to its worker. */
export type DocumentFile = Blob | string | { data: Uint8Array };

export interface PdfPagesProps {
  file: DocumentFile;
  pageNumber: number;
  width?: number;
  onLoad(pageCount: number): void;
}

/**
 * The react-pdf part of PdfViewer, in its own module so pdf.js (~1 MB) and its worker
 * load only when a document is actually shown.
 */
export default function PdfPages({ file, pageNumber, width, onLoad }: PdfPagesProps) {
  return (
    <Document
      file={file}
      onLoadSuccess={({ numPages }) => onLoad(numPages)}
      loading={<PdfStatus>{PDF_LOADING_TEXT}</PdfStatus>}
      error={<PdfStatus tone="error">{PDF_ERROR_TEXT}</PdfStatus>}
    >
      <Box borderWidth="1px" rounded="md" overflow="hidden" bg="white">
        <Page pageNumber={pageNumber} width={width} loading={<PdfStatus>{PDF_LOADING_TEXT}</PdfStatus>} />
      </Box>
    </Document>
  );
}
