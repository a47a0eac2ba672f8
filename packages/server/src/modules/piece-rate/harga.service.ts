import {
  HARGA_BERLAKU_MAJU,
  HARGA_BERLAKU_MUNDUR,
  type HargaBerlakuList,
  type HargaBoronganDetail,
  type HargaBoronganListQuery,
  type HargaBoronganRequest,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { addDays, invalid, jakartaToday, localToday } from './dates.ts';
import * as repo from './harga.repo.ts';

// Price list rules:
// - The price in force on a date is the tarif with the latest berlaku_mulai <= that date. Entries copy it, so
//   a later change never rewrites a past wage.
// - A new job starts with its price from berlaku_mulai (default today, Asia/Jakarta). A PUT whose harga differs
//   from the price in force on berlaku_mulai adds a tarif from that date (a second change on the same date
//   replaces the first). berlaku_mulai lies within 31 days back (no new entry may be older) and a year ahead.
// - DELETE deactivates: the job keeps its history but is no longer offered for new entries. Active jobs are
//   unique by name and unit.

const NOT_FOUND = 'Harga pekerjaan';

function duplicate(err: unknown, input: HargaBoronganRequest): AppError | undefined {
  if ((err as { code?: string })?.code !== '23505') return undefined;
  const message = `Pekerjaan "${input.nama}" dengan satuan "${input.satuan}" sudah ada.`;
  return new AppError('DUPLICATE', message, { nama: message });
}

function berlakuMulai(input: HargaBoronganRequest, today: string): string {
  const date = input.berlaku_mulai ?? today;
  if (date < addDays(today, -HARGA_BERLAKU_MUNDUR)) {
    throw invalid('berlaku_mulai', `Tanggal berlaku paling awal ${HARGA_BERLAKU_MUNDUR} hari yang lalu.`);
  }
  if (date > addDays(today, HARGA_BERLAKU_MAJU)) {
    throw invalid('berlaku_mulai', 'Tanggal berlaku paling lambat satu tahun dari hari ini.');
  }
  return date;
}

export async function list(db: Db, q: HargaBoronganListQuery, at: Date) {
  return repo.list(db, jakartaToday(at), q);
}

export async function get(db: Db, id: number, at: Date): Promise<HargaBoronganDetail> {
  const row = await repo.find(db, jakartaToday(at), id);
  if (!row) throw notFound(NOT_FOUND);
  return { ...row, riwayat_harga: await repo.history(db, id) };
}

export async function create(db: Db, user: SessionUser, input: HargaBoronganRequest, at: Date): Promise<HargaBoronganDetail> {
  const berlaku = berlakuMulai(input, jakartaToday(at));
  try {
    const id = await db.tx(async (tx) => {
      const id = await repo.insert(tx, { ...input, aktif: input.aktif ?? true });
      await repo.setPrice(tx, id, { berlaku_mulai: berlaku, harga: input.harga, oleh: user.id });
      return id;
    });
    return await get(db, id, at);
  } catch (err) {
    throw duplicate(err, input) ?? err;
  }
}

export async function update(
  db: Db,
  user: SessionUser,
  id: number,
  input: HargaBoronganRequest,
  at: Date,
): Promise<HargaBoronganDetail> {
  const berlaku = berlakuMulai(input, jakartaToday(at));
  try {
    await db.tx(async (tx) => {
      const current = await repo.lock(tx, id);
      if (!current) throw notFound(NOT_FOUND);
      await repo.update(tx, id, { ...input, aktif: input.aktif ?? current.aktif });
      if ((await repo.priceOn(tx, id, berlaku)) !== input.harga) {
        await repo.setPrice(tx, id, { berlaku_mulai: berlaku, harga: input.harga, oleh: user.id });
      }
    });
  } catch (err) {
    throw duplicate(err, input) ?? err;
  }
  return get(db, id, at);
}

export async function deactivate(db: Db, id: number): Promise<{ message: string }> {
  const row = await repo.deactivate(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return { message: `Pekerjaan "${row.nama}" dinonaktifkan dan tidak dapat dipilih lagi.` };
}

/** The active jobs an employee may enter for a date, with the price in force then (default: their today). */
export async function inForce(db: Db, user: SessionUser, tanggal: string | undefined, at: Date): Promise<HargaBerlakuList> {
  const date = tanggal ?? (await localToday(db, user.id, at));
  const rows = await repo.pricesOn(db, date);
  return {
    tanggal: date,
    items: rows.map((r) => ({
      id: r.id,
      nama: r.nama,
      satuan: r.satuan,
      tipe: r.tipe,
      harga: r.harga as number,
      berlaku_mulai: r.berlaku_mulai as string,
    })),
  };
}
