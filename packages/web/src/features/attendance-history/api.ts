import type { HistoryAdminDetail, HistoryAdminPage, HistoryAdminQuery, HistoryDetail, HistoryPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** 'yyyy-MM' of the device's today. */
export function currentMonth(): string {
  return localDate(new Date()).slice(0, 7);
}

/** 'yyyy-MM-dd' of the device's today. */
export function today(): string {
  return localDate(new Date());
}

function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** First and last date of a 'yyyy-MM' month; the server leaves out the days that have not come yet. */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

export const useMyHistory = (month: string) =>
  useQuery({
    queryKey: ['attendance', 'riwayat', month],
    queryFn: () => {
      const { start, end } = monthRange(month);
      return api.get<HistoryPage>('/attendance/riwayat', { query: { 'start-date': start, 'end-date': end, page: 1, size: 31 } });
    },
    placeholderData: keepPreviousData,
    enabled: /^\d{4}-\d{2}$/.test(month),
  });

export const useMyHistoryDetail = (id: string | undefined) =>
  useQuery({
    queryKey: ['attendance', 'riwayat', 'detail', id],
    queryFn: () => api.get<HistoryDetail>(`/attendance/riwayat/${id}`),
  });

export const useAdminHistory = (query: HistoryAdminQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['attendance', 'admin', query],
    queryFn: () => api.get<HistoryAdminPage>('/attendance/admin', { query: query as Record<string, string | number> }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAdminHistoryDetail = (id: string | undefined) =>
  useQuery({
    queryKey: ['attendance', 'admin', 'detail', id],
    queryFn: () => api.get<HistoryAdminDetail>(`/attendance/admin/${id}`),
  });

/** Options of a master-data select (GET /lokasi, /jabatan answer { items: [{ id, nama }], total }). */
interface Option {
  id: number;
  nama: string;
}
const options = (path: string) => () =>
  api.get<{ items: Option[]; total: number }>(path, { query: { page: 1, size: 200 } }).then((p) => p.items);
export const useLokasiOptions = () => useQuery({ queryKey: ['lokasi', 'options'], queryFn: options('/lokasi') });
export const useJabatanOptions = () => useQuery({ queryKey: ['jabatan', 'options'], queryFn: options('/jabatan') });
