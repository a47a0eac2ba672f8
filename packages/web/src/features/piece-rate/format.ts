import { TIPE_PEKERJAAN_LABEL, type TipePekerjaan } from '@hadir/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local date `days` from today, yyyy-MM-dd (the form's bounds; the server checks the real ones). */
export function localDate(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 12,5 kg */
export const formatJumlah = (jumlah: number, satuan: string) =>
  `${jumlah.toLocaleString('id-ID', { maximumFractionDigits: 2 })} ${satuan}`;

export const tipeLabel = (tipe: TipePekerjaan) => TIPE_PEKERJAAN_LABEL[tipe];
