import { AppError } from '../../platform/errors.ts';
import type { RequestType } from '../approvals/index.ts';
import * as repo from './offline-hold.repo.ts';
import { detail, summaries } from './offline-hold.service.ts';
import { type PunchConflict, punchConflict, writePunch } from './punch.service.ts';
import { shiftWindowContext } from './shift-window.repo.ts';
import { placePunch } from './shift-window.rules.ts';

const CANNOT = 'Absen ini tidak dapat diterapkan:';
const APPLY_CONFLICT: Record<PunchConflict, string> = {
  'sudah-in': `${CANNOT} karyawan sudah clock in pada tanggal itu.`,
  'belum-in': `${CANNOT} karyawan belum clock in pada tanggal itu. Putuskan clock in-nya lebih dulu.`,
  'sudah-out': `${CANNOT} karyawan sudah clock out pada tanggal itu.`,
  'out-sebelum-in': `${CANNOT} jam clock out harus setelah jam clock in yang tercatat.`,
  'in-setelah-out': `${CANNOT} jam clock in harus sebelum jam clock out yang tercatat.`,
};

/**
 * What the approval engine needs to know about held offline punches. Approval applies the punch exactly as an
 * offline punch sent in time would have been (placePunch, then writePunch, at the device time, flagged with its
 * arrival), judged against the records as they are now; a payroll month that became final meanwhile refuses it (the
 * lock trigger).
 */
export const absenOfflineRequestType: RequestType = {
  tipe: 'absen-offline',
  label: 'Absen Offline',
  loadDetail: detail,
  summaries,
  async onApproved(tx, requestId) {
    const h = await repo.find(tx, requestId);
    if (!h) throw new AppError('NOT_FOUND', 'Absen offline tidak ditemukan.');
    const at = h.waktu_perangkat;
    // Placed as the punch would have been when taken; HR's approval stands for a punch outside every shift (it was
    // checked against the company's rule when it arrived). No reason is asked for an early clock-out.
    const ctx = await shiftWindowContext(tx, h.user_id, at);
    if (!ctx) throw new AppError('NOT_FOUND', 'Karyawan tidak ditemukan.');
    const placed = placePunch(ctx, at);
    const { day, record } = placed;
    const conflict = punchConflict(h.tipe, record, at);
    if (conflict) throw new AppError('CONFLICT', APPLY_CONFLICT[conflict]);
    const saved = await writePunch(tx, h.user_id, h.tipe, day, record, {
      at,
      lat: h.latitude,
      lon: h.longitude,
      jarak: h.jarak,
      lokasiId: h.lokasi_id,
      fotoId: h.foto_id,
      skor: h.skor_wajah,
      diterima: h.offline ? h.diterima : null,
      diLuarJadwal: placed.diLuarJadwal,
    });
    // A punch landed between the read and the write.
    if (!saved) throw new AppError('CONFLICT', `${CANNOT} data kehadiran tanggal itu baru saja berubah. Coba lagi.`);
    await repo.setAttendance(tx, requestId, saved.id);
  },
};
