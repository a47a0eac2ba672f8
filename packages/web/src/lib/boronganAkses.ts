import type { BoronganAkses } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * Whether the signed-in employee may enter harian/borongan work (their employee type, as HR set it): the menu and
 * the list show the entry only then. Unknown while loading or on failure: not shown.
 */
export function useBoronganAkses(): boolean {
  const { data } = useQuery({
    queryKey: ['borongan', 'akses'],
    queryFn: () => api.get<BoronganAkses>('/borongan/akses', { silent: true }),
    retry: false,
  });
  return data?.boleh_input === true;
}
