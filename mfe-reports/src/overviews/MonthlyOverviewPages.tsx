import { useState } from 'react';
import { OVERVIEW_KINDS, OVERVIEW_TEXTS, type OverviewLearnerRow, fullName } from '@dss/contract';
import { formatDate, formatMobile, learnerRef, ScreenLayout, SearchableTable, type TableColumn, useTableQuery } from '@dss/ui';
import { overviewsApi } from '../api/finance-api';
import { ActiveInstructorTable } from '../payments/ActiveInstructorTable';

import { OverviewDialog } from './OverviewDialog';

type SortKey = 'student_id' | 'name' | 'mobile' | 'email' | 'pickup_pc' | 'created';

const LEARNER_COLUMNS: TableColumn<OverviewLearnerRow, SortKey>[] = [
  { key: 'student_id', header: 'Learner ID', render: (l) => learnerRef(l.student_id), sort: 'student_id' },
  { key: 'name', header: 'Name', render: (l) => fullName(l), sort: 'name' },
  { key: 'mobile', header: 'Mobile', render: (l) => formatMobile(l.mobile), sort: 'mobile' },
  { key: 'email', header: 'E-mail', sort: 'email' },
  { key: 'pickup_pc', header: 'Pickup Postcode', sort: 'pickup_pc' },
  { key: 'created', header: 'Date Joined', render: (l) => formatDate(l.created), sort: 'created' },
];

/**
 * Learners' Monthly Overview (document 3 §2): every learner, paged by the server, newest first
 * with View/Edit Learners' search hint, as the clerk knows that list; a row opens the overview modal.
 */
export function LearnerMonthlyOverviewPage() {
  const { query, setQuery } = useTableQuery<SortKey>({ sort: 'student_id', dir: 'desc' });
  const { data, isFetching } = overviewsApi.useOverviewsLearnersQuery(query);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <ScreenLayout title="Learners' Monthly Overview">
      <SearchableTable
        label="Learners"
        searchHint={OVERVIEW_TEXTS.learnerSearchHint}
        columns={LEARNER_COLUMNS}
        getRowId={(l) => l.student_id}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        onRowClick={(l) => setChosen(l.student_id)}
        rowLabel={(l) => `${learnerRef(l.student_id)} ${fullName(l)}`}
      />
      {chosen !== null ? (
        <OverviewDialog key={chosen} kind={OVERVIEW_KINDS.learner} id={chosen} onClose={() => setChosen(null)} />
      ) : null}
    </ScreenLayout>
  );
}

/** Instructors' Monthly Overview (document 3 §2): active instructors, paged by the server; a row opens the overview modal. */
export function InstructorMonthlyOverviewPage() {
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <ScreenLayout title="Instructors' Monthly Overview">
      <ActiveInstructorTable onChoose={(i) => setChosen(i.adi_id)} />
      {chosen !== null ? (
        <OverviewDialog key={chosen} kind={OVERVIEW_KINDS.instructor} id={chosen} onClose={() => setChosen(null)} />
      ) : null}
    </ScreenLayout>
  );
}
