import { LABEL_STATUS_PENGGAJIAN, type SlipBaris, type SlipDetail } from '@hadir/contract';
import pdfmake from 'pdfmake';
import { namaBulan, rp } from './payroll-run.compute.ts';
import { namaTanggal } from './thr-run.compute.ts';

// The payslip as PDF (pdfmake, the PDF's built-in Helvetica: no font files, no network). Company header,
// employee, period, earnings, deductions, net pay and the employer's contributions, each line with how it was
// computed. Streams stay uncompressed: a slip is small, and its text stays searchable and testable.

const FONTS = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'];
pdfmake.setFonts({ Helvetica: { normal: FONTS[0], bold: FONTS[1], italics: FONTS[2], bolditalics: FONTS[3] } });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => FONTS.includes(p));

export interface Perusahaan {
  nama: string;
  alamat: string | null;
  npwp: string | null;
}

const hr = { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5 }], margin: [0, 4, 0, 8] };

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

export async function payslipPdf(slip: SlipDetail, perusahaan: Perusahaan): Promise<Buffer> {
  const of = (jenis: SlipBaris['jenis']) => slip.baris.filter((b) => b.jenis === jenis);
  const info = (label: string, value: string | null) => [{ text: label, color: '#555555' }, value ?? '-'];
  const acuan = slip.penggajian.tanggal_acuan;
  // A THR slip (decision 0010): its own title and the holiday instead of the month's attendance.
  const judul = acuan ? 'SLIP TUNJANGAN HARI RAYA (THR)' : 'SLIP GAJI';
  const kehadiran = acuan
    ? [[...info('Hari raya (acuan)', namaTanggal(acuan)), ...info('Dasar', 'Permenaker 6/2016')]]
    : [
        [...info('Hari kerja', String(slip.hari_kerja)), ...info('Hari hadir', String(slip.hari_hadir))],
        [...info('Alpha', `${slip.hari_alpha} hari`), ...info('Izin tidak berbayar', `${slip.hari_izin_tidak_berbayar} hari`)],
      ];
  const doc = {
    compress: false,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: `${acuan ? 'Slip THR' : 'Slip Gaji'} ${slip.nama} ${namaBulan(slip.penggajian.bulan)}` },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: [
      { text: perusahaan.nama, fontSize: 14, bold: true },
      ...(perusahaan.alamat ? [{ text: perusahaan.alamat }] : []),
      ...(perusahaan.npwp ? [{ text: `NPWP ${perusahaan.npwp}` }] : []),
      hr,
      { text: judul, fontSize: 12, bold: true, alignment: 'center' },
      { text: `Periode ${namaBulan(slip.penggajian.bulan)}`, alignment: 'center', margin: [0, 0, 0, 10] },
      ...(slip.penggajian.status === 'final'
        ? []
        : [
            {
              text: `${LABEL_STATUS_PENGGAJIAN.draft}: belum final`,
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
              { text: acuan ? 'THR Bersih' : 'Gaji Bersih (Take Home Pay)', bold: true },
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
  return pdfmake.createPdf(doc).getBuffer();
}
