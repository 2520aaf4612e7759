import { LEARNER_MAILS_SHOWN, MAIL_STATUS_LABELS, type LearnerMail } from '@dss/contract';
import { Badge, formatDateTime, SearchableTable, Text, type TableColumn } from '@dss/ui';
import { learnersApi } from '../api/learners-api';

const STATUS_PALETTE = { queued: 'orange', sent: 'green', failed: 'red' } as const;

const COLUMNS: TableColumn<LearnerMail>[] = [
  { key: 'subject', header: 'Subject' },
  { key: 'created_at', header: 'Queued', render: (m) => formatDateTime(m.created_at) },
  {
    key: 'status',
    header: 'Status',
    render: (m) => <Badge colorPalette={STATUS_PALETTE[m.status]}>{MAIL_STATUS_LABELS[m.status]}</Badge>,
  },
  { key: 'done_at', header: 'Sent / Given Up', render: (m) => (m.done_at ? formatDateTime(m.done_at) : '') },
];

/**
 * The e-mails to the learner (beyond the spec), newest first: what was sent, what waits to be
 * sent or tried again, and what was given up. The newest LEARNER_MAILS_SHOWN only.
 */
export function LearnerMails({ learnerId }: { learnerId: number }) {
  const mails = learnersApi.useLearnersMailsQuery({ id: learnerId }, { refetchOnMountOrArgChange: true });
  return (
    <>
      <SearchableTable
        label="E-mails"
        columns={COLUMNS}
        rows={mails.data ?? []}
        getRowId={(m) => m.id}
        loading={mails.isLoading}
        searchable={false}
        pageSize={5}
        pageSizeOptions={[5]}
      />
      <Text fontSize="sm" color="fg.muted">
        The newest {LEARNER_MAILS_SHOWN} e-mails. A mail waiting is sent within minutes or tried again.
      </Text>
    </>
  );
}
