import {
  BORONGAN_HARI_MUNDUR,
  type BoronganAdminDetail,
  type BoronganAdminPage,
  type BoronganDetail,
  type BoronganItem,
  type BoronganPage,
  hitungUpah,
  type zBoronganListQuery,
  type zBoronganRequest,
} from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Remember } from '../../platform/idempotency.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as approvals from '../approvals/index.ts';
import { assertMayEnter } from './akses.service.ts';
import * as repo from './borongan.repo.ts';
import { addDays, dmy, invalid, localToday } from './dates.ts';
import * as harga from './harga.repo.ts';

// Entry rules (DOMAIN.md "Attendance", piece-rate and daily work):
// - tanggal is not in the future and at most 31 days back, both in the employee's location time zone.
// - 1..50 jobs, each once, each active on the price list with a price in force on tanggal (else 400 naming
//   the job); jumlah > 0 with at most 2 decimals, at most 10.000.
// - Wage per item = round(jumlah x harga_satuan) half up to whole rupiah (hitungUpah, shared with the form
//   that shows it before sending); total_upah = their sum. Name, unit, type and price are copied onto the
//   entry, so price-list changes never rewrite it. The server's figure is the one stored.
// - One entry per employee and date unless the earlier one was rejected or cancelled (409); entries of one
//   employee are serialised (advisory lock), so concurrent sends give one entry.
// - Status and decisions live in the approval engine (tipe 'borongan'); approved entries feed the wage
//   report and payroll through borongan.total_upah.

type BoronganInput = z.output<typeof zBoronganRequest>;
type ListQuery = z.output<typeof zBoronganListQuery>;

const NOT_FOUND = 'Absensi borongan/harian';

async function priceItems(tx: Db, input: BoronganInput): Promise<repo.ItemWrite[]> {
  const prices = new Map(
    (
      await harga.pricesOn(
        tx,
        input.tanggal,
        input.items.map((i) => i.harga_borongan_id),
      )
    ).map((p) => [p.id, p]),
  );
  return input.items.map((item, i) => {
    const field = `items.${i}.harga_borongan_id`;
    const p = prices.get(item.harga_borongan_id);
    if (!p) throw invalid(field, 'Pekerjaan tidak ditemukan.');
    if (!p.aktif) throw invalid(field, `Pekerjaan "${p.nama}" sudah tidak aktif.`);
    if (p.harga == null) {
      throw invalid(field, `Pekerjaan "${p.nama}" belum memiliki harga yang berlaku pada ${dmy(input.tanggal)}.`);
    }
    return {
      harga_borongan_id: p.id,
      nama: p.nama,
      satuan: p.satuan,
      tipe: p.tipe,
      jumlah: item.jumlah,
      harga_satuan: p.harga,
      upah: hitungUpah(item.jumlah, p.harga),
    };
  });
}

export async function create(
  db: Db,
  user: SessionUser,
  input: BoronganInput,
  at: Date,
  remember: Remember,
): Promise<BoronganDetail> {
  await assertMayEnter(db, user.id);
  const today = await localToday(db, user.id, at);
  if (input.tanggal > today) throw invalid('tanggal', 'Tanggal tidak boleh melewati hari ini.');
  if (input.tanggal < addDays(today, -BORONGAN_HARI_MUNDUR)) {
    throw invalid('tanggal', `Absensi borongan/harian hanya dapat diinput untuk ${BORONGAN_HARI_MUNDUR} hari terakhir.`);
  }
  return db.tx(async (tx) => {
    const items = await priceItems(tx, input);
    await repo.lockFilings(tx, user.id);
    const live = await repo.liveOnDate(tx, user.id, input.tanggal);
    if (live) {
      const message = `Absensi borongan/harian tanggal ${dmy(input.tanggal)} sudah diinput (${live.status}).`;
      throw new AppError('CONFLICT', message, { tanggal: message });
    }
    const total_upah = items.reduce((sum, i) => sum + i.upah, 0);
    const id = await repo.insert(tx, user.id, { tanggal: input.tanggal, total_upah, keterangan: input.keterangan, items });
    await approvals.submit(tx, { tipe: 'borongan', requestId: id, requesterId: user.id });
    const body = (await detail(tx, id)) as BoronganDetail;
    await remember(tx, body);
    return body;
  });
}

function toItem(row: repo.BoronganRow): BoronganItem {
  return {
    id: row.id,
    tanggal: row.tanggal,
    total_upah: row.total_upah,
    jumlah_pekerjaan: row.jumlah_pekerjaan,
    status: row.status,
    tanggal_pengajuan: row.tanggal_pengajuan.toISOString(),
  };
}

const pemohon = (row: repo.BoronganRow) => ({ id: row.user_id, nip: row.pemohon_nip, fullname: row.pemohon_fullname });

/** Any entry with its items and decision; undefined when it does not exist. */
export async function detail(db: Db, id: number): Promise<BoronganDetail | undefined> {
  const row = await repo.find(db, id);
  if (!row) return undefined;
  return {
    ...toItem(row),
    keterangan: row.keterangan,
    items: await repo.items(db, id),
    pemohon: pemohon(row),
    approver: row.approver,
    catatan_approval: row.catatan_approval,
    tanggal_approval: row.tanggal_approval?.toISOString() ?? null,
  };
}

function filter(q: ListQuery) {
  return { status: q.status, from: q['start-date'], to: q['end-date'], limit: q.size, offset: (q.page - 1) * q.size };
}

export async function listOwn(db: Db, user: SessionUser, q: ListQuery): Promise<BoronganPage> {
  const { rows, total } = await repo.list(db, { ...filter(q), userId: user.id });
  return { items: rows.map(toItem), total };
}

export async function getOwn(db: Db, user: SessionUser, id: number): Promise<BoronganDetail> {
  const found = await detail(db, id);
  if (!found || found.pemohon.id !== user.id) throw notFound(NOT_FOUND);
  return found;
}

export async function cancel(db: Db, user: SessionUser, id: number): Promise<BoronganDetail> {
  await approvals.cancel(db, user, 'borongan', id);
  return getOwn(db, user, id);
}

export async function listAll(db: Db, q: ListQuery): Promise<BoronganAdminPage> {
  const { rows, total } = await repo.list(db, { ...filter(q), search: q.search });
  return { items: rows.map((r) => ({ ...toItem(r), pemohon: pemohon(r) })), total };
}

export async function getAny(db: Db, user: SessionUser, id: number): Promise<BoronganAdminDetail> {
  const found = await detail(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return { ...found, dapat_diputuskan: await approvals.canDecide(db, user, 'borongan', id) };
}
