import type { SlipBaris, SlipDetail, SlipIdentitas } from '@hadir/contract';
import { buatPdf, type KopPerusahaan, kopDokumen } from './document-header.ts';
import { namaBulan, rp } from './payroll-run.compute.ts';
import { namaTanggal } from './thr-run.compute.ts';

// The payslip as PDF (and the THR slip, decision 0010): the company's letterhead with its logo and NPWP, the
// employee with their NPWP (or NIK) and the PTKP status the slip was computed with, the period, earnings,
// deductions, net pay and the employer's contributions, each line with how it was computed. Everything on it is
// for the employee to read: Indonesian, no codes of the app.

function section(judul: string, baris: SlipBaris[], total: string | null) {
  const body: unknown[][] = [
    [
      { text: judul, bold: true },
      { text: 'Jumlah', bold: true, alignment: 'right' },
    ],
  ];
  for (const b of baris) {
    body.push([
      {
        stack: [
          b.nama,
          { text: b.rincian, fontSize: 7, color: '#555555' },
          ...(b.alasan_penyesuaian
            ? [{ text: `Disesuaikan dari ${rp(b.nominal_hitung)}: ${b.alasan_penyesuaian}`, fontSize: 7, italics: true }]
            : []),
        ],
      },
      { text: rp(b.nominal), alignment: 'right' },
    ]);
  }
  if (baris.length === 0) body.push([{ text: '-', color: '#555555' }, '']);
  if (total)
    body.push([
      { text: `Total ${judul}`, bold: true },
      { text: total, bold: true, alignment: 'right' },
    ]);
  return { table: { widths: ['*', 110], body }, layout: 'lightHorizontalLines', margin: [0, 0, 0, 10] };
}

/**
 * The employee's tax number: the NPWP, else the NIK. Since 14 July 2022 a resident's NIK is their NPWP (PMK
 * 112/PMK.03/2022 Pasal 2 ayat (1) huruf a; as quoted by DDTCNews, news.ddtc.co.id, 19 July 2022, and by the
 * Direktorat Jenderal Pajak's announcement on pajak.go.id, "Pemberian Layanan Pemadanan NPWP secara Elektronik").
 */
function nomorPajak(identitas: SlipIdentitas): [string, string] {
  if (identitas.npwp) return ['NPWP', identitas.npwp];
  if (identitas.nik) return ['NIK', identitas.nik];
  return ['NPWP/NIK', 'Belum diisi'];
}

export function payslipPdf(
  slip: SlipDetail,
  kop: KopPerusahaan,
  identitas: SlipIdentitas,
  kataSandi: string | null,
): Promise<Buffer> {
  const of = (jenis: SlipBaris['jenis']) => slip.baris.filter((b) => b.jenis === jenis);
  const info = (label: string, value: string | null) => [{ text: label, color: '#555555' }, value ?? '-'];
  const acuan = slip.penggajian.tanggal_acuan;
  const judul = acuan ? 'SLIP TUNJANGAN HARI RAYA (THR)' : 'SLIP GAJI';
  const kehadiran = acuan
    ? [[...info('Hari raya (acuan)', namaTanggal(acuan)), ...info('Dasar', 'Permenaker 6/2016')]]
    : [
        [...info('Hari kerja', String(slip.hari_kerja)), ...info('Hari hadir', String(slip.hari_hadir))],
        [...info('Alpha', `${slip.hari_alpha} hari`), ...info('Izin tidak berbayar', `${slip.hari_izin_tidak_berbayar} hari`)],
      ];
  const doc = {
    info: { title: `${acuan ? 'Slip THR' : 'Slip Gaji'} ${slip.nama} ${namaBulan(slip.penggajian.bulan)}` },
    content: [
      ...kopDokumen(kop, judul, `Periode ${namaBulan(slip.penggajian.bulan)}`),
      ...(slip.penggajian.status === 'final'
        ? []
        : [
            {
              text: 'Draf, belum final: angka masih dapat berubah.',
              alignment: 'center',
              color: '#b45309',
              margin: [0, 0, 0, 8],
            },
          ]),
      {
        table: {
          widths: [90, '*', 90, '*'],
          body: [
            [...info('Nama', slip.nama), ...info('NIP', slip.nip)],
            [...info('Jabatan', slip.jabatan), ...info('Grup Gaji', slip.grup_gaji)],
            [...info(...nomorPajak(identitas)), ...info('Status PTKP', identitas.status_ptkp ?? 'Belum diisi')],
            ...kehadiran,
            [...info('Bank', slip.nama_bank), ...info('No. Rekening', slip.no_rekening)],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      section('Pendapatan', of('pendapatan'), rp(slip.total_pendapatan)),
      section('Potongan', of('potongan'), rp(slip.total_potongan)),
      {
        table: {
          widths: ['*', 110],
          body: [
            [
              { text: acuan ? 'THR Bersih' : 'Gaji Bersih', bold: true },
              { text: rp(slip.neto), bold: true, alignment: 'right' },
            ],
          ],
        },
        margin: [0, 0, 0, 14],
      },
      section('Ditanggung Perusahaan', of('pemberi_kerja'), rp(slip.total_pemberi_kerja)),
      {
        text: 'Iuran yang ditanggung perusahaan tidak dipotong dari gaji. Pembulatan: pecahan rupiah dibuang.',
        fontSize: 7,
        color: '#555555',
      },
    ],
  };
  return buatPdf(doc, kataSandi);
}
