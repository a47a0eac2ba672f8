import type { ListQuery, PengumumanDetail, PengumumanItem, PengumumanPage, PengumumanRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { claimAttachments } from '../files/index.ts';
import { announcementPublished } from '../notifications/index.ts';
import { workdayFor } from '../schedules/index.ts';
import { plainText, summary, toSafeHtml } from './announcements.html.ts';
import * as repo from './announcements.repo.ts';

/** How many announcements the dashboard shows: the spec leaves the number to the server. */
export const LATEST_COUNT = 5;

/** An announcement is published from its date on, in the caller's local (location) time zone. */
async function localToday(db: Db, userId: number): Promise<string> {
  const day = await workdayFor(db, userId);
  if (!day) throw new AppError('UNAUTHENTICATED');
  return day.date;
}

const toItem = (r: repo.PengumumanRow): PengumumanItem => ({
  id: r.id,
  judul: r.judul,
  tanggal_terbit: r.tanggal_terbit,
  ringkasan: summary(r.isi_awal),
  date_created: r.date_created.toISOString(),
});

const toDetail = (r: repo.PengumumanDetailRow, lampiran: PengumumanDetail['lampiran']): PengumumanDetail => ({
  ...toItem(r),
  isi: r.isi,
  pembuat: r.pembuat,
  updated_at: r.updated_at.toISOString(),
  lampiran,
});

async function page(db: Db, publishedBy: string | null, q: ListQuery): Promise<PengumumanPage> {
  const { rows, total } = await repo.list(db, {
    publishedBy,
    search: q.search || undefined,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { items: rows.map(toItem), total };
}

export async function listPublished(db: Db, user: SessionUser, q: ListQuery) {
  return page(db, await localToday(db, user.id), q);
}

export async function latest(db: Db, user: SessionUser) {
  const { items } = await page(db, await localToday(db, user.id), { page: 1, size: LATEST_COUNT });
  return { items };
}

/** Scheduled (not yet published) announcements do not exist for employees: 404. */
export async function getPublished(db: Db, user: SessionUser, id: number) {
  const row = await repo.find(db, id);
  if (!row || row.tanggal_terbit > (await localToday(db, user.id))) throw notFound('Pengumuman');
  return toDetail(row, await repo.attachments(db, id));
}

export const listAll = (db: Db, q: ListQuery) => page(db, null, q);

export async function getAny(db: Db, id: number) {
  const row = await repo.find(db, id);
  if (!row) throw notFound('Pengumuman');
  return toDetail(row, await repo.attachments(db, id));
}

async function prepare(db: Db, user: SessionUser, input: PengumumanRequest): Promise<repo.PengumumanWrite> {
  const isi = toSafeHtml(input.isi);
  if (!plainText(isi)) {
    const message = 'Isi pengumuman kosong setelah tag yang tidak diizinkan dihapus.';
    throw new AppError('VALIDATION_ERROR', message, { isi: message });
  }
  return { judul: input.judul, isi, tanggal_terbit: input.tanggal_terbit ?? (await localToday(db, user.id)) };
}

export async function create(db: Db, user: SessionUser, input: PengumumanRequest) {
  const data = await prepare(db, user, input);
  const id = await db.tx(async (t) => {
    const newId = await repo.insert(t, data, user.id);
    await attach(t, user, newId, [], input.lampiran_ids);
    // Published now (in the creator's time zone): pushed at once. A scheduled one waits for pushDue.
    if (data.tanggal_terbit <= (await localToday(t, user.id))) {
      await repo.markPushed(t, newId);
      await announcementPublished(t, { id: newId, judul: data.judul });
    }
    return newId;
  });
  return getAny(db, id);
}

/** Pushes the scheduled announcements whose date has come, once each; run every minute by every server. */
export async function pushDue(db: Db, now: Date) {
  await db.tx(async (t) => {
    for (const a of await repo.claimDue(t, now)) await announcementPublished(t, a);
  });
}

/**
 * The announcement's attachments become `ids`: those it has stay, new ones are claimed (the caller's own uploads,
 * PDF or images, not attached anywhere yet), the others are let go.
 */
async function attach(tx: Db, user: SessionUser, id: number, current: number[], ids: number[]) {
  await claimAttachments(
    tx,
    user.id,
    ids.filter((f) => !current.includes(f)),
  );
  await repo.setAttachments(tx, id, ids);
}

export async function update(db: Db, user: SessionUser, id: number, input: PengumumanRequest) {
  const data = await prepare(db, user, input);
  await db.tx(async (t) => {
    if (!(await repo.update(t, id, data))) throw notFound('Pengumuman');
    const current = (await repo.attachments(t, id)).map((f) => f.id);
    await attach(t, user, id, current, input.lampiran_ids);
  });
  return getAny(db, id);
}

export async function remove(db: Db, id: number) {
  if (!(await repo.remove(db, id))) throw notFound('Pengumuman');
}
