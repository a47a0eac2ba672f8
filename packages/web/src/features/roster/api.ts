import type { RosterGrid, RosterHasil, RosterPolaRequest, RosterSalinRequest, RosterSel, Shift } from '@hadir/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query';

export const ROSTER = '/admin/roster';
export const PAGE_SIZE = 50;

export interface RosterFilter {
  bulan: string;
  search?: string;
  lokasi_id?: number;
  jabatan_id?: number;
}

export const useRosterGrid = (f: RosterFilter, page: number) =>
  useQuery({
    queryKey: ['roster', 'grid', f, page],
    queryFn: () => api.get<RosterGrid>('/roster', { query: { ...f, page, size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useShifts = () =>
  useQuery({ queryKey: ['shift'], queryFn: () => api.get<{ items: Shift[] }>('/shift').then((r) => r.items) });

interface Option {
  id: number;
  nama: string;
}
const options = (path: string) => () =>
  api.get<{ items: Option[]; total: number }>(path, { query: { page: 1, size: 200 } }).then((p) => p.items);
export const useLokasiOptions = () => useQuery({ queryKey: ['lokasi', 'options'], queryFn: options('/lokasi') });
export const useJabatanOptions = () => useQuery({ queryKey: ['jabatan', 'options'], queryFn: options('/jabatan') });

/** A roster write (cells, pattern, copy): toasts the server's summary and reloads the grid. */
function useRosterWrite<T>(send: (body: T) => Promise<RosterHasil>, onDone?: () => void) {
  return useMutation({
    mutationFn: send,
    onSuccess: async (res) => {
      toast.success(res.message);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: ['roster'] });
    },
  });
}

export const useSimpanSel = (onDone: () => void) =>
  useRosterWrite((sel: RosterSel[]) => api.put<RosterHasil>('/roster', { sel }), onDone);
// The dialogs show the refusal themselves, beside their fields.
export const useIsiPola = (onDone: () => void) =>
  useRosterWrite((body: RosterPolaRequest) => api.post<RosterHasil>('/roster/pola', body, { silent: true }), onDone);
export const useSalin = (onDone: () => void) =>
  useRosterWrite((body: RosterSalinRequest) => api.post<RosterHasil>('/roster/salin', body, { silent: true }), onDone);

// ---- Months and dates (yyyy-MM, yyyy-MM-dd), on the company clock ----
export const bulanIni = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).slice(0, 7);

export function tambahBulan(bulan: string, n: number): string {
  const [y, m] = bulan.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

export function akhirBulan(bulan: string): string {
  const [y, m] = bulan.split('-').map(Number);
  return `${bulan}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

export function tambahHari(tanggal: string, n: number): string {
  return new Date(Date.parse(`${tanggal}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const HARI_PENDEK = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'];
/** 0 Sunday .. 6 Saturday. */
export const hariKe = (tanggal: string) => new Date(`${tanggal}T00:00:00Z`).getUTCDay();
export const hariPendek = (tanggal: string) => HARI_PENDEK[hariKe(tanggal)];
export const akhirPekan = (tanggal: string) => hariKe(tanggal) === 0 || hariKe(tanggal) === 6;
