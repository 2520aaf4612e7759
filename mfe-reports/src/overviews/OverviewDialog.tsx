import { useEffect, useRef, useState } from 'react';
import { useFileAction, useFileQuery } from '@dss/api';
import {
  OVERVIEW_KINDS,
  OVERVIEW_TEXTS,
  overviewActions,
  type OverviewEmailItem,
  type OverviewKind,
  type OverviewPdfItem,
  type OverviewPerson,
} from '@dss/contract';
import {
  Alert,
  Button,
  formatDate,
  formatDateTime,
  formatMobile,
  HStack,
  PdfViewer,
  PersistentDialog,
  saveFile,
  SearchableTable,
  Stack,
  Table,
  Text,
  useAlerts,
  ViewDialog,
  type TableColumn,
} from '@dss/ui';
import { overviewsApi } from '../api/finance-api';
import { Details } from '../shared';
import { Tabs } from '../Tabs';

/** Shown when a file cannot be read (the spec gives no text). */
export const OVERVIEW_FILE_FAILED = 'The overview could not be loaded. Please try again.';
export const OVERVIEW_SEND_FAILED = 'The overview e-mail could not be sent. Please try again.';

const EMAIL_COLUMNS: TableColumn<OverviewEmailItem>[] = [
  { key: 'report', header: 'Report' },
  { key: 'email_address', header: 'E-mail Address' },
  { key: 'sent_by', header: 'E-mailed By' },
  { key: 'sent_on', header: 'E-mailed On', render: (e) => formatDateTime(e.sent_on) },
];

type Owner = { learner: number; adi?: undefined } | { adi: number; learner?: undefined };

function pdfFields(kind: OverviewKind, id: number, pdf: OverviewPdfItem) {
  return { type: kind, year: pdf.reporting_year, month: pdf.reporting_month, id };
}

/** The overview PDF in a viewer (View: dw=true); "View also triggers a download" (document 3 §7). */
function OverviewViewer({ kind, id, pdf, onClose }: { kind: OverviewKind; id: number; pdf: OverviewPdfItem; onClose(): void }) {
  const { file, error, isFetching } = useFileQuery(overviewActions.overviewPdf, { ...pdfFields(kind, id, pdf), dw: true });
  // Once per file received: a re-render must not save it again.
  const saved = useRef<typeof file>(undefined);
  useEffect(() => {
    if (!file || saved.current === file) return;
    saved.current = file;
    saveFile(file, pdf.file_name);
  }, [file, pdf.file_name]);
  return (
    <ViewDialog open onClose={onClose} title={pdf.file_name.replace(/\.pdf$/, '')} maxWidth={860}>
      {isFetching ? <Text>Loading document…</Text> : null}
      {!isFetching && error ? <Text color="red.600">{error.text || OVERVIEW_FILE_FAILED}</Text> : null}
      {!isFetching && file ? <PdfViewer file={file.blob} title={pdf.label} /> : null}
    </ViewDialog>
  );
}

function MonthlyOverviews({ kind, person }: { kind: OverviewKind; person: OverviewPerson }) {
  const owner: Owner = kind === OVERVIEW_KINDS.learner ? { learner: person.id } : { adi: person.id };
  const { data: pdfs, isFetching } = overviewsApi.useOverviewsPdfsQuery(owner);
  const [send] = overviewsApi.useOverviewsSendMutation();
  const download = useFileAction(overviewActions.overviewPdf);
  const alerts = useAlerts();
  const [viewing, setViewing] = useState<OverviewPdfItem | null>(null);

  async function email(pdf: OverviewPdfItem) {
    const confirmed = await alerts.confirm(OVERVIEW_TEXTS.confirmSend, OVERVIEW_TEXTS.confirmSendTo(person.email), {
      confirmLabel: 'Send',
    });
    if (!confirmed) return;
    const answer = await send({ id: pdf.pdf_id });
    if (typeof answer.data === 'number' && answer.data > 0) void alerts.success(OVERVIEW_TEXTS.sent);
    else void alerts.error(OVERVIEW_SEND_FAILED, answer.error && 'text' in answer.error ? String(answer.error.text) : undefined);
  }

  async function save(pdf: OverviewPdfItem) {
    const outcome = await download(pdfFields(kind, person.id, pdf));
    if (outcome.data) saveFile(outcome.data);
    else void alerts.error(OVERVIEW_FILE_FAILED, outcome.error.text);
  }

  if (!pdfs) return isFetching ? <Text>Loading…</Text> : <Text>{OVERVIEW_TEXTS.noData}</Text>;
  if (pdfs.length === 0) return <Text>{OVERVIEW_TEXTS.noData}</Text>;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Monthly overviews">
          <Table.Body>
            {pdfs.map((pdf) => (
              <Table.Row key={pdf.pdf_id}>
                <Table.Cell fontWeight="medium">{pdf.label}</Table.Cell>
                <Table.Cell>
                  <HStack justify="flex-end" gap="2">
                    <Button size="sm" variant="outline" aria-label={`View ${pdf.label}`} onClick={() => setViewing(pdf)}>
                      View
                    </Button>
                    <Button size="sm" variant="outline" aria-label={`E-mail ${pdf.label}`} onClick={() => void email(pdf)}>
                      E-mail
                    </Button>
                    <Button size="sm" variant="outline" aria-label={`Download ${pdf.label}`} onClick={() => void save(pdf)}>
                      Download
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {viewing ? <OverviewViewer kind={kind} id={person.id} pdf={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

function EmailHistory({ kind, id }: { kind: OverviewKind; id: number }) {
  const owner: Owner = kind === OVERVIEW_KINDS.learner ? { learner: id } : { adi: id };
  const { data: emails = [], isFetching } = overviewsApi.useOverviewsEmailsQuery(owner);
  return (
    <SearchableTable
      label="E-mail history"
      columns={EMAIL_COLUMNS}
      rows={emails}
      getRowId={(e) => e.record_id}
      loading={isFetching && emails.length === 0}
      emptyText={OVERVIEW_TEXTS.noData}
      searchable={false}
      pageSize={5}
    />
  );
}

function PersonOverview({ kind, person }: { kind: OverviewKind; person: OverviewPerson }) {
  const [tab, setTab] = useState('overview');
  return (
    <Stack gap="5">
      <Details
        label={kind === OVERVIEW_KINDS.learner ? 'Learner details' : 'Instructor details'}
        items={[
          [kind === OVERVIEW_KINDS.learner ? 'Learner ID' : 'Instructor ID', person.ref],
          ['Name', person.name],
          ['Mobile', formatMobile(person.mobile)],
          ['E-mail', person.email],
          ['Gear Type', person.gear_type.charAt(0).toUpperCase() + person.gear_type.slice(1)],
          ['Joined', formatDate(person.joined)],
          ['Address', person.address],
        ]}
      />
      <Tabs
        label="Overview"
        value={tab}
        onChange={setTab}
        items={[
          { key: 'overview', label: 'Monthly Overview', content: <MonthlyOverviews kind={kind} person={person} /> },
          { key: 'emails', label: 'E-mail History', content: <EmailHistory kind={kind} id={person.id} /> },
        ]}
      />
    </Stack>
  );
}

/** The overview modal of a learner or an instructor (document 3 §2 "Overview modals"), 860 px wide. */
export function OverviewDialog({ kind, id, onClose }: { kind: OverviewKind; id: number; onClose(): void }) {
  const learner = overviewsApi.useOverviewsLearnerQuery({ id }, { skip: kind !== OVERVIEW_KINDS.learner });
  const instructor = overviewsApi.useOverviewsInstructorQuery({ id }, { skip: kind !== OVERVIEW_KINDS.instructor });
  const { data: person, isError, isFetching } = kind === OVERVIEW_KINDS.learner ? learner : instructor;
  return (
    <PersistentDialog
      open
      onClose={onClose}
      maxWidth={860}
      scrollable
      title={kind === OVERVIEW_KINDS.learner ? 'Learner Monthly Overview' : 'Instructor Monthly Overview'}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {person ? <PersonOverview kind={kind} person={person} /> : null}
      {!person && isFetching ? <Text>Loading…</Text> : null}
      {!person && !isFetching && isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{OVERVIEW_TEXTS.noPerson}</Alert.Title>
        </Alert.Root>
      ) : null}
    </PersistentDialog>
  );
}
