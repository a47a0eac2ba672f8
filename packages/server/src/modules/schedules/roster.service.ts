import type {
  RosterBaris,
  RosterGrid,
  RosterHasil,
  RosterPolaRequest,
  RosterQuery,
  RosterSalinRequest,
  RosterUbahRequest,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as grid from './roster.grid.repo.ts';
import { type RosterCell, writeCells } from './roster.repo.ts';
import { formatAngka } from '@hadir/contract';

// The roster grid and its edits (decision 0024): read a month of cells as every rule reads them (shiftOfDay), set
// cells, fill a repeating pattern, copy a range. Every edit is all or nothing in one transaction: an unknown or
// inactive employee or shift refuses the whole call naming who or which, and a cell in a month whose payroll is
// final is refused by the roster table's trigger (409), so nothing is half-written.

const DAY = 86_400_000;
/** A pattern or a copy covers at most a year. */
const MAX_HARI = 366;
/** Cells of one pattern fill or copy (e.g. 1,000 employees for a year, 12,900 for a month). */
const MAX_SEL = 400_000;
/** Cells per write statement (a JSON parameter of ~1 MB). */
const CHUNK = 20_000;

const toTime = (d: string) => Date.parse(`${d}T00:00:00Z`);
const addDays = (d: string, n: number) => new Date(toTime(d) + n * DAY).toISOString().slice(0, 10);
const daysIn = (dari: string, sampai: string) => Math.round((toTime(sampai) - toTime(dari)) / DAY) + 1;
const angka = (n: number) => formatAngka(n);

function monthRange(bulan: string): { dari: string; sampai: string; tanggal: string[] } {
  const [y, m] = bulan.split('-').map(Number);
  const dari = `${bulan}-01`;
  const n = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const tanggal = Array.from({ length: n }, (_, i) => addDays(dari, i));
  return { dari, sampai: tanggal[n - 1], tanggal };
}

/** GET /roster: a page of active employees (name order) with every date of the month, in four statements. */
export async function read(db: Db, q: RosterQuery): Promise<RosterGrid> {
  const { dari, sampai, tanggal } = monthRange(q.bulan);
  const page = await grid.pageEmployees(db, q, q.bulan, { size: q.size, offset: (q.page - 1) * q.size });
  const cells = await grid.cells(
    db,
    page.items.map((e) => e.user_id),
    dari,
    sampai,
  );
  const byUser = new Map<number, RosterBaris['hari']>();
  for (const { user_id, ...hari } of cells) {
    const row = byUser.get(user_id);
    if (row) row.push(hari);
    else byUser.set(user_id, [hari]);
  }
  return {
    bulan: q.bulan,
    tanggal,
    hari_libur: await grid.holidays(db, dari, sampai),
    items: page.items.map((e) => ({ ...e, hari: byUser.get(e.user_id) ?? [] })),
    total: page.total,
  };
}

/** Problems found before writing, keyed by the request's field; refused together, nothing written. */
class Problems {
  readonly errors: Record<string, string> = {};
  add(field: string, message: string) {
    if (!Object.values(this.errors).includes(message)) this.errors[field] = message;
  }
  throwIfAny() {
    const all = Object.values(this.errors);
    if (!all.length) return;
    const shown = all.slice(0, 3).join(' ');
    const more = all.length > 3 ? ` Dan ${all.length - 3} masalah lain.` : '';
    throw new AppError('VALIDATION_ERROR', `Jadwal tidak disimpan. ${shown}${more}`, this.errors);
  }
}

const personLabel = (p: grid.Person) => `${p.nip} - ${p.fullname}`;

/** Checks that every listed employee exists and is active; answers them in name order. */
async function checkPeople(t: Db, ids: number[], field: (i: number) => string, problems: Problems) {
  const people = await grid.peopleByIds(t, [...new Set(ids)]);
  const known = new Map(people.map((p) => [p.id, p]));
  ids.forEach((id, i) => {
    const p = known.get(id);
    if (!p) problems.add(field(i), `Karyawan dengan id ${id} tidak ditemukan.`);
    else if (!p.active) problems.add(field(i), `Karyawan ${personLabel(p)} sudah tidak aktif.`);
  });
  return people;
}

/** Checks that every shift used exists and is active. */
async function checkShifts(t: Db, ids: (number | null)[], field: (i: number) => string, problems: Problems) {
  const used = [...new Set(ids.filter((id): id is number => id != null))];
  const known = new Map((await grid.shiftsByIds(t, used)).map((s) => [s.id, s]));
  ids.forEach((id, i) => {
    if (id == null) return;
    const s = known.get(id);
    if (!s) problems.add(field(i), `Shift dengan id ${id} tidak ditemukan.`);
    else if (!s.aktif) problems.add(field(i), `Shift ${s.kode} (${s.nama}) tidak aktif.`);
  });
}

async function write(t: Db, cells: RosterCell[], by: number): Promise<number> {
  let changed = 0;
  for (let i = 0; i < cells.length; i += CHUNK) changed += await writeCells(t, cells.slice(i, i + CHUNK), by);
  return changed;
}

/** PUT /roster: the cells as sent, all or nothing. */
export async function ubah(db: Db, by: number, input: RosterUbahRequest): Promise<RosterHasil> {
  return db.tx(async (t) => {
    const problems = new Problems();
    await checkPeople(
      t,
      input.sel.map((c) => c.user_id),
      (i) => `sel.${i}.user_id`,
      problems,
    );
    // A cleared cell goes back to the weekly schedule: its shift_id is not used.
    await checkShifts(
      t,
      input.sel.map((c) => (c.hapus ? null : c.shift_id)),
      (i) => `sel.${i}.shift_id`,
      problems,
    );
    problems.throwIfAny();
    const diubah = await write(t, input.sel, by);
    return { message: `Jadwal shift disimpan: ${angka(diubah)} hari diubah.`, diubah };
  });
}

interface Sasaran {
  user_ids?: number[];
  lokasi_id?: number;
  jabatan_id?: number;
}

/** The employees a pattern or copy applies to, in name order: the listed ones, else the active ones of the filter. */
async function targets(t: Db, s: Sasaran, problems: Problems): Promise<grid.Person[]> {
  if (s.user_ids?.length) {
    return checkPeople(t, s.user_ids, (i) => `user_ids.${i}`, problems);
  }
  const people = await grid.activeByFilter(t, { lokasi_id: s.lokasi_id, jabatan_id: s.jabatan_id });
  if (!people.length) problems.add('user_ids', 'Tidak ada karyawan aktif di lokasi atau jabatan yang dipilih.');
  return people;
}

function checkRange(dari: string, sampai: string, field: string, label: string) {
  const n = daysIn(dari, sampai);
  if (n > MAX_HARI) {
    throw new AppError('VALIDATION_ERROR', `${label} paling panjang ${MAX_HARI} hari (dipilih ${angka(n)} hari).`, {
      [field]: `${label} paling panjang ${MAX_HARI} hari.`,
    });
  }
  return n;
}

function checkSize(people: number, days: number) {
  if (people * days > MAX_SEL) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Terlalu banyak sekaligus: ${angka(people)} karyawan x ${angka(days)} hari. Paling banyak ${angka(MAX_SEL)} sel; ` +
        'perpendek rentang tanggal atau pilih lebih sedikit karyawan.',
    );
  }
}

/** POST /roster/pola: the k-th employee (name order) starts geser x k days into the pattern. */
export async function isiPola(db: Db, by: number, input: RosterPolaRequest): Promise<RosterHasil> {
  const days = checkRange(input.dari, input.sampai, 'sampai', 'Rentang tanggal');
  return db.tx(async (t) => {
    const problems = new Problems();
    const people = await targets(t, input, problems);
    await checkShifts(t, input.pola, (i) => `pola.${i}`, problems);
    problems.throwIfAny();
    checkSize(people.length, days);
    const n = input.pola.length;
    const cells: RosterCell[] = [];
    people.forEach((p, k) => {
      for (let i = 0; i < days; i++) {
        cells.push({
          user_id: p.id,
          tanggal: addDays(input.dari, i),
          shift_id: input.pola[(i + input.geser * k) % n],
          hapus: false,
        });
      }
    });
    const diubah = await write(t, cells, by);
    return { message: `Pola shift diterapkan untuk ${angka(people.length)} karyawan: ${angka(diubah)} hari diubah.`, diubah };
  });
}

/**
 * POST /roster/salin: each target date takes the roster row of the source date at the same position, the source
 * repeating in order; a source date without a row puts the target date back on the weekly schedule.
 */
export async function salin(db: Db, by: number, input: RosterSalinRequest): Promise<RosterHasil> {
  const srcDays = checkRange(input.sumber_dari, input.sumber_sampai, 'sumber_sampai', 'Rentang sumber');
  const days = checkRange(input.tujuan_dari, input.tujuan_sampai, 'tujuan_sampai', 'Rentang tujuan');
  return db.tx(async (t) => {
    const problems = new Problems();
    const people = await targets(t, input, problems);
    problems.throwIfAny();
    checkSize(people.length, days);
    const rows = await grid.rosterRows(
      t,
      people.map((p) => p.id),
      input.sumber_dari,
      input.sumber_sampai,
    );
    const source = new Map(rows.map((r) => [`${r.user_id}|${r.tanggal}`, r.shift_id]));
    const cells: RosterCell[] = [];
    for (const p of people) {
      for (let i = 0; i < days; i++) {
        const key = `${p.id}|${addDays(input.sumber_dari, i % srcDays)}`;
        const tanggal = addDays(input.tujuan_dari, i);
        cells.push(
          source.has(key)
            ? { user_id: p.id, tanggal, shift_id: source.get(key) ?? null, hapus: false }
            : { user_id: p.id, tanggal, shift_id: null, hapus: true },
        );
      }
    }
    // A source row on a shift deactivated since is not copied onto new dates.
    await checkShifts(
      t,
      cells.map((c) => c.shift_id),
      () => 'sumber_dari',
      problems,
    );
    problems.throwIfAny();
    const diubah = await write(t, cells, by);
    return { message: `Jadwal shift disalin untuk ${angka(people.length)} karyawan: ${angka(diubah)} hari diubah.`, diubah };
  });
}
