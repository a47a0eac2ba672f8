import type { RosterUbahRequest } from '@hadir/contract';
import { describeAuditedRoute } from '../../platform/audit.ts';

// The audit log's sentences for the roster: how many days of whom changed. A change to one employee names them.

const hasil = (reply: unknown) => (reply as { diubah?: number } | null)?.diubah ?? 0;

export function describeRosterAudit() {
  describeAuditedRoute('PUT', '/api/roster', {
    describe: (_db, call) => {
      const sel = (call.body as RosterUbahRequest | null)?.sel ?? [];
      const orang = [...new Set(sel.map((s) => s.user_id))];
      const tanggal = sel.map((s) => s.tanggal).sort();
      const rentang = tanggal.length
        ? `Tanggal ${tanggal[0].split('-').reverse().join('/')}${tanggal.length > 1 ? ` s.d. ${tanggal.at(-1)?.split('-').reverse().join('/')}` : ''}`
        : null;
      return {
        kategori: 'jadwal',
        ringkasan: orang.length === 1 ? 'mengubah roster shift' : `mengubah roster shift ${orang.length} karyawan`,
        karyawanId: orang.length === 1 ? orang[0] : null,
        rincian: [`${hasil(call.reply)} hari diubah`, ...(rentang ? [rentang] : [])],
      };
    },
  });
  describeAuditedRoute('POST', '/api/roster/pola', {
    describe: (_db, call) => ({
      kategori: 'jadwal',
      ringkasan: 'mengisi roster shift dengan pola',
      rincian: [`${hasil(call.reply)} hari diubah`],
    }),
  });
  describeAuditedRoute('POST', '/api/roster/salin', {
    describe: (_db, call) => ({
      kategori: 'jadwal',
      ringkasan: 'menyalin roster shift',
      rincian: [`${hasil(call.reply)} hari diubah`],
    }),
  });
}
