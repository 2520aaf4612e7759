import { useMemo } from 'react';
import {
  addDays,
  BANK_HOLIDAY_REGIONS,
  CLOSED_DAY_AHEAD_DAYS,
  CLOSED_DAY_REASON_MAX,
  CLOSED_DAY_TEXTS,
  closedDayFields,
  regionFields,
  validateWithSchema,
  type BankHoliday,
  type ClosedDayFormValues,
  type RegionFormValues,
  type SchoolClosedDay,
} from '@dss/contract';
import {
  DateField,
  formatLongDate,
  ScreenLayout,
  SearchableTable,
  SelectField,
  SubmitForm,
  type TableColumn,
  Text,
  TextField,
} from '@dss/ui';
import { adminOutcome } from '../shared/admin-outcome';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { RemoveButton } from '../shared/RemoveButton';
import { useRemove } from '../shared/useRemove';
import { closedDaysApi } from './closed-days-api';

const validateRegion = validateWithSchema(regionFields);
const validateDayFields = validateWithSchema(closedDayFields);

/** The add form's checks: the wire's, then the dates the server takes (today to two years ahead). */
function validateDay(today: string) {
  return (values: ClosedDayFormValues) => {
    const errors = validateDayFields(values);
    if (!errors.date && values.date) {
      if (values.date < today) errors.date = CLOSED_DAY_TEXTS.datePast;
      else if (values.date > addDays(today, CLOSED_DAY_AHEAD_DAYS)) errors.date = CLOSED_DAY_TEXTS.dateFar;
    }
    return errors;
  };
}

const regionName = (region: string) => BANK_HOLIDAY_REGIONS.find((r) => r.value === region)?.label ?? region;

const BANK_COLUMNS: TableColumn<BankHoliday>[] = [
  { key: 'date', header: 'Date', render: (h) => formatLongDate(h.date) },
  { key: 'name', header: 'Bank Holiday' },
];

/**
 * Bank Holidays & Closed Days (beyond the spec): the administrator chooses whose bank holidays
 * close the school, sees the coming ones, and adds or removes the school's own closed days. No
 * lesson can be booked on either (docs/decisions/bank-holidays-and-closed-days.md).
 */
export function ClosedDaysPage() {
  const { data, isLoading } = closedDaysApi.useAdminLoadClosedDaysQuery();
  const [saveRegion] = closedDaysApi.useAdminSaveBankHolidayRegionMutation();
  const [saveDay] = closedDaysApi.useAdminSaveClosedDayMutation();
  const [removeDay] = closedDaysApi.useAdminRemoveClosedDayMutation();
  const remove = useRemove();
  const today = data?.today;
  const validate = useMemo(() => (today ? validateDay(today) : validateDayFields), [today]);
  const regionValues = useMemo(() => (data ? { region: data.region } : undefined), [data]);

  const closedColumns: TableColumn<SchoolClosedDay>[] = [
    { key: 'date', header: 'Date', render: (d) => formatLongDate(d.date) },
    { key: 'reason', header: 'Reason' },
    {
      key: 'actions',
      header: 'Actions',
      searchValue: () => '',
      render: (d) => (
        <RemoveButton
          active
          label={formatLongDate(d.date)}
          onRemove={() =>
            remove(
              CLOSED_DAY_TEXTS.confirmRemove,
              () => removeDay({ closed_id: d.closed_id }),
              CLOSED_DAY_TEXTS.removed,
              CLOSED_DAY_TEXTS.removeFailed,
            )
          }
        />
      ),
    },
  ];

  return (
    <ScreenLayout home={ADMIN_CRUMB} title={CLOSED_DAY_TEXTS.title}>
      {isLoading || !data || !regionValues ? (
        <Text role="status">Loading bank holidays and closed days…</Text>
      ) : (
        <>
          <Section title="Bank Holiday Region">
            <SubmitForm<RegionFormValues>
              validate={validateRegion}
              save={(values) => saveRegion({ region: values.region ?? '' })}
              texts={adminOutcome(CLOSED_DAY_TEXTS.regionSaved, CLOSED_DAY_TEXTS.regionFailed)}
              submitLabel="Save"
              initialValues={regionValues}
              resetOnSuccess={false}
              requireChange
            >
              <SelectField
                name="region"
                label="Region"
                options={BANK_HOLIDAY_REGIONS}
                helperText="The bank holidays of this region close the school."
                required
              />
            </SubmitForm>
          </Section>
          <Section title={`Bank Holidays in the Next 12 Months (${regionName(data.region)})`}>
            <SearchableTable
              label="Coming bank holidays"
              columns={BANK_COLUMNS}
              rows={data.bankHolidays}
              getRowId={(h) => h.date}
              searchable={false}
              emptyText={CLOSED_DAY_TEXTS.noBankHolidays}
            />
          </Section>
          <Section title="School Closed Days">
            <SearchableTable
              label="School closed days"
              columns={closedColumns}
              rows={data.closedDays}
              getRowId={(d) => d.closed_id}
              searchable={false}
              emptyText={CLOSED_DAY_TEXTS.noClosedDays}
            />
          </Section>
          <Section title="Add a Closed Day">
            <SubmitForm<ClosedDayFormValues>
              validate={validate}
              save={(values) => saveDay({ date: values.date ?? '', reason: values.reason ?? '' })}
              texts={{ success: { title: 'Success', text: CLOSED_DAY_TEXTS.saved }, failure: CLOSED_DAY_TEXTS.saveFailed }}
              submitLabel="Add Closed Day"
            >
              <DateField
                name="date"
                label="Date"
                min={data.today}
                max={addDays(data.today, CLOSED_DAY_AHEAD_DAYS)}
                helperText="Lessons already booked on it stay; new ones are refused."
                required
              />
              <TextField name="reason" label="Reason" maxLength={CLOSED_DAY_REASON_MAX} counter required />
            </SubmitForm>
          </Section>
        </>
      )}
    </ScreenLayout>
  );
}
