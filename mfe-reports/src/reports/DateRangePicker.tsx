import { useEffect, useRef } from 'react';
import { londonToday } from '@dss/contract';
import {
  Button,
  DateField,
  Form,
  formatDate,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  useFieldValue,
  useForm,
} from '@dss/ui';
import {
  halfYearOptions,
  MODE,
  quarterOptions,
  RANGE_MODES,
  rangeLimits,
  rangeOf,
  validateChoice,
  yearOptions,
  type DateRange,
  type RangeChoice,
} from './date-ranges';

const MODE_OPTIONS = RANGE_MODES.map((m) => ({ value: String(m.code), label: m.label }));
const VALUE_FIELDS = ['start', 'end', 'month', 'period'] as const;

/** Changing the mode clears the previous value and range (document 3 §4). */
function ClearOnModeChange() {
  const form = useForm<RangeChoice>();
  const mode = useFieldValue('mode');
  const previous = useRef(mode);
  useEffect(() => {
    if (previous.current === mode) return;
    previous.current = mode;
    form.batch(() => {
      for (const name of VALUE_FIELDS) {
        form.change(name, undefined);
        if (form.getFieldState(name)) form.resetFieldState(name);
      }
    });
  }, [mode, form]);
  return null;
}

/** The one value the chosen mode asks for, with its limits. */
function ModeValue({ mode, today }: { mode: number; today: string }) {
  const limits = rangeLimits(today);
  switch (mode) {
    case MODE.week:
      return <DateField name="start" label="Week Starting" min={limits.week.min} max={limits.week.max} required />;
    case MODE.fortnight:
      return <DateField name="start" label="Fortnight Starting" min={limits.fortnight.min} max={limits.fortnight.max} required />;
    case MODE.month:
      return <TextField type="month" name="month" label="Month" min={limits.month.min} max={limits.month.max} required />;
    case MODE.quarter:
    case MODE.halfYear:
    case MODE.year: {
      const [label, options] =
        mode === MODE.quarter
          ? ['Quarter', quarterOptions(today)]
          : mode === MODE.halfYear
            ? ['Half Year', halfYearOptions(today)]
            : ['Year', yearOptions(today)];
      return <SelectField name="period" label={label} options={options} required />;
    }
    case MODE.custom:
      return (
        <>
          <DateField name="start" label="Start Date" min={limits.custom.min} max={limits.custom.max} required />
          <DateField name="end" label="End Date" min={limits.custom.min} max={limits.custom.max} required />
        </>
      );
    default:
      return null;
  }
}

/**
 * The messages of what was entered. An empty field only keeps View Report disabled: a
 * "required" message appearing as the focus leaves the first field would move the dialog's
 * buttons under the pointer of a clerk reaching for Cancel.
 */
function enteredErrors(values: RangeChoice, today: string) {
  const entered: Partial<Record<string, string>> = { ...values };
  return Object.fromEntries(Object.entries(validateChoice(values, today)).filter(([name]) => Boolean(entered[name])));
}

export interface DateRangePickerProps {
  /** Receives the chosen range {s, e}, both days included. */
  onSubmit(range: DateRange): void;
  /** London's today, from which the limits are counted; defaults to now. */
  today?: string;
}

/**
 * The reporting time range (document 3 §4, §5, §9): a mode, the one value it asks for, and
 * View Report, enabled once the choice makes a range.
 */
export function DateRangePicker({ onSubmit, today = londonToday() }: DateRangePickerProps) {
  return (
    <Form<RangeChoice>
      subscription={{ values: true }}
      validate={(values) => enteredErrors(values, today)}
      onSubmit={(values) => {
        const range = rangeOf(values, today);
        if (range) onSubmit(range);
      }}
      render={({ handleSubmit, values }) => {
        const mode = Number(values.mode);
        const range = rangeOf(values, today);
        return (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Reporting period">
            <ClearOnModeChange />
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
                <SelectField name="mode" label="Time Range" options={MODE_OPTIONS} required />
                <ModeValue mode={mode} today={today} />
              </SimpleGrid>
              <Text aria-live="polite" data-testid="chosen-range" minH="6">
                {range ? `Reporting from ${formatDate(range.s)} to ${formatDate(range.e)}` : ''}
              </Text>
              <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={!range}>
                View Report
              </Button>
            </Stack>
          </form>
        );
      }}
    />
  );
}
