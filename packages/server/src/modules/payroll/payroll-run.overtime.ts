import { overtimePay } from '../overtime/index.ts';
import { namaTanggal, rp } from './payroll-run.format.ts';
import { fraction, percentOf } from './statutory/index.ts';

// The overtime line of a slip: the monthly wage it is based on and the tiers of each day. Pure.
//
// PP 35/2021 (text: the Lembaran Negara copy at online.flipbuilder.com/gxlsw/nhla page 20; cross-checked with
// bisnis.tempo.co/read/1704466, which quotes Pasal 31-33 word for word):
//  - Pasal 31: the multipliers count the hours of the day (first hour of a working day 1,5x, later hours 2x, ...), so
//    every approved request of one day is one run of hours, whatever the number of requests.
//  - Pasal 32 ayat (2): an hour's wage = 1/173 x the monthly wage.
//  - Pasal 32 ayat (3): a wage of base pay and fixed allowances -> 100% of it.
//  - Pasal 32 ayat (4): base pay, fixed and non-fixed allowances, and base + fixed < 75% of the whole wage -> 75% of
//    the whole wage. The whole wage here = base pay + fixed allowances + the month's allowances per day present +
//    piece-rate/daily wages; never overtime itself, reimbursements or THR (not wages for work in normal hours).
//  - Pasal 33 ayat (1): a daily wage -> the monthly wage is the day's wage x 25 (6 working days a week) or x 21
//    (5 days); ayat (2): piece-rate -> the average earnings of the last 12 months; ayat (3): a monthly wage so found
//    below the minimum wage of the place of work -> the minimum wage. Ayat (3) names ayat (2); a daily wage below the
//    minimum is unlawful in itself (UU 13/2003 Pasal 88E ayat (2) as amended by UU 6/2023), so both are raised to it.

/** One approved overtime as the slip keeps it; `tanggal` is absent on slips computed before issue 17. */
export interface LemburHari {
  tanggal?: string;
  menit: number;
  jenis_hari: 'kerja' | 'libur';
  hari_kerja_per_minggu: 5 | 6;
  libur_hari_terpendek: boolean;
}

/** How the worker's wage is paid, and what the monthly wage of a daily or piece-rate worker is found from. */
export interface DasarLemburMasukan {
  cara: 'bulanan' | 'harian' | 'satuan_hasil';
  /** Piece-rate: the wages of the last whole months before this one (at most 12), and the first of them. */
  rata_rata?: { total: number; bulan: number; dari: string } | null;
  /** The minimum wage in force at the worker's location, when one is recorded. */
  upah_minimum?: { nominal: number; sumber: string } | null;
}

interface KomponenUpah {
  jenis: string;
  cara_hitung: string;
  sumber_otomatis: string | null;
  nilai: number | null;
}

export interface LemburSlipMasukan {
  upah_bulanan: number | null;
  komponen: KomponenUpah[];
  hari_hadir: number;
  upah_borongan: number;
  jumlah_borongan: number;
  lembur: LemburHari[];
  /** Absent on slips computed before issue 17: the basis is then upah_bulanan, as it was. */
  dasar_lembur?: DasarLemburMasukan;
}

/**
 * How a worker's wage is paid, from their group and employee type: a group with base pay pays monthly; a 'Harian'
 * worker is paid by the day; a 'Borongan' worker, or a group paying piece-rate wages, by the piece; otherwise a group
 * whose earnings are per day present pays a daily wage (that amount is the day's wage).
 */
export function caraUpah(tipe: string | null, komponen: (KomponenUpah & { gaji_pokok: boolean })[]): DasarLemburMasukan['cara'] {
  if (komponen.some((k) => k.gaji_pokok)) return 'bulanan';
  if (tipe === 'Harian') return 'harian';
  if (tipe === 'Borongan' || komponen.some((k) => k.sumber_otomatis === 'upah_borongan')) return 'satuan_hasil';
  return komponen.some((k) => k.jenis === 'pendapatan' && k.cara_hitung === 'per_hari_hadir') ? 'harian' : 'satuan_hasil';
}

const jam = (menit: number) => String(Math.round((menit / 60) * 100) / 100).replace('.', ',');
const pengali = (x: number) => String(x).replace('.', ',');

/** Requests of the same date become one day of hours (PP 35/2021 Pasal 31); rows without a date stay apart. */
export function lemburPerHari(rows: LemburHari[]): LemburHari[] {
  const days = new Map<string, LemburHari>();
  rows.forEach((l, i) => {
    const key = l.tanggal ?? `#${i}`;
    const day = days.get(key);
    if (day) day.menit += l.menit;
    else days.set(key, { ...l });
  });
  return [...days.values()];
}

const perHariHadir = (m: LemburSlipMasukan) =>
  m.komponen
    .filter((k) => k.jenis === 'pendapatan' && k.cara_hitung === 'per_hari_hadir')
    .reduce((s, k) => s + (k.nilai ?? 0), 0);
const punyaBorongan = (m: LemburSlipMasukan) => m.komponen.some((k) => k.sumber_otomatis === 'upah_borongan');

/** Raises a daily or piece-rate monthly wage to the location's minimum wage (Pasal 33 ayat (3)). */
function upahMinimum(upah: number, d: DasarLemburMasukan, apa: string): { upah: number; rincian: string } {
  const um = d.upah_minimum;
  if (!um) return { upah, rincian: `${apa}. Upah minimum lokasi kerja belum dicatat, sehingga belum dibandingkan.` };
  if (upah >= um.nominal) return { upah, rincian: `${apa}, tidak kurang dari upah minimum ${rp(um.nominal)} (${um.sumber}).` };
  return {
    upah: um.nominal,
    rincian: `${apa}, kurang dari upah minimum ${rp(um.nominal)} (${um.sumber}), sehingga dipakai upah minimum (PP 35/2021 Pasal 33 ayat (3)).`,
  };
}

/** The monthly wage overtime is paid on, and the sentence saying which basis applied and why. */
export function dasarLembur(m: LemburSlipMasukan): { upah: number | null; rincian: string } {
  const d = m.dasar_lembur;
  if (!d || d.cara === 'bulanan') {
    if (m.upah_bulanan === null) return { upah: null, rincian: 'Upah sebulan belum diketahui (grup tanpa gaji pokok).' };
    const tetap = m.upah_bulanan;
    if (!d) return { upah: tetap, rincian: `upah sebulan ${rp(tetap)}.` };
    const tidakTetap = perHariHadir(m) * m.hari_hadir + (punyaBorongan(m) ? m.upah_borongan : 0);
    const seluruh = tetap + tidakTetap;
    if (tidakTetap === 0) {
      return { upah: tetap, rincian: `gaji pokok + tunjangan tetap ${rp(tetap)} (PP 35/2021 Pasal 32 ayat (3)).` };
    }
    if (tetap * 4 < seluruh * 3) {
      const upah = percentOf(seluruh, 7500);
      return {
        upah,
        rincian: `75% × keseluruhan upah ${rp(seluruh)} (gaji pokok + tunjangan tetap ${rp(tetap)} + tunjangan tidak tetap ${rp(tidakTetap)}) = ${rp(upah)}, karena gaji pokok + tunjangan tetap kurang dari 75% keseluruhan upah (PP 35/2021 Pasal 32 ayat (4)).`,
      };
    }
    return {
      upah: tetap,
      rincian: `gaji pokok + tunjangan tetap ${rp(tetap)}, tidak kurang dari 75% keseluruhan upah ${rp(seluruh)} (PP 35/2021 Pasal 32 ayat (3)-(4)).`,
    };
  }
  if (d.cara === 'harian') {
    let sehari = perHariHadir(m);
    let sumber = 'komponen per hari hadir';
    if (sehari === 0 && m.jumlah_borongan > 0) {
      sehari = fraction(m.upah_borongan, 1, m.jumlah_borongan);
      sumber = `rata-rata ${m.jumlah_borongan} entri harian yang disetujui bulan ini`;
    }
    const enam = m.lembur[0]?.hari_kerja_per_minggu === 6;
    const kali = enam ? 25 : 21;
    const apa = `upah sehari ${rp(sehari)} (${sumber}) × ${kali} (${enam ? 6 : 5} hari kerja seminggu, PP 35/2021 Pasal 33 ayat (1) huruf ${enam ? 'a' : 'b'}) = ${rp(sehari * kali)}`;
    return upahMinimum(sehari * kali, d, apa);
  }
  const r = d.rata_rata;
  if (!r || r.bulan === 0) {
    const apa = `penghasilan borongan bulan ini ${rp(m.upah_borongan)} (belum ada bulan kerja sebelumnya; PP 35/2021 Pasal 33 ayat (2))`;
    return upahMinimum(m.upah_borongan, d, apa);
  }
  const rata = fraction(r.total, 1, r.bulan);
  const apa = `rata-rata penghasilan ${r.bulan} bulan terakhir sejak ${namaTanggal(r.dari)}: ${rp(r.total)} ÷ ${r.bulan} = ${rp(rata)} (PP 35/2021 Pasal 33 ayat (2))`;
  return upahMinimum(rata, d, apa);
}

const NAMA_HARI = { kerja: 'hari kerja', libur: 'hari libur' } as const;

/** The overtime line: each day's hours priced by the tiers of that day, on the basis of `dasarLembur`. */
export function lemburSlip(m: LemburSlipMasukan): { total: number; rincian: string } {
  const dasar = dasarLembur(m);
  const upah = dasar.upah ?? 0;
  const hari = lemburPerHari(m.lembur);
  const menit = m.lembur.reduce((s, l) => s + l.menit, 0);
  const detail: string[] = [];
  let total = 0;
  for (const l of hari) {
    const pay = overtimePay({
      hours: l.menit / 60,
      monthlyWage: upah,
      dayType: l.jenis_hari,
      workWeek: l.hari_kerja_per_minggu,
      holidayOnShortestDay: l.libur_hari_terpendek,
    });
    total += pay.total;
    if (l.tanggal) {
      const tiers = pay.rincian.map((t) => `jam ${t.jam_ke} × ${pengali(t.pengali)} = ${rp(t.nominal)}`).join(', ');
      detail.push(`${namaTanggal(l.tanggal)} (${NAMA_HARI[l.jenis_hari]}, ${jam(l.menit)} jam): ${tiers}`);
    }
  }
  if (dasar.upah === null) {
    return { total, rincian: `${dasar.rincian.replace(/\.$/, '')}, lembur tidak dapat dihitung.` };
  }
  if (!m.dasar_lembur) {
    return {
      total,
      rincian: `${m.lembur.length} lembur disetujui, ${jam(menit)} jam; upah sejam = ${rp(upah)} ÷ 173, dikali pengali tiap jam (PP 35/2021 Pasal 31).`,
    };
  }
  const perHari = detail.length > 0 ? ` ${detail.join('; ')}.` : '';
  return {
    total,
    rincian: `${m.lembur.length} lembur disetujui pada ${hari.length} hari, ${jam(menit)} jam; jam lembur dihitung per hari, berapa pun jumlah pengajuannya (PP 35/2021 Pasal 31); upah sejam = upah sebulan ${rp(upah)} ÷ 173 (Pasal 32 ayat (2)). Upah sebulan: ${dasar.rincian}${perHari}`,
  };
}
