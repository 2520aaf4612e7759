import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import {
  BOOKING_STATUS_LABELS,
  dashboardPath,
  diaryLink,
  LEARNER_ACCOUNT_STATES,
  LEARNER_TEXTS,
  labelOf,
  lessonOutcomeCounts,
  lessonOutcomeLine,
  type DrivingTestRow,
  type EyeTestRow,
  type LearnerAssignment,
  type LearnerBookingRow,
  type LearnerListed,
  type LearnerPaymentRow,
  type TheoryTestRow,
  fullName,
} from '@dss/contract';
import {
  Badge,
  bookingRef,
  Box,
  Card,
  DataList,
  Flex,
  formatDate,
  formatGBP,
  formatMobile,
  Heading,
  IconButton,
  instructorRef,
  learnerRef,
  Link,
  paymentRef,
  PersistentDialog,
  ScreenLayout,
  SearchableTable,
  SimpleGrid,
  Stack,
  type TableColumn,
  Text,
} from '@dss/ui';
import { learnersApi } from '../api/learners-api';
import { LearnerForm } from '../learner-form/LearnerForm';
import { learnerToForm } from '../learner-form/learner-values';
import { useSaveLearner } from '../learner-form/useSaveLearner';
import { paymentStatus } from '../payment-void/payment-status';

import { AssignmentChange } from './AssignmentChange';
import { AssignmentHistory } from './AssignmentHistory';
import { DepartureSection } from './DepartureSection';
import { editLearnerStateOf } from './edit-learner-state';
import { LearnerHistory } from './LearnerHistory';
import { LearnerMails } from './LearnerMails';
import { ProgressSection } from './ProgressSection';
import { StatTiles } from './StatTiles';
import { EyeTestForm, TheoryTestForm } from './TestForms';

const PAGE = { pageSize: 5, pageSizeOptions: [5] as const, searchable: false };
const TRAIL = [{ label: 'View/Edit Learners', to: dashboardPath('managelearners') }];

const BOOKING_COLUMNS: TableColumn<LearnerBookingRow>[] = [
  { key: 'id', header: 'Booking ID', render: (b) => bookingRef(b.id) },
  { key: 'date', header: 'Date', render: (b) => formatDate(b.date) },
  { key: 'start_time', header: 'Start' },
  { key: 'end_time', header: 'End' },
  { key: 'booked_on', header: 'Booked On', render: (b) => formatDate(b.booked_on) },
  { key: 'status', header: 'Status', render: (b) => labelOf(BOOKING_STATUS_LABELS, b.status) },
  {
    key: 'diary',
    header: 'Diary',
    searchValue: () => '',
    // The diary cancels a lesson or records its outcome (docs/decisions/cancellations-and-no-shows.md).
    render: (b) => (
      <RouterLink
        to={diaryLink({ adi: b.adi_id, date: b.date, booking: b.id })}
        aria-label={`Open ${bookingRef(b.id)} in the diary`}
      >
        Open
      </RouterLink>
    ),
  },
];
const PAYMENT_COLUMNS: TableColumn<LearnerPaymentRow>[] = [
  { key: 'id', header: 'Payment ID', render: (p) => paymentRef(p.id) },
  { key: 'credits', header: 'Credits', render: (p) => String(p.credits) },
  { key: 'price', header: 'Price', render: (p) => formatGBP(p.price) },
  { key: 'paid_on', header: 'Paid On', render: (p) => formatDate(p.paid_on) },
  { key: 'status', header: 'Status', render: (p) => paymentStatus(p) },
];
const THEORY_COLUMNS: TableColumn<TheoryTestRow>[] = [
  { key: 'test_date', header: 'Date of Test', render: (t) => formatDate(t.test_date) },
  { key: 'mcq_points', header: 'Multiple Choice', render: (t) => `${t.mcq_points}/50` },
  { key: 'hp_points', header: 'Hazard Perception', render: (t) => `${t.hp_points}/75` },
  { key: 'outcome_text', header: 'Outcome' },
];
const DRIVING_COLUMNS: TableColumn<DrivingTestRow>[] = [
  { key: 'test_date', header: 'Date of Test', render: (t) => formatDate(t.test_date) },
  { key: 'test_time', header: 'Time' },
  { key: 'adi_name', header: 'Instructor' },
  { key: 'outcome_text', header: 'Outcome' },
];
const EYE_COLUMNS: TableColumn<EyeTestRow>[] = [
  { key: 'tested_on', header: 'Tested On', render: (t) => formatDate(t.tested_on) },
  { key: 'adi_name', header: 'Tested By' },
  { key: 'outcome', header: 'Outcome' },
  { key: 'nextstep', header: 'Next Steps' },
];

/** The Learner Not Selected page (route MissingLearnerID). */
export function MissingLearnerId() {
  return (
    <ScreenLayout title="Learner Not Selected" trail={TRAIL}>
      <Box borderWidth="1px" rounded="md" p="6" bg="bg" role="alert">
        <Heading as="h2" size="md" mb="3">
          {LEARNER_TEXTS.missingLearner}
        </Heading>
        <Link asChild color="teal.700">
          <RouterLink to={dashboardPath('managelearners')}>Go to View/Edit Learners</RouterLink>
        </Link>
      </Box>
    </ScreenLayout>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden fill="currentColor">
      <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
    </svg>
  );
}

function LearnerPage({ learner, assignments }: { learner: LearnerListed; assignments: readonly LearnerAssignment[] }) {
  const id = { id: learner.student_id };
  const [editing, setEditing] = useState(false);
  const { updateLearner } = useSaveLearner();
  const bookings = learnersApi.useLearnersBookingHistoryQuery(id);
  const payments = learnersApi.useLearnersPaymentHistoryQuery(id);
  const credits = learnersApi.useLearnersCreditSummaryQuery(id);
  const theory = learnersApi.useLearnersTheoryTestsQuery(id);
  const driving = learnersApi.useLearnersDrivingTestsQuery(id);
  const eye = learnersApi.useLearnersEyeTestsQuery(id);
  const active = assignments.filter((a) => a.assign_status === 1);
  const state = LEARNER_ACCOUNT_STATES.find((s) => s.value === learner.accState)?.label ?? '';

  return (
    <ScreenLayout title="Edit/Update Learner" trail={TRAIL}>
      <SimpleGrid columns={{ base: 1, md: active.length === 1 ? 2 : 1 }} gap="4">
        <Card.Root size="sm" data-testid="learner-card">
          <Card.Header>
            <Flex justify="space-between" align="center">
              <Heading as="h2" size="lg">
                {/* the learner card names the learner in full (document 1 §2: title, names) */}
                {fullName(learner, { middle: true })}
              </Heading>
              <IconButton aria-label="Edit learner" variant="ghost" onClick={() => setEditing(true)}>
                <PencilIcon />
              </IconButton>
            </Flex>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal" size="sm">
              <Detail label="Learner ID">{learnerRef(learner.student_id)}</Detail>
              <Detail label="Mobile">{formatMobile(learner.mobile)}</Detail>
              <Detail label="E-mail">{learner.email}</Detail>
              <Detail label="Lessons Type">
                <Text textTransform="capitalize">{learner.lessons_type}</Text>
              </Detail>
              <Detail label="Created">{formatDate(learner.created)}</Detail>
              <Detail label="Account Status">
                <Badge>{state}</Badge>
              </Detail>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        {active.length === 1 ? (
          <Card.Root size="sm" data-testid="instructor-card">
            <Card.Header>
              <Heading as="h2" size="md">
                Active Driving Instructor
              </Heading>
            </Card.Header>
            <Card.Body>
              <DataList.Root orientation="horizontal" size="sm">
                <Detail label="ADI ID">{instructorRef(active[0]!.adi_id)}</Detail>
                <Detail label="Name">{`${active[0]!.adi_title} ${active[0]!.adi_fname} ${active[0]!.adi_lanme}`}</Detail>
                <Detail label="Assigned On">{formatDate(active[0]!.assign_on)}</Detail>
              </DataList.Root>
            </Card.Body>
            <Card.Footer>
              <AssignmentChange learner={learner} active={active[0]!} />
            </Card.Footer>
          </Card.Root>
        ) : null}
      </SimpleGrid>

      <StatTiles credits={credits.data} payments={payments.data ?? []} />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title="Bookings History">
          {bookings.data ? (
            <Text fontSize="sm" data-testid="lesson-outcomes">
              {lessonOutcomeLine(lessonOutcomeCounts(bookings.data))}
            </Text>
          ) : null}
          <SearchableTable
            label="Bookings History"
            columns={BOOKING_COLUMNS}
            rows={bookings.data ?? []}
            getRowId={(b) => b.id}
            loading={bookings.isLoading}
            {...PAGE}
          />
        </Panel>
        <Panel title="Payments History">
          <SearchableTable
            label="Payments History"
            columns={PAYMENT_COLUMNS}
            rows={payments.data ?? []}
            getRowId={(p) => p.id}
            loading={payments.isLoading}
            {...PAGE}
          />
        </Panel>
        <Panel title="Theory Test">
          <SearchableTable
            label="Theory Tests"
            columns={THEORY_COLUMNS}
            rows={theory.data ?? []}
            getRowId={(t) => t.id}
            loading={theory.isLoading}
            {...PAGE}
          />
          <TheoryTestForm learnerId={learner.student_id} />
        </Panel>
        <Panel title="Driving Test">
          <SearchableTable
            label="Driving Tests"
            columns={DRIVING_COLUMNS}
            rows={driving.data ?? []}
            getRowId={(t) => t.id}
            loading={driving.isLoading}
            {...PAGE}
          />
        </Panel>
        <Panel title="Eye Test">
          <SearchableTable
            label="Eye Tests"
            columns={EYE_COLUMNS}
            rows={eye.data ?? []}
            getRowId={(t) => t.id}
            loading={eye.isLoading}
            {...PAGE}
          />
          <EyeTestForm learnerId={learner.student_id} assignments={assignments} />
        </Panel>
        <Panel title="Assignment History">
          <AssignmentHistory assignments={assignments} />
        </Panel>
        <Panel title="Depart Info">
          <DepartureSection learnerId={learner.student_id} active={active[0]} />
        </Panel>
        <Panel title="E-mails">
          <LearnerMails learnerId={learner.student_id} />
        </Panel>
      </SimpleGrid>

      <Panel title="Progress">
        <ProgressSection learnerId={learner.student_id} />
      </Panel>

      <LearnerHistory learnerId={learner.student_id} />

      <PersistentDialog
        open={editing}
        onClose={() => setEditing(false)}
        maxWidth={960}
        title={`Edit ${learnerRef(learner.student_id)} - ${fullName(learner)}`}
      >
        <LearnerForm
          mode="edit"
          initialValues={learnerToForm(learner)}
          onSubmit={async (values) => {
            const { ok, errors } = await updateLearner(learner.student_id, values);
            if (ok) setEditing(false);
            return errors;
          }}
        />
      </PersistentDialog>
    </ScreenLayout>
  );
}

/**
 * Edit/Update Learner (route EditLearner): from View/Edit Learners with the route state info, id
 * and adi, or reloaded by editlearner/:id. Without a learner: the Learner Not Selected page.
 */
export function EditLearnerPage() {
  const location = useLocation();
  const params = useParams();
  const state = editLearnerStateOf(location.state);
  const idText =
    params.id && /^\d+$/.test(params.id.replace(/^L/i, ''))
      ? params.id.replace(/^L/i, '')
      : state.info
        ? String(state.info.student_id)
        : null;
  const skip = idText === null;
  const fresh = learnersApi.useLearnersOneQuery({ id: idText ?? '' }, { skip });
  // A learner's own assignments are few; the largest page holds them all.
  const assignments = learnersApi.useLearnersAssignmentsQuery({ id: idText ?? '', pagesize: '100', dir: 'desc' }, { skip });
  if (skip) return <MissingLearnerId />;
  const learner = fresh.data ?? state.info;
  if (!learner) {
    if (fresh.isError) return <MissingLearnerId />;
    return <Text p="6">Loading…</Text>;
  }
  return <LearnerPage learner={learner} assignments={assignments.data?.rows ?? state.adi ?? []} />;
}
