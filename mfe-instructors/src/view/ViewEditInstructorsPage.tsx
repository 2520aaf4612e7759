import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ScreenLayout, useTableQuery } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { InstructorInfoDialog } from '../info/InstructorInfoDialog';

import { DocumentExpiries, EXPIRY_STATUSES, type ExpiryStatus } from '../expiries/DocumentExpiries';
import { INSTRUCTOR_COLUMNS, type InstructorSort } from '../tables/instructor-columns';
import { InstructorTable } from '../tables/InstructorTable';

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
      <InstructorTable
        label="Active driving instructors"
        columns={INSTRUCTOR_COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        loading={isLoading}
        onRowClick={(a) => setSelected(a.adi_id)}
      />
      {selected !== null ? <InstructorInfoDialog key={selected} id={selected} onClose={() => setSelected(null)} /> : null}
    </ScreenLayout>
  );
}
