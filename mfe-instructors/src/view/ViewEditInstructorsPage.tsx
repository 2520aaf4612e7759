import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ScreenLayout, SearchableTable, useTableQuery } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { InstructorInfoDialog } from '../info/InstructorInfoDialog';

import { DocumentExpiries, EXPIRY_STATUSES, type ExpiryStatus } from '../expiries/DocumentExpiries';
import {
  INSTRUCTOR_COLUMNS,
  INSTRUCTOR_SEARCH_HINT,
  instructorRowLabel,
  type InstructorSort,
} from '../tables/instructor-columns';

/**
 * View/Edit Active Driving Instructors (document 2 §2.2): approved instructors not deleted, paged
 * by the server. Reached from the bell's expiry entries (`?expiry=expired|due`), it first lists
 * the documents expired or due.
 */
export function ViewEditInstructorsPage() {
  const { query, setQuery } = useTableQuery<InstructorSort>({ sort: 'adi_id' });
  const { data, isLoading, isFetching } = instructorsApi.useInstructorsActiveQuery(query);
  const [selected, setSelected] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const expiry = params.get('expiry');
  const status = EXPIRY_STATUSES.find((s) => s.value === expiry)?.value;
  return (
    <ScreenLayout title="View/Edit Active Driving Instructors">
      {expiry !== null ? (
        <DocumentExpiries
          status={status ?? ''}
          onStatusChange={(next: ExpiryStatus) => setParams({ expiry: next }, { replace: true })}
          onOpen={setSelected}
        />
      ) : null}
      <SearchableTable
        label="Active driving instructors"
        columns={INSTRUCTOR_COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        getRowId={(a) => a.adi_id}
        searchHint={INSTRUCTOR_SEARCH_HINT}
        loading={isLoading}
        onRowClick={(a) => setSelected(a.adi_id)}
        rowLabel={instructorRowLabel}
      />
      {selected !== null ? <InstructorInfoDialog key={selected} id={selected} onClose={() => setSelected(null)} /> : null}
    </ScreenLayout>
  );
}
