import type { JenisEbupot } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { type A1Figures, type BuktiPotongA1, buktiPotongA1Pdf, type Penerima } from './bukti-potong-a1.pdf.ts';
import { muatKop } from './document-header.ts';
import { kataSandiDokumen, type PemintaDokumen } from './document-password.ts';
import * as repo from './ebupot.repo.ts';
import { a1Xml, bp21Xml, bpmpXml, type Pemotong } from './ebupot.xml.ts';
import { findRun } from './payroll-run.repo.ts';
import * as pengaturan from './pengaturan-penggajian.repo.ts';
import { jenisPegawaiPajak } from './statutory/jenis-pegawai.ts';
import { pph21FinalPeriod, type StatusPtkp, terCategory, terRate } from './statutory/index.ts';

// The PPh 21 files of a final monthly run (Coretax e-Bupot bulk XML) and the employee's annual Bukti Potong A1.
// Who goes where (PMK 168/2023; Coretax's forms):
//  - BPMP: permanent employees (jenisPegawaiPajak 'tetap') in every month but their last tax period, on the month's
//    gross (regular pay + the month's final THR) at the TER rate (PP 58/2023 Pasal 2);
//  - BP21: non-permanent and daily workers ('tidak_tetap'), each month;
//  - BPA1: permanent employees in their last tax period (December, or the month they leave: PMK 168/2023
//    Pasal 13 ayat (1)), with the year's figures from January (or their first month).
// Only final slips are read; the tax numbers are the employee's 16-digit NIK (a resident's NPWP, PMK 112/2022
// Pasal 2 ayat (1) huruf a) or else their 16-digit NPWP.

const TIN16 = /^\d{16}$/;
export const tinOf = (p: { nik: string | null; npwp: string | null }) =>
  p.nik && TIN16.test(p.nik) ? p.nik : p.npwp && TIN16.test(p.npwp) ? p.npwp : null;

/** yyyy-MM -> its last day, the withholding date written on the slips. */
export const akhirBulan = (bulan: string) =>
  new Date(Date.UTC(Number(bulan.slice(0, 4)), Number(bulan.slice(5, 7)), 0)).toISOString().slice(0, 10);

const status = (s: string | null) => (s ?? 'TK/0') as StatusPtkp;
const daftar = (rows: { nama: string; nip: string }[]) => rows.map((r) => `${r.nama} (NIP ${r.nip})`).join(', ');

/** The company as withholder: a 16-digit NPWP and a 22-digit ID TKU, or a 409 saying what to fill in. */
async function pemotongOf(db: Db): Promise<Pemotong & { nama: string }> {
  const p = await repo.pemotong(db);
  if (!p.npwp || !TIN16.test(p.npwp) || !p.id_tku || !/^\d{22}$/.test(p.id_tku)) {
    throw new AppError(
      'CONFLICT',
      'NPWP perusahaan (16 digit) dan ID TKU (22 digit) belum diisi. Lengkapi di Pengaturan, Profil Perusahaan.',
    );
  }
  return { nama: p.nama, npwp: p.npwp, id_tku: p.id_tku };
}

/** Effective rate as Coretax's percentage with at most 4 decimals: 2500 of 500000 -> '0.5'. */
export const tarifEfektif = (pph21: number, bruto: number) => String(Math.round((pph21 * 1_000_000) / bruto) / 10_000);

export async function ebupotFile(db: Db, runId: number, jenis: JenisEbupot) {
  const run = await findRun(db, runId);
  if (!run) throw notFound('Penggajian');
  if (run.status !== 'final') throw new AppError('CONFLICT', 'Berkas e-Bupot hanya untuk penggajian yang sudah final.');
  if (run.jenis !== 'gaji') {
    throw new AppError('CONFLICT', 'Berkas e-Bupot dibuat dari penggajian bulanan; THR bulan itu sudah ikut di dalamnya.');
  }
  const pemotong = await pemotongOf(db);
  const slips = await repo.slipsOfRun(db, run.id, run.bulan);
  const tetap = (s: repo.SlipBulanRow) => jenisPegawaiPajak(s.tipe) === 'tetap';
  const pilih = {
    bpmp: (s: repo.SlipBulanRow) => tetap(s) && !s.masa_pajak_terakhir && s.bruto > 0,
    bp21: (s: repo.SlipBulanRow) => !tetap(s) && s.bruto > 0,
    bpa1: (s: repo.SlipBulanRow) => tetap(s) && s.masa_pajak_terakhir,
  }[jenis];
  const rows = slips.filter(pilih);
  if (rows.length === 0) {
    const kosong = {
      bpmp: 'Tidak ada pegawai tetap dengan penghasilan bruto pada penggajian ini (masa pajak terakhir masuk BPA1).',
      bp21: 'Tidak ada pegawai tidak tetap atau harian pada penggajian ini.',
      bpa1: 'Tidak ada pegawai tetap yang masa pajak terakhirnya (Desember atau bulan keluar) pada penggajian ini.',
    }[jenis];
    throw new AppError('CONFLICT', kosong);
  }
  const tanpaTin = rows.filter((r) => !tinOf(r));
  if (tanpaTin.length > 0) {
    throw new AppError(
      'CONFLICT',
      `NIK atau NPWP 16 digit belum diisi untuk ${tanpaTin.length} karyawan: ${daftar(tanpaTin)}. Lengkapi di data karyawan.`,
    );
  }
  const [tahun, bulan] = [Number(run.bulan.slice(0, 4)), Number(run.bulan.slice(5, 7))];
  const tanggal = akhirBulan(run.bulan);
  let file: Buffer;
  if (jenis === 'bpmp') {
    file = bpmpXml(
      pemotong,
      rows.map((r) => ({
        bulan,
        tahun,
        tin: tinOf(r)!,
        status_ptkp: status(r.status_ptkp),
        posisi: r.jabatan ?? 'Karyawan',
        bruto: r.bruto,
        tarif_bp: terRate(terCategory(status(r.status_ptkp)), r.bruto, run.bulan),
        tanggal_potong: tanggal,
      })),
    );
  } else if (jenis === 'bp21') {
    file = bp21Xml(
      pemotong,
      rows.map((r) => ({
        bulan,
        tahun,
        tin: tinOf(r)!,
        status_ptkp: status(r.status_ptkp),
        bruto: r.bruto,
        tarif: tarifEfektif(r.pph21, r.bruto),
        nomor_dokumen: `GAJI-${run.bulan}-${run.id}-${r.nip}`,
        tanggal_dokumen: tanggal,
        tanggal_potong: tanggal,
      })),
    );
  } else {
    const tahunan = await a1Figures(db, run.id, run.bulan, rows);
    file = a1Xml(
      pemotong,
      tahunan.map((a) => ({
        bulan_awal: a.bulan_awal,
        bulan_akhir: bulan,
        tahun,
        tin: tinOf(a.penerima)!,
        status_ptkp: a.status_ptkp,
        posisi: a.penerima.jabatan ?? 'Karyawan',
        jumlah_bulan: a.bulan_awal === 1 && bulan === 12 ? 0 : a.jumlah_bulan,
        gaji: a.gaji,
        tunjangan_lain: a.tunjangan_lain,
        premi_asuransi: a.premi,
        thr_bonus: a.thr,
        iuran_pensiun: a.hitung.iuranPensiun,
        tanggal_potong: tanggal,
      })),
    );
  }
  return { file: file.toString('base64'), filename: `ebupot-${jenis}-${run.bulan}-${run.id}.xml` };
}

/** The year's figures of each employee whose last tax period is `bulan` in run `runId`. */
async function a1Figures(db: Db, runId: number, bulan: string, people: Penerima[]): Promise<A1Figures[]> {
  const rows = await repo.yearFigures(
    db,
    people.map((p) => p.user_id),
    bulan.slice(0, 4),
    bulan,
    runId,
  );
  const byUser = new Map(rows.map((r) => [r.user_id, r]));
  return people.map((p) => {
    const y = byUser.get(p.user_id)!;
    const st = status(p.status_ptkp);
    const bruto = y.bruto_gaji + y.bruto_thr;
    const hitung = pph21FinalPeriod({
      period: bulan,
      statusPtkp: st,
      bruto,
      bulanBekerja: Math.max(1, Math.min(y.jumlah_bulan, Number(bulan.slice(5, 7)))),
      iuranPensiun: y.iuran_pensiun,
      sudahDipotong: y.pph21 - y.pph21_terakhir,
      punyaNpwp: tinOf(p) !== null,
    });
    return {
      penerima: p,
      status_ptkp: st,
      bulan_awal: Number(y.bulan_awal.slice(5, 7)),
      jumlah_bulan: y.jumlah_bulan,
      // Base pay is what remains of the regular gross after the premiums and the other taxable earnings, so the
      // A1's kinds of income always add up to the gross the slips were taxed on.
      gaji: y.bruto_gaji - y.premi - y.tunjangan_lain,
      tunjangan_lain: y.tunjangan_lain,
      premi: y.premi,
      thr: y.bruto_thr,
      hitung,
      dipotong_sebelumnya: y.pph21 - y.pph21_terakhir,
      dipotong_terakhir: y.pph21_terakhir - y.lebih_potong,
    };
  });
}

/**
 * The employee's Bukti Potong A1 of `tahun` as PDF; only once their last tax period of the year is final. Protected
 * like their slips (document-password.ts); `peminta` only words the refusal.
 */
export async function buktiPotongA1(db: Db, store: FileStore, userId: number, tahun: number, peminta: PemintaDokumen) {
  const last = await repo.lastPeriodOf(db, userId, String(tahun));
  if (!last) {
    throw new AppError(
      'NOT_FOUND',
      `Bukti potong A1 tahun ${tahun} belum tersedia: gaji Desember (atau bulan terakhir bekerja) tahun itu belum final.`,
    );
  }
  const p = await repo.penerima(db, last.run_id, userId);
  if (jenisPegawaiPajak(p.tipe) !== 'tetap') {
    throw new AppError(
      'NOT_FOUND',
      'Bukti potong A1 hanya untuk pegawai tetap; pegawai tidak tetap menerima bukti potong bulanan.',
    );
  }
  const kataSandi = kataSandiDokumen({
    dokumen: 'PDF bukti potong A1',
    nama: p.nama,
    tanggalLahir: p.tanggal_lahir,
    berpassword: (await pengaturan.find(db)).slip_berpassword,
    peminta,
  });
  const pemotong = await repo.pemotong(db);
  const [a] = await a1Figures(db, last.run_id, last.bulan, [p]);
  const doc: BuktiPotongA1 = {
    tahun,
    bulan_akhir: last.bulan,
    tanggal: akhirBulan(last.bulan),
    pemotong,
    tin: tinOf(p),
    jenis_kelamin: p.jenis_kelamin,
    ...a,
  };
  const file = await buktiPotongA1Pdf(doc, await muatKop(db, store), kataSandi);
  return { file, filename: `bukti-potong-a1-${tahun}-${p.nip}.pdf` };
}
