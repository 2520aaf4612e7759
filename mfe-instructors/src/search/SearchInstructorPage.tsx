import { useState } from 'react';
import { INSTRUCTOR_STATE_LABELS, TEACHING_GEAR_OPTIONS } from '@dss/contract';
import { Form, FormSpy, ScreenLayout, SelectField, SimpleGrid, TextField, useTableQuery } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { InstructorProfileDialog } from '../info/InstructorInfoDialog';

import { ACCOUNT_STATUS_COLUMN, INSTRUCTOR_COLUMNS, type InstructorSort } from '../tables/instructor-columns';
import { InstructorTable } from '../tables/InstructorTable';

const COLUMNS = [...INSTRUCTOR_COLUMNS, ACCOUNT_STATUS_COLUMN];
const STATE_OPTIONS = Object.entries(INSTRUCTOR_STATE_LABELS).map(([value, label]) => ({ value, label }));
const OUTER_POSTCODE = /^([A-Z]{1,2}[0-9][0-9A-Z]?)?$/;
const POSTCODE_HINT = 'Outer postcode only, for example E7.';

interface Filters {
  accstate?: string;
  gear?: '' | 'automatic' | 'manual' | 'both';
  pc?: string;
}

/** The filters as the search action takes them; an unfinished postcode does not narrow the list. */
export function searchFilters(values: Filters) {
  const pc = (values.pc ?? '').trim().toUpperCase();
  return { accstate: values.accstate ?? '', gear: values.gear ?? '', pc: OUTER_POSTCODE.test(pc) ? pc : '' };
}

/**
 * Advance Instructor Search (document 2 §2.4): every instructor, with their account status;
 * narrowed by account status, gear and covered outer postcode; a row opens the read-only profile.
 */
export function SearchInstructorPage() {
  const { query, setQuery } = useTableQuery<InstructorSort>({ sort: 'adi_id' });
  const [filters, setFilters] = useState(searchFilters({}));
  const { data, isLoading, isFetching } = instructorsApi.useInstructorsSearchQuery({ ...query, ...filters });
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <ScreenLayout title="Advance Instructor Search">
      <Form<Filters>
        subscription={{}}
        onSubmit={() => undefined}
        validate={(v) => (OUTER_POSTCODE.test((v.pc ?? '').trim().toUpperCase()) ? {} : { pc: POSTCODE_HINT })}
        render={() => (
          <form aria-label="Search filters" onSubmit={(e) => e.preventDefault()}>
            <FormSpy<Filters>
              subscription={{ values: true }}
              onChange={({ values }) => {
                const next = searchFilters(values);
                if (next.accstate === filters.accstate && next.gear === filters.gear && next.pc === filters.pc) return;
                setFilters(next);
                setQuery({ ...query, page: 0 });
              }}
            />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <SelectField name="accstate" label="Account Status" placeholder="All" options={STATE_OPTIONS} />
              <SelectField name="gear" label="Gear Type" placeholder="All" options={TEACHING_GEAR_OPTIONS} />
              <TextField name="pc" label="Covering Postcode" placeholder="E7" maxLength={4} helperText={POSTCODE_HINT} />
            </SimpleGrid>
          </form>
        )}
      />
      <InstructorTable
        label="Driving instructors"
        columns={COLUMNS}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        loading={isLoading}
        onRowClick={(a) => setSelected(a.adi_id)}
      />
      {selected !== null ? <InstructorProfileDialog key={selected} id={selected} onClose={() => setSelected(null)} /> : null}
    </ScreenLayout>
  );
}
