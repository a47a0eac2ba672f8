import type { ImportPreview, ImportRejected, ImportResult } from '@hadir/contract';
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { revokeUserSessions, type SessionUser } from '../../platform/sessions.ts';
import { readSpreadsheet, type Spreadsheet } from '../../platform/xlsx-import.ts';
import { currentRemaining, setRemainingAnnualLeaves } from '../leave/index.ts';
import { FORCE_LOGOUT_MESSAGES, forceLogout } from '../notifications/index.ts';
import { payImportSource } from './employee-import.pay.ts';
import { fileKeys, type Lookups, type Plan, planImport } from './employee-import.plan.ts';
import * as repo from './employee-import.repo.ts';
import { SHEET } from './employee-import.template.ts';
import { queueLoginData } from './login-data.ts';
import { countOtherActiveAdmins } from './users.repo.ts';
import { formatAngka } from '@hadir/contract';

// POST /users/import: the employee file judged as a whole (dry run), or applied all or nothing in one transaction.

const SISA_CUTI_ALASAN = 'Sisa cuti dari sistem sebelumnya (impor)';
const RACED =
  'NIP atau username di berkas ini baru saja dipakai oleh karyawan yang ditambahkan bersamaan. Unggah ulang berkas untuk melihat pratinjau terbaru.';

/**
 * Reads everything the file is judged against, once; `lock` (inside the apply's transaction) holds the employees of
 * the file meanwhile. One query after another: inside a transaction they share one connection.
 */
async function lookups(db: Db, sheet: Spreadsheet, lock: boolean): Promise<Lookups> {
  const keys = fileKeys(sheet);
  const pay = payImportSource();
  const existing = await repo.findByNips(db, keys.nips, lock);
  const ids = existing.map((e) => e.id);
  return {
    existing,
    masters: await repo.masterLists(db),
    banks: await repo.bankNames(db),
    usernames: await repo.findByUsernames(db, keys.usernames),
    people: await repo.findPeople(
      db,
      keys.picNips,
      existing.flatMap((e) => e.pic_ids),
    ),
    pay: (await pay?.components(db)) ?? [],
    amounts: (await pay?.amounts(db, ids)) ?? [],
    sisaCuti: await currentRemaining(db, ids),
    // Also takes the lock every removal of the Admin role takes (users.repo.ts), when inside the transaction.
    activeAdmins: await countOtherActiveAdmins(db, 0),
  };
}

const guardOwnAmounts = (by: SessionUser, ids: number[]) => payImportSource()?.guardOwnPay(by, ids);

const readFile = (bytes: Buffer) => readSpreadsheet(bytes, { sheet: SHEET });

export async function preview(db: Db, by: SessionUser, bytes: Buffer): Promise<ImportPreview> {
  const sheet = await readFile(bytes);
  const plan = planImport(sheet, by, await lookups(db, sheet, false), guardOwnAmounts);
  return { rows: plan.rows, errors: plan.errors };
}

export async function apply(
  db: Db,
  by: SessionUser,
  bytes: Buffer,
): Promise<{ result: ImportResult } | { rejected: ImportRejected }> {
  const sheet = await readFile(bytes);
  try {
    return await db.tx(async (t) => {
      // One import at a time, judged inside its transaction: a second upload of the same file waits, then finds
      // the employees the first one created and changes nothing.
      await repo.lockImports(t);
      const plan = planImport(sheet, by, await lookups(t, sheet, true), guardOwnAmounts);
      if (plan.errors.length > 0) {
        const n = plan.errors.length;
        const message = `Berkas berisi ${formatAngka(n)} kesalahan; tidak ada karyawan yang disimpan. Perbaiki lalu unggah lagi.`;
        return { rejected: { message, code: 'VALIDATION_ERROR', errors: plan.errors } };
      }
      const result = await write(t, by, plan);
      await writeAudit(t, {
        userId: by.id,
        method: 'POST',
        route: '/api/users/import',
        params: {},
        data: {
          ringkasan: `Impor karyawan dari Excel: ${result.created} baru, ${result.updated} diubah.`,
          baru: plan.writes.filter((w) => w.id === null).map((w) => w.values.nip),
          diubah: plan.writes.filter((w) => w.id !== null).map((w) => w.values.nip),
        },
        status: 200,
        uraian: {
          kategori: 'impor',
          ringkasan: 'mengimpor karyawan dari Excel',
          rincian: [`${result.created} karyawan baru`, `${result.updated} karyawan diubah`],
        },
      });
      return { result };
    });
  } catch (err) {
    // An employee added from the form meanwhile took a NIP or username of the file (unique indexes).
    if ((err as { code?: string }).code === '23505') throw new AppError('CONFLICT', RACED);
    throw err;
  }
}

async function write(t: Db, by: SessionUser, plan: Plan): Promise<ImportResult> {
  const creates = plan.writes.filter((w) => w.id === null);
  const updates = plan.writes.filter((w) => w.id !== null);
  // New accounts have no password: their login data is sent afterwards (hashing thousands would take minutes).
  const inserted = await repo.insertUsers(
    t,
    creates.map((w) => w.values),
  );
  const idOf = new Map(inserted.map((r) => [r.nip.toLowerCase(), r.id]));
  const id = (w: Plan['writes'][number]) => w.id ?? idOf.get(String(w.values.nip).toLowerCase())!;
  await repo.updateUsers(
    t,
    updates.filter((w) => w.userChanged).map((w) => ({ ...w.values, id: w.id! })),
  );
  await repo.replaceRoles(
    t,
    plan.writes.filter((w) => w.roleIds).map((w) => ({ user_id: id(w), role_ids: w.roleIds! })),
  );
  await repo.replacePics(
    t,
    plan.writes
      .filter((w) => w.pics)
      .map((w) => ({ user_id: id(w), pic_ids: w.pics!.map((p) => p.id ?? idOf.get(p.nip.toLowerCase())!) })),
  );
  const amounts = plan.writes.flatMap((w) => w.amounts.map((a) => ({ ...a, user_id: id(w) })));
  if (amounts.length) await payImportSource()!.save(t, amounts);
  const sisaCuti = plan.writes.filter((w) => w.sisaCuti !== null);
  if (sisaCuti.length) {
    await setRemainingAnnualLeaves(
      t,
      sisaCuti.map((w) => ({ userId: id(w), sisa: w.sisaCuti!, alasan: SISA_CUTI_ALASAN, by: by.id })),
    );
  }
  // New roles take effect at once, as from the employee form: the person signs in again (the caller keeps this session).
  for (const w of updates.filter((u) => u.rolesChanged)) {
    const keep = w.id === by.id ? by.sessionId : undefined;
    await forceLogout(t, w.id!, FORCE_LOGOUT_MESSAGES.rolesChanged, keep);
    await revokeUserSessions(t, w.id!, keep);
  }
  await queueLoginData(
    t,
    inserted.map((r) => r.id),
  );
  return { created: creates.length, updated: updates.length };
}
