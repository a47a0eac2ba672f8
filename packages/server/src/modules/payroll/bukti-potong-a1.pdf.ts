import { buatPdf, type KopPerusahaan, kopDokumen } from './document-header.ts';
import type { PemotongRow, PenerimaRow } from './ebupot.repo.ts';
import { namaBulan, rp } from './payroll-run.compute.ts';
import type { Pph21Final, StatusPtkp } from './statutory/index.ts';
import { namaTanggal } from './thr-run.compute.ts';

// The employee's annual Bukti Pemotongan PPh 21 (form 1721-A1, PER-16/PJ/2016 Lampiran; Coretax's BPA1 keeps its
// sections): A identitas penerima penghasilan, B rincian penghasilan dan penghitungan PPh 21, C identitas pemotong.
// Built from the year's final slips (ebupot.service.ts a1Figures); a company document like the slip: the
// letterhead with the logo (document-header.ts), and the slip's password when the company protects them
// (document-password.ts).

export type Penerima = Pick<PenerimaRow, 'user_id' | 'nama' | 'nip' | 'jabatan' | 'nik' | 'npwp' | 'status_ptkp'>;

export interface A1Figures {
  penerima: Penerima;
  status_ptkp: StatusPtkp;
  bulan_awal: number;
  jumlah_bulan: number;
  gaji: number;
  tunjangan_lain: number;
  premi: number;
  thr: number;
  /** The art. 17 year-end calculation on the year's final slips (PMK 168/2023 Pasal 13, Lampiran). */
  hitung: Pph21Final;
  /** PPh 21 withheld in the earlier periods, and in the last one (net of any refund). */
  dipotong_sebelumnya: number;
  dipotong_terakhir: number;
}

export interface BuktiPotongA1 extends A1Figures {
  tahun: number;
  /** yyyy-MM of the last tax period. */
  bulan_akhir: string;
  /** yyyy-MM-dd: the withholding date. */
  tanggal: string;
  pemotong: PemotongRow;
  tin: string | null;
  jenis_kelamin: string | null;
}

const baris = (no: string, uraian: string, nilai: number | string, bold = false) => [
  { text: no, color: '#555555' },
  { text: uraian, bold },
  { text: typeof nilai === 'number' ? rp(nilai) : nilai, alignment: 'right', bold },
];

const bagian = (judul: string, body: unknown[][]) => [
  { text: judul, bold: true, fontSize: 10, margin: [0, 10, 0, 4] },
  { table: { widths: [22, '*', 120], body }, layout: 'lightHorizontalLines' },
];

export function buktiPotongA1Pdf(a: BuktiPotongA1, kop: KopPerusahaan, kataSandi: string | null): Promise<Buffer> {
  const h = a.hitung;
  const awal = namaBulan(`${a.tahun}-${String(a.bulan_awal).padStart(2, '0')}`);
  const info = (label: string, value: string | null) => [{ text: label, color: '#555555' }, value || '-'];
  const jumlahBruto = a.gaji + a.tunjangan_lain + a.premi + a.thr;
  const doc = {
    info: { title: `Bukti Potong A1 ${a.penerima.nama} ${a.tahun}` },
    content: [
      ...kopDokumen(kop, 'BUKTI PEMOTONGAN PAJAK PENGHASILAN PASAL 21'),
      { text: 'BAGI PEGAWAI TETAP (FORMULIR 1721-A1)', fontSize: 11, bold: true, alignment: 'center' },
      {
        text: `Tahun Pajak ${a.tahun}, masa perolehan penghasilan ${awal} s.d. ${namaBulan(a.bulan_akhir)}`,
        alignment: 'center',
        margin: [0, 2, 0, 8],
      },
      { text: 'A. IDENTITAS PENERIMA PENGHASILAN YANG DIPOTONG', bold: true, fontSize: 10, margin: [0, 4, 0, 4] },
      {
        table: {
          widths: [110, '*'],
          body: [
            info('NIK/NPWP', a.tin),
            info('Nama', a.penerima.nama),
            info('NIP', a.penerima.nip),
            info('Jenis kelamin', a.jenis_kelamin),
            info('Status PTKP', a.status_ptkp),
            info('Jabatan', a.penerima.jabatan),
            info('Kode objek pajak', '21-100-01 (Penghasilan pegawai tetap)'),
          ],
        },
        layout: 'noBorders',
      },
      ...bagian('B. RINCIAN PENGHASILAN DAN PENGHITUNGAN PPh PASAL 21', [
        baris('1', 'Gaji/pensiun atau THT/JHT', a.gaji),
        baris('2', 'Tunjangan PPh', 0),
        baris('3', 'Tunjangan lainnya, uang lembur dan sebagainya', a.tunjangan_lain),
        baris('4', 'Honorarium dan imbalan lain sejenisnya', 0),
        baris('5', 'Premi asuransi yang dibayar pemberi kerja', a.premi),
        baris('6', 'Penerimaan dalam bentuk natura dan kenikmatan lainnya', 0),
        baris('7', 'Tantiem, bonus, gratifikasi, jasa produksi dan THR', a.thr),
        baris('8', 'Jumlah penghasilan bruto (1 s.d. 7)', jumlahBruto, true),
        baris('9', `Biaya jabatan (5%, paling banyak Rp 500.000 sebulan, ${a.jumlah_bulan} bulan)`, h.biayaJabatan),
        baris('10', 'Iuran pensiun atau iuran THT/JHT', h.iuranPensiun),
        baris('11', 'Zakat/sumbangan keagamaan yang bersifat wajib', h.zakat),
        baris('12', 'Jumlah pengurangan (9 s.d. 11)', h.biayaJabatan + h.iuranPensiun + h.zakat, true),
        baris('13', 'Jumlah penghasilan neto (8 - 12)', h.neto, true),
        baris('14', 'Penghasilan neto masa sebelumnya (pemberi kerja lain)', 0),
        baris('15', 'Jumlah penghasilan neto untuk penghitungan PPh Pasal 21', h.neto),
        baris('16', `Penghasilan tidak kena pajak (PTKP) ${a.status_ptkp}`, h.ptkp),
        baris('17', 'Penghasilan kena pajak setahun (dibulatkan ke bawah ribuan penuh)', h.pkp),
        baris('18', 'PPh Pasal 21 atas penghasilan kena pajak (tarif Pasal 17)', h.pph21Setahun, true),
        baris('19', 'PPh Pasal 21 yang telah dipotong masa sebelumnya (pemberi kerja lain)', 0),
        baris('20', 'PPh Pasal 21 terutang', h.pph21Setahun),
        baris('21', `PPh Pasal 21 yang telah dipotong ${awal} s.d. sebelum ${namaBulan(a.bulan_akhir)}`, a.dipotong_sebelumnya),
        baris(
          '22',
          `PPh Pasal 21 ${a.dipotong_terakhir < 0 ? 'lebih dipotong, dikembalikan' : 'dipotong'} masa ${namaBulan(a.bulan_akhir)}`,
          Math.abs(a.dipotong_terakhir),
          true,
        ),
      ]),
      { text: 'C. IDENTITAS PEMOTONG', bold: true, fontSize: 10, margin: [0, 10, 0, 4] },
      {
        table: {
          widths: [110, '*'],
          body: [
            info('NPWP', a.pemotong.npwp),
            info('ID TKU', a.pemotong.id_tku),
            info('Nama', a.pemotong.nama),
            info('Tanggal pemotongan', namaTanggal(a.tanggal)),
          ],
        },
        layout: 'noBorders',
      },
      {
        text:
          'Dasar: UU PPh Pasal 21 dan Pasal 17; PP 58/2023; PMK 168/2023 (penghitungan masa pajak terakhir). ' +
          'Dihitung dari slip gaji dan THR yang sudah final; pecahan rupiah dibuang.',
        fontSize: 7,
        color: '#555555',
        margin: [0, 12, 0, 0],
      },
    ],
  };
  return buatPdf(doc, kataSandi);
}
