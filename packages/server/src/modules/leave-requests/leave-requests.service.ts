import type {
  IzinAdminDetail,
  IzinAdminPage,
  IzinDetail,
  IzinInput,
  IzinItem,
  IzinPage,
  IzinPreview,
  zIzinAdminQuery,
  zIzinListQuery,
  zIzinPreviewQuery,
} from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { noRemember } from '../../platform/idempotency.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as approvals from '../approvals/index.ts';
import { claimAttachments } from '../files/index.ts';
import { assertAnnualLeaveFits, freeAnnualLeave } from '../leave/index.ts';
import * as repo from './leave-requests.repo.ts';

// Rules (DOMAIN.md "Requests", decisions 0004 and 0020): working days only; the type's maximum and attachment
// rule; no overlap with pending or approved leave; quota-taking types must fit the annual leave of each period
// their days fall in (pending leave reserves it).

type ListQuery = z.output<typeof zIzinListQuery>;
type AdminQuery = z.output<typeof zIzinAdminQuery>;
type PreviewQuery = z.output<typeof zIzinPreviewQuery>;

const NOT_FOUND = 'Pengajuan izin';
const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, { [field]: message });

/** An active type the employee may take: a type limited to one gender is refused to everyone else. */
async function activeType(db: Db, userId: number, id: number) {
  const jenis = await repo.findJenisIzin(db, id);
  if (!jenis?.aktif) throw invalid('jenis_izin_id', 'Jenis izin tidak ditemukan atau sudah tidak aktif.');
  if (jenis.jenis_kelamin !== null) {
    const gender = await repo.genderOf(db, userId);
    if (gender !== jenis.jenis_kelamin) {
      const untuk = `${jenis.nama} hanya untuk karyawan ${jenis.jenis_kelamin.toLowerCase()}.`;
      throw invalid('jenis_izin_id', gender === null ? `${untuk} Jenis kelamin Anda belum tercatat; hubungi HRD.` : untuk);
    }
  }
  return jenis;
}

/** The working days a request would take and the annual leave still free, for the form before it is sent. */
export async function preview(db: Db, user: SessionUser, q: PreviewQuery): Promise<IzinPreview> {
  const jenis = await activeType(db, user.id, q.jenis_izin_id);
  const hari = await repo.workingDays(db, user.id, q.tanggal_mulai, q.tanggal_selesai);
  return {
    jumlah_hari: hari.length,
    sisa_kuota: jenis.potong_kuota ? await freeAnnualLeave(db, user.id, q.tanggal_mulai) : null,
  };
}

export async function create(db: Db, user: SessionUser, input: IzinInput, remember = noRemember): Promise<IzinDetail> {
  const jenis = await activeType(db, user.id, input.jenis_izin_id);
  if (jenis.wajib_lampiran && input.lampiran_ids.length === 0) {
    throw invalid('lampiran_ids', `${jenis.nama} wajib disertai lampiran (misalnya surat keterangan dokter).`);
  }
  return db.tx(async (tx) => {
    await repo.lockFilings(tx, user.id);
    const hari = await repo.workingDays(tx, user.id, input.tanggal_mulai, input.tanggal_selesai);
    if (hari.length === 0) {
      throw invalid('tanggal_mulai', 'Tidak ada hari kerja pada rentang tanggal ini (hari libur atau di luar jadwal kerja).');
    }
    if (jenis.maks_hari !== null && hari.length > jenis.maks_hari) {
      throw invalid(
        'tanggal_selesai',
        `${jenis.nama} paling lama ${jenis.maks_hari} hari kerja per pengajuan; rentang ini berisi ${hari.length} hari kerja.`,
      );
    }
    const overlap = await repo.findOverlap(tx, user.id, input.tanggal_mulai, input.tanggal_selesai);
    if (overlap) {
      const tanggal = overlap.dari === overlap.sampai ? overlap.dari : `${overlap.dari} s.d. ${overlap.sampai}`;
      throw new AppError(
        'CONFLICT',
        `Tanggal ${tanggal} sudah termasuk dalam pengajuan izin lain (${overlap.jenis_izin}, ${overlap.status}).`,
      );
    }
    await claimAttachments(tx, user.id, input.lampiran_ids);
    const id = await repo.insert(tx, user.id, {
      ...input,
      berbayar: jenis.berbayar,
      potong_kuota: jenis.potong_kuota,
      hari,
    });
    await approvals.submit(tx, { tipe: 'izin', requestId: id, requesterId: user.id });
    // Checked with this request counted as pending; refusing rolls all of it back.
    if (jenis.potong_kuota) await assertAnnualLeaveFits(tx, user.id, hari);
    const created = (await detail(tx, id)) as IzinDetail;
    await remember(tx, created);
    return created;
  });
}

function toItem(row: repo.IzinRow, lampiran: IzinItem['lampiran']): IzinItem {
  return {
    id: row.id,
    jenis_izin_id: row.jenis_izin_id,
    jenis_izin: row.jenis_izin,
    berbayar: row.berbayar,
    potong_kuota: row.potong_kuota,
    tanggal_mulai: row.tanggal_mulai,
    tanggal_selesai: row.tanggal_selesai,
    jumlah_hari: row.jumlah_hari,
    alasan: row.alasan,
    status: row.status,
    tanggal_pengajuan: row.tanggal_pengajuan.toISOString(),
    approver: row.approver,
    catatan_approval: row.catatan_approval,
    tanggal_approval: row.tanggal_approval?.toISOString() ?? null,
    lampiran,
  };
}

const withPemohon = (row: repo.IzinRow, lampiran: IzinItem['lampiran']): IzinDetail => ({
  ...toItem(row, lampiran),
  pemohon: { id: row.user_id, nip: row.pemohon_nip, fullname: row.pemohon_fullname },
});

/** Any leave request with its attachments; undefined when it does not exist. */
export async function detail(db: Db, id: number): Promise<IzinDetail | undefined> {
  const row = await repo.find(db, id);
  if (!row) return undefined;
  return withPemohon(row, (await repo.attachments(db, [id])).get(id) ?? []);
}

async function page(db: Db, f: repo.ListFilter) {
  const { rows, total } = await repo.list(db, f);
  const lampiran = await repo.attachments(
    db,
    rows.map((r) => r.id),
  );
  return { rows, total, lampiran: (id: number) => lampiran.get(id) ?? [] };
}

export async function listOwn(db: Db, user: SessionUser, q: ListQuery): Promise<IzinPage> {
  const p = await page(db, { userId: user.id, status: q.status, limit: q.size, offset: (q.page - 1) * q.size });
  return { items: p.rows.map((r) => toItem(r, p.lampiran(r.id))), total: p.total };
}

export async function getOwn(db: Db, user: SessionUser, id: number): Promise<IzinDetail> {
  const found = await detail(db, id);
  if (!found || found.pemohon.id !== user.id) throw notFound(NOT_FOUND);
  return found;
}

/** Cancelling a pending request releases the quota it reserved (the quota counts only pending and approved). */
export async function cancel(db: Db, user: SessionUser, id: number): Promise<IzinDetail> {
  await approvals.cancel(db, user, 'izin', id);
  return getOwn(db, user, id);
}

export async function listAll(db: Db, q: AdminQuery): Promise<IzinAdminPage> {
  const p = await page(db, {
    status: q.status,
    search: q.search,
    from: q['start-date'],
    to: q['end-date'],
    jenisIzinId: q.jenis_izin_id,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { items: p.rows.map((r) => withPemohon(r, p.lampiran(r.id))), total: p.total };
}

export async function getAny(db: Db, user: SessionUser, id: number): Promise<IzinAdminDetail> {
  const found = await detail(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return { ...found, dapat_diputuskan: await approvals.canDecide(db, user, 'izin', id) };
}
