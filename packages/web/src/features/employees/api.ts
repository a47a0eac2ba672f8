import type { MeResponse, PicRef, Role } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Options of a master-data select; the settings lists answer { items: [{ id, nama, ... }], total }. */
export interface Option {
  id: number;
  nama: string;
}
interface Page<T> {
  items: T[];
  total: number;
}

const master = (path: string) => () => api.get<Page<Option>>(path, { query: { page: 1, size: 200 } }).then((p) => p.items);

export const useJabatanOptions = () => useQuery({ queryKey: ['jabatan', 'options'], queryFn: master('/jabatan') });
export const useLokasiOptions = () => useQuery({ queryKey: ['lokasi', 'options'], queryFn: master('/lokasi') });
export const useJadwalOptions = () => useQuery({ queryKey: ['jadwal-kerja', 'options'], queryFn: master('/jadwal-kerja') });
export const useGrupGajiOptions = () => useQuery({ queryKey: ['grup-gaji', 'options'], queryFn: master('/grup-gaji') });
export const useRoles = () =>
  useQuery({ queryKey: ['roles'], queryFn: () => api.get<Page<Role>>('/roles').then((p) => p.items), staleTime: 300_000 });

/** The signed-in user's id and admin sections (shared with the admin shell's query). */
export const useMe = () =>
  useQuery({ queryKey: ['auth', 'me'], queryFn: () => api.get<MeResponse>('/auth/me'), staleTime: 60_000 });

/** A PIC candidate: the job title comes with the candidates of an existing employee only. */
export type PicCandidate = PicRef & { jabatan?: string | null };

/** People who may be PIC: of an existing employee (everyone active but them), or anyone active when adding. */
export function usePicCandidates(userId: number | undefined, search: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['users', 'pic-candidates', userId ?? 'new', search],
    queryFn: () =>
      api.get<Page<PicCandidate>>(userId ? `/users/posible-pic/${userId}` : '/users/find-user', {
        query: { page: 1, size: 10, search },
      }),
    placeholderData: (prev) => prev,
  });
}
