import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../lib/api';
import { Button } from './Button';
import { firstPage, type PageState, Paginator } from './DataTable';
import { EmptyState, ErrorState, Loading, StatusBadge } from './feedback';
import { MobileHeader } from './PageHeader';

/**
 * The employee's own requests of one type (GET `/${resource}`), newest first and paged, with the button that
 * files a new one; each card shows `heading` beside the status and `children(item)` below, and opens `${to}/{id}`.
 */
export function OwnRequestList<T extends { id: number; status: string }>({
  resource,
  queryKey,
  title,
  to,
  addTo,
  addLabel,
  canAdd = true,
  empty,
  listLabel,
  heading,
  children,
}: {
  resource: string;
  queryKey: string;
  title: string;
  to: string;
  addTo: string;
  addLabel: string;
  /** False hides the button (the employee may not file this type). */
  canAdd?: boolean;
  empty: string;
  listLabel: string;
  heading: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [queryKey, 'list', paging.page, paging.rows],
    queryFn: () => api.get<{ items: T[]; total: number }>(`/${resource}`, { query: { page: paging.page, size: paging.rows } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title={title} back="/menu" />
      <div className="space-y-3 p-4">
        {canAdd && (
          <Button className="w-full" onClick={() => navigate(addTo)}>
            {addLabel}
          </Button>
        )}
        {isPending && <Loading />}
        {isError && <ErrorState onRetry={() => refetch()} />}
        {data && data.items.length === 0 && <EmptyState>{empty}</EmptyState>}
        {data && data.items.length > 0 && (
          <>
            <ul className="space-y-2" aria-label={listLabel}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`${to}/${item.id}`}
                    className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-slate-900">{heading(item)}</p>
                      <span className="shrink-0">
                        <StatusBadge status={item.status} />
                      </span>
                    </div>
                    {children(item)}
                  </Link>
                </li>
              ))}
            </ul>
            <Paginator state={paging} total={data.total} onChange={setPaging} />
          </>
        )}
      </div>
    </div>
  );
}
