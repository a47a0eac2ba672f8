import { type JenisPenggajian, LABEL_JENIS_PENGGAJIAN, LABEL_STATUS_PENGGAJIAN, type StatusPenggajian } from '@hadir/contract';

export function JenisRun({ jenis }: { jenis: JenisPenggajian }) {
  const color = jenis === 'thr' ? 'bg-purple-100 text-purple-800' : 'bg-slate-100 text-slate-700';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${color}`}>{LABEL_JENIS_PENGGAJIAN[jenis]}</span>;
}

export function StatusRun({ status }: { status: StatusPenggajian }) {
  const color = status === 'final' ? 'bg-green-100 text-green-800' : 'bg-yellow-100 text-yellow-800';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${color}`}>{LABEL_STATUS_PENGGAJIAN[status]}</span>;
}
