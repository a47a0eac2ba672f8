import type { RequestType } from '../approvals/index.ts';
import * as repo from './borongan.repo.ts';
import { detail } from './borongan.service.ts';
import { dmy } from './dates.ts';
import { formatRupiah } from '@hadir/contract';

/** Rp 125.000 (dots every three digits, without relying on the runtime's locale data). */
const rupiah = formatRupiah;

/** What the approval engine needs to know about piece-rate/daily entries. */
export const boronganRequestType: RequestType = {
  tipe: 'borongan',
  // Contains 'Borongan': the dashboard card links by that word.
  label: 'Borongan/Harian',
  loadDetail: detail,
  /** '3 pekerjaan · Rp 125.000 · 20/11/2026'. */
  async summaries(db, ids) {
    const rows = await repo.summaryRows(db, ids);
    return new Map(rows.map((r) => [r.id, `${r.n} pekerjaan · ${rupiah(r.total_upah)} · ${dmy(r.tanggal)}`]));
  },
  // Approval makes the wage count: the wage report and payroll read approved entries.
  async onApproved() {},
};
