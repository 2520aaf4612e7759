import { Suspense } from 'react';
import type { SearchableTableProps } from './table-props';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { preloadable } from '../layout/preloadable';

export {
  DEFAULT_PAGE_SIZE,
  NO_DATA_TEXT,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  type SearchableTableProps,
  type ServerPaging,
  type TableColumn,
} from './table-props';

const TableView = preloadable<SearchableTableProps<unknown, string>>(() => import('./TableView').then((m) => m.default));

/** Starts loading the table's code ahead of the first table a screen draws (lazyScreen does). */
export function preloadTableView(): void {
  // A failure is left to the table's own draw, which loads again.
  TableView.preload().catch(() => undefined);
}

/**
 * The table of nearly every list in the suite (TanStack Table underneath): keyword search that
 * matches every typed word in any column, sortable headers, and paging. A small list is searched
 * and paged here; a list that grows with the school is paged, sorted and searched by the server
 * (`server`), the table asking for one page at a time and showing the total.
 */
export function SearchableTable<T, K extends string = string>(props: SearchableTableProps<T, K>) {
  // TanStack Table loads with the first table a screen shows, not with the sign-in page.
  return (
    <Suspense
      fallback={
        <HStack role="status" justify="center" py="4" color="fg.muted">
          <Spinner size="sm" aria-hidden />
          <Text>Loading {props.label}…</Text>
        </HStack>
      }
    >
      {/* eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the loaded table takes rows of any type; its generic cannot pass through preloadable */}
      <TableView {...(props as SearchableTableProps<unknown, string>)} />
    </Suspense>
  );
}
