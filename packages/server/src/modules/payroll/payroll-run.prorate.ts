import type { MetodeProrata } from '@hadir/contract';
import { namaTanggal, rp } from './payroll-run.format.ts';
import { daysInMonth, fraction } from './statutory/money.ts';

// Prorating the fixed pay of someone who joins after the 1st or leaves before the month's end. Pure.
//
// PP 36/2021 Pasal 40 ayat (1): no wage is due for days the worker does not work (text: pasal.id PP 36/2021 Pasal 40;
// cross-checked with money.kompas.com 2023/01/25 and gresnews.com 118990): days before tanggal_masuk and after the
// last day (the deactivation date, inclusive) are outside the employment. The regulation names no formula, so the
// company chooses it (pengaturan_penggajian.metode_prorata):
//  - hari_kalender: calendar days employed / calendar days of the month;
//  - hari_kerja: working days employed / working days of the month, both per the employee's schedule (holidays off);
//  - 21 or 25: working days employed / 21 or 25, at most the whole month — the divisors of a day's wage in PP 36/2021
//    Pasal 17 (5 or 6 working days a week; pasal.id PP 36/2021 Pasal 17, idntimes.com on PP 36/2021).
// Only tanggal_masuk and tanggal_keluar prorate: a company or location going live mid-month (mulai_hadir) is not a
// joiner. Without a schedule the working-day methods fall back to calendar days, and the line says so.
// Lines prorated: earnings paid whatever the attendance (tetap, persen gaji pokok). Per-day allowances already follow
// presence. BPJS stays on the whole monthly wage: a contribution is a monthly amount paid regularly for the month of
// membership (PP 46/2015 Pasal 1 angka 5), a percentage of the "gaji atau upah per bulan" (Perpres 82/2018 Pasal 30
// ayat (1)), and the member is covered for the whole month; the base is base pay + fixed allowances as agreed, not
// what a short month pays out (sigmahris.com on new joiners' BPJS).

export interface ProrataMasukan {
  metode: MetodeProrata;
  /** Working days of the schedule within the employment in the month; null without a schedule. */
  hari_kerja_dijalani: number | null;
}

export interface ProrataSlipMasukan {
  bulan: string;
  /** Working days of the month in the employee's schedule. */
  hari_kerja: number;
  karyawan?: { tanggal_masuk: string | null; tanggal_keluar: string | null };
  /** Absent on slips computed before issue 17: no prorating, as before. */
  prorata?: ProrataMasukan;
}

export interface Prorata {
  pembilang: number;
  penyebut: number;
  rincian: string;
}

const hariAntara = (dari: string, sampai: string) =>
  Math.round((Date.parse(`${sampai}T00:00:00Z`) - Date.parse(`${dari}T00:00:00Z`)) / 86_400_000) + 1;

/** The first and last day employed within the month when either is inside it (a joiner or a leaver), else null. */
export function masaBulanIni(m: ProrataSlipMasukan): { dari: string; sampai: string } | null {
  const [y, mo] = m.bulan.split('-').map(Number);
  const awal = `${m.bulan}-01`;
  const akhir = `${m.bulan}-${String(daysInMonth(y, mo)).padStart(2, '0')}`;
  const masuk = m.karyawan?.tanggal_masuk;
  const keluar = m.karyawan?.tanggal_keluar;
  const dari = masuk && masuk > awal ? masuk : awal;
  const sampai = keluar && keluar < akhir ? keluar : akhir;
  return dari === awal && sampai === akhir ? null : { dari, sampai };
}

/** The share of the month's fixed pay due, or null when the whole month is due (or the slip predates the rule). */
export function prorata(m: ProrataSlipMasukan): Prorata | null {
  const p = m.prorata;
  const masa = p && masaBulanIni(m);
  if (!p || !masa) return null;
  const [y, mo] = m.bulan.split('-').map(Number);
  const sebab = [
    masa.dari > `${m.bulan}-01` ? `masuk ${namaTanggal(masa.dari)}` : null,
    masa.sampai < `${m.bulan}-${daysInMonth(y, mo)}` ? `keluar ${namaTanggal(masa.sampai)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const pasal = '(PP 36/2021 Pasal 40 ayat (1))';
  const kalender = (catatan = '') => ({
    pembilang: hariAntara(masa.dari, masa.sampai),
    penyebut: daysInMonth(y, mo),
    rincian: `Prorata ${hariAntara(masa.dari, masa.sampai)}/${daysInMonth(y, mo)} hari kalender: ${sebab}${catatan} ${pasal}.`,
  });
  if (p.metode === 'hari_kalender') return kalender();
  if (p.hari_kerja_dijalani === null || (p.metode === 'hari_kerja' && m.hari_kerja === 0)) {
    return kalender('; tanpa jadwal kerja, dihitung dengan hari kalender');
  }
  const dijalani = p.hari_kerja_dijalani;
  if (p.metode === 'hari_kerja') {
    return {
      pembilang: dijalani,
      penyebut: m.hari_kerja,
      rincian: `Prorata ${dijalani}/${m.hari_kerja} hari kerja sesuai jadwal: ${sebab} ${pasal}.`,
    };
  }
  const penyebut = Number(p.metode);
  const pembilang = Math.min(dijalani, penyebut);
  const batas = dijalani > penyebut ? ` (${dijalani} hari kerja, paling banyak sebulan penuh)` : '';
  return {
    pembilang,
    penyebut,
    rincian: `Prorata ${pembilang}/${penyebut} hari kerja${batas}: ${sebab} ${pasal}; upah sehari = upah sebulan ÷ ${penyebut} (PP 36/2021 Pasal 17).`,
  };
}

/** A fixed earning after prorating, with the line's sentence. */
export function prorataBaris(nilai: number, rincian: string, p: Prorata | null): { nominal: number; rincian: string } {
  if (!p) return { nominal: nilai, rincian };
  const nominal = fraction(nilai, p.pembilang, p.penyebut);
  return {
    nominal,
    rincian: `${rincian.replace(/\.$/, '')}: ${rp(nilai)} × ${p.pembilang}/${p.penyebut} = ${rp(nominal)}. ${p.rincian}`,
  };
}
