import { Box, chakra, Field, Flex, HStack, IconButton, Input, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { searchTerms, rowMatches } from './search';

export interface TableColumn<T> {
  /** Identifies the column; without `render` the cell shows `row[key]`. */
  key: string;
  header: string;
  /** Cell content. When it returns a string or number, that text is also what search sees. */
  render?(row: T): ReactNode;
  /** Text the keyword search looks at for this column; '' leaves the column out of search. */
  searchValue?(row: T): string;
  align?: 'start' | 'center' | 'end';
}

export interface SearchableTableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
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

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 15, 25];
export const NO_DATA_TEXT = 'No Data to display';

// Without a render function a cell shows the row's own field of the same key.
function fieldText<T>(row: T, key: string): string {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function cellContent<T>(row: T, column: TableColumn<T>): ReactNode {
  return column.render ? column.render(row) : fieldText(row, column.key);
}

function searchText<T>(row: T, column: TableColumn<T>): string {
  if (column.searchValue) return column.searchValue(row);
  const content = cellContent(row, column);
  return typeof content === 'string' || typeof content === 'number' ? String(content) : fieldText(row, column.key);
}

/**
 * A table with client-side keyword search and paging, used for nearly every list in
 * the suite. Search matches every typed word, in any column, ignoring case.
 */
export function SearchableTable<T>({
  columns,
  rows,
  getRowId,
  label,
  searchable = true,
  searchPlaceholder = 'Search',
  searchHint,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onRowClick,
  rowLabel,
  emptyText = NO_DATA_TEXT,
  loading = false,
}: SearchableTableProps<T>) {
  const [query, setQuery] = useState('');
  const [size, setSize] = useState(pageSize);
  const [page, setPage] = useState(0);
  const sizeSelectId = useId();

  const index = useMemo(
    () =>
      rows.map((row) => ({
        row,
        text: columns
          .map((column) => searchText(row, column))
          .join('\n')
          .toLowerCase(),
      })),
    [rows, columns],
  );
  const matching = useMemo(() => {
    const terms = searchTerms(query);
    return index.filter((entry) => rowMatches(entry.text, terms)).map((entry) => entry.row);
  }, [index, query]);

  // The page is clamped rather than reset so a reload of the same list keeps the place.
  const pageCount = Math.max(1, Math.ceil(matching.length / size));
  const currentPage = Math.min(page, pageCount - 1);
  const first = currentPage * size;
  const visible = matching.slice(first, first + size);
  const range = matching.length === 0 ? '0 of 0' : `${first + 1}–${first + visible.length} of ${matching.length}`;
  const sizes = [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b);

  const selectOnKey = (event: KeyboardEvent, row: T) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(row);
  };

  return (
    <Box>
      {searchable ? (
        <Field.Root mb="3" maxW="md">
          <Field.Label>Search</Field.Label>
          <Input
            type="search"
            value={query}
            placeholder={searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(0);
            }}
          />
          {searchHint ? <Field.HelperText>{searchHint}</Field.HelperText> : null}
        </Field.Root>
      ) : null}

      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" aria-label={label} aria-busy={loading} interactive={Boolean(onRowClick)}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} scope="col" textAlign={column.align}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loading ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  <HStack justify="center" py="4" color="fg.muted">
                    <Spinner size="sm" aria-hidden />
                    <Text>Loading…</Text>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="4" color="fg.muted">
                  {emptyText}
                </Table.Cell>
              </Table.Row>
            ) : (
              visible.map((row) => (
                <Table.Row
                  key={getRowId(row)}
                  {...(onRowClick
                    ? {
                        tabIndex: 0,
                        cursor: 'pointer',
                        'aria-label': rowLabel?.(row),
                        onClick: () => onRowClick(row),
                        onKeyDown: (event: KeyboardEvent) => selectOnKey(event, row),
                        _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
                      }
                    : {})}
                >
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align}>
                      {cellContent(row, column)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Flex mt="3" align="center" justify="flex-end" gap="4" wrap="wrap" fontSize="sm">
        <HStack gap="2">
          <chakra.label htmlFor={sizeSelectId} color="fg.muted">
            Rows per page
          </chakra.label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field
              id={sizeSelectId}
              value={size}
              onChange={(event) => {
                setSize(Number(event.target.value));
                setPage(0);
              }}
            >
              {sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Text aria-live="polite" minW="24" textAlign="center">
          {range}
        </Text>
        <HStack gap="1">
          <IconButton
            aria-label="Previous page"
            size="sm"
            variant="ghost"
            disabled={currentPage === 0}
            onClick={() => setPage(currentPage - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next page"
            size="sm"
            variant="ghost"
            disabled={currentPage >= pageCount - 1}
            onClick={() => setPage(currentPage + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      </Flex>
    </Box>
  );
}
