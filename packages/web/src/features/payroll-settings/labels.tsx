import { type KomponenGaji, LABEL_CARA_HITUNG, LABEL_JENIS, LABEL_SUMBER_OTOMATIS } from '@hadir/contract';

export const LIST_KOMPONEN = '/admin/pengaturan/gaji/komponen-gaji';
export const LIST_GRUP = '/admin/pengaturan/gaji/grup-gaji';

export const yaTidak = (v: boolean) => (v ? 'Ya' : 'Tidak');

/** 'Otomatis oleh sistem: BPJS JHT' or the plain way of computing. */
export const caraHitungText = (k: Pick<KomponenGaji, 'cara_hitung' | 'sumber_otomatis'>) =>
  k.sumber_otomatis
    ? `${LABEL_CARA_HITUNG.otomatis}: ${LABEL_SUMBER_OTOMATIS[k.sumber_otomatis]}`
    : LABEL_CARA_HITUNG[k.cara_hitung];

export function JenisBadge({ jenis }: { jenis: KomponenGaji['jenis'] }) {
  const style = jenis === 'pendapatan' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800';
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>{LABEL_JENIS[jenis]}</span>;
}

export function AktifBadge({ aktif }: { aktif: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${aktif ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
    >
      {aktif ? 'Aktif' : 'Nonaktif'}
    </span>
  );
}
