import type { PengaturanPenggajian, PengaturanPenggajianRequest } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as repo from './pengaturan-penggajian.repo.ts';

// The company's payroll options (migration 0036) and the JKK risk class BPJS Ketenagakerjaan set for the company (PP 44/2015 Pasal 16 ayat (1), Lampiran I): every
// new regular run uses it unless the run overrides it; a run keeps the class it was computed with.

export async function get(db: Db): Promise<PengaturanPenggajian> {
  const row = await repo.find(db);
  return { ...row, diubah_pada: new Date(row.diubah_pada).toISOString() };
}

export async function update(db: Db, user: SessionUser, input: PengaturanPenggajianRequest): Promise<PengaturanPenggajian> {
  await repo.update(db, input, user.id);
  return get(db);
}
