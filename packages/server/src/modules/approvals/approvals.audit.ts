import { APPROVAL_STATUS, type ApprovalBulkResult } from '@hadir/contract';
import { describeAuditedRoute } from '../../platform/audit.ts';
import { type Decision, uraianKeputusan } from './approvals.service.ts';

// The audit log's sentences for approval decisions: a single decision is written by the route's audit entry (a bulk
// decision's own entries are written by the service with the same words).
export function describeApprovalAudit() {
  describeAuditedRoute('POST', '/api/approval/:tipe/:id', {
    describe: (db, call) => uraianKeputusan(db, String(call.params.tipe), Number(call.params.id), call.body as Decision),
  });
  describeAuditedRoute('POST', '/api/approval/massal', {
    describe: (_db, call) => {
      const r = call.reply as ApprovalBulkResult | null;
      const keputusan = (call.body as { keputusan?: string } | null)?.keputusan;
      if (!r) return null;
      return {
        kategori: 'approval',
        ringkasan: `${keputusan === APPROVAL_STATUS.disetujui ? 'menyetujui' : 'menolak'} ${r.berhasil} pengajuan sekaligus`,
        rincian: r.gagal.length ? [`${r.gagal.length} tidak dapat diputuskan`] : [],
      };
    },
  });
}
