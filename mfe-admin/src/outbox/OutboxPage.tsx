import { useState } from 'react';
import {
  MAIL_KIND_LABELS,
  OUTBOX_SORTS,
  OUTBOX_STATUS_LABELS,
  OUTBOX_TEXTS,
  type OutboxMail,
  type OutboxStatus,
} from '@dss/contract';
import { Badge, Box, Button, Form, formatDateTime, FormSpy, instructorRef, learnerRef, ScreenLayout, SearchableTable, SelectField, SimpleGrid, Stack, type TableColumn, Text, useAlerts, useSubmit, useTableQuery } from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { outboxApi } from './outbox-api';

type Sort = (typeof OUTBOX_SORTS)[number];
type StatusFilter = '' | OutboxStatus;

const STATUS_OPTIONS = Object.entries(OUTBOX_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const STATUS_PALETTE = { queued: 'orange', sent: 'green', failed: 'red' } as const;

/** Long texts (an address, a subject, a mail server's error) wrap, so the table fits a laptop's width. */
function Wrapped({ children }: { children: string }) {
  return (
    <Box maxW="14rem" whiteSpace="normal" overflowWrap="anywhere">
      {children}
    </Box>
  );
}

/** Whom a mail is for: the learner or the instructor, by their reference. */
const forWhom = (m: OutboxMail) => (m.learner !== null ? learnerRef(m.learner) : m.instructor !== null ? instructorRef(m.instructor) : '');

/**
 * E-mail Outbox (beyond the spec; docs/decisions/outbox-page.md): every e-mail the system queued,
 * newest first, filtered by status and searched on the server; a given-up one can be sent again.
 * Never shows a mail's text or a password.
 */
export function OutboxPage() {
  const [status, setStatus] = useState<StatusFilter>('');
  const { query, setQuery } = useTableQuery<Sort>({ sort: 'created', dir: 'desc', pagesize: 25 });
  const { data, isFetching, refetch } = outboxApi.useAdminOutboxMailsQuery({ ...query, status });
  const [resendMail] = outboxApi.useAdminResendOutboxMailMutation();
  const alerts = useAlerts();
  const submit = useSubmit();

  async function resend(mail: OutboxMail) {
    const ask = mail.kind === 'password' ? OUTBOX_TEXTS.confirmResendPassword : OUTBOX_TEXTS.confirmResend;
    if (!(await alerts.confirm('Please confirm', ask, { confirmLabel: 'Resend' }))) return;
    // The server's reason is the text of a refusal (an erased person, a day that has passed).
    await submit(await resendMail({ mail: mail.id }), { success: { title: 'Success', text: OUTBOX_TEXTS.resent }, failure: 'Error' });
  }

  const columns: TableColumn<OutboxMail, Sort>[] = [
    { key: 'created_at', header: 'Created', sort: 'created', render: (m) => formatDateTime(m.created_at) },
    {
      key: 'kind',
      header: 'Kind',
      render: (m) => (
        <Stack gap="0">
          <Text>{MAIL_KIND_LABELS[m.kind]}</Text>
          <Text fontSize="xs" color="fg.muted">
            {forWhom(m)}
          </Text>
        </Stack>
      ),
    },
    { key: 'recipient', header: 'Recipient', render: (m) => <Wrapped>{m.recipient}</Wrapped> },
    { key: 'subject', header: 'Subject', render: (m) => <Wrapped>{m.subject}</Wrapped> },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <Stack gap="1" align="start">
          <Badge colorPalette={STATUS_PALETTE[m.status]}>{OUTBOX_STATUS_LABELS[m.status]}</Badge>
          {m.status === 'failed' && (
            <Button
              size="xs"
              colorPalette="teal"
              aria-label={`Resend ${MAIL_KIND_LABELS[m.kind]} to ${m.recipient}`}
              onClick={() => void resend(m)}
            >
              Resend
            </Button>
          )}
        </Stack>
      ),
    },
    { key: 'attempts', header: 'Attempts', align: 'end' },
    { key: 'last_error', header: 'Last Error', render: (m) => <Wrapped>{m.last_error ?? ''}</Wrapped> },
    { key: 'done_at', header: 'Sent / Given Up', render: (m) => (m.done_at ? formatDateTime(m.done_at) : '') },
  ];

  return (
    <ScreenLayout home={ADMIN_CRUMB}
      title={OUTBOX_TEXTS.title}
      actions={
        <Button variant="outline" onClick={() => void refetch()} loading={isFetching}>
          Refresh
        </Button>
      }
    >
      <Section title="E-mails">
        <Text fontSize="sm" mb="4">
          Each e-mail is sent within a minute of the save that made it. One that fails is tried again after 1, 5 and 30 minutes,
          then given up; a given-up e-mail can be sent again to the address now on record. Times are London time.
        </Text>
        <Form<{ status?: StatusFilter }>
          subscription={{}}
          onSubmit={() => undefined}
          render={() => (
            <form aria-label="Outbox filters" onSubmit={(e) => e.preventDefault()}>
              <FormSpy<{ status?: StatusFilter }>
                subscription={{ values: true }}
                onChange={({ values }) => {
                  const next = values.status ?? '';
                  if (next === status) return;
                  setStatus(next);
                  setQuery({ ...query, page: 0 });
                }}
              />
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4">
                <SelectField name="status" label="Status" placeholder="All" options={STATUS_OPTIONS} />
              </SimpleGrid>
            </form>
          )}
        />
        <SearchableTable
          label="Outbox e-mails"
          columns={columns}
          getRowId={(m) => m.id}
          searchHint="Search by recipient or subject"
          pageSizeOptions={[10, 25, 50, 100]}
          server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        />
      </Section>
    </ScreenLayout>
  );
}
