import type { Db } from '../../platform/db.ts';
import { jakartaLocal } from '../../platform/clock.ts';
import { type ExportFile, exportTurn } from '../../platform/xlsx-export.ts';
import * as repo from './roster-xlsx.repo.ts';
import { datesOf, LIBUR, nextMonth, rosterWorkbook } from './roster.xlsx.ts';

// The roster of a month as xlsx (the layout of roster.xlsx.ts): active employees in name order with the grid's
// filters, and only the roster's own rows in the cells, so that export -> edit in Excel -> import changes exactly
// what was edited. The import's template is the same for next month and every active employee.

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

export function exportRoster(db: Db, q: RosterExportQuery, filename = `Roster_Shift_${q.bulan}.xlsx`): Promise<ExportFile> {
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
    return { file: file.toString('base64'), filename };
  });
}

/**
 * The import's template: next month (company clock) for every active employee, with the roster already entered
 * for it, so that uploading the template unchanged changes nothing (an empty cell puts a date back on the weekly
 * schedule).
 */
export function rosterTemplate(db: Db, at: Date): Promise<ExportFile> {
  const bulan = nextMonth(jakartaLocal(at).slice(0, 7));
  return exportRoster(db, { bulan }, `Templat_Roster_Shift_${bulan}.xlsx`);
}
