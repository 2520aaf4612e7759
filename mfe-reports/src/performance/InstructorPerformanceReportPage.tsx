import { useState } from 'react';
import {
  fullName,
  INSTRUCTOR_STATE_LABELS,
  labelOf,
  PRODUCT_START_DATE,
  type PerformanceInstructor,
  type PerformanceInstructorSort,
  type PerformanceSummary,
  londonToday,
} from '@dss/contract';
import {
  Box,
  Button,
  Form,
  formatMobile,
  Heading,
  HStack,
  instructorRef,
  ScreenLayout,
  SearchableTable,
  SimpleGrid,
  Stack,
  type TableColumn,
  Text,
  TextField,
  useTableQuery,
  ViewDialog,
} from '@dss/ui';
import { isMonth, monthOf, monthRange, RANGE_MESSAGES } from '../reports/date-ranges';

import { PerformanceDetail, type DetailKind, type DetailScope } from './PerformanceDetails';
import { performanceApi } from './performance-api';

/**
 * The instructor table, searched by the server with a keyword matching the id, names, mobile,
 * e-mail, county and both licence numbers (document 2 §2.10; paged, docs/decisions/instructor-performance-report.md).
 */
const INSTRUCTOR_COLUMNS: TableColumn<PerformanceInstructor, PerformanceInstructorSort>[] = [
  { key: 'adi_id', header: 'ADI ID', render: (i) => instructorRef(i.adi_id), sort: 'adi_id' },
  { key: 'name', header: 'Name', render: (i) => fullName(i, { middle: true }), sort: 'name' },
  { key: 'mobile', header: 'Mobile', render: (i) => formatMobile(i.mobile) },
  { key: 'email', header: 'E-mail', sort: 'email' },
  { key: 'county', header: 'County', sort: 'county' },
  {
    key: 'licences',
    header: 'Licence Numbers',
    render: (i) => `${i.driving_licence_no} / ${i.instructor_licence_no}`,
  },
  { key: 'accState', header: 'Account Status', render: (i) => labelOf(INSTRUCTOR_STATE_LABELS, i.accState) },
];

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-10' → 'October 2026' */
const monthLabel = (month: string) => monthName.format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

interface MonthValues {
  month?: string;
}

/** A reporting month from the product's first month to this one. */
function validateMonth(values: MonthValues, thisMonth: string) {
  const month = values.month ?? '';
  const first = monthOf(PRODUCT_START_DATE);
  if (!isMonth(month)) return { month: RANGE_MESSAGES.month };
  if (month < first) return { month: RANGE_MESSAGES.monthBefore(first) };
  if (month > thisMonth) return { month: RANGE_MESSAGES.monthAfter(thisMonth) };
  return {};
}

/** The counts of the dialog; each but provided lessons (booked less rescheduled and no-shows) and no-shows has its list. */
const COUNTS: { kind: DetailKind | null; title: string; value(s: PerformanceSummary): number }[] = [
  { kind: 'newLearners', title: 'New Learners', value: (s) => s.new_assings },
  { kind: 'booked', title: 'Booked Lessons', value: (s) => s.lesson_bookings },
  { kind: null, title: 'Provided Lessons', value: (s) => s.provided_lessons },
  { kind: 'rescheduled', title: 'Rescheduled Lessons', value: (s) => s.rescheduled_bookings },
  { kind: 'cancelled', title: 'Cancelled Lessons', value: (s) => s.canceled_bookings },
  { kind: null, title: 'Learner No-shows', value: (s) => s.noshow_bookings },
  { kind: 'passed', title: 'Driving Tests Passed', value: (s) => s.test_outcomes.passed },
  { kind: 'failed', title: 'Driving Tests Failed', value: (s) => s.test_outcomes.failed },
];

function ReportDialog({ instructor, month, onClose }: { instructor: PerformanceInstructor; month: string; onClose(): void }) {
  const range = monthRange(month);
  const scope: DetailScope = { id: instructor.adi_id, start: range.s, end: range.e };
  const { data: summary } = performanceApi.usePerformanceSummaryQuery(scope);
  const [shown, setShown] = useState<DetailKind | null>(null);
  const shownTitle = COUNTS.find((c) => c.kind === shown)?.title;
  return (
    <ViewDialog
      open
      onClose={onClose}
      maxWidth={1100}
      title={`${instructorRef(instructor.adi_id)} ${fullName(instructor, { middle: true })}: ${monthLabel(month)}`}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {COUNTS.map((c) => (
            <Box
              key={c.title}
              borderWidth="1px"
              rounded="md"
              p="3"
              bg={shown !== null && shown === c.kind ? 'teal.50' : 'bg'}
              data-testid={`count-${c.title}`}
            >
              <Text fontSize="sm" color="fg.muted">
                {c.title}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold">
                {summary ? c.value(summary) : '…'}
              </Text>
              {c.kind ? (
                <Button size="xs" mt="2" variant="outline" aria-label={`More: ${c.title}`} onClick={() => setShown(c.kind)}>
                  More
                </Button>
              ) : (
                <Text fontSize="xs" color="fg.muted" mt="2">
                  Booked less rescheduled
                </Text>
              )}
            </Box>
          ))}
        </SimpleGrid>
        {shown && shownTitle ? (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {shownTitle}
            </Heading>
            <PerformanceDetail key={shown} kind={shown} scope={scope} label={shownTitle} />
          </Stack>
        ) : null}
      </Stack>
    </ViewDialog>
  );
}

function InstructorMonth({ instructor, onChange }: { instructor: PerformanceInstructor; onChange(): void }) {
  const [month, setMonth] = useState<string | null>(null);
  const thisMonth = monthOf(londonToday());
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="lg" fontWeight="semibold">
          {instructorRef(instructor.adi_id)} {fullName(instructor, { middle: true })}
        </Text>
        <Button variant="outline" onClick={onChange}>
          Choose another instructor
        </Button>
      </HStack>
      <Form<MonthValues>
        subscription={{ invalid: true }}
        validate={(values) => validateMonth(values, thisMonth)}
        onSubmit={(values) => setMonth(values.month!)}
        render={({ handleSubmit, invalid }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Month to report on">
            <SimpleGrid templateColumns={{ base: '1fr', md: '1fr auto' }} gap="4" alignItems="start" maxW="xl">
              <TextField
                type="month"
                name="month"
                label="Reporting Month"
                min={monthOf(PRODUCT_START_DATE)}
                max={thisMonth}
                required
              />
              <Button type="submit" colorPalette="teal" disabled={invalid} mt={{ md: '7' }}>
                View Report
              </Button>
            </SimpleGrid>
          </form>
        )}
      />
      {month ? <ReportDialog key={month} instructor={instructor} month={month} onClose={() => setMonth(null)} /> : null}
    </Stack>
  );
}

/** The approved instructors, one page at a time from the server. */
function InstructorTable({ onChoose }: { onChoose(i: PerformanceInstructor): void }) {
  const { query, setQuery } = useTableQuery<PerformanceInstructorSort>({ sort: 'adi_id' });
  const { data, isFetching } = performanceApi.usePerformanceInstructorsQuery(query);
  return (
    <SearchableTable
      label="Instructors"
      columns={INSTRUCTOR_COLUMNS}
      server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
      getRowId={(i) => i.adi_id}
      searchHint="Search by ID, Name, Mobile, E-mail, County or Licence Numbers"
      onRowClick={onChoose}
      rowLabel={(i) => `${instructorRef(i.adi_id)} ${fullName(i, { middle: true })}`}
    />
  );
}

/**
 * Instructor Performance Report (document 2 §2.10): choose an instructor from the list, a
 * reporting month (its first to its last day), and see the month's counts, each with its list.
 */
export function InstructorPerformanceReportPage() {
  const [chosen, setChosen] = useState<PerformanceInstructor | null>(null);
  return (
    <ScreenLayout title="Instructor Performance Report">
      {chosen ? (
        <InstructorMonth key={chosen.adi_id} instructor={chosen} onChange={() => setChosen(null)} />
      ) : (
        <>
          <Text>Please select an instructor</Text>
          <InstructorTable onChoose={setChosen} />
        </>
      )}
    </ScreenLayout>
  );
}
