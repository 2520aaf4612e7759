import { useRef, useState } from 'react';
import {
  BOOKING_TEXTS,
  SERIES_TEXTS,
  bookSeriesLabel,
  creditExpiresText,
  seriesForm,
  validateWithSchema,
  type SeriesFormValues,
  type SeriesPreviewRow,
  londonToday,
} from '@dss/contract';
import {
  Box,
  Button,
  chakra,
  DateField,
  Form,
  FormSpy,
  Heading,
  HStack,
  Input,
  SelectField,
  SidewaysScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextField,
  formatDate,
  useAlerts,
  useField,
  useSubmit,
} from '@dss/ui';
import { bookingsApi } from '../api/bookings-api';
import { refusalWords } from '../shared/refusal-words';
import { QUARTER_HOURS } from '../shared/quarter-hours';

/** One week of the series as the clerk keeps it: its London start ('YYYY-MM-DD HH:MM') or skipped. */
interface Week {
  start: string;
  skip: boolean;
}

const validate = validateWithSchema(seriesForm);

function UntilCreditsBox() {
  const { input } = useField<boolean>('until', { type: 'checkbox' });
  return (
    <HStack as="label" gap="2" fontSize="sm" pb="2">
      <chakra.input
        type="checkbox"
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onBlur={input.onBlur}
      />
      {SERIES_TEXTS.untilCredits}
    </HStack>
  );
}

/** A week's row: keep or skip it, move it (date and time), the credit it would use and its clash. */
function WeekRow({
  n,
  week,
  checked,
  onChange,
}: {
  n: number;
  week: Week;
  checked: SeriesPreviewRow | undefined;
  onChange(week: Week): void;
}) {
  const [date = '', time = ''] = week.start.split(' ');
  const move = (d: string, t: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(d) && /^\d{2}:\d{2}$/.test(t)) onChange({ ...week, start: `${d} ${t}` });
  };
  return (
    <Table.Row>
      <Table.Cell>
        <chakra.input
          type="checkbox"
          aria-label={`${SERIES_TEXTS.columns.book} week ${n}`}
          checked={!week.skip}
          onChange={(e) => onChange({ ...week, skip: !e.target.checked })}
        />
      </Table.Cell>
      <Table.Cell>
        <Input
          type="date"
          size="sm"
          aria-label={`${SERIES_TEXTS.columns.date} of week ${n}`}
          value={date}
          disabled={week.skip}
          onChange={(e) => move(e.target.value, time)}
        />
      </Table.Cell>
      <Table.Cell>
        <Input
          type="time"
          size="sm"
          step={900}
          aria-label={`${SERIES_TEXTS.columns.time} of week ${n}`}
          value={time}
          disabled={week.skip}
          onChange={(e) => move(date, e.target.value)}
        />
      </Table.Cell>
      <Table.Cell>
        {week.skip || !checked
          ? ''
          : checked.credit_expires
            ? creditExpiresText(formatDate(checked.credit_expires))
            : SERIES_TEXTS.noCredit}
      </Table.Cell>
      <Table.Cell color={!week.skip && checked?.clash ? 'red.600' : undefined}>
        {week.skip ? SERIES_TEXTS.skipped : !checked ? '' : (checked.clash ?? SERIES_TEXTS.free)}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Book Learners' weekly series (docs/decisions/recurring-lessons.md): the first lesson and the
 * number of weeks (or until the learner's credits run out) are previewed by the server with the
 * checks it applies when placing; each week can be skipped or moved (previewed again), and the
 * kept weeks are placed together, all or none.
 */
export function WeeklySeries({ adi, learner, onSaved }: { adi: number; learner: number; onSaved(): void }) {
  const alerts = useAlerts();
  const submit = useSubmit();
  const [preview] = bookingsApi.useLazyBookingsPreviewSeriesQuery();
  const [placeSeries] = bookingsApi.useBookingsPlaceSeriesMutation();
  const [weeks, setWeeks] = useState<Week[]>([]);
  /** the latest preview of the kept weeks, in their order */
  const [checked, setChecked] = useState<SeriesPreviewRow[]>([]);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const asked = useRef(0);

  const kept = weeks.filter((w) => !w.skip);
  const clashing = checked.some((c) => c.clash !== null);

  /** Keeps the weeks as changed and previews the kept ones again (the last change asked wins). */
  const recheck = async (next: Week[]) => {
    setWeeks(next);
    const lessons = next.filter((w) => !w.skip).map((w) => ({ start: w.start }));
    const n = ++asked.current;
    if (!lessons.length) {
      setChecked([]);
      return;
    }
    setChecking(true);
    const answer = await preview({ adi, learner, lessons });
    if (n !== asked.current) return;
    setChecking(false);
    if (answer.data) setChecked(answer.data);
    else await submit(answer, { success: SERIES_TEXTS.preview, failure: SERIES_TEXTS.previewFailed });
  };

  const first = async (values: SeriesFormValues) => {
    asked.current++;
    const answer = await preview({
      adi,
      learner,
      start: `${values.date} ${values.time}`,
      ...(values.until ? { untilcredits: true } : { weeks: values.weeks ?? '' }),
    });
    if (!answer.data) {
      const result = await submit(answer, { success: SERIES_TEXTS.preview, failure: SERIES_TEXTS.previewFailed });
      const errors: Record<string, string> | undefined = result.errors;
      return errors && { date: errors.start, weeks: errors.weeks };
    }
    setWeeks(answer.data.map((r) => ({ start: r.start.slice(0, 16), skip: false })));
    setChecked(answer.data);
    return undefined;
  };

  const save = async () => {
    setSaving(true);
    const lessons = kept.map((w) => ({ start: w.start }));
    const answer = await placeSeries({ adi, learner, lessons, idemkey: crypto.randomUUID() });
    setSaving(false);
    if (answer.error === undefined) {
      void alerts.success(BOOKING_TEXTS.placed);
      onSaved();
      return;
    }
    const words = refusalWords(BOOKING_TEXTS.placeFailed, answer.error);
    void alerts.error(words.title, words.text);
  };

  let keptIndex = 0;
  return (
    <Stack gap="4" as="section" aria-label={SERIES_TEXTS.heading}>
      <Heading as="h2" size="md">
        {SERIES_TEXTS.heading}
      </Heading>
      <Form<SeriesFormValues>
        subscription={{ submitting: true }}
        onSubmit={first}
        validate={validate}
        initialValues={{ date: londonToday(), weeks: '4', until: false }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label={SERIES_TEXTS.heading}>
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
              <DateField name="date" label={SERIES_TEXTS.firstDate} required />
              <SelectField name="time" label={SERIES_TEXTS.firstTime} options={QUARTER_HOURS} required />
              <FormSpy<SeriesFormValues> subscription={{ values: true }}>
                {({ values }) => (
                  <TextField name="weeks" label={SERIES_TEXTS.weeks} inputMode="numeric" maxLength={2} disabled={values.until} />
                )}
              </FormSpy>
              <UntilCreditsBox />
            </SimpleGrid>
            <Button type="submit" mt="3" variant="outline" loading={submitting}>
              {SERIES_TEXTS.preview}
            </Button>
          </form>
        )}
      />
      {weeks.length ? (
        <>
          <SidewaysScrollArea label={SERIES_TEXTS.table}>
            <Table.Root size="sm" aria-label={SERIES_TEXTS.table}>
              <Table.Header>
                <Table.Row>
                  {Object.values(SERIES_TEXTS.columns).map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {weeks.map((week, k) => (
                  <WeekRow
                    key={k}
                    n={k + 1}
                    week={week}
                    checked={week.skip ? undefined : checked[keptIndex++]}
                    onChange={(changed) => void recheck(weeks.map((w, j) => (j === k ? changed : w)))}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          </SidewaysScrollArea>
          <HStack>
            <Button
              colorPalette="teal"
              disabled={!kept.length || clashing || checking}
              loading={saving}
              onClick={() => void save()}
            >
              {bookSeriesLabel(kept.length)}
            </Button>
            {clashing ? (
              <Box role="status">
                <Text fontSize="sm">{SERIES_TEXTS.keepClashing}</Text>
              </Box>
            ) : null}
          </HStack>
        </>
      ) : null}
    </Stack>
  );
}
