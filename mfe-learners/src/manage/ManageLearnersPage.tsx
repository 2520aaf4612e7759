import { Suspense, useEffect, useState } from 'react';
import { type LearnerListed, type LearnerSort, fullName } from '@dss/contract';
import { firstTablePage, learnerRef, preloadable, ScreenLayout, SearchableTable, useTableQuery } from '@dss/ui';
import { learnersApi } from '../api/learners-api';
import { LEARNER_COLUMNS, LEARNER_SEARCH_HINT } from './learner-columns';

/** Loaded once the first rows are shown, so a row opens at once (LearnerDialog.tsx says why apart). */
const LearnerDialog = preloadable(() => import('./LearnerDialog').then((m) => m.LearnerDialog));

/** The page View/Edit Learners opens on: the newest learners first. */
const FIRST_PAGE = firstTablePage<LearnerSort>({ sort: 'student_id', dir: 'desc' });

/** The request for that page, made while the screen is still loading (a hard load of its address). */
export const firstLearnersPage = () => learnersApi.endpoints.learnersList.initiate(FIRST_PAGE, { subscribe: false });

/** View/Edit Learners (document 1 §2). */
export function ManageLearnersPage() {
  const { query, setQuery } = useTableQuery(FIRST_PAGE);
  const { data, isLoading, isFetching } = learnersApi.useLearnersListQuery(query);
  const [picked, setPicked] = useState<LearnerListed | null>(null);
  // The row as the page shows it now, so a save that refetches the page refreshes the dialog.
  const selected = picked ? (data?.rows.find((l) => l.student_id === picked.student_id) ?? picked) : null;
  const shown = data !== undefined;
  useEffect(() => {
    if (!shown) return undefined;
    // A failed load is left to the row's click, which loads it again.
    const timer = window.setTimeout(() => void LearnerDialog.preload().catch(() => undefined));
    return () => window.clearTimeout(timer);
  }, [shown]);
  return (
    <ScreenLayout title="View/Edit Learners">
      <SearchableTable
        label="Learners"
        columns={LEARNER_COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        getRowId={(l) => l.student_id}
        searchHint={LEARNER_SEARCH_HINT}
        loading={isLoading}
        onRowClick={(l) => setPicked(l)}
        rowLabel={(l) => `${learnerRef(l.student_id)} ${fullName(l)}`}
      />
      <Suspense fallback={null}>
        {selected ? <LearnerDialog key={selected.student_id} learner={selected} onClose={() => setPicked(null)} /> : null}
      </Suspense>
    </ScreenLayout>
  );
}
