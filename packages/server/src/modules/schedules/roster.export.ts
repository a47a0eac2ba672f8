import type { Db } from '../../platform/db.ts';
import { jakartaLocal } from '../../platform/clock.ts';
import { type ExportFile, exportTurn } from '../../platform/xlsx-export.ts';
import * as repo from './roster-xlsx.repo.ts';
import { datesOf, LIBUR, nextMonth, rosterWorkbook } from './roster.xlsx.ts';

// The roster of a month as xlsx (the layout of roster.xlsx.ts): active employees in name order with the grid's
// filters, and only the roster's own rows in the cells, so that export -> edit in Excel -> import changes exactly
// what was edited. The import's template is the same layout for next month, every active employee, empty cells.

export interface RosterExportQuery {
  bulan: string;
  search?: string;
  lokasi_id?: number;
  jabatan_id?: number;
}

/** The cells of these employees in `bulan`: by user, by date, a shift's kode or 'L'. */
async function rosterKode(db: Db, userIds: number[], bulan: string, shifts: repo.ShiftKode[]) {
  const dates = datesOf(bulan);
  const kodeOf = new Map(shifts.map((s) => [s.id, s.kode]));
  const byUser = new Map<number, Map<string, string>>();
  for (const r of await repo.rosterRows(db, userIds, dates[0], dates[dates.length - 1])) {
    const cells = byUser.get(r.user_id) ?? new Map<string, string>();
    byUser.set(r.user_id, cells);
    cells.set(r.tanggal, r.shift_id === null ? LIBUR : (kodeOf.get(r.shift_id) ?? '?'));
  }
  return byUser;
}

export function exportRoster(db: Db, q: RosterExportQuery): Promise<ExportFile> {
  return exportTurn(async () => {
    const dates = datesOf(q.bulan);
    const [people, shifts, holidays] = await Promise.all([
      repo.activeEmployees(db, q),
      repo.shifts(db),
      repo.holidays(db, dates[0], dates[dates.length - 1]),
    ]);
    const cells = await rosterKode(
      db,
      people.map((p) => p.id),
      q.bulan,
      shifts,
    );
    const file = await rosterWorkbook({
      bulan: q.bulan,
      holidays,
      shifts,
      rows: people.map((p) => ({ nip: p.nip, nama: p.fullname, kode: cells.get(p.id) ?? new Map() })),
    });
    return { file: file.toString('base64'), filename: `Roster_Shift_${q.bulan}.xlsx` };
  });
}

/** The import's template: next month (company clock) for every active employee, every cell empty. */
export function rosterTemplate(db: Db, at: Date): Promise<ExportFile> {
  return exportTurn(async () => {
    const bulan = nextMonth(jakartaLocal(at).slice(0, 7));
    const dates = datesOf(bulan);
    const [people, shifts, holidays] = await Promise.all([
      repo.activeEmployees(db),
      repo.shifts(db),
      repo.holidays(db, dates[0], dates[dates.length - 1]),
    ]);
    const file = await rosterWorkbook({
      bulan,
      holidays,
      shifts: shifts.filter((s) => s.aktif),
      rows: people.map((p) => ({ nip: p.nip, nama: p.fullname, kode: new Map() })),
    });
    return { file: file.toString('base64'), filename: `Templat_Roster_Shift_${bulan}.xlsx` };
  });
}
