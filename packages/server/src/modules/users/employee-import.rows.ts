import {
  AGAMA,
  JENIS_KELAMIN,
  nilaiIssue,
  ROLE_KARYAWAN,
  STATUS_PERKAWINAN,
  STATUS_PTKP,
  TIPE_KARYAWAN,
  zDataKontakRequest,
  zDataPribadiRequest,
  zNilaiKaryawan,
  zUpdateUserRequest,
} from '@hadir/contract';
import type { z } from 'zod';
import { asDate, asText, type SheetRow } from '../../platform/xlsx-import.ts';
import {
  ALL_COLUMNS,
  asAmount,
  asDays,
  asDigits,
  asMany,
  type ColumnDef,
  type FieldKey,
  headerKey,
  type ListName,
  listKey,
  payHeader,
} from './employee-import.columns.ts';
import type { PayComponent } from './employee-import.pay.ts';
import { type Existing, IMPORT_COLUMNS, type ImportColumn, type ImportValues, type Named } from './employee-import.repo.ts';

// Each row of the employee file on its own: its cells read, then the employee form's rules on what the form would
// send. What the rows mean together and against the database is employee-import.plan.ts.

/** The file's known columns as written in its header; unknown columns are ignored. */
export function presentColumns(headers: string[], pay: PayComponent[]) {
  const byKey = new Map<string, ColumnDef>(ALL_COLUMNS.map((c) => [headerKey(c.header), c]));
  const payByKey = new Map(pay.map((k) => [headerKey(payHeader(k)), k]));
  const defs: { header: string; def: ColumnDef }[] = [];
  const amounts: { header: string; komponen: PayComponent }[] = [];
  for (const header of headers) {
    const def = byKey.get(headerKey(header));
    if (def && !defs.some((d) => d.def === def)) defs.push({ header, def });
    const komponen = payByKey.get(headerKey(header));
    if (komponen && !amounts.some((a) => a.komponen === komponen)) amounts.push({ header, komponen });
  }
  return { defs, amounts };
}

const ENUMS: Partial<Record<ListName, readonly string[]>> = {
  tipe: TIPE_KARYAWAN,
  ptkp: STATUS_PTKP,
  kelamin: JENIS_KELAMIN,
  agama: AGAMA,
  perkawinan: STATUS_PERKAWINAN,
};

/** Personal data HR keeps besides the employee form, with the rules of the employee's own data forms. */
const zPersonal = zDataPribadiRequest
  .pick({ jenis_kelamin: true, tempat_lahir: true, tanggal_lahir: true, agama: true, status_perkawinan: true })
  .extend({ alamat: zDataKontakRequest.shape.alamat });
const PERSONAL = ['jenis_kelamin', 'tempat_lahir', 'tanggal_lahir', 'agama', 'status_perkawinan', 'alamat'] as const;
const FIELD_RULES: Record<ImportColumn | 'roles' | 'pic_ids', z.ZodType> = { ...zUpdateUserRequest.shape, ...zPersonal.shape };

export const lower = (s: string) => s.toLowerCase();

/** What a new employee starts from before the file's cells: the employee form's defaults. */
function blank(): ImportValues & { roles: string[] } {
  const values = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, null])) as ImportValues;
  return { ...values, nip: '', username: '', fullname: '', roles: [ROLE_KARYAWAN] };
}

export interface Judged {
  row: number;
  nip: string | null;
  existing?: Existing;
  given: Set<FieldKey>;
  values: ImportValues;
  roles: Named[];
  picNips: string[] | null;
  amounts: Map<number, number>;
  sisaCuti: number | null;
}

/** What a row is read against: the file's columns, and the master lists and employees the plan looked up. */
export interface RowContext {
  cols: ReturnType<typeof presentColumns>;
  header: (key: FieldKey) => string;
  fail: (row: number, column: string, message: string) => void;
  refs: Record<'jabatan' | 'lokasi' | 'jadwal' | 'grup', Map<string, Named>>;
  roleByName: Map<string, Named>;
  banks: Map<string, string>;
  existingByNip: Map<string, Existing>;
}

/** One row judged on its own; its problems go to `fail`. */
export function judgeRow(r: SheetRow, ctx: RowContext): Judged {
  const { cols, header, fail, refs, roleByName, banks, existingByNip } = ctx;
  const cell = (h: string) => r.values[h] ?? null;
  // One problem per cell: the first one found.
  const said = new Set<string>();
  const failHere = (column: string, message: string) => {
    if (!said.has(column)) fail(r.row, column, message);
    said.add(column);
  };
  const nipHeader = header('nip');
  const nipText = cell(nipHeader) === null ? null : String(cell(nipHeader)).trim();
  const existing = nipText ? existingByNip.get(lower(nipText)) : undefined;
  const j: Judged = {
    row: r.row,
    nip: nipText,
    existing,
    given: new Set(),
    values: blank(),
    roles: [],
    picNips: null,
    amounts: new Map(),
    sisaCuti: null,
  };
  const form: Record<string, unknown> = existing ? { ...existing } : blank();
  const personal: Record<string, unknown> = Object.fromEntries(PERSONAL.map((k) => [k, existing?.[k] ?? null]));

  for (const { header: h, def } of cols.defs) {
    const v = cell(h);
    if (v === null) continue;
    j.given.add(def.key);
    const target = (PERSONAL as readonly string[]).includes(def.key) ? personal : form;
    const text = String(v).trim();
    if (def.kind === 'text') target[def.key] = asText(v);
    if (def.kind === 'digits' || def.kind === 'date') {
      const parsed = def.kind === 'digits' ? asDigits(v) : asDate(v);
      if (parsed.ok) target[def.key] = parsed.value;
      else failHere(h, parsed.message);
    }
    if (def.kind === 'days') {
      const parsed = asDays(v);
      if (parsed.ok) j.sisaCuti = parsed.value;
      else failHere(h, parsed.message);
    }
    if (def.key === 'roles') {
      const names = asMany(v);
      const unknown = names.filter((n) => !roleByName.has(listKey(n)));
      if (unknown.length) failHere(h, `Peran tidak ditemukan: ${unknown.join(', ')}.`);
      form.roles = names.filter((n) => roleByName.has(listKey(n))).map((n) => roleByName.get(listKey(n))!.nama);
    }
    if (def.key === 'pic_ids') j.picNips = [...new Map(asMany(v).map((n) => [lower(n), n])).values()];
    if (def.kind !== 'list') continue;
    const list = def.list!;
    if (list === 'bank') {
      const bank = banks.get(listKey(text));
      if (bank) target[def.key] = bank;
      else failHere(h, `Nama bank "${text}" tidak ada di daftar. Pilih dari daftar di lembar Daftar.`);
    } else if (list in refs) {
      const found = refs[list as keyof typeof refs].get(listKey(text));
      if (found) target[def.key] = found.id;
      else failHere(h, `${def.header} "${text}" tidak ditemukan. Pilih dari daftar di lembar Daftar.`);
    } else {
      // A value of a fixed list in another case is that value; anything else gets the form's message.
      target[def.key] = ENUMS[list]?.find((e) => listKey(e) === listKey(text)) ?? text;
    }
  }
  if (existing) form.nip = existing.nip;

  // The form's rules, field by field (the form has no rule across fields); a value kept from the record (an
  // empty cell) is not this file's problem.
  const out: Record<string, unknown> = {};
  const input = { ...form, ...personal };
  for (const key of [...IMPORT_COLUMNS, 'roles'] as const) {
    if (existing && !j.given.has(key)) {
      out[key] = existing[key];
      continue;
    }
    const checked = FIELD_RULES[key].safeParse(input[key]);
    if (checked.success) {
      out[key] = checked.data ?? null;
      continue;
    }
    // Judged on as it was, so that the rest of the row is still checked without false alarms.
    out[key] = key === 'roles' ? input.roles : (existing?.[key] ?? null);
    failHere(header(key), checked.error.issues[0].message);
  }
  // PICs are counted here; who they are is checked against the file and the database below.
  if (j.picNips) {
    const checked = FIELD_RULES.pic_ids.safeParse(j.picNips.map((_, i) => i + 1));
    if (!checked.success) failHere(header('pic_ids'), checked.error.issues[0].message);
  }
  for (const { header: h, komponen } of cols.amounts) {
    const v = cell(h);
    if (v === null) continue;
    const parsed = asAmount(komponen.cara_hitung, v);
    if (!parsed.ok) {
      failHere(h, parsed.message);
      continue;
    }
    const nilai = parsed.value!;
    const issue =
      zNilaiKaryawan.shape.nilai.safeParse(nilai).error?.issues[0]?.message ?? nilaiIssue(komponen.cara_hitung, nilai, true);
    if (issue) failHere(h, issue);
    else j.amounts.set(komponen.id, nilai);
  }
  j.values = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, out[c] ?? null])) as ImportValues;
  j.roles = (out.roles as string[]).map((n) => roleByName.get(listKey(n))!);
  return j;
}
