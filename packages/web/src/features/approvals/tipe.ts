import { APPROVAL_TIPES, type ApprovalTipe } from '@hadir/contract';

/** Labels of the request types for the type filter. */
export const TIPE_LABELS: Record<ApprovalTipe, string> = {
  koreksi: 'Koreksi Kehadiran',
  izin: 'Izin',
  lembur: 'Lembur',
  reimburse: 'Reimburse',
  borongan: 'Borongan/Harian',
  'registrasi-wajah': 'Registrasi Ulang Wajah',
  'absen-offline': 'Absen Offline',
  'data-pribadi': 'Perubahan Data Pribadi',
};

export const TIPE_OPTIONS = APPROVAL_TIPES.map((t) => ({ value: t, label: TIPE_LABELS[t] }));

/** Query keys of the request lists a decision changes (approvals and dashboard are refreshed anyway). */
export const DECIDED_KEYS = [...APPROVAL_TIPES];
