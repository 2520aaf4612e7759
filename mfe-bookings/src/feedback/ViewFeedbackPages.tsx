import { useState } from 'react';
import { ScreenLayout, SearchableTable, type TableColumn, useTableQuery } from '@dss/ui';

import { FeedbackDrillDown } from './FeedbackDrillDown';
import { FeedbackNotice } from './FeedbackNotice';
import { personColumns } from './ratingColumns';
import {
  INSTRUCTOR_FEEDBACK,
  LEARNER_FEEDBACK,
  ratedId,
  ratedName,
  type FeedbackVariant,
  type RatedPerson,
  type RatingSort,
} from './variants';

/** Everyone rated in this direction with their average rating and total reviews; a row drills down. */
function ViewFeedbackScreen({ variant }: { variant: FeedbackVariant }) {
  const { query, setQuery } = useTableQuery<RatingSort>({ sort: 'name' });
  const { data, isFetching } = variant.useSummary(query);
  const [open, setOpen] = useState<number | null>(null);
  const columns: TableColumn<RatedPerson, RatingSort>[] = [
    ...personColumns(variant.subject),
    { key: 'total_feedbacks', header: 'Total Reviews', sort: 'total_feedbacks', align: 'end' },
  ];
  return (
    <ScreenLayout wide title={variant.viewTitle}>
      {variant.notice ? <FeedbackNotice text={variant.notice} /> : null}
      <SearchableTable
        label={`${variant.subject} ratings`}
        columns={columns}
        getRowId={ratedId}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        searchHint="Search by ID or Name"
        onRowClick={(p) => setOpen(ratedId(p))}
        rowLabel={ratedName}
      />
      {open !== null ? <FeedbackDrillDown key={open} variant={variant} id={open} onClose={() => setOpen(null)} /> : null}
    </ScreenLayout>
  );
}

/** View Learner Feedback (document 2 §2.6): instructors as their learners rate them. */
export function ViewLearnerFeedbackPage() {
  return <ViewFeedbackScreen variant={LEARNER_FEEDBACK} />;
}

/** View Instructor Feedbacks (document 2 §2.6): learners as their instructors rate them; internal use only. */
export function ViewInstructorFeedbackPage() {
  return <ViewFeedbackScreen variant={INSTRUCTOR_FEEDBACK} />;
}
