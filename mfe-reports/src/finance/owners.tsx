import { SCHOOL_OWNER } from '@dss/contract';
import { useId } from 'react';
import { chakra, Field, instructorRef, type SelectOption } from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { fullName } from '../shared';

/** What the 'whole school' choice reads in the record views and exports. */
export const WHOLE_SCHOOL_LABEL = 'Whole school';
/** The picker's choice for the school's own income and expenses (no instructor). */
export const SCHOOL_OWN_LABEL = 'Driving school (no instructor)';

/**
 * The active instructors as choices ('A7 - Mr Oliver Whitfield'), by name: the largest page the
 * list answers (100), which holds a school's active instructors.
 */
export function useInstructorOptions(): SelectOption[] {
  const { data } = financeApi.useFinanceActiveInstructorsQuery({ search: '', sort: 'name', dir: 'asc', page: 0, pagesize: 100 });
  return (data?.rows ?? []).map((i) => ({ value: String(i.adi_id), label: `${instructorRef(i.adi_id)} - ${fullName(i)}` }));
}

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
  const instructors = useInstructorOptions();
  const id = useId();
  return (
    <Field.Root maxW="sm">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <chakra.select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        borderWidth="1px"
        rounded="l2"
        h="10"
        px="3"
        w="full"
        bg="bg"
      >
        <option value={SCHOOL_OWNER}>{WHOLE_SCHOOL_LABEL}</option>
        {instructors.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </Field.Root>
  );
}
