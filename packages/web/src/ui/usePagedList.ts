import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { firstPage, type PageState } from './DataTable';

const SEARCH_DEBOUNCE_MS = 300;

/** A paged, searchable admin list of `path` ({ items, total }); a new search or filter starts again at page 1. */
export function usePagedList<T>(key: string, path: string, filters: Record<string, string | number | undefined> = {}) {
  const [page, setPage] = useState<PageState>(firstPage());
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const filterKey = JSON.stringify(filters);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a changed search or filter only
  useEffect(() => setPage((p) => firstPage(p.rows)), [debounced, filterKey]);

  const query = useQuery({
    queryKey: [key, 'list', page.page, page.rows, debounced, filters],
    queryFn: () =>
      api.get<{ items: T[]; total: number }>(path, {
        query: { page: page.page, size: page.rows, search: debounced, ...filters },
      }),
    placeholderData: keepPreviousData,
  });
  return { query, page, setPage, search, setSearch };
}
