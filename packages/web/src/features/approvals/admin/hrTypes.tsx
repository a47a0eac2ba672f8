import type { AbsenOfflineDetail, ApprovalDetail, DataPribadiDetail, RegistrasiWajahDetail } from '@hadir/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AbsenOfflineDetailView } from '../AbsenOfflineDetailView';
import { DataPribadiDetailView } from '../DataPribadiDetailView';
import { RegistrasiWajahDetailView } from '../RegistrasiWajahDetailView';

/** The request types only HR decides (issue 15): what their admin pages say and show. */
export const HR_TYPES = {
  'registrasi-wajah': {
    title: 'Registrasi Wajah',
    subtitle: 'Pendaftaran ulang wajah yang tidak cocok dengan wajah terdaftar. Wajah baru dipakai setelah disetujui.',
    ringkasan: 'Pengajuan',
    waktu: 'Diajukan',
    empty: 'Tidak ada registrasi wajah yang menunggu persetujuan.',
    loadError: 'Pengajuan registrasi wajah tidak dapat dimuat.',
    view: (d: ApprovalDetail['detail']): ReactNode => <RegistrasiWajahDetailView detail={d as RegistrasiWajahDetail} />,
  },
  'absen-offline': {
    title: 'Absen Offline',
    subtitle: 'Absen offline yang dikirim jauh setelah diambil. Absen ini baru dihitung setelah disetujui.',
    ringkasan: 'Absen',
    waktu: 'Diterima',
    empty: 'Tidak ada absen offline yang menunggu konfirmasi.',
    loadError: 'Absen offline tidak dapat dimuat.',
    view: (d: ApprovalDetail['detail']): ReactNode => <AbsenOfflineDetailView detail={d as AbsenOfflineDetail} />,
  },
  'data-pribadi': {
    title: 'Perubahan Data Pribadi',
    subtitle: 'Perubahan NIK, status PTKP, NPWP dan rekening bank dari karyawan, berlaku setelah disetujui.',
    ringkasan: 'Perubahan',
    waktu: 'Diajukan',
    empty: 'Tidak ada pengajuan perubahan data pribadi.',
    loadError: 'Pengajuan perubahan data pribadi tidak dapat dimuat.',
    view: (d: ApprovalDetail['detail']): ReactNode => <DataPribadiDetailView detail={d as DataPribadiDetail} />,
  },
} as const;
export type HrTipe = keyof typeof HR_TYPES;
export type HrType = (typeof HR_TYPES)[HrTipe];

/** The HR-only type of the page being shown, from its path (/admin/approval/{tipe}[/{id}]). */
export function useHrTipe(): HrTipe {
  const segment = useLocation().pathname.split('/')[3] ?? '';
  return (segment in HR_TYPES ? segment : 'registrasi-wajah') as HrTipe;
}
