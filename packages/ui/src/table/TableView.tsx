import {
  Box,
  chakra,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Table,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { PageRequest } from '@dss/contract';
import {
  DEFAULT_PAGE_SIZE,
  NO_DATA_TEXT,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  type SearchableTableProps,
  type TableColumn,
} from './table-props';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { searchTerms, rowMatches } from './search';
import { SidewaysScrollArea } from './SidewaysScrollArea';

// Without a render function a cell shows the row's own field of the same key.
function fieldText<T>(row: T, key: string): string {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a column's key is a field of the row; TableColumn names it as text, not as a key of T
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function cellContent<T, K extends string>(row: T, column: TableColumn<T, K>): ReactNode {
  return column.render ? column.render(row) : fieldText(row, column.key);
}

function searchText<T, K extends string>(row: T, column: TableColumn<T, K>): string {
  if (column.searchValue) return column.searchValue(row);
  const content = cellContent(row, column);
  return typeof content === 'string' || typeof content === 'number' ? String(content) : fieldText(row, column.key);
}

/** `query` without the position its page was found from (Next and Previous add their own). */
function withoutPosition<K extends string>(query: PageRequest<K>): PageRequest<K> {
  return { ...query, after: undefined, before: undefined };
}

function ariaSort(direction: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
}

// The parts' own looks beyond the recipe's, written once on the table for its plain elements.
const SORT_BUTTON_CLASS = 'dss-sort';
const EMPTY_CELL_CLASS = 'dss-empty';
const PARTS_CSS: SystemStyleObject = {
  '& thead tr': { bg: 'bg.muted' },
  [`& .${SORT_BUTTON_CLASS}`]: { fontWeight: 'inherit', display: 'inline-flex', gap: '1' },
  [`& .${EMPTY_CELL_CLASS}`]: { textAlign: 'center', py: '4', color: 'fg.muted' },
};
const CLICKABLE_PARTS_CSS: SystemStyleObject = {
  ...PARTS_CSS,
  '& tbody tr': {
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  },
};

/** A column's alignment as the cell's own style (over the recipe's start), or none. */
function alignment(align: TableColumn<unknown, string>['align']): CSSProperties | undefined {
  return align ? { textAlign: align } : undefined;
}

/** The table itself (TanStack Table underneath), loaded with the first table a screen shows. */
export default function TableView<T, K extends string = string>(props: SearchableTableProps<T, K>) {
  const {
    columns,
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
    server,
  } = props;
  const [typed, setTyped] = useState(server?.query.search ?? '');
  const [localQuery, setLocalQuery] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [sorting, setSorting] = useState<SortingState>([]);
  const sizeSelectId = useId();

  // The server is asked once typing pauses; a new search starts at the first page.
  useEffect(() => {
    if (!server || typed === server.query.search) return;
    const timer = setTimeout(
      () => server.onQueryChange({ ...withoutPosition(server.query), search: typed, page: 0 }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, server]);

  const index = useMemo(
    () =>
      (props.rows ?? []).map((row) => ({
        row,
        text: columns
          .map((column) => searchText(row, column))
          .join('\n')
          .toLowerCase(),
      })),
    [props.rows, columns],
  );
  const matching = useMemo(() => {
    if (server) return server.page?.rows ?? [];
    const terms = searchTerms(localQuery);
    return index.filter((entry) => rowMatches(entry.text, terms)).map((entry) => entry.row);
  }, [index, localQuery, server]);

  const tableColumns = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.header,
        accessorFn: (row: T) => searchText(row, column),
        cell: (info) => cellContent(info.row.original, column),
        enableSorting: Boolean(column.sort),
        meta: column,
      })),
    [columns],
  );

  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- meta holds the kit's column (tableColumns sets it); TanStack types meta as its own ColumnMeta
  const kitColumn = (def: ColumnDef<T>) => def.meta as TableColumn<T, K>;

  const size = server ? server.query.pagesize : pagination.pageSize;
  const total = server ? (server.page?.total ?? 0) : matching.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  // The page is clamped rather than reset so a reload of the same list keeps the place.
  const currentPage = Math.min(server ? server.query.page : pagination.pageIndex, pageCount - 1);
  const serverSorting: SortingState = server
    ? columns
        .filter((c) => c.sort === server.query.sort)
        .map((c) => ({ id: c.key, desc: server.query.dir === 'desc' }))
        .slice(0, 1)
    : [];

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands back fresh functions each render, so the compiler leaves this component unmemoised
  const table = useReactTable<T>({
    data: matching,
    columns: tableColumns,
    getRowId: (row) => String(getRowId(row)),
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? {
          manualPagination: true,
          manualSorting: true,
          rowCount: total,
          state: { sorting: serverSorting, pagination: { pageIndex: currentPage, pageSize: size } },
          onSortingChange: (updater) => {
            const next = typeof updater === 'function' ? updater(serverSorting) : updater;
            const column = columns.find((c) => c.key === next[0]?.id);
            const sortKey = column && typeof column.sort === 'string' ? column.sort : undefined;
            if (sortKey)
              server.onQueryChange({
                ...withoutPosition(server.query),
                sort: sortKey,
                dir: next[0]?.desc ? 'desc' : 'asc',
                page: 0,
              });
          },
        }
      : {
          getSortedRowModel: getSortedRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
          autoResetPageIndex: false,
          state: { sorting, pagination: { pageIndex: currentPage, pageSize: size } },
          onSortingChange: setSorting,
          onPaginationChange: setPagination,
        }),
  });

  const visible = table.getRowModel().rows;
  const first = currentPage * size;
  const range = total === 0 ? '0 of 0' : `${first + 1}–${first + visible.length} of ${total}`;
  const sizes = [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b);

  // Next and Previous go on from the shown page's last or first row (keyset paging), so a page far
  // down a long list comes as fast as the first; back on the first page no position is needed.
  const goTo = (page: number) => {
    if (!server) return setPagination((p) => ({ ...p, pageIndex: page }));
    const keys = server.page?.keys;
    const position = page === 0 || !keys ? {} : page > currentPage ? { after: keys.last } : { before: keys.first };
    server.onQueryChange({ ...withoutPosition(server.query), page, ...position });
  };
  const resize = (next: number) => {
    if (server) server.onQueryChange({ ...withoutPosition(server.query), pagesize: next, page: 0 });
    else setPagination({ pageIndex: 0, pageSize: next });
  };

  const selectOnKey = (event: KeyboardEvent, row: T) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(row);
  };
  const busy = loading || Boolean(server?.fetching && !server.page);

  return (
    <Box>
      {searchable ? (
        <Field.Root mb="3" maxW="md">
          <Field.Label>Search</Field.Label>
          <Input
            type="search"
            value={server ? typed : localQuery}
            placeholder={searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              if (server) setTyped(event.target.value);
              else {
                setLocalQuery(event.target.value);
                setPagination((p) => ({ ...p, pageIndex: 0 }));
              }
            }}
          />
          {searchHint ? <Field.HelperText>{searchHint}</Field.HelperText> : null}
        </Field.Root>
      ) : null}

      <SidewaysScrollArea label={label} borderWidth="1px" rounded="md" bg="bg">
        {/* native: the recipe styles the table's parts from the root, so the rows and cells are
            plain elements and a page of rows draws no styled component per cell (the table is on
            nearly every screen's first draw). */}
        <Table.Root
          native
          size="sm"
          aria-label={label}
          aria-busy={busy || Boolean(server?.fetching)}
          interactive={Boolean(onRowClick)}
          css={onRowClick ? CLICKABLE_PARTS_CSS : PARTS_CSS}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = kitColumn(header.column.columnDef);
                  const direction = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" style={alignment(column.align)} aria-sort={ariaSort(direction)}>
                      {header.column.getCanSort() ? (
                        <button type="button" className={SORT_BUTTON_CLASS} onClick={header.column.getToggleSortingHandler()}>
                          {column.header}
                          <span aria-hidden>{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {busy ? (
              <tr>
                <td colSpan={columns.length}>
                  <HStack justify="center" py="4" color="fg.muted">
                    <Spinner size="sm" aria-hidden />
                    <Text>Loading…</Text>
                  </HStack>
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={EMPTY_CELL_CLASS}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr
                  key={row.id}
                  {...(onRowClick
                    ? {
                        tabIndex: 0,
                        'aria-label': rowLabel?.(row.original),
                        onClick: () => onRowClick(row.original),
                        onKeyDown: (event: KeyboardEvent) => selectOnKey(event, row.original),
                      }
                    : {})}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} style={alignment(kitColumn(cell.column.columnDef).align)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table.Root>
      </SidewaysScrollArea>

      <Flex mt="3" align="center" justify="flex-end" gap="4" wrap="wrap" fontSize="sm">
        <HStack gap="2">
          <chakra.label htmlFor={sizeSelectId} color="fg.muted">
            Rows per page
          </chakra.label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field id={sizeSelectId} value={size} onChange={(event) => resize(Number(event.target.value))}>
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
            onClick={() => goTo(currentPage - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next page"
            size="sm"
            variant="ghost"
            disabled={currentPage >= pageCount - 1}
            onClick={() => goTo(currentPage + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      </Flex>
    </Box>
  );
}
