import type { LemburPreview } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Times {
  tanggal?: string;
  jam_mulai?: string;
  jam_selesai?: string;
}

/**
 * GET /lembur/preview for the times being typed, once they settle: the hours, the pay tiers and why the
 * server would refuse them. Refusals of the preview itself (no schedule, date out of range) come back as
 * `error` text instead of a toast on every keystroke.
 */
export function useOvertimePreview(times: Times) {
  const [settled, setSettled] = useState(times);
  const key = `${times.tanggal}|${times.jam_mulai}|${times.jam_selesai}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the three fields
  useEffect(() => {
    const timer = setTimeout(() => setSettled(times), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const { tanggal = '', jam_mulai = '', jam_selesai = '' } = settled;
  const ready = DATE.test(tanggal) && TIME.test(jam_mulai) && TIME.test(jam_selesai) && jam_mulai !== jam_selesai;
  const query = useQuery({
    queryKey: ['lembur', 'preview', tanggal, jam_mulai, jam_selesai],
    queryFn: () => api.get<LemburPreview>('/lembur/preview', { query: { tanggal, jam_mulai, jam_selesai }, silent: true }),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const error = query.error instanceof ApiError ? query.error.message : query.error ? 'Perhitungan tidak dapat dimuat.' : null;
  return { preview: ready ? query.data : undefined, error: ready ? error : null, loading: ready && query.isFetching };
}
