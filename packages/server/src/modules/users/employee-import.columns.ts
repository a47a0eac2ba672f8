import type { CaraHitung } from '@hadir/contract';
import { asInteger, asText, type CellValue, type Parsed } from '../../platform/xlsx-import.ts';
import type { PayComponent } from './employee-import.pay.ts';
import { formatAngka, formatRupiah, tanggalAngka } from '@hadir/contract';

// The columns of the employee import file: the header HR sees, the field of the employee form it fills, and how
// its cell is read. The rules of each field are the form's (contract); this file only turns a cell into what the
// form would send.

/** The fields a column fills: the employee form's, the personal data HR keeps, and the leave brought over. */
export type FieldKey =
  | 'nip'
  | 'fullname'
  | 'username'
  | 'roles'
  | 'jabatan_id'
  | 'lokasi_id'
  | 'jadwal_kerja_id'
  | 'tipe_karyawan'
  | 'tanggal_masuk'
  | 'pic_ids'
  | 'email'
  | 'no_hp'
  | 'nik'
  | 'npwp'
  | 'status_ptkp'
  | 'nama_bank'
  | 'no_rekening'
  | 'no_bpjs_kesehatan'
  | 'no_bpjs_ketenagakerjaan'
  | 'jenis_kelamin'
  | 'tempat_lahir'
  | 'tanggal_lahir'
  | 'agama'
  | 'status_perkawinan'
  | 'alamat'
  | 'grup_gaji_id'
  | 'sisa_cuti';

/** The lists of the template's "Daftar" sheet, offered as dropdowns. */
export type ListName =
  | 'peran'
  | 'jabatan'
  | 'lokasi'
  | 'jadwal'
  | 'tipe'
  | 'ptkp'
  | 'bank'
  | 'kelamin'
  | 'agama'
  | 'perkawinan'
  | 'grup';

export interface ColumnDef {
  header: string;
  key: FieldKey;
  /** text: as typed; digits: an identity number (kept as text); date; list: one of a list; many: comma-separated. */
  kind: 'text' | 'digits' | 'date' | 'list' | 'many' | 'days';
  list?: ListName;
  /** Required for a new employee: the header must be in the file. */
  required?: boolean;
  /** The template's note on the header. */
  hint: string;
}

export const COLUMNS: ColumnDef[] = [
  { header: 'NIP', key: 'nip', kind: 'text', required: true, hint: 'Wajib. NIP yang sudah terdaftar memperbarui karyawan itu.' },
  { header: 'Nama Lengkap', key: 'fullname', kind: 'text', required: true, hint: 'Wajib untuk karyawan baru.' },
  {
    header: 'Username',
    key: 'username',
    kind: 'text',
    required: true,
    hint: 'Wajib untuk karyawan baru. 3-50 huruf, angka, titik, garis bawah atau tanda hubung.',
  },
  {
    header: 'Peran',
    key: 'roles',
    kind: 'many',
    list: 'peran',
    hint: 'Kosong: Karyawan. Beberapa peran dipisah koma, misalnya "Karyawan, HRD".',
  },
  { header: 'Jabatan', key: 'jabatan_id', kind: 'list', list: 'jabatan', hint: 'Pilih dari daftar.' },
  { header: 'Lokasi', key: 'lokasi_id', kind: 'list', list: 'lokasi', hint: 'Pilih dari daftar.' },
  { header: 'Jadwal Kerja', key: 'jadwal_kerja_id', kind: 'list', list: 'jadwal', hint: 'Pilih dari daftar.' },
  { header: 'Tipe Karyawan', key: 'tipe_karyawan', kind: 'list', list: 'tipe', hint: 'Pilih dari daftar.' },
  { header: 'Tanggal Masuk', key: 'tanggal_masuk', kind: 'date', hint: 'Tanggal, misalnya 17/08/2024.' },
  {
    header: 'PIC (NIP)',
    key: 'pic_ids',
    kind: 'many',
    hint: 'NIP atasan yang menyetujui pengajuan, dipisah koma. Boleh NIP karyawan di berkas ini.',
  },
  { header: 'Email', key: 'email', kind: 'text', hint: 'Data login dikirim ke alamat ini.' },
  { header: 'No. HP', key: 'no_hp', kind: 'digits', hint: 'Misalnya 081234567890.' },
  { header: 'NIK', key: 'nik', kind: 'digits', hint: '16 digit angka sesuai KTP.' },
  { header: 'NPWP', key: 'npwp', kind: 'digits', hint: '15 atau 16 digit angka; titik dan tanda hubung boleh.' },
  { header: 'Status PTKP', key: 'status_ptkp', kind: 'list', list: 'ptkp', hint: 'Pilih dari daftar.' },
  { header: 'Nama Bank', key: 'nama_bank', kind: 'list', list: 'bank', hint: 'Pilih dari daftar.' },
  { header: 'No. Rekening', key: 'no_rekening', kind: 'digits', hint: 'Angka saja.' },
  { header: 'No. BPJS Kesehatan', key: 'no_bpjs_kesehatan', kind: 'digits', hint: '13 digit angka.' },
  { header: 'No. BPJS Ketenagakerjaan', key: 'no_bpjs_ketenagakerjaan', kind: 'digits', hint: '11 atau 16 digit angka.' },
  { header: 'Jenis Kelamin', key: 'jenis_kelamin', kind: 'list', list: 'kelamin', hint: 'Pilih dari daftar.' },
  { header: 'Tempat Lahir', key: 'tempat_lahir', kind: 'text', hint: 'Kota kelahiran.' },
  { header: 'Tanggal Lahir', key: 'tanggal_lahir', kind: 'date', hint: 'Tanggal, misalnya 17/08/1990.' },
  { header: 'Agama', key: 'agama', kind: 'list', list: 'agama', hint: 'Pilih dari daftar.' },
  { header: 'Status Perkawinan', key: 'status_perkawinan', kind: 'list', list: 'perkawinan', hint: 'Pilih dari daftar.' },
  { header: 'Alamat', key: 'alamat', kind: 'text', hint: 'Alamat tempat tinggal.' },
  {
    header: 'Grup Gaji',
    key: 'grup_gaji_id',
    kind: 'list',
    list: 'grup',
    hint: 'Pilih dari daftar. Nilai gaji di kolom berikutnya hanya untuk komponen grup ini.',
  },
];

/** Last in the file, after the salary amounts. */
export const SISA_CUTI: ColumnDef = {
  header: 'Sisa Cuti Tahunan',
  key: 'sisa_cuti',
  kind: 'days',
  hint: 'Sisa cuti tahunan dari sistem sebelumnya, dalam hari. Kosong: tidak diubah.',
};

export const ALL_COLUMNS = [...COLUMNS, SISA_CUTI];
export const HEADER_OF = Object.fromEntries(ALL_COLUMNS.map((c) => [c.key, c.header])) as Record<FieldKey, string>;

/** The header of a salary component's amount column: its name and unit. */
export function payHeader(k: Pick<PayComponent, 'nama' | 'cara_hitung'>): string {
  const unit = k.cara_hitung === 'persen_gaji_pokok' ? '%' : k.cara_hitung === 'per_hari_hadir' ? 'Rp/hari' : 'Rp';
  return `${k.nama} (${unit})`;
}

/** Headers are matched whatever their case and spacing. */
export const headerKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/** A value matched against a list whatever its case and spacing. */
export const listKey = headerKey;

/**
 * Text of an identity number. A number of 16 digits or more typed into a cell not formatted as text has already
 * lost its last digits in Excel, which keeps 15 (a NIK is 16).
 */
export function asDigits(v: CellValue): Parsed<string | null> {
  if (typeof v === 'number' && Math.abs(v) >= 1e15) {
    return {
      ok: false,
      message: 'Angka terlalu panjang dan digit terakhirnya berubah di Excel. Format sel sebagai Teks lalu ketik ulang.',
    };
  }
  return { ok: true, value: asText(v) };
}

/** Comma-separated names or NIPs. */
export const asMany = (v: CellValue) =>
  (asText(v) ?? '')
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Remaining annual leave in whole days. */
export function asDays(v: CellValue): Parsed<number | null> {
  const n = asInteger(v);
  if (!n.ok) return { ok: false, message: 'Sisa cuti harus berupa bilangan bulat (hari).' };
  if (n.value !== null && n.value < 0) return { ok: false, message: 'Sisa cuti tidak boleh negatif.' };
  if (n.value !== null && n.value > 366) return { ok: false, message: 'Sisa cuti maksimal 366 hari.' };
  return n;
}

/** An amount as payroll stores it: whole rupiah, or a percentage as basis points (12,5% = 1250). */
export function asAmount(cara: CaraHitung, v: CellValue): Parsed<number | null> {
  if (v === null) return { ok: true, value: null };
  if (cara !== 'persen_gaji_pokok') {
    const n = asInteger(v);
    return n.ok ? n : { ok: false, message: 'Nilai harus berupa angka rupiah tanpa desimal, misalnya 5000000.' };
  }
  // The template formats these cells as plain numbers: 12,5 means 12,5%.
  let percent: number;
  if (typeof v === 'number') percent = v;
  else {
    const text = String(v).trim().replace(/%$/, '').trim().replace(',', '.');
    if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, message: 'Persentase harus berupa angka, misalnya 12,5.' };
    percent = Number(text);
  }
  const basis = Math.round(percent * 100);
  if (Math.abs(basis - percent * 100) > 1e-6)
    return { ok: false, message: 'Persentase paling banyak dua angka di belakang koma.' };
  return { ok: true, value: basis };
}

// ---- How a value reads in the preview ----

export const dateText = (iso: string | null) => (iso ? tanggalAngka(iso) : null);

export function amountText(cara: CaraHitung, nilai: number | null): string | null {
  if (nilai === null) return null;
  if (cara === 'persen_gaji_pokok') return `${formatAngka(nilai / 100)}%`;
  const rupiah = formatRupiah(nilai);
  return cara === 'per_hari_hadir' ? `${rupiah} / hari` : rupiah;
}
