import { addDays, daysBetween, instant, localDate } from './demo.calendar.ts';
import {
  at,
  type Decision,
  decided,
  type Employee,
  type ExpenseRecord,
  type History,
  type HistoryContext,
  pending,
  shiftOn,
  span,
} from './demo.records.ts';

// The history's requests apart from the working days: leave taken or asked for ahead (some waiting for the
// approver) and expense claims, each with its approver's decision.

const LEAVE_REASONS: Record<string, readonly string[]> = {
  CT: [
    'Liburan keluarga ke kampung halaman',
    'Mengurus keperluan keluarga',
    'Acara pernikahan saudara di luar kota',
    'Istirahat',
  ],
  SH: ['Nyeri haid hari pertama'],
  ITB: ['Mengurus surat-surat kendaraan', 'Keperluan pribadi mendesak'],
  IML: ['Istri melahirkan anak kedua', 'Menemani istri melahirkan'],
  KMD: ['Orang tua meninggal dunia', 'Mertua meninggal dunia'],
  NKH: ['Pernikahan sendiri'],
};
const LEAVE_REJECTIONS = [
  'Bertepatan dengan stock opname, mohon ajukan tanggal lain.',
  'Sedang banyak pesanan, mohon geser tanggalnya.',
];

/** Service complete in years on a date. */
const serviceYears = (e: Employee, date: string) => daysBetween(e.masuk, date) / 365.25;

/**
 * Requests decided so far, company-wide: every so many is refused, so that each demo (whatever its day) shows
 * refusals next to the approvals.
 */
export interface Tally {
  annualLeave: number;
  claims: number;
}

/**
 * Leave asked for ahead by the README's two employees, waiting for their PICs: whatever the day, `supervisor` and
 * `supervisor.mks` have a request to decide.
 */
const SHOWCASE_LEAVE: Record<string, [string, number, number]> = {
  karyawan: ['CT', 2, 10],
  'karyawan.mks': ['ITB', 1, 6],
};

/** Leave the employee took or asked for; answers the approved days (no punches on them). */
export function planLeave(ctx: HistoryContext, e: Employee, h: History, tally: Tally): Set<string> {
  const { d } = ctx;
  const [first, today] = span(ctx, e);
  // Days asked for in any request: requests never overlap.
  const asked = new Set<string>();
  // n working days from start; past leave ends before today.
  const workingFrom = (start: string, n: number, past: boolean) => {
    const days: string[] = [];
    for (let day = start; days.length < n && daysBetween(start, day) < 14 && !(past && day >= today); day = addDays(day, 1)) {
      if (shiftOn(ctx, e, day)) days.push(day);
    }
    return days;
  };
  const add = (kode: string, start: string, n: number, when: 'lalu' | 'nanti' | 'menunggu', key: string) => {
    const hari = workingFrom(start, n, when === 'lalu');
    if (hari.length === 0 || hari.some((day) => asked.has(day))) return;
    for (const day of hari) asked.add(day);
    // Asked for a few days ahead (sick days: the same morning), never before the person's first day on Hadir.
    const ahead = kode === 'SH' || kode === 'KMD' ? 0 : Math.min(d.int(3, 12, 'maju', key), daysBetween(first, hari[0]));
    const diajukan = at(
      ctx,
      e,
      addDays(hari[0], -ahead),
      kode === 'SH' || kode === 'KMD' ? '06:30' : '10:15',
      d.int(0, 90, 'menit', key),
    );
    let decision: Decision;
    if (when === 'menunggu') {
      decision = pending(diajukan);
    } else if (when === 'nanti') {
      const roll = d.unit('nasib', key);
      decision =
        roll < 0.6
          ? pending(diajukan)
          : roll < 0.85
            ? decided(ctx, e, diajukan, true, null, key)
            : { ...pending(diajukan), status: 'Dibatalkan' };
    } else {
      const refused = kode === 'CT' && ++tally.annualLeave % 6 === 3;
      decision = decided(ctx, e, diajukan, !refused, d.pick(LEAVE_REJECTIONS, 'alasan-tolak', key), key);
    }
    h.leave.push({
      userId: e.id,
      kode,
      dari: hari[0],
      sampai: hari[hari.length - 1],
      hari,
      alasan: d.pick(LEAVE_REASONS[kode], 'alasan', key),
      decision,
    });
  };
  // Past leave starts a week into the person's history (asked for through Hadir) and ends before today.
  const pastStart = (key: string, n: number) => {
    const room = daysBetween(addDays(first, 7), addDays(today, -n - 1));
    return room > 0 ? addDays(first, 7 + d.int(0, room, 'mulai', key)) : null;
  };
  const showcase = SHOWCASE_LEAVE[e.username];
  if (showcase) add(showcase[0], addDays(today, showcase[2]), showcase[1], 'menunggu', `${e.id}-contoh`);
  const married = e.data.status_perkawinan === 'Kawin';
  const plans: Array<[string, number, number, 'lalu' | 'nanti']> = [
    // code, working days, probability, past or ahead
    ['CT', d.int(1, 3, 'ct-n', e.id), 0.55, 'lalu'],
    ['CT', d.int(1, 4, 'ct2-n', e.id), 0.3, 'nanti'],
    ['ITB', 1, 0.12, 'lalu'],
    ['SH', 1, e.gender === 'Perempuan' ? 0.3 : 0, 'lalu'],
    ['IML', 2, e.gender === 'Laki-laki' && married ? 0.12 : 0, 'lalu'],
    ['KMD', 2, 0.05, 'lalu'],
    ['NKH', 3, !married && e.tipe !== 'Magang' ? 0.1 : 0, 'nanti'],
  ];
  for (const [index, [kode, n, p, when]] of plans.entries()) {
    const key = `${e.id}-${index}`;
    if (!d.chance(p, 'izin', key)) continue;
    const start = when === 'lalu' ? pastStart(key, n) : addDays(today, d.int(4, 24, 'depan', key));
    if (!start) continue;
    // Annual leave is earned after 12 months of service (UU 13/2003 art. 79).
    if (kode === 'CT' && serviceYears(e, start) < 1) continue;
    add(kode, start, n, when, key);
  }
  const approved = new Set<string>();
  for (const l of h.leave) {
    if (l.userId === e.id && l.decision.status === 'Disetujui') for (const day of l.hari) approved.add(day);
  }
  return approved;
}

/** Expense claims: sales travel, client meals, medicine, a trip between the offices, office supplies. */
export function planExpenses(ctx: HistoryContext, e: Employee, h: History, tally: Tally) {
  const { d } = ctx;
  if (e.tipe === 'Borongan' || e.tipe === 'Harian' || e.tipe === 'Magang') return;
  const [first, today] = span(ctx, e);
  const kinds: Array<[string, number, number, number, string]> = [
    // category, probability per claim slot, min, max (rupiah), description
    ['Transportasi', e.jabatan === 'Sales' ? 0.9 : 0.1, 85_000, 650_000, 'Taksi dan tol kunjungan pelanggan'],
    [
      'Makan',
      e.jabatan === 'Sales' || e.grup === 'manajemen' ? 0.5 : 0.05,
      180_000,
      850_000,
      'Jamuan makan siang dengan pelanggan',
    ],
    ['Kesehatan', 0.2, 150_000, 1_250_000, 'Obat dan pemeriksaan di klinik'],
    [
      'Perjalanan Dinas',
      e.grup === 'manajemen' ? 0.7 : 0,
      2_400_000,
      4_800_000,
      'Tiket pesawat dan hotel kunjungan ke pabrik Makassar',
    ],
    [
      'Operasional',
      e.jabatan === 'Staf Keuangan' || e.jabatan === 'Staf Administrasi' ? 0.6 : 0,
      60_000,
      450_000,
      'Alat tulis dan materai',
    ],
  ];
  const claimed = new Set<string>();
  for (const [slot, [kategori, p, min, max, keterangan]] of kinds.entries()) {
    for (let n = 0; n < (kategori === 'Transportasi' ? 4 : 1); n++) {
      const key = `${e.id}|${slot}|${n}`;
      if (!d.chance(p, 'klaim', key)) continue;
      const room = daysBetween(addDays(first, 3), addDays(today, -1));
      if (room <= 0) continue;
      const tanggal = addDays(first, 3 + d.int(0, room, 'tanggal', key));
      // One claim of a kind a day.
      if (claimed.has(`${tanggal}|${kategori}`)) continue;
      claimed.add(`${tanggal}|${kategori}`);
      const nominal = Math.round(d.int(min, max, 'nominal', key) / 500) * 500;
      const diajukan = at(ctx, e, addDays(tanggal, d.int(0, 3, 'jeda', key)), '11:20', d.int(0, 300, 'jam', key));
      const before = diajukan < instant(ctx.thisMonth, '00:00', 'Asia/Jakarta');
      const roll = d.unit('nasib', key);
      const decision =
        !before && roll < 0.35
          ? pending(diajukan)
          : decided(ctx, e, diajukan, ++tally.claims % 8 !== 5, 'Nota tidak terbaca, mohon unggah ulang.', key);
      // A few small approved claims are paid in cash by finance instead of through payroll.
      const cash = decision.status === 'Disetujui' && nominal < 300_000 && d.chance(0.3, 'tunai', key);
      const record: ExpenseRecord = {
        userId: e.id,
        tanggal,
        kategori,
        nominal,
        keterangan,
        decision,
        dibayar: cash
          ? { pada: localDate(decision.pada!, e.lokasi.zona), oleh: ctx.paidBy, catatan: 'Dibayar tunai oleh bagian keuangan.' }
          : null,
      };
      (before ? h.expensesBefore : h.expensesAfter).push(record);
    }
  }
}
