import { type ImportChange, type ImportError, type ImportRow, NAMA_BANK, ROLE_ADMIN } from '@hadir/contract';
import { AppError } from '../../platform/errors.ts';
import { mayOpenSection } from '../../platform/http.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { Spreadsheet } from '../../platform/xlsx-import.ts';
import { guardAccountChange, guardOwnPay, MESSAGES, PAY_FIELDS } from './account-guard.ts';
import { amountText, asMany, COLUMNS, dateText, type FieldKey, HEADER_OF, listKey } from './employee-import.columns.ts';
import type { PayAmount, PayComponent } from './employee-import.pay.ts';
import { type Existing, IMPORT_COLUMNS, type ImportColumn, type ImportValues, type Named } from './employee-import.repo.ts';
import { type Judged, judgeRow, lower, presentColumns } from './employee-import.rows.ts';

// Judges a whole employee file against the database: every problem as (row, column, sentence), what each row
// does (new, changed with its changes, unchanged), and the writes that apply it. Pure: the service loads what it
// reads and writes what it answers. Each row's cells are read and checked on their own in employee-import.rows.ts;
// this file matches the rows with each other and with the database.

/** Everything the file is judged against, read once for the whole file. */
export interface Lookups {
  masters: { roles: Named[]; jabatan: Named[]; lokasi: Named[]; jadwal: Named[]; grup: Named[] };
  /** Bank names on employees' records (the contract's list is always accepted). */
  banks: string[];
  /** Employees whose NIP is in the file. */
  existing: Existing[];
  /** Holders of the file's usernames. */
  usernames: { id: number; nip: string; username: string }[];
  /** People named as PIC, and the current PICs of the file's employees. */
  people: { id: number; nip: string; fullname: string; active: boolean }[];
  pay: PayComponent[];
  /** Own amounts of the file's existing employees. */
  amounts: PayAmount[];
  /** Remaining annual leave now, of the file's existing employees. */
  sisaCuti: Map<number, number>;
  /** Active Admins now (the last one keeps the role). */
  activeAdmins: number;
}

/** A PIC named by NIP: someone in the database, or a new employee of this file (id known after insert). */
export interface PicRef {
  id: number | null;
  nip: string;
}

export interface RowWrite {
  row: number;
  /** Null for a new employee. */
  id: number | null;
  values: ImportValues;
  userChanged: boolean;
  /** Role ids to set, when they change (always for a new employee). */
  roleIds: number[] | null;
  /** PICs to set, when they change. */
  pics: PicRef[] | null;
  /** Own amounts that change. */
  amounts: { komponen_gaji_id: number; nilai: number }[];
  /** Remaining annual leave to set, when it changes. */
  sisaCuti: number | null;
  rolesChanged: boolean;
}

export interface Plan {
  rows: ImportRow[];
  errors: ImportError[];
  writes: RowWrite[];
}

/** The parts of a file the lookups need: NIPs, usernames and PIC NIPs, lowercase. */
export function fileKeys(sheet: Spreadsheet) {
  const cols = presentColumns(sheet.headers, []);
  const header = (key: FieldKey) => cols.defs.find((c) => c.def.key === key)?.header;
  const [nip, username, pic] = [header('nip'), header('username'), header('pic_ids')];
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v).trim().toLowerCase() || null);
  const nips = new Set<string>();
  const usernames = new Set<string>();
  const picNips = new Set<string>();
  for (const r of sheet.rows) {
    const n = nip && text(r.values[nip]);
    if (n) nips.add(n);
    const u = username && text(r.values[username]);
    if (u) usernames.add(u);
    if (pic) for (const p of asMany(r.values[pic] ?? null)) picNips.add(p.toLowerCase());
  }
  return { nips: [...nips], usernames: [...usernames], picNips: [...picNips] };
}

const SISA_CUTI_SECTION = 'Sisa cuti hanya dapat diimpor oleh Admin atau HRD yang memiliki akses Pengaturan.';
const PAY_SECTION = 'Nilai gaji hanya dapat diimpor oleh Admin atau HRD yang memiliki akses Pengaturan.';
const LAST_ADMIN = 'Tidak dapat mencabut peran Admin dari Admin aktif terakhir.';
/** Which column an account-guard refusal is about. */
const GUARD_COLUMN: Record<string, FieldKey> = {
  [MESSAGES.grantAdmin]: 'roles',
  [MESSAGES.grantHrd]: 'roles',
  [MESSAGES.picSection]: 'pic_ids',
  [MESSAGES.picSelf]: 'pic_ids',
};

const sameSet = (a: (string | number)[], b: (string | number)[]) => {
  const x = new Set(a.map((v) => String(v).toLowerCase()));
  const y = new Set(b.map((v) => String(v).toLowerCase()));
  return x.size === y.size && [...x].every((v) => y.has(v));
};

/**
 * `guardOwnAmounts` is payroll's own-pay rule for the salary amounts (it refuses when the caller is among the ids).
 */
export function planImport(
  sheet: Spreadsheet,
  by: SessionUser,
  look: Lookups,
  guardOwnAmounts: (by: SessionUser, userIds: number[]) => void,
): Plan {
  const cols = presentColumns(sheet.headers, look.pay);
  const errors: ImportError[] = [];
  const fail = (row: number, column: string, message: string) => {
    errors.push({ row, column, message });
  };
  const headerRow = 1;

  // A missing required column would fail every row: said once, and nothing else is judged.
  for (const c of COLUMNS.filter((c) => c.required)) {
    if (!cols.defs.some((d) => d.def === c)) {
      fail(headerRow, c.header, `Kolom "${c.header}" tidak ada di baris judul. Gunakan templat dari tombol Unduh Templat.`);
    }
  }
  if (errors.length) return { rows: [], errors, writes: [] };

  const header = (key: FieldKey) => cols.defs.find((d) => d.def.key === key)?.header ?? HEADER_OF[key];
  const named = (items: Named[]) => new Map(items.map((i) => [listKey(i.nama), i]));
  const refs = {
    jabatan: named(look.masters.jabatan),
    lokasi: named(look.masters.lokasi),
    jadwal: named(look.masters.jadwal),
    grup: named(look.masters.grup),
  } as const;
  const roleByName = named(look.masters.roles);
  const banks = new Map([...NAMA_BANK, ...look.banks].map((b) => [listKey(b), b]));
  const existingByNip = new Map(look.existing.map((e) => [lower(e.nip), e]));
  const ownAmounts = new Map<number, Map<number, number>>();
  for (const a of look.amounts) {
    if (!ownAmounts.has(a.user_id)) ownAmounts.set(a.user_id, new Map());
    ownAmounts.get(a.user_id)!.set(a.komponen_gaji_id, a.nilai);
  }

  // ---- Each row on its own: cells read, then the employee form's rules on what the form would send ----
  const rowContext = { cols, header, fail, refs, roleByName, banks, existingByNip };
  const judged: Judged[] = sheet.rows.map((r) => judgeRow(r, rowContext));

  // ---- Across rows and against the database ----
  const firstByNip = new Map<string, Judged>();
  const firstByUsername = new Map<string, Judged>();
  const holders = new Map(look.usernames.map((u) => [lower(u.username), u]));
  for (const j of judged) {
    if (j.nip) {
      const first = firstByNip.get(lower(j.nip));
      if (first) fail(j.row, header('nip'), `NIP ${j.nip} sudah ada di baris ${first.row}.`);
      else firstByNip.set(lower(j.nip), j);
    }
    const username = j.values.username as string;
    if (!username || (j.existing && !j.given.has('username'))) continue;
    const first = firstByUsername.get(lower(username));
    const holder = holders.get(lower(username));
    if (first) fail(j.row, header('username'), `Username ${username} sudah dipakai di baris ${first.row}.`);
    else if (holder && holder.id !== j.existing?.id) {
      fail(j.row, header('username'), `Username ${username} sudah dipakai karyawan lain (NIP ${holder.nip}).`);
    }
    if (!first) firstByUsername.set(lower(username), j);
  }

  const people = new Map(look.people.map((p) => [lower(p.nip), p]));
  const peopleById = new Map(look.people.map((p) => [p.id, p]));
  const picsOf = new Map<Judged, PicRef[]>();
  for (const j of judged) {
    if (!j.picNips) continue;
    const found: PicRef[] = [];
    for (const nip of j.picNips) {
      const inFile = firstByNip.get(lower(nip));
      const person = people.get(lower(nip));
      if (j.nip && lower(nip) === lower(j.nip))
        fail(j.row, header('pic_ids'), 'Karyawan tidak dapat menjadi PIC dirinya sendiri.');
      else if (inFile) found.push({ id: inFile.existing?.id ?? null, nip: inFile.nip! });
      else if (!person)
        fail(j.row, header('pic_ids'), `PIC dengan NIP ${nip} tidak ditemukan di berkas ini maupun di data karyawan.`);
      else if (!person.active) fail(j.row, header('pic_ids'), `PIC dengan NIP ${nip} (${person.fullname}) sudah tidak aktif.`);
      else found.push({ id: person.id, nip: person.nip });
    }
    picsOf.set(j, found);
  }

  // ---- What each row changes, and who may change it ----
  const label = (id: number | null, list: Named[]) => (id === null ? null : (list.find((i) => i.id === id)?.nama ?? null));
  const show: Partial<Record<ImportColumn, (v: string | number | null) => string | null>> = {
    jabatan_id: (v) => label(v as number | null, look.masters.jabatan),
    lokasi_id: (v) => label(v as number | null, look.masters.lokasi),
    jadwal_kerja_id: (v) => label(v as number | null, look.masters.jadwal),
    grup_gaji_id: (v) => label(v as number | null, look.masters.grup),
    tanggal_masuk: (v) => dateText(v as string | null),
    tanggal_lahir: (v) => dateText(v as string | null),
  };
  const personName = (ref: PicRef) => {
    const name = ref.id !== null ? peopleById.get(ref.id)?.fullname : firstByNip.get(lower(ref.nip))?.values.fullname;
    return `${name ?? ref.nip} (${ref.nip})`;
  };
  const pay = new Map(look.pay.map((k) => [k.id, k]));
  const amountHeader = new Map(cols.amounts.map((a) => [a.komponen.id, a.header]));
  const sectionReported = new Set<string>();
  const sectionRefusal = (column: string, message: string) => {
    if (!sectionReported.has(column)) fail(headerRow, column, message);
    sectionReported.add(column);
  };
  // Salary amounts and leave balances are set elsewhere from the settings section (grup gaji, kuota cuti).
  const maySettings = mayOpenSection(by, 'pengaturan');

  const rows: ImportRow[] = [];
  const writes: RowWrite[] = [];
  const demoted: Judged[] = [];
  for (const j of judged) {
    const e = j.existing;
    const values = j.values;
    const changes: ImportChange[] = [];
    let userChanged = !e;
    if (e) {
      for (const c of IMPORT_COLUMNS) {
        const [was, now] = [e[c] ?? null, values[c] ?? null];
        if (String(was ?? '') === String(now ?? '')) continue;
        userChanged = true;
        const text = show[c] ?? ((v: string | number | null) => (v === null ? null : String(v)));
        changes.push({ column: header(c as FieldKey), lama: text(was), baru: text(now) });
      }
    }
    const roleNames = j.roles.map((r) => r.nama);
    const rolesChanged = !!e && !sameSet(e.roles, roleNames);
    if (rolesChanged) changes.push({ column: header('roles'), lama: e.roles.join(', '), baru: roleNames.join(', ') });
    const pics = picsOf.get(j) ?? null;
    const picIds = pics?.map((p) => p.id ?? -j.row) ?? e?.pic_ids ?? [];
    const picsChanged = !!pics && (e ? pics.some((p) => p.id === null) || !sameSet(e.pic_ids, picIds) : pics.length > 0);
    if (e && picsChanged) {
      const was = e.pic_ids.map((id) => personName({ id, nip: peopleById.get(id)?.nip ?? String(id) }));
      changes.push({ column: header('pic_ids'), lama: was.join(', ') || null, baru: pics!.map(personName).join(', ') || null });
    }
    const amounts: RowWrite['amounts'] = [];
    for (const [komponenId, nilai] of j.amounts) {
      const k = pay.get(komponenId)!;
      const column = amountHeader.get(komponenId)!;
      if (values.grup_gaji_id === null || !k.grup_gaji_ids.includes(values.grup_gaji_id as number)) {
        const grup = label(values.grup_gaji_id as number | null, look.masters.grup);
        fail(
          j.row,
          column,
          grup
            ? `Komponen "${k.nama}" tidak ada di grup gaji "${grup}".`
            : `Nilai "${k.nama}" hanya dapat diisi untuk karyawan yang memiliki grup gaji.`,
        );
        continue;
      }
      const was = e ? (ownAmounts.get(e.id)?.get(komponenId) ?? null) : null;
      if (was === nilai) continue;
      amounts.push({ komponen_gaji_id: komponenId, nilai });
      if (!maySettings) sectionRefusal(column, PAY_SECTION);
      if (e) changes.push({ column, lama: amountText(k.cara_hitung, was), baru: amountText(k.cara_hitung, nilai) });
    }
    let sisaCuti: number | null = null;
    if (j.sisaCuti !== null) {
      const was = e ? (look.sisaCuti.get(e.id) ?? null) : null;
      if (was !== j.sisaCuti) {
        sisaCuti = j.sisaCuti;
        if (!maySettings) sectionRefusal(header('sisa_cuti'), SISA_CUTI_SECTION);
        if (e) changes.push({ column: header('sisa_cuti'), lama: was === null ? null : `${was} hari`, baru: `${sisaCuti} hari` });
      }
    }

    const changed = !e || changes.length > 0;
    if (changed) guardRow(by, j, { roles: roleNames, pic_ids: picIds }, fail, header);
    if (e && e.id === by.id) guardOwn(by, j, fail, header);
    if (e && e.id === by.id && amounts.length > 0) {
      try {
        guardOwnAmounts(by, [e.id]);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        for (const a of amounts) fail(j.row, amountHeader.get(a.komponen_gaji_id)!, err.message);
      }
    }
    if (
      e?.active &&
      e.roles.some((r) => lower(r) === lower(ROLE_ADMIN)) &&
      !roleNames.some((r) => lower(r) === lower(ROLE_ADMIN))
    ) {
      demoted.push(j);
    }
    const labelText = `${values.nip} - ${values.fullname}`;
    rows.push({ row: j.row, aksi: !e ? 'baru' : changed ? 'ubah' : 'tetap', label: labelText, changes });
    if (changed) {
      writes.push({
        row: j.row,
        id: e?.id ?? null,
        values,
        userChanged,
        roleIds: !e || rolesChanged ? j.roles.map((r) => r.id) : null,
        pics: picsChanged ? pics : null,
        amounts,
        sisaCuti,
        rolesChanged,
      });
    }
  }
  if (demoted.length > 0 && demoted.length >= look.activeAdmins) {
    for (const j of demoted) fail(j.row, header('roles'), LAST_ADMIN);
  }

  const order = new Map(sheet.headers.map((h, i) => [h, i]));
  errors.sort((a, b) => a.row - b.row || (order.get(a.column) ?? 999) - (order.get(b.column) ?? 999));
  return { rows, errors, writes };
}

/** The account rule of the single-employee calls, judged on the row: a refusal names the column it is about. */
function guardRow(
  by: SessionUser,
  j: Judged,
  after: { roles: string[]; pic_ids: number[] },
  fail: (row: number, column: string, message: string) => void,
  header: (key: FieldKey) => string,
) {
  const e = j.existing;
  try {
    guardAccountChange(by, e ? 'ubah' : 'buat', e ? { roles: e.roles, pic_ids: e.pic_ids } : null, after);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    fail(j.row, header(GUARD_COLUMN[err.message] ?? 'nip'), err.message);
  }
}

/** Nobody changes their own salary group or tax data (the employee form's rule), named on each column changed. */
function guardOwn(
  by: SessionUser,
  j: Judged,
  fail: (row: number, column: string, message: string) => void,
  header: (key: FieldKey) => string,
) {
  const e = j.existing!;
  try {
    guardOwnPay(by, e.id, e, j.values);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    for (const f of PAY_FIELDS) if ((e[f] ?? null) !== (j.values[f] ?? null)) fail(j.row, header(f), err.message);
  }
}
