import type { ImporAttlog, LogMesinDitolak, MesinAbsen, MesinAbsenRequest, PinMesin, PinMesinRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, fromDbError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { guardAccountOf } from '../users/index.ts';
import * as repo from './mesin-absen.repo.ts';
import { ingest } from './mesin-absen.service.ts';

// Admin/HRD: registering terminals and reading what they sent that was refused.

const view = (m: repo.Mesin): MesinAbsen => ({
  id: m.id,
  nomor_seri: m.nomor_seri,
  nama: m.nama,
  lokasi_id: m.lokasi_id,
  lokasi: m.lokasi,
  zona_waktu: m.zona_waktu,
  aktif: m.aktif,
  terakhir_kontak: m.terakhir_kontak ? new Date(m.terakhir_kontak).toISOString() : null,
});

export async function list(db: Db): Promise<{ items: MesinAbsen[] }> {
  return { items: (await repo.list(db)).map(view) };
}

/** A serial number already registered or a location that does not exist is the admin's input: 409 / 400. */
async function saving<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (err) {
    const known = fromDbError(err);
    if (known?.code === 'DUPLICATE') {
      throw new AppError('CONFLICT', 'Nomor seri ini sudah terdaftar untuk mesin lain.', {
        nomor_seri: 'Nomor seri ini sudah terdaftar untuk mesin lain.',
      });
    }
    if (known?.code === 'IN_USE') {
      throw new AppError('VALIDATION_ERROR', 'Lokasi tidak ditemukan.', { lokasi_id: 'Lokasi tidak ditemukan.' });
    }
    throw err;
  }
}

export async function get(db: Db, id: number): Promise<MesinAbsen> {
  const m = await repo.findById(db, id);
  if (!m) throw notFound('Mesin absen');
  return view(m);
}

async function found(db: Db, sn: string): Promise<MesinAbsen> {
  const m = await repo.findBySerial(db, sn);
  if (!m) throw notFound('Mesin absen');
  return view(m);
}

export async function create(db: Db, input: MesinAbsenRequest): Promise<MesinAbsen> {
  await saving(() => repo.insert(db, input));
  return found(db, input.nomor_seri);
}

export async function update(db: Db, id: number, input: MesinAbsenRequest): Promise<MesinAbsen> {
  if (!(await saving(() => repo.update(db, id, input)))) throw notFound('Mesin absen');
  return found(db, input.nomor_seri);
}

/** The latest 100 refused lines, newest first. */
export async function refused(db: Db): Promise<{ items: LogMesinDitolak[] }> {
  const rows = await repo.latestRefused(db, 100);
  return {
    items: rows.map((r) => ({
      ...r,
      waktu: r.waktu ? new Date(r.waktu).toISOString() : null,
      diterima_pada: new Date(r.diterima_pada).toISOString(),
    })),
  };
}

export async function getPin(db: Db, userId: number): Promise<PinMesin> {
  const row = await repo.pinOf(db, userId);
  if (!row) throw notFound('Karyawan');
  return row;
}

/**
 * Sets the PIN an employee is enrolled under, or back to the NIP with null. A PIN that already points at someone
 * else (their PIN or their NIP) is refused: a punch must never land on the wrong person.
 */
export async function savePin(db: Db, by: SessionUser, userId: number, input: PinMesinRequest): Promise<PinMesin> {
  await guardAccountOf(db, by, userId);
  await db.tx(async (t) => {
    if (!(await repo.pinOf(t, userId))) throw notFound('Karyawan');
    const holder = input.pin === null ? undefined : await repo.pinHolder(t, userId, input.pin);
    if (holder) {
      const message = `PIN ${input.pin} sudah dipakai ${holder}. Pilih PIN lain.`;
      throw new AppError('CONFLICT', message, { pin: message });
    }
    await saving(() => repo.savePin(t, userId, input.pin));
  });
  return getPin(db, userId);
}

/**
 * A terminal's USB attendance log (attlog.dat: the same tab-separated lines as its ATTLOG uploads), read as if that
 * terminal had pushed it: its zone and location, and its log, so records already pushed are not applied twice and a
 * later push of the same records changes nothing. The dry run reads, resolves PINs and counts; applying runs each
 * line through the punch rules like an upload.
 */
export async function importFile(db: Db, mesinId: number, bytes: Buffer, dryRun: boolean, now: Date): Promise<ImporAttlog> {
  const mesin = await repo.findById(db, mesinId);
  if (!mesin) throw notFound('Mesin absen');
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const count = await ingest(db, mesin, text, now, dryRun);
  if (count.baris === 0) throw new AppError('VALIDATION_ERROR', 'Berkas kosong: tidak ada baris absen di dalamnya.');
  return {
    baris: count.baris,
    sudah_tercatat: count.sudah,
    diproses: count.diproses,
    ditolak: count.ditolak.length,
    contoh_ditolak: count.ditolak.slice(0, 100).map((r) => ({ baris: r.baris, alasan: r.alasan })),
  };
}
