import { describe, expect, it } from 'vitest';
import type { DayRecord } from './attendance.repo.ts';
import {
  earlyClockOut,
  earlyClockOutBefore,
  earlyReason,
  placePunch,
  type ShiftDay,
  type ShiftWindowContext,
} from './shift-window.rules.ts';

// The placement rules without a database: days around Tuesday 3 March 2026 in WIB (UTC+7).
const ZONE = 'Asia/Jakarta';
const wib = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Shift = { nama: string; masuk: string; pulang: string } | null;
const MALAM: Shift = { nama: 'Shift Malam', masuk: '22:00', pulang: '06:00' };
const PAGI: Shift = { nama: 'Shift Pagi', masuk: '06:00', pulang: '14:00' };

function day(date: string, shift: Shift): ShiftDay {
  const crosses = shift && shift.pulang <= shift.masuk;
  return {
    date,
    zona_waktu: ZONE,
    jadwal_nama: shift?.nama ?? 'Libur',
    jam_masuk: shift?.masuk ?? null,
    jam_pulang: shift?.pulang ?? null,
    toleransi_terlambat: 0,
    libur: !shift,
    hari_libur: null,
    shift_id: null,
    dari_roster: true,
    mulai: shift ? wib(date, shift.masuk) : null,
    selesai: shift ? wib(crosses ? addDays(date, 1) : date, shift.pulang) : null,
    buka_masuk_menit: 120,
    tutup_pulang_menit: 360,
  };
}

function record(date: string, shift: Shift, timeIn: Date | null, timeOut: Date | null = null): DayRecord {
  const d = day(date, shift);
  return {
    id: Number(date.replaceAll('-', '')),
    tanggal: date,
    zona_waktu: ZONE,
    jadwal_nama: shift?.nama ?? null,
    jam_masuk: d.jam_masuk,
    jam_pulang: d.jam_pulang,
    selesai: d.selesai,
    time_in: timeIn,
    time_out: timeOut,
    jam_in: null,
    jam_out: null,
  };
}

/** D = hari_ini; `shifts` from D-1 on (the rest are days off). */
function ctx(hariIni: string, shifts: Shift[], records: DayRecord[] = [], allowed = true): ShiftWindowContext {
  return {
    hari_ini: hariIni,
    zona_waktu: ZONE,
    days: Array.from({ length: 9 }, (_, i) => day(addDays(hariIni, i - 1), shifts[i] ?? null)),
    records,
    pengaturan: { absen_di_luar_jadwal: allowed, batas_pulang_awal_menit: 30, buka_masuk_menit: 120, tutup_pulang_menit: 360 },
  };
}

describe('placePunch', () => {
  it('a) 05:12 closes the night shift clocked in at 21:58 the evening before, not the one starting that night', () => {
    const open = record('2026-03-02', MALAM, wib('2026-03-02', '21:58'));
    const p = placePunch(ctx('2026-03-03', [MALAM, MALAM, MALAM], [open]), wib('2026-03-03', '05:12'));
    expect(p).toMatchObject({ rule: 'pulang', type: 'OUT', record: open, day: { date: '2026-03-02' }, ditolak: null });
  });

  it('a) the clock-out window closes tutup_pulang_menit after the shift end', () => {
    const open = record('2026-03-02', MALAM, wib('2026-03-02', '21:58'));
    const c = ctx('2026-03-03', [MALAM, MALAM], [open]);
    expect(placePunch(c, wib('2026-03-03', '12:00')).rule).toBe('pulang');
    // 12:01: outside every window; last night's shift still goes on (until 14:00), as before windows.
    expect(placePunch(c, wib('2026-03-03', '12:01'))).toMatchObject({ rule: 'di-luar-jadwal', record: open, type: 'OUT' });
  });

  it('b) opens the shift whose clock-in window holds the punch, from buka_masuk_menit before its start', () => {
    const c = ctx('2026-03-03', [null, MALAM]);
    expect(placePunch(c, wib('2026-03-03', '20:00'))).toMatchObject({ rule: 'masuk', type: 'IN', day: { date: '2026-03-03' } });
    expect(placePunch(c, wib('2026-03-03', '19:59')).rule).toBe('di-luar-jadwal');
    // After midnight, still the shift that started on the 3rd.
    expect(placePunch(ctx('2026-03-04', [MALAM]), wib('2026-03-04', '01:00'))).toMatchObject({
      rule: 'masuk',
      day: { date: '2026-03-03' },
    });
  });

  it('b) a closed night shift and an early shift right after it: the date without a clock-in, nearest start first', () => {
    const done = record('2026-03-02', MALAM, wib('2026-03-02', '22:00'), wib('2026-03-03', '05:00'));
    const c = ctx('2026-03-03', [MALAM, PAGI], [done]);
    expect(placePunch(c, wib('2026-03-03', '05:30'))).toMatchObject({ rule: 'masuk', type: 'IN', day: { date: '2026-03-03' } });
    // Only the closed shift's window holds the punch: it is done ('sudah clock out').
    const only = ctx('2026-03-03', [MALAM], [done]);
    expect(placePunch(only, wib('2026-03-03', '05:30'))).toMatchObject({ rule: 'masuk', type: 'OUT', record: done });
  });

  it('c) outside every shift: today, flagged, or refused naming the next shift when the company forbids it', () => {
    const allowed = placePunch(ctx('2026-03-03', [null, null, MALAM]), wib('2026-03-03', '10:00'));
    expect(allowed).toMatchObject({
      rule: 'di-luar-jadwal',
      type: 'IN',
      diLuarJadwal: true,
      ditolak: null,
      day: { date: '2026-03-03' },
    });
    const refused = placePunch(ctx('2026-03-03', [null, null, MALAM], [], false), wib('2026-03-03', '10:00'));
    expect(refused.ditolak).toBe(
      'Belum waktunya absen. Shift berikutnya: Shift Malam, Rabu, 4 Maret 2026 pukul 22:00 (absen masuk dibuka pukul 20:00).',
    );
    const none = placePunch(ctx('2026-03-03', [], [], false), wib('2026-03-03', '10:00'));
    expect(none.ditolak).toBe('Tidak ada shift Anda dalam 7 hari ke depan. Hubungi HRD.');
  });

  it('c) without any schedule, a forgotten night clock-out goes on until halfway to the next start', () => {
    const open = record('2026-03-02', MALAM, wib('2026-03-02', '22:10'));
    const c = ctx('2026-03-03', [], [open]);
    expect(placePunch(c, wib('2026-03-03', '13:59'))).toMatchObject({ record: open, type: 'OUT' });
    expect(placePunch(c, wib('2026-03-03', '14:00'))).toMatchObject({
      record: undefined,
      type: 'IN',
      day: { date: '2026-03-03' },
    });
  });
});

describe('early clock-out', () => {
  const open = record('2026-03-02', MALAM, wib('2026-03-02', '17:00'));

  it('asks for a reason more than batas minutes before the shift end, saying how early', () => {
    expect(earlyClockOut(open, wib('2026-03-02', '17:30'), 30)).toBe(
      'Shift Malam berakhir pukul 06:00. Anda akan pulang 12 jam 30 menit lebih awal. Isi alasan pulang awal untuk melanjutkan.',
    );
    expect(earlyClockOut(open, wib('2026-03-03', '05:30'), 30)).toBeNull();
    expect(earlyClockOut(open, wib('2026-03-03', '05:29'), 30)).not.toBeNull();
    expect(earlyClockOut(record('2026-03-02', null, wib('2026-03-02', '09:00')), wib('2026-03-02', '10:00'), 30)).toBeNull();
  });

  it('answers the instant before which a reason is needed, and keeps a reason only before the end', () => {
    expect(earlyClockOutBefore(open, wib('2026-03-02', '23:00'), 30)).toBe(wib('2026-03-03', '05:30').toISOString());
    expect(earlyClockOutBefore(open, wib('2026-03-03', '05:30'), 30)).toBeNull();
    expect(earlyReason(open, wib('2026-03-03', '05:59'), 'Anak sakit')).toBe('Anak sakit');
    expect(earlyReason(open, wib('2026-03-03', '06:00'), 'Anak sakit')).toBeNull();
  });
});
