import { useState } from 'react';
import {
  FINANCE_TEXTS,
  MILEAGE_TYPE_LABELS,
  MILEAGE_TYPES,
  mileageDistance,
  mileageForm,
  SCHOOL_OWNER,
  validateWithSchema,
  type MileageFormValues,
  type MileageRow,
  londonToday,
  filledFields,
} from '@dss/contract';
import {
  DateField,
  formatDate,
  formatNumber,
  HStack,
  SearchableTable,
  SearchSelectField,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitForm,
  Text,
  TextField,
  useFormState,
  useTableQuery,
  type TableColumn,
} from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { Section } from '../shared';
import { ExportControl } from './ExportControl';
import { NO_MATCHING_INSTRUCTORS, OwnerSelect, useInstructorSearch } from './owners';

const validate = validateWithSchema(mileageForm);

type SortKey = 'mileage_date' | 'adi_name' | 'type' | 'distance';

/** A reading or distance to one decimal, as the odometer shows it. */
const miles = (value: string) => formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const COLUMNS: TableColumn<MileageRow, SortKey>[] = [
  { key: 'mileage_date', header: 'Date', render: (m) => formatDate(m.mileage_date), sort: 'mileage_date' },
  { key: 'adi_name', header: 'Instructor', sort: 'adi_name' },
  { key: 'type', header: 'Mileage Type', render: (m) => MILEAGE_TYPE_LABELS[m.type], sort: 'type' },
  { key: 'start_mileage', header: 'Start Mileage', align: 'end', render: (m) => miles(m.start_mileage) },
  { key: 'end_mileage', header: 'End Mileage', align: 'end', render: (m) => miles(m.end_mileage) },
  { key: 'distance', header: 'Distance', align: 'end', render: (m) => miles(m.distance), sort: 'distance' },
];

/** Total distance as the form is filled: end minus start to one decimal, or 0 (document 3 §5). */
function TotalDistance() {
  const { values } = useFormState<MileageFormValues>({ subscription: { values: true } });
  return (
    <Text aria-live="polite">
      Total Distance: <strong data-testid="mileage-distance">{mileageDistance(values.start, values.end)}</strong>
    </Text>
  );
}

function MileageForm() {
  const [save] = financeApi.useFinanceSaveMileageMutation();
  return (
    <SubmitForm<MileageFormValues>
      validate={validate}
      save={(values) => save(filledFields(values, ['adi', 'date', 'type', 'start', 'end']))}
      texts={{ success: FINANCE_TEXTS.mileageRecorded, failure: FINANCE_TEXTS.mileageFailed }}
      submitLabel="Record Mileage"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SearchSelectField
          name="adi"
          label="Driving Instructor"
          placeholder="Type a name or ID"
          useOptions={useInstructorSearch}
          emptyText={NO_MATCHING_INSTRUCTORS}
          required
        />
        <DateField name="date" label="Date" max={londonToday()} required />
        <SelectField
          name="type"
          label="Mileage Type"
          placeholder="Select mileage type"
          options={MILEAGE_TYPES.map((t) => ({ value: t, label: MILEAGE_TYPE_LABELS[t] }))}
          required
        />
        <span />
        <TextField name="start" label="Start Mileage" inputMode="decimal" required autoComplete="off" />
        <TextField name="end" label="End Mileage" inputMode="decimal" required autoComplete="off" />
      </SimpleGrid>
      <TotalDistance />
    </SubmitForm>
  );
}

function MileageRecords() {
  const [owner, setOwner] = useState<string>(SCHOOL_OWNER);
  const { query, setQuery } = useTableQuery<SortKey>({ sort: 'mileage_date', dir: 'desc' });
  const { data, isFetching } = financeApi.useFinanceMileageQuery({ ...query, adiid: owner });
  return (
    <Stack gap="4">
      <HStack align="end" gap="4" wrap="wrap">
        <OwnerSelect
          value={owner}
          onChange={(v) => {
            setOwner(v);
            setQuery({ ...query, page: 0 });
          }}
        />
        {data ? (
          <Text>
            Total Distance: <strong data-testid="mileage-total">{miles(data.total_distance)}</strong>
          </Text>
        ) : null}
      </HStack>
      <SearchableTable
        label="Mileage records"
        columns={COLUMNS}
        getRowId={(m) => m.rec_id}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        emptyText={FINANCE_TEXTS.noRecords}
      />
      <Section title="Export">
        <ExportControl owner={owner} type="mileage" />
      </Section>
    </Stack>
  );
}

/** Mileage: the add form with its live total distance, and the records with the total distance. */
export function MileageTab() {
  return (
    <Stack gap="8">
      <Section title="Record Mileage">
        <MileageForm />
      </Section>
      <Section title="Mileage Records">
        <MileageRecords />
      </Section>
    </Stack>
  );
}
