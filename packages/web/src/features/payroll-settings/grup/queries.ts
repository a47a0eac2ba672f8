import type { MeResponse } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The signed-in user's id (the admin shell's query): nobody picks or edits their own pay. */
export function useMyId(): number | undefined {
  return useQuery({ queryKey: ['auth', 'me'], queryFn: () => api.get<MeResponse>('/auth/me'), staleTime: 60_000 }).data?.id;
}

/** Locations or job titles for a filter (reference lists every admin-area user may read). */
export function useOptions(path: '/lokasi' | '/jabatan') {
  return useQuery({
    queryKey: [path.slice(1), 'options'],
    queryFn: () =>
      api.get<{ items: { id: number; nama: string }[] }>(path, { query: { page: 1, size: 200 } }).then((p) => p.items),
  });
}
