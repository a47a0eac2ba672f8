import { STATUS_PEMBAYARAN } from '@hadir/contract';

/** 'Dibayar' green, 'Belum Dibayar' amber; nothing before approval. */
export function PaymentBadge({ status }: { status: string | null }) {
  if (!status) return null;
  const color = status === STATUS_PEMBAYARAN.dibayar ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800';
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${color}`}>{status}</span>;
}
