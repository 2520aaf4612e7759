import { useRef, useState, type ChangeEvent } from 'react';
import {
  ADMIN_TEXTS,
  TERMS_KINDS,
  TERMS_MAX_BYTES,
  TERMS_TEXTS,
  TERMS_UPLOAD_PAGES,
  TERMS_VERSION_MAX,
  type TermsVersion,
} from '@dss/contract';
import {
  Badge,
  Button,
  FieldFrame,
  Form,
  formatDateTime,
  HStack,
  Input,
  SearchableTable,
  Stack,
  type TableColumn,
  Text,
  TextField,
  useAlerts,
} from '@dss/ui';
import { AdminScreen, Section } from '../shared/AdminScreen';
import { useOutcome } from '../shared/useOutcome';
import { termsApi, UPLOAD_HOOKS } from './terms-api';

type Page = (typeof TERMS_UPLOAD_PAGES)[number];

/** Saves a downloaded file under the name the server gives documents (document 3 §9: doc.pdf). */
export function saveAs(data: ArrayBuffer, fileName: string) {
  const url = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Why a chosen file cannot be uploaded, or null: PDF only, under 4,000,000 bytes. */
export function fileProblem(file: File): string | null {
  const looksPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksPdf) return TERMS_TEXTS.notPdf;
  if (file.size >= TERMS_MAX_BYTES) return TERMS_TEXTS.tooLarge;
  return null;
}

/** One of the four terms document pages: upload a new version, see and download the history. */
export function TermsDocumentPage({ page }: { page: Page }) {
  const title = TERMS_KINDS.find((k) => k.kind === page.kind)!.title;
  const { data: versions = [], isFetching } = termsApi.useAdminTermsVersionsQuery({ kind: String(page.kind) });
  const [upload] = UPLOAD_HOOKS[page.uploadField]();
  const [download] = termsApi.useAdminDownloadTermsMutation();
  const alerts = useAlerts();
  const outcome = useOutcome();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && fileProblem(chosen);
    if (problem) {
      event.target.value = '';
      setFile(null);
      void alerts.error('Error', problem);
      return;
    }
    setFile(chosen);
  }

  async function onSubmit(values: { version?: string }) {
    if (!file || !values.version?.trim()) return;
    const answer = await upload({
      fields: { [page.uploadField]: values.version.trim() },
      files: [{ field: 'file', file, fileName: file.name }],
    });
    if (await outcome(answer, ADMIN_TEXTS.documentUploaded, ADMIN_TEXTS.documentUploadError, { stay: true })) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return { reset: true };
    }
    return undefined;
  }

  async function downloadVersion(v: TermsVersion) {
    const answer = await download({ tac: String(page.kind), req: String(v.fileid) });
    if ('data' in answer && answer.data) saveAs(answer.data, 'doc.pdf');
    else await alerts.error('Error', 'The document could not be downloaded. Please try again.');
  }

  const columns: TableColumn<TermsVersion>[] = [
    { key: 'version', header: 'Version' },
    { key: 'added', header: 'Added', render: (v) => formatDateTime(v.added) },
    {
      key: 'active',
      header: 'Status',
      render: (v) =>
        v.active ? (
          <Badge colorPalette="green" variant="solid">
            Active
          </Badge>
        ) : (
          <Text color="fg.muted">Previous</Text>
        ),
      searchValue: (v) => (v.active ? 'Active' : 'Previous'),
    },
    {
      key: 'download',
      header: 'Download',
      searchValue: () => '',
      render: (v) => (
        <Button size="xs" variant="outline" aria-label={`Download version ${v.version}`} onClick={() => downloadVersion(v)}>
          Download
        </Button>
      ),
    },
  ];

  return (
    <AdminScreen title={title}>
      <Section title="Upload a new version">
        <Form<{ version?: string }>
          onSubmit={async (values, form) => {
            if (await onSubmit(values)) setTimeout(() => form.restart());
          }}
          render={({ handleSubmit, submitting, values }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="4" maxW="lg">
                <FieldFrame
                  label="PDF Document"
                  required
                  helperText="PDF only, less than 4 MB. The latest upload becomes the active version."
                >
                  {(links) => (
                    <Input {...links} ref={fileInput} type="file" accept="application/pdf,.pdf" p="1" onChange={chooseFile} />
                  )}
                </FieldFrame>
                <TextField name="version" label="Version" maxLength={TERMS_VERSION_MAX} counter required />
                <HStack>
                  <Button type="submit" colorPalette="teal" disabled={!file || !values.version?.trim()} loading={submitting}>
                    Upload Document
                  </Button>
                </HStack>
              </Stack>
            </form>
          )}
        />
      </Section>
      <Section title="Version history">
        <SearchableTable
          label={`${title} versions`}
          columns={columns}
          rows={versions}
          getRowId={(v) => v.fileid}
          loading={isFetching && versions.length === 0}
        />
      </Section>
    </AdminScreen>
  );
}

export function termsPageFor(path: string) {
  const page = TERMS_UPLOAD_PAGES.find((p) => p.path === path)!;
  function TermsScreen() {
    return <TermsDocumentPage page={page} />;
  }
  return TermsScreen;
}
