import type { ProgramBpjs } from '@hadir/contract';
import ExcelJS from 'exceljs';
import type { TidakMasuk } from './bank-file.ts';
import { dasarBpjs } from './payroll-run.bpjs-upah.ts';
import { jpSlip } from './slip-pph21-jp.rules.ts';
import type { SlipMasukan } from './payroll-run.compute.ts';
import { bpjsContributions, bpjsRatesFor } from './statutory/bpjs.ts';
import type { KelasRisikoJkk } from './statutory/bpjs.rates.ts';

// The wage and contribution recap of a final run that a company enters into BPJS Ketenagakerjaan's SIPP and BPJS
// Kesehatan's e-Dabu (issue 17). The employer reports its workers' wages and pays the contributions it collected
// (UU 24/2011 Pasal 15 ayat (2) and Pasal 19 ayat (1)-(2)). Neither portal's upload template is published: SIPP
// (sipp.bpjsketenagakerjaan.go.id) and e-Dabu hand theirs to registered employers only, and no public copy of
// either layout was found. So this is our own recap ("Rekap Upah dan Iuran"), not an upload file: one row per
// employee with what the portals ask when the wage is entered (NIK, participant number, name, birth date, wage
// reported) and every program's contribution as the slip computed it (rates and caps: statutory/bpjs.rates.ts).
// Every slip with a contribution of the program is in the recap or listed as left out with the reason.

export interface SlipBpjs {
  user_id: number;
  nip: string;
  nama: string;
  nik: string | null;
  no_bpjs_ketenagakerjaan: string | null;
  no_bpjs_kesehatan: string | null;
  tanggal_lahir: string | null;
  masukan: SlipMasukan;
  /** Slip line amounts by sumber_otomatis: 'bpjs_jht' (worker share), 'bpjs_jht_pk' (employer share), ... */
  iuran: Record<string, number>;
}

export interface BarisBpjs {
  nik: string;
  nomor: string;
  nama: string;
  nip: string;
  tanggal_lahir: string | null;
  /** The wage the slip reports (base pay + fixed allowances). */
  upah: number;
  /** Per program column: the base each line was computed on and the amounts the slip holds. */
  nilai: number[];
  pekerja: number;
  perusahaan: number;
}

interface Kolom {
  judul: string;
  nilai: (s: SlipBpjs, dasar: ReturnType<typeof bpjsContributions>) => number;
}
const n = (s: SlipBpjs, k: string) => s.iuran[k] ?? 0;

interface Program {
  judul: string;
  nomor: (s: SlipBpjs) => string | null;
  namaNomor: string;
  sumber: string[];
  kolom: Kolom[];
  pekerja: string[];
  catatan: string;
}

const PROGRAM: Record<ProgramBpjs, Program> = {
  ketenagakerjaan: {
    judul: 'Rekap Upah dan Iuran BPJS Ketenagakerjaan',
    nomor: (s) => s.no_bpjs_ketenagakerjaan,
    namaNomor: 'Nomor KPJ',
    sumber: ['bpjs_jht', 'bpjs_jp', 'bpjs_jkk', 'bpjs_jkm'],
    kolom: [
      { judul: 'JHT Pekerja (2%)', nilai: (s) => n(s, 'bpjs_jht') },
      { judul: 'JHT Perusahaan (3,7%)', nilai: (s) => n(s, 'bpjs_jht_pk') },
      { judul: 'JKK Perusahaan', nilai: (s) => n(s, 'bpjs_jkk_pk') },
      { judul: 'JKM Perusahaan (0,3%)', nilai: (s) => n(s, 'bpjs_jkm_pk') },
      { judul: 'Dasar Upah JP', nilai: (_, d) => d.jp.dasarUpah },
      { judul: 'JP Pekerja (1%)', nilai: (s) => n(s, 'bpjs_jp') },
      { judul: 'JP Perusahaan (2%)', nilai: (s) => n(s, 'bpjs_jp_pk') },
    ],
    pekerja: ['bpjs_jht', 'bpjs_jp'],
    catatan:
      'JHT: PP 46/2015 Pasal 16 ayat (1). JP: PP 45/2015 Pasal 28 ayat (3), dasar upah dibatasi batas upah tertinggi JP. ' +
      'JKK: PP 44/2015 Pasal 16 ayat (1) dan Lampiran I. JKM: PP 44/2015 Pasal 18 ayat (1).',
  },
  kesehatan: {
    judul: 'Rekap Upah dan Iuran BPJS Kesehatan',
    nomor: (s) => s.no_bpjs_kesehatan,
    namaNomor: 'Nomor Kartu JKN',
    sumber: ['bpjs_kesehatan'],
    kolom: [
      { judul: 'Dasar Upah Iuran', nilai: (_, d) => d.kesehatan.dasarUpah },
      { judul: 'Iuran Pekerja (1%)', nilai: (s) => n(s, 'bpjs_kesehatan') },
      { judul: 'Iuran Perusahaan (4%)', nilai: (s) => n(s, 'bpjs_kesehatan_pk') },
    ],
    pekerja: ['bpjs_kesehatan'],
    catatan:
      'Perpres 82/2018 Pasal 30 ayat (1) dan Pasal 32 jo. Perpres 64/2020: iuran 5% (4% pemberi kerja, 1% pekerja) ' +
      'dari upah, paling tinggi Rp 12.000.000 dan paling rendah upah minimum kabupaten/kota.',
  },
};

/** Splits a run's slips into the recap's rows and the slips left out, with the reason in Indonesian. */
export function pilahBpjs(program: ProgramBpjs, slips: SlipBpjs[]): { masuk: BarisBpjs[]; tidakMasuk: TidakMasuk[] } {
  const p = PROGRAM[program];
  const masuk: BarisBpjs[] = [];
  const tidakMasuk: TidakMasuk[] = [];
  for (const s of slips) {
    const out = (alasan: string) => tidakMasuk.push({ user_id: s.user_id, nip: s.nip, nama: s.nama, alasan });
    const nomor = p.nomor(s)?.trim();
    const nik = s.nik?.trim();
    const ada = p.sumber.some((k) => k in s.iuran || `${k}_pk` in s.iuran);
    if (!ada) out(`Slip ini tidak memuat iuran ${LABEL[program]}.`);
    else if (s.masukan.upah_bulanan === null && !s.masukan.upah_bpjs) out('Upah sebulan tidak diketahui (tanpa gaji pokok).');
    else if (!nik) out('NIK belum diisi.');
    else if (!nomor) out(`${p.namaNomor} ${LABEL[program]} belum diisi.`);
    else {
      const m = s.masukan;
      // The base of each line as the slip computed it (caps and the Kesehatan floor), from the slip's own inputs.
      // A daily or piece-rate worker's wage (payroll-run.bpjs-upah.ts); no JP base once JP stopped at the pension age.
      const dasar = bpjsContributions({
        ...dasarBpjs(m),
        kelasRisikoJkk: m.kelas_risiko_jkk as KelasRisikoJkk,
        rates: bpjsRatesFor(m.bulan),
        ikutJp: !jpSlip(m)?.berhenti,
      });
      const pekerja = p.pekerja.reduce((t, k) => t + n(s, k), 0);
      const perusahaan = p.sumber.reduce((t, k) => t + n(s, `${k}_pk`), 0);
      masuk.push({
        nik,
        nomor,
        nama: s.nama,
        nip: s.nip,
        tanggal_lahir: s.tanggal_lahir,
        upah: dasar.jht.dasarUpah,
        nilai: p.kolom.map((k) => k.nilai(s, dasar)),
        pekerja,
        perusahaan,
      });
    }
  }
  return { masuk, tidakMasuk };
}

const LABEL: Record<ProgramBpjs, string> = { ketenagakerjaan: 'BPJS Ketenagakerjaan', kesehatan: 'BPJS Kesehatan' };

export const judulRekap = (program: ProgramBpjs) => PROGRAM[program].judul;

/** 'yyyy-MM-dd' -> 'dd-MM-yyyy', the way the portals' forms show a date. */
const tanggalId = (v: string | null) => (v ? v.split('-').reverse().join('-') : '');

export function kolomRekap(program: ProgramBpjs): string[] {
  const p = PROGRAM[program];
  return [
    'No',
    'NIK',
    p.namaNomor,
    'Nama',
    'NIP',
    'Tanggal Lahir',
    'Upah Dilaporkan',
    ...p.kolom.map((k) => k.judul),
    'Total Pekerja',
    'Total Perusahaan',
    'Total Iuran',
  ];
}

export async function rekapBpjsXlsx(
  program: ProgramBpjs,
  info: { perusahaan: string; periode: string },
  rows: BarisBpjs[],
): Promise<Buffer> {
  const p = PROGRAM[program];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Rekap');
  ws.addRow([p.judul]).font = { bold: true, size: 13 };
  ws.addRow([`${info.perusahaan}, periode ${info.periode}`]);
  ws.addRow([`Rekap dari slip gaji final untuk dimasukkan ke aplikasi BPJS, bukan format unggah resmi BPJS. ${p.catatan}`]);
  ws.addRow([]);
  const header = kolomRekap(program);
  ws.addRow(header).font = { bold: true };
  // Identity numbers are text: leading zeros and 16 digits must survive.
  for (const c of [2, 3, 5]) ws.getColumn(c).numFmt = '@';
  rows.forEach((r, i) => {
    ws.addRow([
      i + 1,
      r.nik,
      r.nomor,
      r.nama,
      r.nip,
      tanggalId(r.tanggal_lahir),
      r.upah,
      ...r.nilai,
      r.pekerja,
      r.perusahaan,
      r.pekerja + r.perusahaan,
    ]);
  });
  const sum = (f: (r: BarisBpjs) => number) => rows.reduce((t, r) => t + f(r), 0);
  ws.addRow([
    null,
    'Total',
    null,
    null,
    null,
    null,
    sum((r) => r.upah),
    ...p.kolom.map((_, i) => sum((r) => r.nilai[i])),
    sum((r) => r.pekerja),
    sum((r) => r.perusahaan),
    sum((r) => r.pekerja + r.perusahaan),
  ]).font = { bold: true };
  for (let c = 7; c <= header.length; c++) ws.getColumn(c).numFmt = '#,##0';
  ws.columns.forEach((c, i) => {
    c.width = [5, 19, 16, 30, 12, 13][i] ?? 16;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
