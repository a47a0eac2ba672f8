import { hitungUpah } from '@hadir/contract';
import { daysBetween, localDate } from './demo.calendar.ts';
import { at, decided, type Employee, type History, type HistoryContext, pending } from './demo.records.ts';

// The history's piece-rate and day work: the daily entries of the workers paid that way, priced from the price
// list on the day, each with its approver's decision.

/** The day's piece-rate or day-work entry of a piece-rate or day worker. */
export function piecework(ctx: HistoryContext, e: Employee, date: string, h: History) {
  const { d } = ctx;
  const key = `${e.id}|${date}|borongan`;
  const jobs: Array<[string, number]> =
    e.tipe === 'Harian'
      ? [['Buruh Harian Lepas', 1]]
      : e.jabatan === 'Penjahit'
        ? [['Jahit Kemeja', d.int(24, 40, 'jahit', key)]]
        : e.jabatan === 'Finishing'
          ? [
              ['Pasang Kancing', d.int(6, 14, 'kancing', key)],
              ['Setrika dan Lipat', d.int(25, 60, 'setrika', key)],
            ]
          : [['Bongkar Muat', d.int(35, 90, 'karung', key)]];
  const items = jobs.map(([job, jumlah]) => {
    const harga = [...ctx.jobs[job].prices].reverse().find(([from]) => from <= date)![1];
    return { job, jumlah, harga, upah: hitungUpah(jumlah, harga) };
  });
  const today = localDate(ctx.now, e.lokasi.zona);
  const diajukan = at(ctx, e, date, '16:10', d.int(0, 120, 'jam', key));
  const undecided = date >= ctx.thisMonth && daysBetween(date, today) <= 1;
  h.piecework.push({
    userId: e.id,
    tanggal: date,
    items,
    decision: undecided
      ? pending(diajukan)
      : decided(ctx, e, diajukan, !d.chance(0.03, 'tolak', key), 'Jumlah tidak sesuai catatan mandor.', key),
  });
}
