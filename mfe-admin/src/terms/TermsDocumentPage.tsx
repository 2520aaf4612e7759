import { useRef, useState, type ChangeEvent } from 'react';
import {
  ADMIN_TEXTS,
  adminActions,
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
  formatDateTime,
  Input,
  saveFile,
  ScreenLayout,
  SearchableTable,
  Stack,
  SubmitForm,
  type TableColumn,
  Text,
  TextField,
  useAlerts,
} from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { adminOutcome } from '../shared/admin-outcome';
import { useFileAction } from '@dss/api';
import { termsApi, useTermsUpload } from './terms-api';

type Page = (typeof TERMS_UPLOAD_PAGES)[number];
type TermsValues = { version?: string };

/** The upload's texts: its success stays open until closed. */
const TEXTS = adminOutcome(ADMIN_TEXTS.documentUploaded, ADMIN_TEXTS.documentUploadError, { stay: true });
/** The form's one field has no checks of its own: the button waits for a PDF and a version instead. */
const noChecks = () => ({});

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
  const { data: versions = [], isFetching } = termsApi.useAdminTermsVersionsQuery({ kind: page.kind });
  const uploadDocument = useTermsUpload(page.uploadField);
  const download = useFileAction(adminActions.downloadTermsDocument);
  const alerts = useAlerts();
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

  function upload(values: TermsValues) {
    // The button waits for both (canSubmit), so a submit always has them.
    if (!file || !values.version?.trim()) return Promise.resolve({});
    return uploadDocument(values.version.trim(), [{ field: 'file', file, fileName: file.name }]);
  }

  function uploaded() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function downloadVersion(v: TermsVersion) {
    const answer = await download({ tac: page.kind, req: v.fileid });
    // Documents download as doc.pdf (document 3 §9).
    if (answer.data) saveFile(answer.data, 'doc.pdf');
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
    <ScreenLayout home={ADMIN_CRUMB} title={title}>
      <Section title="Upload a new version">
        <SubmitForm<TermsValues>
          validate={noChecks}
          save={upload}
          texts={TEXTS}
          submitLabel="Upload Document"
          canSubmit={(values) => Boolean(file && values.version?.trim())}
          onSaved={uploaded}
          notice={false}
        >
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
          </Stack>
        </SubmitForm>
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
    </ScreenLayout>
  );
}

export function termsPageFor(path: string) {
  const page = TERMS_UPLOAD_PAGES.find((p) => p.path === path)!;
  function TermsScreen() {
    return <TermsDocumentPage page={page} />;
  }
  return TermsScreen;
}
