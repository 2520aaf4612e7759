import { useState } from 'react';
import { SearchableTable, useTableQuery } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { InstructorInfoDialog } from '../info/InstructorInfoDialog';
import { InstructorScreen } from '../shared';
import {
  INSTRUCTOR_COLUMNS,
  INSTRUCTOR_SEARCH_HINT,
  instructorRowLabel,
  type InstructorSort,
} from '../tables/instructor-columns';

/** View/Edit Active Driving Instructors (document 2 §2.2): approved instructors not deleted, paged by the server. */
export function ViewEditInstructorsPage() {
  const { query, setQuery } = useTableQuery<InstructorSort>({ sort: 'adi_id' });
  const { data, isLoading, isFetching } = instructorsApi.useInstructorsActiveQuery(query);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <InstructorScreen title="View/Edit Active Driving Instructors">
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
    </InstructorScreen>
  );
}
