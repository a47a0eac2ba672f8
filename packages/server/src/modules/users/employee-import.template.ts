import { AGAMA, JENIS_KELAMIN, NAMA_BANK, STATUS_PERKAWINAN, STATUS_PTKP, TIPE_KARYAWAN } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { type ExportFile, type TemplateColumn, xlsxTemplate } from '../../platform/xlsx-export.ts';
import { XLSX_MAX_ROWS } from '../../platform/xlsx-import.ts';
import { COLUMNS, type ListName, payHeader, SISA_CUTI } from './employee-import.columns.ts';
import { payImportSource } from './employee-import.pay.ts';
import { bankNames, masterLists } from './employee-import.repo.ts';
import { formatAngka } from '@hadir/contract';

// GET /users/import/template: the file HR fills in, with today's lists (job titles, locations, schedules, salary
// groups, roles, banks, PTKP...) as dropdowns on every row an import may hold.

export const SHEET = 'Karyawan';
const LIST_SHEET = 'Daftar';

const WIDTH: Partial<Record<string, number>> = { 'Nama Lengkap': 28, Email: 26, Alamat: 36, 'PIC (NIP)': 18 };

export async function template(db: Db): Promise<ExportFile> {
  const [masters, banks, pay] = await Promise.all([masterLists(db), bankNames(db), payImportSource()?.components(db) ?? []]);
  const names = (items: { nama: string }[]) => items.map((i) => i.nama);
  const lists: Record<ListName, string[]> = {
    peran: names(masters.roles),
    jabatan: names(masters.jabatan),
    lokasi: names(masters.lokasi),
    jadwal: names(masters.jadwal),
    tipe: [...TIPE_KARYAWAN],
    ptkp: [...STATUS_PTKP],
    bank: [...new Map([...NAMA_BANK, ...banks].map((b) => [b.toLowerCase(), b])).values()],
    kelamin: [...JENIS_KELAMIN],
    agama: [...AGAMA],
    perkawinan: [...STATUS_PERKAWINAN],
    grup: names(masters.grup),
  };
  const columns: TemplateColumn[] = [
    ...COLUMNS.map((c) => ({
      header: c.header,
      width: WIDTH[c.header] ?? Math.max(14, c.header.length + 4),
      hint: c.hint,
      list: c.list ? lists[c.list] : undefined,
      // Several roles may be typed, separated by commas.
      listOpen: c.key === 'roles',
      date: c.kind === 'date',
      text: c.kind === 'digits' || c.key === 'nip' || c.key === 'username' || c.key === 'pic_ids',
    })),
    ...pay.map((k) => ({
      header: payHeader(k),
      width: Math.max(16, payHeader(k).length + 4),
      hint:
        k.cara_hitung === 'persen_gaji_pokok'
          ? 'Persen dari gaji pokok, misalnya 12,5. Kosong: mengikuti grup gaji.'
          : 'Rupiah tanpa titik, misalnya 5000000. Kosong: mengikuti grup gaji.',
    })),
    { header: SISA_CUTI.header, width: 20, hint: SISA_CUTI.hint },
  ];
  const file = await xlsxTemplate({
    sheet: SHEET,
    columns,
    listSheet: LIST_SHEET,
    rows: XLSX_MAX_ROWS,
    instructions: [
      'Petunjuk impor karyawan',
      `Isi satu karyawan per baris pada lembar "${SHEET}", mulai baris 2. Jangan mengubah judul kolom; kolom yang tidak dipakai boleh dihapus, kecuali NIP, Nama Lengkap dan Username.`,
      'NIP yang belum terdaftar menambah karyawan baru. NIP yang sudah terdaftar memperbarui karyawan itu: hanya sel yang diisi yang diubah, sel kosong membiarkan data lama.',
      `Jabatan, Lokasi, Jadwal Kerja, Grup Gaji, Nama Bank dan pilihan lain diambil dari lembar "${LIST_SHEET}". Tambahkan dulu data master yang belum ada di menu Pengaturan.`,
      'Peran: kosong berarti Karyawan. Beberapa peran dipisah koma. Peran Admin, HRD dan role khusus hanya dapat diberikan oleh Admin.',
      'PIC (NIP): NIP atasan yang menyetujui pengajuan, dipisah koma; boleh NIP karyawan lain di berkas ini.',
      'Tanggal: tanggal Excel atau teks HH/BB/TTTT, misalnya 17/08/2024. NIK, NPWP dan nomor lain diketik sebagai teks agar angkanya utuh.',
      'Kolom gaji: nilai khusus karyawan untuk komponen di grup gajinya; kosong berarti mengikuti nilai grup.',
      `${SISA_CUTI.header}: sisa cuti tahunan periode berjalan dari sistem sebelumnya, dalam hari.`,
      'Karyawan baru belum memiliki password: data loginnya dikirim lewat email bila pengiriman email aktif dan alamatnya diisi; yang lain dikirimi data login dari halaman karyawan.',
      `Satu berkas paling banyak ${formatAngka(XLSX_MAX_ROWS)} baris, tanpa rumus dan tanpa sel yang digabung.`,
      'Unggah berkas untuk melihat pratinjau dan semua kesalahan lebih dulu; tidak ada yang disimpan sebelum Anda mengonfirmasi, dan satu kesalahan membatalkan seluruh impor.',
    ],
  });
  return { file: file.toString('base64'), filename: 'Templat_Impor_Karyawan.xlsx' };
}
