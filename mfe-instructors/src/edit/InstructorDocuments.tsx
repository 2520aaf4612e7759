import { useState } from 'react';
import { useFileQuery } from '@dss/api';
import { instructorActions, type InstructorDocument } from '@dss/contract';
import {
  Badge,
  Box,
  Button,
  formatDateTime,
  Heading,
  PdfViewer,
  SearchableTable,
  Text,
  ViewDialog,
  type TableColumn,
} from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';

/** '23 KB' */
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One document, read when the dialog opens (never kept in the store). */
function DocumentDialog({ adiId, doc, onClose }: { adiId: number; doc: InstructorDocument; onClose(): void }) {
  const { file, error, isFetching } = useFileQuery(instructorActions.instructorDocument, { id: adiId, doc: doc.doc_id });
  const title = doc.c_reg ? `${doc.kind_text} - ${doc.c_reg}` : doc.kind_text;
  return (
    <ViewDialog open onClose={onClose} title={title} maxWidth={960}>
      {isFetching ? <Text>Loading document…</Text> : null}
      {!isFetching && error ? <Text color="red.600">The document could not be loaded. Please try again.</Text> : null}
      {!isFetching && file ? <PdfViewer file={file.blob} title={`${title} (${doc.file_name})`} /> : null}
    </ViewDialog>
  );
}

/**
 * The documents on file for an instructor, newest first: the current ones of the compliance
 * record and active cars, and those replaced (kept as history). Each opens in the PDF viewer.
 */
export function InstructorDocuments({ adiId }: { adiId: number }) {
  const { data = [], isLoading } = instructorsApi.useInstructorsDocumentsQuery({ id: adiId });
  const [open, setOpen] = useState<InstructorDocument | null>(null);
  const columns: TableColumn<InstructorDocument>[] = [
    { key: 'kind_text', header: 'Document', sort: true },
    { key: 'c_reg', header: 'Vehicle', render: (d) => d.c_reg ?? '' },
    { key: 'file_name', header: 'File', render: (d) => `${d.file_name} (${kilobytes(d.byte_size)})` },
    { key: 'added_at', header: 'Added', render: (d) => formatDateTime(d.added_at), searchValue: () => '' },
    { key: 'added_by', header: 'Added By' },
    {
      key: 'current',
      header: 'Status',
      searchValue: (d) => (d.current ? 'Current' : 'Replaced'),
      render: (d) => <Badge colorPalette={d.current ? 'green' : 'gray'}>{d.current ? 'Current' : 'Replaced'}</Badge>,
    },
    {
      key: 'view',
      header: 'View',
      searchValue: () => '',
      render: (d) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="teal"
          aria-label={`View ${d.kind_text}${d.c_reg ? ` of ${d.c_reg}` : ''} added ${formatDateTime(d.added_at)}`}
          onClick={() => setOpen(d)}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <Box as="section" aria-label="Documents" borderWidth="1px" rounded="md" p="4" bg="bg">
      <Heading as="h2" size="md" mb="3">
        Documents
      </Heading>
      <SearchableTable
        label="Instructor documents"
        columns={columns}
        rows={data}
        getRowId={(d) => d.doc_id}
        loading={isLoading}
        pageSize={5}
      />
      {open ? <DocumentDialog adiId={adiId} doc={open} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}
