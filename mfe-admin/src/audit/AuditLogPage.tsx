import { useState } from 'react';
import { useFileAction } from '@dss/api';
import { AUDIT_LOG_SORTS, AUDIT_RECORD_KINDS, auditActions } from '@dss/contract';
import {
  auditColumns,
  Button,
  DateField,
  Form,
  HStack,
  saveFile,
  ScreenLayout,
  SearchableTable,
  SelectField,
  SimpleGrid,
  Stack,
  TextField,
  useAlerts,
  useTableQuery,
} from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { auditLogApi } from './audit-log-api';
import { ErasureForm } from './ErasureForm';
import { SubjectAccessForm } from './SubjectAccessForm';

type Sort = (typeof AUDIT_LOG_SORTS)[number];

/** The Audit Log's filters as the form holds them; each is optional. */
export interface AuditFilterValues {
  bystaff?: string;
  kind?: string;
  recordid?: string;
  act?: string;
  from?: string;
  to?: string;
}

const NO_FILTERS = { bystaff: '', kind: '', recordid: '', act: '', from: '', to: '' };

/** Shown when the export cannot be made (beyond the spec). */
export const AUDIT_EXPORT_FAILED = 'The audit log could not be exported. Please try again.';

const COLUMNS = auditColumns<Sort>({ at: 'at', staff: 'staff', action: 'action', record: 'record' });

function validate(values: AuditFilterValues) {
  const errors: Record<string, string> = {};
  if (values.bystaff && !/^\d{1,9}$/.test(values.bystaff)) errors.bystaff = 'Staff ID is a number.';
  if (values.recordid && !/^\d{1,9}$/.test(values.recordid)) errors.recordid = 'Record ID is a number.';
  if (values.from && values.to && values.from > values.to) errors.to = 'The end date is before the start date.';
  return errors;
}

/**
 * Audit Log (admin): every recorded change and sign-in event, newest first, searched by staff
 * member, record, action and London dates on the server, with the same selection as CSV.
 */
export function AuditLogPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const { query, setQuery } = useTableQuery<Sort>({ sort: 'at', dir: 'desc', pagesize: 25 });
  const { data, isFetching } = auditLogApi.useAdminAuditLogQuery({ ...filters, ...query });
  const download = useFileAction(auditActions.auditLogExport);
  const alerts = useAlerts();

  async function exportCsv() {
    const outcome = await download(filters);
    if (outcome.data) saveFile(outcome.data);
    else void alerts.error(AUDIT_EXPORT_FAILED, outcome.error.text);
  }

  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Audit Log">
      <Section title="Search the audit log">
        <Form<AuditFilterValues>
          subscription={{}}
          validate={validate}
          onSubmit={(values) => {
            setFilters({ ...NO_FILTERS, ...values });
            setQuery({ ...query, page: 0 });
          }}
          render={({ handleSubmit, form }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Audit log filters">
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
                  <TextField name="bystaff" label="Staff ID" inputMode="numeric" autoComplete="off" />
                  <TextField name="act" label="Action" autoComplete="off" helperText="e.g. updatelearner, signin" />
                  <SelectField
                    name="kind"
                    label="Record"
                    placeholder="Any record"
                    options={AUDIT_RECORD_KINDS.map((k) => ({ value: k.value, label: k.label }))}
                  />
                  <TextField name="recordid" label="Record ID" inputMode="numeric" autoComplete="off" />
                  <DateField name="from" label="From" />
                  <DateField name="to" label="To" />
                </SimpleGrid>
                <HStack gap="3">
                  <Button type="submit" colorPalette="teal">
                    Search
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => {
                      form.reset({});
                      setFilters(NO_FILTERS);
                      setQuery({ ...query, page: 0 });
                    }}
                  >
                    Clear
                  </Button>
                  <Button variant="outline" colorPalette="teal" onClick={() => void exportCsv()}>
                    Export CSV
                  </Button>
                </HStack>
              </Stack>
            </form>
          )}
        />
      </Section>
      <SearchableTable
        label="Audit log"
        columns={COLUMNS}
        getRowId={(e) => e.id}
        searchHint="Search by action, record or staff name"
        pageSizeOptions={[10, 25, 50, 100]}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      />
      <Section title="Subject access">
        <SubjectAccessForm />
      </Section>
      <Section title="Erase a learner or instructor">
        <ErasureForm />
      </Section>
    </ScreenLayout>
  );
}
