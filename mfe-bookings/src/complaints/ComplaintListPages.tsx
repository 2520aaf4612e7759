import { useState } from 'react';
import {
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXTS,
  complaintTypeLabel,
  complaintUpdateFields,
  validateWithSchema,
  type ComplaintRow,
  fullName,
} from '@dss/contract';
import {
  complaintRef,
  DataList,
  formatDate,
  formatDateTime,
  PersistentDialog,
  ScreenLayout,
  SearchableTable,
  SelectField,
  Stack,
  SubmitForm,
  type TableColumn,
  Text,
  TextareaField,
  useTableQuery,
  ViewDialog,
} from '@dss/ui';
import { complaintsApi } from '../api/complaints-api';

type ComplaintSort = 'created_on' | 'ref' | 'count' | 'type' | 'status' | 'updated_on';

const staffText = (c: ComplaintRow) => `${fullName(c.staff_obj)} - ${c.staff_id}`;

const COMMON: TableColumn<ComplaintRow, ComplaintSort>[] = [
  { key: 'ref', header: 'Reference', render: (c) => complaintRef(c.ref), sort: 'ref' },
  { key: 'type', header: 'Complaint Type', render: (c) => complaintTypeLabel(c.complain_type_id, c.complain_type), sort: 'type' },
  { key: 'complainant', header: 'Complainant', render: (c) => c.complainant_obj.name },
  { key: 'complainee', header: 'Complainee', render: (c) => c.complainee_obj.name },
  { key: 'created_on', header: 'Date & Time', render: (c) => formatDateTime(c.created_on), sort: 'created_on' },
];

/** The complaint as recorded: parties, incident, description and any discussion. */
function ComplaintDetails({ complaint: c, resolution }: { complaint: ComplaintRow; resolution: boolean }) {
  const rows: [string, string][] = [
    ['Reference', complaintRef(c.ref)],
    ['Complaint Type', complaintTypeLabel(c.complain_type_id, c.complain_type)],
    ['Complainant', c.complainant_obj.name],
    ['Complainee', c.complainee_obj.name],
    [
      'Incident',
      c.incident_date === '0000-00-00' ? 'Not provided' : `${formatDate(c.incident_date)} ${c.incident_time.slice(0, 5)}`,
    ],
    ['Recorded', `${formatDateTime(c.created_on)} by ${staffText(c)}`],
    ['Status', c.complain_status_text],
  ];
  if (c.self_resolve === 1 && c.self_resolve_obj) {
    const s = c.self_resolve_obj;
    rows.push(['Discussed with complainee', `${formatDate(s.self_res_date)} ${s.self_res_time.slice(0, 5)}`]);
    rows.push(['Solution offered', s.resol_offer === 1 ? 'Yes' : 'No']);
    if (s.reply_desc) rows.push(['Complainee reply', s.reply_desc]);
  } else rows.push(['Discussed with complainee', 'No']);
  if (resolution)
    rows.push([
      'Resolution',
      `${c.complain_status_text} on ${c.resolved_on ? formatDate(c.resolved_on) : formatDate(c.updated_on)}`,
    ]);
  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text fontWeight="medium">Description</Text>
      <Text whiteSpace="pre-wrap">{c.description}</Text>
    </Stack>
  );
}

function Updates({ complaint }: { complaint: ComplaintRow }) {
  const { data: updates = [], isLoading } = complaintsApi.useComplaintsUpdatesQuery({ id: complaint.ref });
  return (
    <Stack gap="2">
      <Text fontWeight="medium">Progress updates</Text>
      {!isLoading && updates.length === 0 ? <Text color="fg.muted">No Information.</Text> : null}
      {updates.length > 0 ? (
        // A list only when there is something in it: an empty list role is an accessibility error.
        <Stack gap="2" role="list" aria-label="Progress updates">
          {updates.map((u) => (
            <Stack key={u.id} gap="0.5" role="listitem" borderLeftWidth="3px" borderColor="teal.500" pl="3">
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(u.created_on)} · {fullName(u)} - {u.rec_by} · {u.status_name}
              </Text>
              <Text whiteSpace="pre-wrap">{u.update_desc}</Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

const validateUpdate = validateWithSchema(complaintUpdateFields);

function UpdateDialog({ complaint, onClose }: { complaint: ComplaintRow; onClose(): void }) {
  const { data: statuses = [] } = complaintsApi.useComplaintsStatusesQuery();
  const [update] = complaintsApi.useComplaintsUpdateMutation();
  return (
    <PersistentDialog open onClose={onClose} maxWidth={860} title={`Complaint ${complaintRef(complaint.ref)}`} scrollable>
      <Stack gap="5">
        <ComplaintDetails complaint={complaint} resolution={false} />
        <Updates complaint={complaint} />
        <SubmitForm<{ id?: string; progress?: string; state?: string }>
          initialValues={{ id: String(complaint.ref) }}
          validate={validateUpdate}
          save={(v) => update({ id: complaint.ref, progress: v.progress ?? '', state: v.state ?? '' })}
          texts={{ success: COMPLAINT_TEXTS.updated, failure: COMPLAINT_TEXTS.updateFailed }}
          submitLabel="Update Complaint"
          onSaved={onClose}
        >
          <TextareaField name="progress" label="Progress Update" maxLength={COMPLAINT_TEXT_MAX} counter rows={4} required />
          <SelectField
            name="state"
            label="Complaint Status"
            placeholder="Select status"
            options={statuses.map((s) => ({ value: String(s.id), label: s.status_name }))}
            required
          />
        </SubmitForm>
      </Stack>
    </PersistentDialog>
  );
}

/** Active Complaints (document 2 §2.7): a row opens the complaint to record progress and a new status. */
export function ActiveComplaintsPage() {
  const { query, setQuery } = useTableQuery<ComplaintSort>({ sort: 'created_on', dir: 'desc' });
  const { data, isFetching } = complaintsApi.useComplaintsActiveQuery(query);
  const [open, setOpen] = useState<ComplaintRow | null>(null);
  const columns: TableColumn<ComplaintRow, ComplaintSort>[] = [
    ...COMMON,
    { key: 'count', header: 'Days', sort: 'count', align: 'end' },
    { key: 'staff', header: 'Staff - ID', render: staffText },
  ];
  return (
    <ScreenLayout wide title="Active Complaints">
      <SearchableTable
        label="Active complaints"
        columns={columns}
        getRowId={(c) => c.ref}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        onRowClick={(c) => setOpen(c)}
        rowLabel={(c) => `${complaintRef(c.ref)} ${c.complainant_obj.name}`}
      />
      {open ? <UpdateDialog key={open.ref} complaint={open} onClose={() => setOpen(null)} /> : null}
    </ScreenLayout>
  );
}

/** Resolved Complaints (document 2 §2.7): read-only, with the Method of Resolution. */
export function ResolvedComplaintsPage() {
  const { query, setQuery } = useTableQuery<ComplaintSort>({ sort: 'updated_on', dir: 'desc' });
  const { data, isFetching } = complaintsApi.useComplaintsResolvedQuery(query);
  const [open, setOpen] = useState<ComplaintRow | null>(null);
  const columns: TableColumn<ComplaintRow, ComplaintSort>[] = [
    ...COMMON,
    { key: 'staff', header: 'Staff - ID', render: staffText },
    { key: 'status', header: 'Method of Resolution', render: (c) => c.complain_status_text, sort: 'status' },
  ];
  return (
    <ScreenLayout wide title="Resolved Complaints">
      <SearchableTable
        label="Resolved complaints"
        columns={columns}
        getRowId={(c) => c.ref}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        onRowClick={(c) => setOpen(c)}
        rowLabel={(c) => `${complaintRef(c.ref)} ${c.complainant_obj.name}`}
      />
      <ViewDialog
        open={!!open}
        onClose={() => setOpen(null)}
        title={open ? `Complaint ${complaintRef(open.ref)}` : ''}
        maxWidth={860}
      >
        {open ? (
          <Stack gap="5">
            <ComplaintDetails complaint={open} resolution />
            <Updates complaint={open} />
          </Stack>
        ) : null}
      </ViewDialog>
    </ScreenLayout>
  );
}
