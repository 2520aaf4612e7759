import { SCHOOL_OWNER, SEARCH_MAX, fullName } from '@dss/contract';
import { useMemo } from 'react';
import { Box, instructorRef, SearchSelect, type SearchOptions } from '@dss/ui';
import { financeApi } from '../api/finance-api';

/** What the 'whole school' choice reads in the record views and exports. */
export const WHOLE_SCHOOL_LABEL = 'Whole school';
/** The picker's choice for the school's own income and expenses (no instructor). */
export const SCHOOL_OWN_LABEL = 'Driving school (no instructor)';
/** What an instructor picker's list says when nothing matches what was typed. */
export const NO_MATCHING_INSTRUCTORS = 'No matching instructors';
/** Matches offered at a time: enough to scan, few enough to type more when the one wanted is missing. */
export const INSTRUCTOR_MATCHES = 25;

/**
 * The active instructors matching `search` (an id like A7, or part of a name, e-mail or mobile)
 * as choices ('A7 - Mr Oliver Whitfield'), by name, first page only: the server searches them, so
 * a school of any size can reach every instructor.
 */
export function useInstructorSearch(search: string): SearchOptions {
  const { currentData, isFetching } = financeApi.useFinanceActiveInstructorsQuery({
    search: search.slice(0, SEARCH_MAX),
    sort: 'name',
    dir: 'asc',
    page: 0,
    pagesize: INSTRUCTOR_MATCHES,
  });
  const options = useMemo(
    () =>
      (currentData?.rows ?? []).map((i) => ({ value: String(i.adi_id), label: `${instructorRef(i.adi_id)} - ${fullName(i)}` })),
    [currentData],
  );
  return { options, fetching: isFetching };
}

const WHOLE_SCHOOL = [{ value: SCHOOL_OWNER, label: WHOLE_SCHOOL_LABEL }];

/**
 * Whose records a view shows: the whole school (every instructor's and the school's own) or one
 * instructor. `school` is the wire's value for the whole school.
 */
export function OwnerSelect({
  value,
  onChange,
  label = 'View records for',
}: {
  value: string;
  onChange(value: string): void;
  label?: string;
}) {
  return (
    <Box maxW="sm" w="full">
      <SearchSelect
        label={label}
        value={value}
        onChange={onChange}
        fixedOptions={WHOLE_SCHOOL}
        useOptions={useInstructorSearch}
        emptyText={NO_MATCHING_INSTRUCTORS}
        placeholder="Type a name or ID"
      />
    </Box>
  );
}
