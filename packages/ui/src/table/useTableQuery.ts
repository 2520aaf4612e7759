import { useState } from 'react';
import type { PageRequest } from '@dss/contract';

/**
 * The page a server-paged table asks for: search text, sort, direction, page and page size,
 * named as the list actions' paging fields, so it is passed to the list query as it is.
 */
export function useTableQuery<K extends string>(initial: { sort: K; dir?: 'asc' | 'desc'; pagesize?: number }) {
  const [query, setQuery] = useState<PageRequest<K>>({
    search: '',
    sort: initial.sort,
    dir: initial.dir ?? 'asc',
    page: 0,
    pagesize: initial.pagesize ?? 10,
  });
  return { query, setQuery };
}
