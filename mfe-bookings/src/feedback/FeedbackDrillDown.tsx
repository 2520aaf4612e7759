import { useEffect, useRef, useState } from 'react';
import type { FeedbackDetailRow } from '@dss/contract';
import {
  bookingRef,
  formatDateTime,
  Heading,
  SearchableTable,
  SimpleGrid,
  Spinner,
  Stack,
  Stat,
  type TableColumn,
  Text,
  useTableQuery,
  ViewDialog,
} from '@dss/ui';
import { FeedbackNotice } from './FeedbackNotice';
import { AverageRating, GivenRating, RATING_LABELS } from './RatingFaces';
import { personColumns } from './ratingColumns';
import { ratedId, ratedName, type FeedbackVariant, type RatedPerson, type RatedSummary, type RatingSort } from './variants';

const DETAIL_COLUMNS: TableColumn<FeedbackDetailRow>[] = [
  { key: 'booking_id', header: 'Booking', render: (d) => bookingRef(d.booking_id), sort: true },
  { key: 'booking_started', header: 'Lesson Date & Time', render: (d) => formatDateTime(d.booking_started) },
  { key: 'question_text', header: 'Question', sort: true },
  {
    key: 'feedback_rating',
    header: 'Rating',
    render: (d) => <GivenRating rating={d.feedback_rating} />,
    searchValue: (d) => RATING_LABELS[d.feedback_rating] ?? '',
    sort: true,
  },
];

/** Three rows a lesson, so a page of fifteen holds five whole lessons. */
const DETAIL_PAGE_SIZE = 15;

function Summary({ variant, summary }: { variant: FeedbackVariant; summary: RatedSummary }) {
  const counted = 'total_learners' in summary ? summary.total_learners : summary.total_instructors;
  const tiles = [
    { label: variant.subject, value: ratedName(summary) },
    { label: 'Total Feedbacks', value: summary.total_feedbacks },
    {
      label: 'Average Rating',
      value: <AverageRating average={summary.average} face={summary.round_average} count={summary.total_feedbacks} />,
    },
    { label: `Total ${variant.counterpart}s`, value: counted },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3" role="group" aria-label="Summary">
      {tiles.map((t) => (
        <Stat.Root key={t.label} borderWidth="1px" rounded="md" p="3">
          <Stat.Label>{t.label}</Stat.Label>
          <Stat.ValueText fontSize="md">{t.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** Who rated (or was rated by) the subject, each with their average and how much they answered. */
function Counterparts({ variant, id, onChoose }: { variant: FeedbackVariant; id: number; onChoose(p: RatedPerson): void }) {
  const { query, setQuery } = useTableQuery<RatingSort>({ sort: 'name', pagesize: 5 });
  const { data, isFetching } = variant.useCounterparts({ id, ...query });
  const columns: TableColumn<RatedPerson, RatingSort>[] = [
    ...personColumns(variant.counterpart),
    { key: 'total_feedbacks', header: 'Feedbacks', sort: 'total_feedbacks', align: 'end' },
    { key: 'ratings', header: 'Total Answered', align: 'end' },
  ];
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {variant.counterpart}s
      </Heading>
      <SearchableTable
        label={`${variant.counterpart}s`}
        columns={columns}
        getRowId={ratedId}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        onRowClick={onChoose}
        rowLabel={ratedName}
      />
    </Stack>
  );
}

/** Every rated question between the subject and one counterpart, newest lesson first. */
function Details({ variant, subjectId, counterpart }: { variant: FeedbackVariant; subjectId: number; counterpart: RatedPerson }) {
  const { data = [], isFetching } = variant.useDetails(variant.pair(subjectId, ratedId(counterpart)));
  return (
    <SearchableTable
      label="Ratings per question"
      columns={DETAIL_COLUMNS}
      rows={data}
      getRowId={(d) => `${d.booking_id}-${d.question_text}`}
      pageSize={DETAIL_PAGE_SIZE}
      loading={isFetching}
    />
  );
}

/**
 * The drill-down of one rated person (document 2 §2.6): a summary (who, total feedbacks, average
 * rating, how many rated them), the people on the other side with their averages and answers, and,
 * for the one chosen there, the ratings per question.
 */
export function FeedbackDrillDown({ variant, id, onClose }: { variant: FeedbackVariant; id: number; onClose(): void }) {
  const subject = variant.useSubject({ id });
  const [chosen, setChosen] = useState<RatedPerson | null>(null);
  const ratings = useRef<HTMLDivElement>(null);
  // The ratings open below the list, out of sight in a short window: bring them into view.
  useEffect(() => {
    if (chosen) ratings.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [chosen]);
  return (
    <ViewDialog open onClose={onClose} maxWidth={960} title={subject.data ? ratedName(subject.data) : variant.viewTitle}>
      <Stack gap="5">
        {variant.notice ? <FeedbackNotice text={variant.notice} /> : null}
        {subject.data ? <Summary variant={variant} summary={subject.data} /> : null}
        {!subject.data && subject.isFetching ? <Spinner size="sm" aria-label="Loading" /> : null}
        <Counterparts variant={variant} id={id} onChoose={setChosen} />
        <Stack gap="2" ref={ratings}>
          <Heading as="h3" size="sm">
            Ratings per question{chosen ? `: ${ratedName(chosen)}` : ''}
          </Heading>
          {chosen ? (
            <Details key={ratedId(chosen)} variant={variant} subjectId={id} counterpart={chosen} />
          ) : (
            <Text color="fg.muted">Click a row above to see the ratings per question.</Text>
          )}
        </Stack>
      </Stack>
    </ViewDialog>
  );
}
