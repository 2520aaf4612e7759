import { useState } from 'react';
import type { PendingFeedback } from '@dss/contract';
import { bookingRef, formatDateTime, ScreenLayout, SearchableTable, type TableColumn, useTableQuery } from '@dss/ui';

import { RecordFeedbackDialog } from './RecordFeedbackDialog';
import {
  INSTRUCTOR_FEEDBACK,
  LEARNER_FEEDBACK,
  lessonInstructor,
  lessonLearner,
  type FeedbackVariant,
  type PendingSort,
} from './variants';

const COLUMNS: TableColumn<PendingFeedback, PendingSort>[] = [
  { key: 'booking_id', header: 'Booking', render: (l) => bookingRef(l.booking_id), sort: 'booking_id' },
  { key: 'lesson_time', header: 'Lesson Date & Time', render: (l) => formatDateTime(l.lesson_time), sort: 'lesson_time' },
  { key: 'learner', header: 'Learner', render: lessonLearner, sort: 'learner' },
  { key: 'instructor', header: 'Instructor', render: lessonInstructor, sort: 'instructor' },
];

/**
 * Completed lessons awaiting this feedback, searched, sorted and paged by the server, newest
 * lesson first; a row opens the feedback dialog. Saved feedback takes its lesson off the list.
 */
function RecordFeedbackScreen({ variant }: { variant: FeedbackVariant }) {
  const { query, setQuery } = useTableQuery<PendingSort>({ sort: 'lesson_time', dir: 'desc' });
  const { data, isFetching } = variant.usePending(query);
  const [open, setOpen] = useState<PendingFeedback | null>(null);
  return (
    <ScreenLayout wide title={variant.recordTitle}>
      <SearchableTable
        label="Lessons awaiting feedback"
        columns={COLUMNS}
        getRowId={(l) => l.booking_id}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        searchHint="Search by booking, learner or instructor ID (B12, L5, A3) or name"
        onRowClick={(l) => setOpen(l)}
        rowLabel={(l) => `${bookingRef(l.booking_id)} ${lessonLearner(l)} with ${lessonInstructor(l)}`}
      />
      {open ? <RecordFeedbackDialog key={open.booking_id} variant={variant} lesson={open} onClose={() => setOpen(null)} /> : null}
    </ScreenLayout>
  );
}

/** Record Learner Feedbacks (document 2 §2.6): learners about their instructor. */
export function RecordLearnerFeedbacksPage() {
  return <RecordFeedbackScreen variant={LEARNER_FEEDBACK} />;
}

/** Record Instructors Feedbacks About Learners (document 2 §2.6). */
export function RecordInstructorFeedbacksPage() {
  return <RecordFeedbackScreen variant={INSTRUCTOR_FEEDBACK} />;
}
