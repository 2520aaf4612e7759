import { useState } from 'react';
import {
  INSTRUCTOR_TEXTS,
  TIME_AWAY_PAGE_SIZE,
  TIME_AWAY_TYPES,
  timeAwayEndChoices,
  timeAwayForm,
  timeAwayPayload,
  timeAwayStartChoices,
  validateWithSchema,
  type TimeAwayFormValues,
  type TimeAwayRow,
  londonToday,
} from '@dss/contract';
import {
  Badge,
  Button,
  DateField,
  formatDate,
  PersistentDialog,
  SearchableTable,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitForm,
  TextareaField,
  useFieldValue,
  useFormState,
  useSubmit,
  useTableQuery,
  type TableColumn,
} from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';

/**
 * Time choices, with a held value no longer offered (the date moved to today, or the start moved
 * past the end) kept as a disabled choice, so the field shows it beside the message that explains.
 */
function timeOptions(offered: readonly string[], held: string | undefined) {
  const options = offered.map((t) => ({ value: t, label: t }));
  return held && !offered.includes(held) ? [{ value: held, label: held, disabled: true }, ...options] : options;
}

/** Date, Start Time and End Time (hours): §5.13's start choices for the date, and end choices after the start. */
function HoursFields() {
  const { values } = useFormState<TimeAwayFormValues>({ subscription: { values: true } });
  const today = londonToday();
  const starts = timeAwayStartChoices(values.date ?? '');
  const ends = timeAwayEndChoices(values.starttime, starts);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <DateField name="date" label="Date" min={today} required />
      <SelectField name="starttime" label="Start Time" options={timeOptions(starts, values.starttime)} required />
      <SelectField name="endtime" label="End Time" options={timeOptions(ends, values.endtime)} required />
    </SimpleGrid>
  );
}

/** The fields of the chosen type: a date and times (hours), a date (a day), two dates (days). */
function RangeFields() {
  const type = useFieldValue('type');
  const today = londonToday();
  if (type === 'hours') return <HoursFields />;
  if (type === 'day') return <DateField name="date" label="Date" min={today} required />;
  if (type === 'days')
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateField name="startdate" label="Start Date" min={today} required />
        <DateField name="enddate" label="End Date" min={today} required />
      </SimpleGrid>
    );
  return null;
}

const when = (date: string, time: string) => `${formatDate(date)} ${time}`;

/** Time Away Management: add time away (§5.13) and the list, 10 a page, with delete. */
export function TimeAwayTab({ adi }: { adi: number }) {
  const [save] = instructorsApi.useInstructorsSaveTimeAwayMutation();
  const [remove, { isLoading: removing }] = instructorsApi.useInstructorsDeleteTimeAwayMutation();
  const { query, setQuery } = useTableQuery<'start' | 'type' | 'status'>({
    sort: 'start',
    dir: 'desc',
    pagesize: TIME_AWAY_PAGE_SIZE,
  });
  const { data, isLoading, isFetching } = instructorsApi.useInstructorsTimeAwayQuery({ adiid: adi, ...query });
  const [confirming, setConfirming] = useState<TimeAwayRow | null>(null);
  const submit = useSubmit();

  const onDelete = async (row: TimeAwayRow) => {
    const result = await submit(await remove({ recordid: row.rec_id }), {
      success: INSTRUCTOR_TEXTS.timeAwayDeleted,
      failure: INSTRUCTOR_TEXTS.timeAwayDeleteFailed,
    });
    if (result.ok || result.errors === undefined) setConfirming(null);
  };

  const columns: TableColumn<TimeAwayRow, 'start' | 'type' | 'status'>[] = [
    {
      key: 'type',
      header: 'Type',
      render: (r) => TIME_AWAY_TYPES.find((t) => t.value === r.type)?.label ?? r.type,
      sort: 'type',
    },
    { key: 'reason', header: 'Reason', render: (r) => r.reason || INSTRUCTOR_TEXTS.noReason },
    { key: 'start', header: 'Start', render: (r) => when(r.start_date, r.start_time), sort: 'start' },
    { key: 'end', header: 'End', render: (r) => when(r.end_date, r.end_time) },
    { key: 'duration', header: 'Duration' },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <Badge colorPalette={r.status === 1 ? 'green' : 'gray'}>{r.status === 1 ? 'Scheduled' : 'Withdrawn'}</Badge>,
      sort: 'status',
    },
    {
      key: 'actions',
      header: 'Actions',
      searchValue: () => '',
      render: (r) => (
        <Button
          size="xs"
          colorPalette="red"
          variant="outline"
          // Only an entry still scheduled and not started can be deleted (document 2 §4).
          disabled={!r.editable || r.status !== 1}
          aria-label={`Delete time away from ${when(r.start_date, r.start_time)}`}
          onClick={() => setConfirming(r)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <SubmitForm<TimeAwayFormValues>
        validate={validateWithSchema(timeAwayForm)}
        save={(v) => save(timeAwayPayload(adi, v))}
        texts={{ success: INSTRUCTOR_TEXTS.timeAwaySaved, failure: INSTRUCTOR_TEXTS.timeAwaySaveFailed }}
        submitLabel="Save Time Away"
      >
        <SelectField name="type" label="Time Away Type" options={TIME_AWAY_TYPES} required />
        <RangeFields />
        <TextareaField name="reason" label="Reason" maxLength={250} counter rows={2} />
      </SubmitForm>
      <SearchableTable
        label="Time away"
        columns={columns}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        getRowId={(r) => r.rec_id}
        searchable={false}
        pageSize={TIME_AWAY_PAGE_SIZE}
        loading={isLoading}
        emptyText={INSTRUCTOR_TEXTS.noTimeAway}
      />
      {confirming ? (
        <PersistentDialog
          open
          onClose={() => setConfirming(null)}
          title="Remove time away"
          maxWidth={500}
          footer={
            <>
              <Button colorPalette="red" loading={removing} onClick={() => void onDelete(confirming)}>
                Yes, remove
              </Button>
              <Button variant="outline" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </>
          }
        >
          {INSTRUCTOR_TEXTS.confirmTimeAwayDelete}
        </PersistentDialog>
      ) : null}
    </Stack>
  );
}
