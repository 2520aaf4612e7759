import type { ReactNode } from 'react';
import type { Page, PageRequest } from '@dss/contract';

export interface TableColumn<T, K extends string = string> {
  /** Identifies the column; without `render` the cell shows `row[key]`. */
  key: string;
  header: string;
  /** Cell content. When it returns a string or number, that text is also what search sees. */
  render?(row: T): ReactNode;
  /** Text the keyword search looks at for this column; '' leaves the column out of search. */
  searchValue?(row: T): string;
  align?: 'start' | 'center' | 'end';
  /** Sortable by its header: by its text when the table holds its rows, or by the list action's sort key when paged on the server. */
  sort?: true | K;
}

/** A table paged, sorted and searched by the server: the page it shows and the query it asks with. */
export interface ServerPaging<T, K extends string> {
  page: Page<T> | undefined;
  query: PageRequest<K>;
  onQueryChange(query: PageRequest<K>): void;
  fetching?: boolean;
}

interface CommonProps<T, K extends string> {
  columns: readonly TableColumn<T, K>[];
  getRowId(row: T): string | number;
  /** Accessible name of the table, e.g. 'Learners'. */
  label: string;
  /** Hide the keyword search for small tables. Default true. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Shown under the search box, e.g. 'Search by ID, Name, E-mail or Mobile Numbers'. */
  searchHint?: string;
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Makes rows selectable by click, Enter or Space. */
  onRowClick?(row: T): void;
  /** Accessible name of a selectable row; defaults to the row's cell text. */
  rowLabel?(row: T): string;
  emptyText?: string;
  loading?: boolean;
}

/** Either the whole (small) list, searched and paged here, or one page from the server. */
export type SearchableTableProps<T, K extends string = string> = CommonProps<T, K> &
  ({ rows: readonly T[]; server?: undefined } | { server: ServerPaging<T, K>; rows?: undefined });

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 15, 25];
export const NO_DATA_TEXT = 'No Data to display';
/** How long the search box waits for typing to pause before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
