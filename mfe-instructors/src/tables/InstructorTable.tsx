import type { InstructorRow } from '@dss/contract';
import { SearchableTable, type ServerPaging, type TableColumn } from '@dss/ui';
import { INSTRUCTOR_SEARCH_HINT, instructorRowLabel } from './instructor-columns';

interface InstructorTableProps<K extends string> {
  label: string;
  columns: readonly TableColumn<InstructorRow, K>[];
  server: ServerPaging<InstructorRow, K>;
  loading: boolean;
  onRowClick(row: InstructorRow): void;
}

/** A server-paged list of instructors, searched by ID, name, e-mail or mobile, each row opened by a click. */
export function InstructorTable<K extends string>(props: InstructorTableProps<K>) {
  return (
    <SearchableTable getRowId={(a) => a.adi_id} searchHint={INSTRUCTOR_SEARCH_HINT} rowLabel={instructorRowLabel} {...props} />
  );
}
