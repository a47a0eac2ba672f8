import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api } from '../../lib/api';
import { firstPage, type PageState } from '../../ui/DataTable';

export type ReportParams = Record<string, string | number | undefined>;

/**
 * One report screen's data: idle until `run` (Proses), then loading, then rows or empty. `run` and a new
 * rows-per-page start again at page 1; the paginator's page (the event page + 1) refetches that page.
 * A failed load says `failure` whatever the cause (spec section 8), or only logs it when `logOnly`.
 */
export function useReport<P extends { items: unknown[]; total: number }>(
  path: string,
  failure: string,
  { logOnly = false }: { logOnly?: boolean } = {},
) {
  const navigate = useNavigate();
  // `run` counts the presses of Proses, so that pressing it again reloads the same filters.
  const [params, setParams] = useState<{ values: ReportParams; run: number } | null>(null);
  const [page, setPage] = useState<PageState>(firstPage());
  const query = useQuery({
    queryKey: ['laporan', path, params, page.page, page.rows],
    queryFn: () => api.get<P>(path, { query: { ...params?.values, page: page.page, size: page.rows }, silent: true }),
    enabled: params !== null,
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    const err = query.error;
    if (!err) return;
    if (err instanceof ApiError && err.status === 401) navigate('/login');
    else if (logOnly) console.error(failure, err);
    else toast.error(failure);
  }, [query.error, failure, logOnly, navigate]);

  const run = useCallback((values: ReportParams) => {
    setParams((p) => ({ values, run: (p?.run ?? 0) + 1 }));
    setPage((p) => firstPage(p.rows));
  }, []);
  return { query, params: params?.values ?? null, run, page, setPage, loading: query.isFetching };
}
