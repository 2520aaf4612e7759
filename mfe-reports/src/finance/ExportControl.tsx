import { useFileAction } from '@dss/api';
import {
  CUSTOM_TAX_YEAR_LABEL,
  customTaxYear,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS_BY_TYPE,
  EXPORT_MESSAGES,
  EXPORT_RECORDS,
  EXPORT_RECORDS_LABELS,
  financeActions,
  type ExportRecords,
  type ExportType,
} from '@dss/contract';
import { Button, DateField, Form, HStack, saveFile, SelectField, SimpleGrid, Stack, useAlerts } from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { useSnackbar } from './Snackbar';

interface ExportValues {
  /** the tax year's label, or the custom option's */
  year?: string;
  /** the custom tax year's last day */
  end?: string;
  exp_format?: string;
  /** income and expense: completed records only or all of them; unset, what the format always held */
  records?: ExportRecords;
}

/** The records choice left alone: each format holds what it always did (exportRecordsFor). */
const USUAL_RECORDS = 'As usual for the format';

/** Shown when an export cannot be made (the spec gives no text). */
export const EXPORT_FAILED = 'The export could not be made. Please try again.';

/**
 * The export control (document 3 §2, §9): a tax year (the current one back to the school's
 * earliest, or a custom year of 12 months ending on a chosen date) and a format; the file is the
 * records of `owner` (an instructor id or 'school') of that `type`. Income and expenses also choose
 * which records go in, completed only or all (left alone, what the format always held); the file says which inside it, as its
 * name is the spec's (docs/decisions/accounting-exports.md). Mileage has no status and no choice.
 */
export function ExportControl({ owner, type }: { owner: string; type: ExportType }) {
  const { data: years } = financeApi.useFinanceTaxYearsQuery();
  const download = useFileAction(financeActions.exportFile);
  const alerts = useAlerts();
  const snackbar = useSnackbar();
  const options = years?.options ?? [];
  const formats = EXPORT_FORMATS_BY_TYPE[type];
  const withStatus = type !== 'mileage';

  function range(values: ExportValues): { start: string; end: string } | null {
    if (values.year === CUSTOM_TAX_YEAR_LABEL) return values.end ? customTaxYear(values.end) : null;
    const year = options.find((o) => o.label === values.year);
    return year ? { start: year.start, end: year.end } : null;
  }

  return (
    <Form<ExportValues>
      subscription={{ values: true, submitting: true, invalid: true }}
      // The tax years arrive after the form: keep what the clerk already chose when they do.
      initialValues={{ year: options[0]?.label }}
      keepDirtyOnReinitialize
      validate={(values) => {
        const errors: Record<string, string> = {};
        if (!values.year) errors.year = 'Tax year is required.';
        if (values.year === CUSTOM_TAX_YEAR_LABEL && !values.end) errors.end = EXPORT_MESSAGES.end;
        if (!values.exp_format) errors.exp_format = EXPORT_MESSAGES.format;
        return errors;
      }}
      onSubmit={async (values) => {
        const dates = range(values);
        if (!dates || !values.exp_format) return;
        const records = withStatus && values.records ? { records: values.records } : {};
        const outcome = await download({ owner, type, exp_format: values.exp_format, ...dates, ...records });
        if (outcome.data) {
          saveFile(outcome.data);
          snackbar(`${outcome.data.fileName} downloaded.`);
        } else void alerts.error(EXPORT_FAILED, outcome.error.text);
      }}
      render={({ handleSubmit, values, submitting, invalid }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={`Export ${type} records`}>
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="start">
              <SelectField
                name="year"
                label="Tax Year"
                placeholder="Select tax year"
                options={[...options, { label: CUSTOM_TAX_YEAR_LABEL }].map((o) => ({ value: o.label, label: o.label }))}
                required
              />
              {values.year === CUSTOM_TAX_YEAR_LABEL ? (
                <DateField name="end" label="Tax Year Ends On" required helperText="The 12 months ending on this date." />
              ) : null}
              <SelectField
                name="exp_format"
                label="Export Format"
                placeholder="Select format"
                options={formats.map((f) => ({ value: f, label: EXPORT_FORMAT_LABELS[f] }))}
                required
              />
              {withStatus ? (
                <SelectField
                  name="records"
                  label="Records"
                  placeholder={USUAL_RECORDS}
                  options={EXPORT_RECORDS.map((r) => ({ value: r, label: EXPORT_RECORDS_LABELS[r] }))}
                  helperText={
                    values.records === 'all'
                      ? 'Every record, whatever its status; the file marks those not completed.'
                      : values.records === 'completed'
                        ? 'Only the money that moved; the file says so.'
                        : 'CSV and Excel hold every record; QuickBooks, Sage and Xero only completed ones. The file says which.'
                  }
                />
              ) : null}
            </SimpleGrid>
            <HStack>
              <Button type="submit" variant="outline" colorPalette="teal" disabled={invalid} loading={submitting}>
                Download Export
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}
