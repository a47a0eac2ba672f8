import type { JadwalSaya, JadwalSayaHari } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './jadwal-saya.repo.ts';

// Jadwal Saya (decision 0024): the caller's own month. Only last, this and next month: a roster is planned a month
// ahead, and older months are the attendance history's.

/** yyyy-MM shifted by `by` months. */
function addMonths(bulan: string, by: number): string {
  const [y, m] = bulan.split('-').map(Number);
  const n = y * 12 + (m - 1) + by;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/**
 * One day as the employee reads it. A holiday is off, except a rostered shift on it: that is a holiday shift and
 * keeps its times, named with the holiday in brackets.
 */
function hari(r: repo.HariRow): JadwalSayaHari {
  const kerja = { jam_masuk: r.jam_masuk, jam_pulang: r.jam_pulang };
  const lintas_hari = r.jam_masuk != null && r.jam_pulang != null && r.jam_pulang <= r.jam_masuk;
  const off = { jam_masuk: null, jam_pulang: null, lintas_hari: false, libur: true, hari_libur: r.hari_libur };
  if (r.hari_libur != null && r.kerja && r.dari_roster) {
    return {
      tanggal: r.tanggal,
      nama: `${r.nama} (${r.hari_libur})`,
      ...kerja,
      lintas_hari,
      libur: false,
      hari_libur: r.hari_libur,
    };
  }
  if (r.hari_libur != null) return { tanggal: r.tanggal, nama: r.hari_libur, ...off };
  if (r.kerja) return { tanggal: r.tanggal, nama: r.nama ?? '', ...kerja, lintas_hari, libur: false, hari_libur: null };
  const adaJadwal = r.dari_roster || r.nama != null;
  return { tanggal: r.tanggal, nama: adaJadwal ? 'Libur' : 'Tidak ada jadwal', ...off };
}

/** `bulan` yyyy-MM, default the caller's current month in their location's zone at `at`. */
export async function jadwalSaya(db: Db, userId: number, bulan: string | undefined, at: Date): Promise<JadwalSaya> {
  const lokal = await repo.localToday(db, userId, at);
  if (!lokal) throw new AppError('UNAUTHENTICATED');
  const ini = lokal.hari_ini.slice(0, 7);
  const dipilih = bulan ?? ini;
  if (![addMonths(ini, -1), ini, addMonths(ini, 1)].includes(dipilih)) {
    const message = 'Jadwal hanya dapat dilihat untuk bulan lalu, bulan ini dan bulan depan.';
    throw new AppError('VALIDATION_ERROR', message, { bulan: message });
  }
  const rows = await repo.month(db, userId, dipilih);
  return { bulan: dipilih, zona_waktu: lokal.zona_waktu, hari: rows.map(hari) };
}
