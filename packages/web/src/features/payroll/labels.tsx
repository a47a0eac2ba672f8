import { LABEL_STATUS_PENGGAJIAN, type StatusPenggajian } from '@hadir/contract';

export function StatusRun({ status }: { status: StatusPenggajian }) {
  const color = status === 'final' ? 'bg-green-100 text-green-800' : 'bg-yellow-100 text-yellow-800';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${color}`}>{LABEL_STATUS_PENGGAJIAN[status]}</span>;
}
