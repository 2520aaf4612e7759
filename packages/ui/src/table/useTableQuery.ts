import { useState } from 'react';
import type { PageRequest } from '@dss/contract';
import { DEFAULT_PAGE_SIZE } from './table-props';

/**
 * The page a server-paged table opens on: no search, the given sort and direction (ascending
 * unless given), the first page, and the page size (the kit's default unless given). A screen that fetches that
 * page before it is drawn (lazyScreen's `firstData`) asks for this same page, so the table finds
 * it already loaded.
 */
export function firstTablePage<K extends string>(initial: { sort: K; dir?: 'asc' | 'desc'; pagesize?: number }): PageRequest<K> {
  return { search: '', sort: initial.sort, dir: initial.dir ?? 'asc', page: 0, pagesize: initial.pagesize ?? DEFAULT_PAGE_SIZE };
}

/**
 * The page a server-paged table asks for: search text, sort, direction, page and page size,
 * named as the list actions' paging fields, so it is passed to the list query as it is.
 */
export function useTableQuery<K extends string>(initial: { sort: K; dir?: 'asc' | 'desc'; pagesize?: number }) {
  const [query, setQuery] = useState<PageRequest<K>>(() => firstTablePage(initial));
  return { query, setQuery };
}
