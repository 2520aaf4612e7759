import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '@dss/api';
import {
  ADMIN_HOME,
  BOOKING_STATUS_LABELS,
  CREDIT_STATUS_LABELS,
  labelOf,
  LEARNER_TEXTS,
  type CreditLearner,
  type ForfeitedCreditRow,
  type LearnerSort,
  type UnusedCreditRow,
  type UsedCreditRow,
  USER_HOME,
  fullName,
} from '@dss/contract';
import {
  bookingRef,
  Box,
  Button,
  DataList,
  Field,
  Flex,
  formatDate,
  formatDateTime,
  formatGBP,
  formatMobile,
  Heading,
  HStack,
  Input,
  learnerRef,
  paymentRef,
  ScreenLayout,
  SearchableTable,
  SimpleGrid,
  Stack,
  type TableColumn,
  Text,
  useTableQuery,
  ViewDialog,
} from '@dss/ui';
import { learnersApi } from '../api/learners-api';
import { mobileColumn } from '../manage/learner-columns';
import { PaidPaymentsTable } from '../payment-void/PaidPaymentsTable';

/** The learners found, one page at a time from the server, sortable by these keys. */
const LEARNER_COLUMNS: TableColumn<CreditLearner, LearnerSort>[] = [
  { key: 'student_id', header: 'Learner ID', render: (l) => learnerRef(l.student_id), sort: 'student_id' },
  { key: 'name', header: 'Name', render: (l) => fullName(l), sort: 'name' },
  mobileColumn<CreditLearner, LearnerSort>('mobile'),
  { key: 'email', header: 'E-mail', sort: 'email' },
  { key: 'pickup_pc', header: 'Pickup PC', sort: 'pickup_pc' },
  { key: 'created', header: 'Joined', render: (l) => formatDate(l.created), sort: 'created' },
  { key: 'credit_balance', header: 'Credit Balance', render: (l) => String(l.credit_balance), align: 'end' },
];

const USED: TableColumn<UsedCreditRow>[] = [
  { key: 'booking_id', header: 'Booking ID', render: (r) => bookingRef(r.booking_id) },
  { key: 'booking_starts', header: 'Lesson', render: (r) => formatDateTime(r.booking_starts) },
  { key: 'booking_status', header: 'Status', render: (r) => labelOf(BOOKING_STATUS_LABELS, r.booking_status) },
  { key: 'booking_adi', header: 'Instructor' },
  { key: 'booking_added', header: 'Booked On', render: (r) => formatDate(r.booking_added) },
  { key: 'booking_by', header: 'Booked By' },
];
const FORFEITED: TableColumn<ForfeitedCreditRow>[] = [
  { key: 'cred_id', header: 'Credit ID', render: (r) => String(r.cred_id) },
  { key: 'pay_id', header: 'Payment ID', render: (r) => paymentRef(r.pay_id) },
  { key: 'cred_status', header: 'Status', render: (r) => labelOf(CREDIT_STATUS_LABELS, r.cred_status) },
  { key: 'cred_foreited_on', header: 'Forfeited On', render: (r) => formatDate(r.cred_foreited_on) },
  { key: 'forfeited_by', header: 'Forfeited By' },
];
const UNUSED: TableColumn<UnusedCreditRow>[] = [
  { key: 'cred_id', header: 'Credit ID', render: (r) => String(r.cred_id) },
  { key: 'cred_status', header: 'Status', render: (r) => labelOf(CREDIT_STATUS_LABELS, r.cred_status) },
  { key: 'cred_amount', header: 'Value', render: (r) => formatGBP(r.cred_amount) },
  { key: 'cred_exp', header: 'Expires', render: (r) => formatDate(r.cred_exp) },
  { key: 'payment_id', header: 'Payment ID', render: (r) => paymentRef(r.payment_id) },
  { key: 'payment_added', header: 'Paid On', render: (r) => formatDate(r.payment_added) },
];

type Kind = 'paid' | 'used' | 'booked' | 'forfeited' | 'unused';

function Detail({ kind, id }: { kind: Kind; id: string }) {
  const arg = { id };
  const used = learnersApi.useLearnersUsedCreditsQuery(arg, { skip: kind !== 'used' });
  const booked = learnersApi.useLearnersBookedCreditsQuery(arg, { skip: kind !== 'booked' });
  const forfeited = learnersApi.useLearnersForfeitedCreditsQuery(arg, { skip: kind !== 'forfeited' });
  const unused = learnersApi.useLearnersUnusedCreditsQuery(arg, { skip: kind !== 'unused' });
  const common = { searchable: false, pageSize: 5, emptyText: LEARNER_TEXTS.noInformation } as const;
  switch (kind) {
    case 'paid':
      return <PaidPaymentsTable learnerId={id} />;
    case 'used':
      return (
        <SearchableTable
          label="Used Credits"
          columns={USED}
          rows={used.data ?? []}
          getRowId={(r) => r.booking_id}
          loading={used.isLoading}
          {...common}
        />
      );
    case 'booked':
      return (
        <SearchableTable
          label="Booked Credits"
          columns={USED}
          rows={booked.data ?? []}
          getRowId={(r) => r.booking_id}
          loading={booked.isLoading}
          {...common}
        />
      );
    case 'forfeited':
      return (
        <SearchableTable
          label="Forfeited Credits"
          columns={FORFEITED}
          rows={forfeited.data ?? []}
          getRowId={(r) => r.cred_id}
          loading={forfeited.isLoading}
          {...common}
        />
      );
    case 'unused':
      return (
        <SearchableTable
          label="Unused Credits"
          columns={UNUSED}
          rows={unused.data ?? []}
          getRowId={(r) => r.cred_id}
          loading={unused.isLoading}
          {...common}
        />
      );
  }
}

function CreditDialog({ learner, onClose }: { learner: CreditLearner; onClose(): void }) {
  const id = String(learner.student_id);
  const { data: summary } = learnersApi.useLearnersCreditSummaryQuery({ id });
  const [shown, setShown] = useState<Kind | null>(null);
  const sections: { kind: Kind; title: string; count: number | undefined }[] = [
    { kind: 'paid', title: 'Total Paid Credits', count: summary?.total_cred },
    { kind: 'used', title: 'Used Credits', count: summary?.used_cred },
    { kind: 'booked', title: 'Booked Credits', count: summary?.booked_cred },
    { kind: 'forfeited', title: 'Forfeited Credits', count: summary?.wasted_cred },
    { kind: 'unused', title: 'Unused Credits', count: summary?.unused_cred },
  ];
  return (
    <ViewDialog open onClose={onClose} maxWidth={960} title={`${learnerRef(learner.student_id)} - ${fullName(learner)}`}>
      <Stack gap="5">
        <DataList.Root orientation="horizontal" size="sm">
          {[
            ['Mobile', formatMobile(learner.mobile)],
            ['E-mail', learner.email],
            ['Postcode', learner.address.postcode],
            ['Pickup Postcode', learner.pickup_pc],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          {sections.map((s) => (
            <Box
              key={s.kind}
              borderWidth="1px"
              rounded="md"
              p="3"
              bg={shown === s.kind ? 'teal.50' : 'bg'}
              data-testid={`credits-${s.kind}`}
            >
              <Text fontSize="sm" color="fg.muted">
                {s.title}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold">
                {s.count ?? '…'}
              </Text>
              <Button size="xs" mt="2" variant="outline" aria-label={`More: ${s.title}`} onClick={() => setShown(s.kind)}>
                More
              </Button>
            </Box>
          ))}
        </SimpleGrid>
        {shown ? (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {sections.find((s) => s.kind === shown)!.title}
            </Heading>
            <Detail kind={shown} id={id} />
          </Stack>
        ) : null}
      </Stack>
    </ViewDialog>
  );
}

/** Learners' Payments Data (document 2 §2.9). */
export function LearnerPaymentDataPage() {
  // Administrators come here from Admin home to void a payment; their breadcrumb leads back there.
  const home = useSelector(selectUser)?.isAdmin === true ? ADMIN_HOME : USER_HOME;
  const [typed, setTyped] = useState('');
  // The table's page and order; the keyword form above it is the search (newest learner first).
  const { query, setQuery } = useTableQuery<LearnerSort>({ sort: 'student_id', dir: 'desc' });
  const [searched, setSearched] = useState(false);
  const { search: keyword, ...paging } = query;
  const { data, isFetching } = learnersApi.useLearnersPaymentSearchQuery({ keyword, ...paging }, { skip: !searched });
  const [selected, setSelected] = useState<CreditLearner | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, search: typed.trim(), page: 0 });
    setSearched(true);
  };
  return (
    <ScreenLayout title="Learners' Payments Data" home={{ label: 'Dashboard', to: home }}>
      <form onSubmit={search} role="search" aria-label="Learner search">
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Field.Root maxW="md">
            <Field.Label>Keyword</Field.Label>
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              maxLength={60}
              placeholder="ID, name, e-mail or mobile"
            />
            <Field.HelperText>Search by ID, Name, E-mail or Mobile Numbers</Field.HelperText>
          </Field.Root>
          <HStack pb="6">
            <Button type="submit" colorPalette="teal" loading={isFetching}>
              Search
            </Button>
          </HStack>
        </Flex>
      </form>
      {searched ? (
        <SearchableTable
          label="Learners"
          columns={LEARNER_COLUMNS}
          server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
          getRowId={(l) => l.student_id}
          searchable={false}
          emptyText={LEARNER_TEXTS.noInformation}
          onRowClick={(l) => setSelected(l)}
          rowLabel={(l) => `${learnerRef(l.student_id)} ${fullName(l)}`}
        />
      ) : null}
      {selected ? <CreditDialog key={selected.student_id} learner={selected} onClose={() => setSelected(null)} /> : null}
    </ScreenLayout>
  );
}
