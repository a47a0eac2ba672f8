import {
  type CalonKaryawanFilter,
  type GrupGaji,
  type GrupGajiRequest,
  type ListQuery,
  type NilaiGridRequest,
  type NilaiGridResult,
  type NilaiKaryawanRequest,
  nilaiIssue,
  type TambahKaryawanFilterResult,
  type TambahKaryawanGrupRequest,
} from '@hadir/contract';
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { komponenBerlaku } from './gaji-karyawan.repo.ts';
import { guardOwnPay } from './own-pay.rules.ts';
import { rincianGaji } from './payroll.audit.ts';
import * as grupRepo from './grup-gaji.repo.ts';
import * as komponenRepo from './komponen-gaji.repo.ts';

const isUnique = (err: unknown) => (err as { code?: string })?.code === '23505';

function duplicate(input: GrupGajiRequest) {
  const message = `Grup gaji "${input.nama}" sudah ada.`;
  return new AppError('DUPLICATE', message, { nama: message });
}

function fieldErrors(errors: Record<string, string>) {
  if (Object.keys(errors).length) throw new AppError('VALIDATION_ERROR', Object.values(errors)[0], errors);
}

export const list = (db: Db, q: ListQuery) => grupRepo.list(db, q);

export async function get(db: Db, id: number): Promise<GrupGaji> {
  const row = await grupRepo.findById(db, id);
  if (!row) throw notFound('Grup gaji');
  return row;
}

/**
 * Every component must exist and take the amount its cara_hitung allows; an inactive one may stay in a
 * group that already holds it but is not added anew. Locks the components against deletion meanwhile.
 */
async function checkKomponen(db: Db, komponen: GrupGajiRequest['komponen'], current: number[]) {
  const found = new Map(
    (
      await komponenRepo.findByIds(
        db,
        komponen.map((k) => k.komponen_gaji_id),
      )
    ).map((k) => [k.id, k]),
  );
  const errors: Record<string, string> = {};
  komponen.forEach((item, i) => {
    const k = found.get(item.komponen_gaji_id);
    if (!k) {
      errors[`komponen.${i}.komponen_gaji_id`] = 'Komponen gaji tidak ditemukan.';
    } else if (!k.aktif && !current.includes(k.id)) {
      errors[`komponen.${i}.komponen_gaji_id`] = `Komponen gaji "${k.nama}" nonaktif dan tidak dapat ditambahkan.`;
    } else {
      const issue = nilaiIssue(k.cara_hitung, item.nilai, false);
      if (issue) errors[`komponen.${i}.nilai`] = `${k.nama}: ${issue}`;
    }
  });
  fieldErrors(errors);
}

export async function create(db: Db, input: GrupGajiRequest): Promise<GrupGaji> {
  try {
    const id = await db.tx(async (t) => {
      await checkKomponen(t, input.komponen, []);
      const newId = await grupRepo.insert(t, input);
      await grupRepo.setKomponen(t, newId, input.komponen);
      return newId;
    });
    return await get(db, id);
  } catch (err) {
    throw isUnique(err) ? duplicate(input) : err;
  }
}

export async function update(db: Db, id: number, input: GrupGajiRequest): Promise<GrupGaji> {
  try {
    await db.tx(async (t) => {
      if (!(await grupRepo.lockById(t, id))) throw notFound('Grup gaji');
      await checkKomponen(t, input.komponen, await grupRepo.komponenIds(t, id));
      await grupRepo.update(t, id, input);
      await grupRepo.setKomponen(t, id, input.komponen);
    });
  } catch (err) {
    throw isUnique(err) ? duplicate(input) : err;
  }
  return get(db, id);
}

const IN_USE_HINT = 'Keluarkan karyawan dari grup ini terlebih dahulu.';

export async function remove(db: Db, id: number) {
  try {
    await db.tx(async (t) => {
      if (!(await grupRepo.lockById(t, id))) throw notFound('Grup gaji');
      const karyawan = await grupRepo.countKaryawan(t, id);
      if (karyawan > 0) throw new AppError('IN_USE', `Grup gaji masih dipakai oleh ${karyawan} karyawan. ${IN_USE_HINT}`);
      await grupRepo.remove(t, id);
    });
  } catch (err) {
    // An employee placed in the group from the employee form meanwhile.
    if ((err as { code?: string })?.code === '23503') throw new AppError('IN_USE', `Grup gaji masih dipakai. ${IN_USE_HINT}`);
    throw err;
  }
}

// ---- Employees of a group ----

export async function listKaryawan(db: Db, id: number, q: ListQuery) {
  await get(db, id);
  return grupRepo.listKaryawan(db, id, q);
}

export async function listCalon(db: Db, by: SessionUser, id: number, q: ListQuery & CalonKaryawanFilter) {
  await get(db, id);
  return grupRepo.listCalon(db, id, q, by.id);
}

/**
 * Adds active employees who are in no group. One already in another group is refused (409) rather than
 * moved: moving changes their pay, so it is done on purpose (out of the old group, or the employee form).
 */
export async function tambahKaryawan(db: Db, by: SessionUser, id: number, input: TambahKaryawanGrupRequest) {
  guardOwnPay(by, input.user_ids);
  const added = await db.tx(async (t) => {
    const grup = await grupRepo.lockById(t, id);
    if (!grup) throw notFound('Grup gaji');
    const users = await grupRepo.lockUsers(t, input.user_ids);
    if (users.length < input.user_ids.length) {
      throw new AppError('VALIDATION_ERROR', 'Karyawan tidak ditemukan.', { user_ids: 'Karyawan tidak ditemukan.' });
    }
    const inactive = users.filter((u) => !u.active);
    if (inactive.length) {
      const message = `Karyawan tidak aktif: ${inactive.map((u) => u.fullname).join(', ')}.`;
      throw new AppError('VALIDATION_ERROR', message, { user_ids: message });
    }
    const elsewhere = users.filter((u) => u.grup_gaji_id !== null && u.grup_gaji_id !== id);
    if (elsewhere.length) {
      const who = elsewhere.map((u) => `${u.fullname} (${u.grup_gaji})`).join(', ');
      throw new AppError('CONFLICT', `Sudah terdaftar di grup gaji lain: ${who}. Keluarkan dari grup tersebut terlebih dahulu.`);
    }
    const baru = users.filter((u) => u.grup_gaji_id === null).map((u) => u.id);
    await grupRepo.assign(t, id, baru);
    return baru.length;
  });
  return { message: added > 0 ? `${added} karyawan ditambahkan ke grup gaji.` : 'Karyawan sudah terdaftar di grup gaji ini.' };
}

/** Out of the group; the employee's own amounts stay with them (decision 0008). */
export async function keluarkanKaryawan(db: Db, by: SessionUser, id: number, userId: number) {
  guardOwnPay(by, [userId]);
  await get(db, id);
  if (!(await grupRepo.unassign(db, id, userId))) throw notFound('Karyawan di grup gaji ini');
}

/** Replaces the employee's own amounts of this group's components; a component left out follows the group. */
export async function setNilaiKaryawan(db: Db, by: SessionUser, id: number, userId: number, input: NilaiKaryawanRequest) {
  guardOwnPay(by, [userId]);
  await db.tx(async (t) => {
    const grup = await get(t, id);
    if (!(await grupRepo.isMember(t, id, userId))) throw notFound('Karyawan di grup gaji ini');
    const inGroup = new Map(grup.komponen.map((k) => [k.komponen_gaji_id, k]));
    const errors: Record<string, string> = {};
    input.nilai.forEach((n, i) => {
      const k = inGroup.get(n.komponen_gaji_id);
      const issue = k ? nilaiIssue(k.cara_hitung, n.nilai, true) : 'Komponen gaji tidak ada di grup ini.';
      if (issue) errors[`nilai.${i}.nilai`] = k ? `${k.nama}: ${issue}` : issue;
    });
    fieldErrors(errors);
    await grupRepo.setNilaiKaryawan(t, userId, [...inGroup.keys()], input.nilai);
  });
  return { message: 'Nilai gaji karyawan berhasil disimpan.' };
}

/**
 * 'Pilih semua' in the add dialog: every active employee matching the filter who is in no group joins, in one
 * statement, whatever the page shown. As with a list of names, nobody is moved out of another group; the caller,
 * who may not set their own group, is left out and told so rather than refused with everyone else.
 */
export async function tambahSesuaiFilter(
  db: Db,
  by: SessionUser,
  id: number,
  filter: CalonKaryawanFilter,
): Promise<TambahKaryawanFilterResult> {
  return db.tx(async (t) => {
    const grup = await grupRepo.lockById(t, id);
    if (!grup) throw notFound('Grup gaji');
    const r = await grupRepo.assignMatching(t, id, filter, by.id);
    if (r.ditambahkan.length) {
      await writeAudit(t, {
        userId: by.id,
        method: 'POST',
        route: '/api/grup-gaji/:id/karyawan/sesuai-filter (rincian)',
        params: { id },
        data: { grup_gaji: grup.nama, ditambahkan: r.ditambahkan },
        status: 200,
      });
    }
    const n = r.ditambahkan.length;
    const message = [
      n > 0 ? `${n} karyawan ditambahkan ke grup gaji ${grup.nama}.` : 'Tidak ada karyawan yang ditambahkan.',
      r.di_grup_lain > 0 ? `${r.di_grup_lain} karyawan yang sudah di grup gaji lain tidak dipindahkan.` : '',
      r.diri_sendiri ? 'Anda sendiri tidak ditambahkan: minta Admin atau HRD lain untuk mengatur grup gaji Anda.' : '',
    ];
    return { message: message.filter(Boolean).join(' '), ditambahkan: n };
  });
}

/**
 * The amounts grid: every changed cell saved in one statement, all or nothing. Each cell must be a member's amount
 * of a component of this group that takes one; a refusal names every bad cell. Nobody saves their own row.
 */
export async function simpanNilaiGrid(db: Db, by: SessionUser, id: number, input: NilaiGridRequest): Promise<NilaiGridResult> {
  guardOwnPay(by, [...new Set(input.perubahan.map((c) => c.user_id))]);
  return db.tx(async (t) => {
    if (!(await grupRepo.lockById(t, id))) throw notFound('Grup gaji');
    const grup = await get(t, id);
    const members = new Map(
      (await grupRepo.lockMembers(t, id, [...new Set(input.perubahan.map((c) => c.user_id))])).map((m) => [m.id, m]),
    );
    const inGroup = new Map(grup.komponen.map((k) => [k.komponen_gaji_id, k]));
    const errors: Record<string, string> = {};
    input.perubahan.forEach((c, i) => {
      const m = members.get(c.user_id);
      const k = inGroup.get(c.komponen_gaji_id);
      const issue = !m
        ? 'Karyawan tidak ada di grup ini.'
        : !k
          ? 'Komponen gaji tidak ada di grup ini.'
          : nilaiIssue(k.cara_hitung, c.nilai, false);
      if (issue) errors[`perubahan.${i}.nilai`] = m && k ? `${m.fullname}, ${k.nama}: ${issue}` : issue;
    });
    const bad = Object.values(errors);
    if (bad.length) {
      throw new AppError('VALIDATION_ERROR', `${bad.length} nilai tidak valid, tidak ada yang disimpan. ${bad[0]}`, errors);
    }
    const userIds = [...members.keys()];
    const sebelum = await komponenBerlaku(t, userIds);
    await grupRepo.saveGrid(t, input.perubahan);
    const sesudah = await komponenBerlaku(t, userIds);
    // One entry per employee whose pay changed, so the log's employee filter finds it.
    for (const m of members.values()) {
      const rincian = rincianGaji(
        sebelum.filter((k) => k.user_id === m.id),
        sesudah.filter((k) => k.user_id === m.id),
      );
      if (!rincian.length) continue;
      await writeAudit(t, {
        userId: by.id,
        method: 'PUT',
        route: '/api/grup-gaji/:id/nilai-karyawan (rincian)',
        params: { id, user_id: m.id },
        data: { grup_gaji: grup.nama, perubahan: rincian },
        status: 200,
        uraian: { kategori: 'gaji', ringkasan: 'mengubah gaji', karyawanId: m.id, rincian },
      });
    }
    return { message: `${input.perubahan.length} nilai gaji karyawan disimpan.`, disimpan: input.perubahan.length };
  });
}
