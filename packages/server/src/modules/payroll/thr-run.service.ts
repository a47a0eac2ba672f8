import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { komponenBerlaku } from './gaji-karyawan.repo.ts';
import { upahDariKomponen } from './gaji-karyawan.service.ts';
import { namaBulan } from './payroll-run.compute.ts';
import { upahRataRata } from './payroll-run.inputs.wage.repo.ts';
import type { SlipWrite } from './payroll-run.slips.repo.ts';
import { daysInMonth } from './statutory/money.ts';
import { monthsBefore, serviceMonths } from './statutory/index.ts';
import { hitungThr, pakaiRataRata, type ThrMasukan } from './thr-run.compute.ts';
import * as repo from './thr-run.repo.ts';
import { statusPtkpSlip } from './slip-pph21-jp.repo.ts';
import { opsiPajak } from './payroll-run.tax-options.repo.ts';
import { jenisPegawaiPajak } from './statutory/jenis-pegawai.ts';

// The draft of a THR run (decision 0010, "THR runs"): who is due, their month's wage, the slips. Employees with
// less than one month of service on the reference date get no slip (Permenaker 6/2016 Pasal 2 ayat (1)).

const MAKS_NAMA = 5;

/** The reference date must fall in the run's month or the next (THR is paid at the latest 7 days before the holiday). */
export function cekTanggalAcuan(bulan: string, acuan: string) {
  const [y, m] = bulan.split('-').map(Number);
  const next = m === 12 ? [y + 1, 1] : [y, m + 1];
  const akhir = `${next[0]}-${String(next[1]).padStart(2, '0')}-${String(daysInMonth(next[0], next[1])).padStart(2, '0')}`;
  if (acuan < `${bulan}-01` || acuan > akhir) {
    const pesan = `Tanggal acuan harus pada ${namaBulan(bulan)} atau bulan berikutnya.`;
    throw new AppError('VALIDATION_ERROR', pesan, { tanggal_acuan: pesan });
  }
}

export async function claimGroups(db: Db, runId: number, bulan: string, grupIds: number[]) {
  const lain = await repo.claimThrGroups(db, runId, bulan, grupIds);
  if (lain.length > 0) {
    throw new AppError(
      'CONFLICT',
      `THR ${namaBulan(bulan)} untuk grup ini sudah diolah pada penggajian lain (${lain.join('; ')}). Satu grup hanya boleh punya satu penggajian THR per bulan.`,
    );
  }
}

const punyaNpwp = (npwp: string | null, nik: string | null) =>
  Boolean(npwp?.replace(/\D/g, '')) || /^\d{16}$/.test(nik?.trim() ?? '');

export async function computeThrSlips(db: Db, bulan: string, acuan: string, grupIds: number[]): Promise<SlipWrite[]> {
  const emps = await repo.thrEmployees(db, grupIds, bulan, acuan);
  const tanpaTanggal = emps.filter((e) => !e.tanggal_masuk);
  if (tanpaTanggal.length > 0) {
    const nama = tanpaTanggal.slice(0, MAKS_NAMA).map((e) => e.fullname);
    const lagi = tanpaTanggal.length > MAKS_NAMA ? `, dan ${tanpaTanggal.length - MAKS_NAMA} lainnya` : '';
    throw new AppError(
      'VALIDATION_ERROR',
      `Tanggal masuk belum diisi untuk ${nama.join(', ')}${lagi}. Lengkapi data karyawan agar masa kerja THR dapat dihitung.`,
    );
  }
  const due = emps
    .map((e) => ({ ...e, tanggal_masuk: e.tanggal_masuk!, masa: serviceMonths(e.tanggal_masuk!, acuan) }))
    .filter((e) => e.masa >= 1);
  const ids = due.map((e) => e.id);
  if (ids.length === 0) return [];
  const komponen = await komponenBerlaku(db, ids);
  const perUser = new Map<number, typeof komponen>();
  for (const k of komponen) perUser.set(k.user_id, [...(perUser.get(k.user_id) ?? []), k]);
  const upah = new Map(ids.map((id) => [id, upahDariKomponen(perUser.get(id) ?? [])]));
  // Average wage: the last min(masa kerja, 12) whole months before the reference date.
  const rata = due
    .filter((e) => pakaiRataRata(e.tipe_karyawan, upah.get(e.id) ?? null))
    .map((e) => ({ id: e.id, bulan: Math.min(e.masa, 12), dari: monthsBefore(acuan, Math.min(e.masa, 12)) }));
  // Wages received: final slips' wage lines (a daily wage per day present too), else approved piece-rate/daily entries.
  const diterima = await upahRataRata(
    db,
    rata.map((r) => r.id),
    rata.map((r) => r.dari),
    acuan,
  );
  const diterimaMap = new Map(diterima.map((b) => [Number(b.user_id), b]));
  const rataMap = new Map(
    rata.map((r) => {
      const d = diterimaMap.get(r.id);
      return [r.id, { total: Number(d?.total ?? 0), bulan: r.bulan, dari: r.dari, dari_slip: Number(d?.dari_slip ?? 0) }];
    }),
  );
  const gaji = new Map((await repo.finalSlipsOfMonth(db, 'gaji', ids, bulan)).map((g) => [g.user_id, g]));
  // PPh 21 on THR uses the tax year's PTKP status too (slip-pph21-jp.repo.ts).
  const ptkp = await statusPtkpSlip(db, ids, bulan);
  // The company's government-borne PPh 21, decided as on the monthly slip (thr-pajak.rules.ts).
  const pajak = await opsiPajak(db, due, bulan);

  return due.map((e): SlipWrite => {
    const pph = perUser.get(e.id)?.find((k) => k.sumber_otomatis === 'pph21');
    const g = gaji.get(e.id);
    const masukan: ThrMasukan = {
      jenis: 'thr',
      bulan,
      tanggal_acuan: acuan,
      tanggal_masuk: e.tanggal_masuk,
      tipe_karyawan: e.tipe_karyawan,
      upah_komponen: upah.get(e.id) ?? null,
      rata_rata: rataMap.get(e.id) ?? null,
      ...ptkp.get(e.id)!,
      punya_npwp: punyaNpwp(e.npwp, e.nik),
      pph21_komponen: pph?.nama ?? null,
      gaji_bulan_ini: g ? { bruto: g.bruto, pph21: g.pph21, hari: g.hari } : null,
      jenis_pegawai_pajak: jenisPegawaiPajak(e.tipe_karyawan),
      pajak_dtp: pajak.get(e.id)?.dtp ?? null,
    };
    return {
      user_id: e.id,
      nip: e.nip,
      nama: e.fullname,
      jabatan: e.jabatan,
      grup_gaji: e.grup,
      nama_bank: e.nama_bank,
      no_rekening: e.no_rekening,
      hari_kerja: 0,
      hari_hadir: 0,
      hari_alpha: 0,
      hari_izin_tidak_berbayar: 0,
      menit_lembur: 0,
      ...hitungThr(masukan),
      masukan,
    };
  });
}
