import crypto from 'node:crypto';
import pdfmake from 'pdfmake';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/files.ts';
import { companyLogo, companyProfile } from '../settings/index.ts';

// What every PDF the payroll makes shares (the payslip, the THR slip, the Bukti Potong A1): pdfmake with the PDF's
// built-in Helvetica (no font files, no network), the company's letterhead (logo, name, address, NPWP) and, when
// asked, a password. Streams stay uncompressed: the documents are small, and their text stays testable.

const FONTS = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'];
pdfmake.setFonts({ Helvetica: { normal: FONTS[0], bold: FONTS[1], italics: FONTS[2], bolditalics: FONTS[3] } });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => FONTS.includes(p));

/** The company as its documents print it. */
export interface KopPerusahaan {
  nama: string;
  alamat: string | null;
  npwp: string | null;
  /** A PNG or JPEG as stored by Profil Perusahaan (checked and re-encoded there), or null. */
  logo: { bytes: Buffer; tipe: string } | null;
}

/** The company's profile and logo, read once per document. */
export async function muatKop(db: Db, store: FileStore): Promise<KopPerusahaan> {
  const profil = await companyProfile(db);
  const logo = await companyLogo(db, store);
  return { nama: profil?.nama ?? '', alamat: profil?.alamat ?? null, npwp: profil?.npwp ?? null, logo };
}

/** The rule under the letterhead: A4 with 40 pt margins leaves 515 pt of line. */
const GARIS = { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5 }], margin: [0, 4, 0, 8] };

/**
 * The letterhead and title that open a document: the logo on the left (at most 90 x 50 pt, its proportions kept),
 * the company's name, address and NPWP beside it, a rule, then `judul` and an optional `subjudul` centred.
 */
export function kopDokumen(kop: KopPerusahaan, judul: string, subjudul?: string): Record<string, unknown>[] {
  const identitas = {
    stack: [
      { text: kop.nama, fontSize: 14, bold: true },
      ...(kop.alamat ? [{ text: kop.alamat }] : []),
      ...(kop.npwp ? [{ text: `NPWP ${kop.npwp}` }] : []),
    ],
  };
  const kepala = kop.logo
    ? {
        columns: [
          { image: `data:${kop.logo.tipe};base64,${kop.logo.bytes.toString('base64')}`, fit: [90, 50], width: 90 },
          { ...identitas, width: '*', margin: [10, 0, 0, 0] },
        ],
      }
    : identitas;
  return [
    kepala,
    GARIS,
    { text: judul, fontSize: 12, bold: true, alignment: 'center' },
    ...(subjudul ? [{ text: subjudul, alignment: 'center', margin: [0, 0, 0, 10] }] : []),
  ];
}

/**
 * The PDF of a pdfmake document (A4, Helvetica 9 pt unless `doc` says otherwise). With `kataSandi` it is encrypted
 * with AES-256 (PDF 1.7 Adobe extension level 3, which pdfkit writes and the common readers open) and opens only
 * with that password; printing and copying stay allowed, changing it needs an owner password nobody is given.
 */
export function buatPdf(doc: Record<string, unknown>, kataSandi?: string | null): Promise<Buffer> {
  const kunci = kataSandi
    ? {
        version: '1.7ext3',
        userPassword: kataSandi,
        ownerPassword: crypto.randomBytes(24).toString('hex'),
        permissions: { printing: 'highResolution', copying: true, contentAccessibility: true },
      }
    : {};
  // pdfmake lays out the nodes it is given in place (a canvas's coordinates move by the page position): a node shared
  // between documents, like GARIS, drifted down with every PDF until, ~15 documents after a start, it no longer fitted
  // on a page and every payroll PDF failed. Each document gets its own copy (plain data: layouts are named, images
  // are data URLs).
  return pdfmake
    .createPdf({
      compress: false,
      pageSize: 'A4',
      pageMargins: [40, 40, 40, 40],
      defaultStyle: { font: 'Helvetica', fontSize: 9 },
      ...structuredClone(doc),
      ...kunci,
    })
    .getBuffer();
}
