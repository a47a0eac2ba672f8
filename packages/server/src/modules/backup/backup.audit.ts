import { describeAuditedRoute } from '../../platform/audit.ts';

// The audit log's sentences for backups.
export function describeBackupAudit() {
  describeAuditedRoute('POST', '/api/backup', {
    describe: (_db, call) => {
      const berkas = (call.reply as { nama_berkas?: string } | null)?.nama_berkas;
      return { kategori: 'cadangan', ringkasan: 'membuat cadangan data', rincian: berkas ? [`Berkas ${berkas}`] : [] };
    },
  });
  describeAuditedRoute('DELETE', '/api/backup/:id', {
    describe: () => ({ kategori: 'cadangan', ringkasan: 'menghapus sebuah cadangan data' }),
  });
  describeAuditedRoute('PUT', '/api/backup/jadwal', {
    describe: () => ({ kategori: 'cadangan', ringkasan: 'mengubah jadwal cadangan data otomatis' }),
  });
  describeAuditedRoute('POST', '/api/backup/restore', {
    describe: () => ({ kategori: 'cadangan', ringkasan: 'memulihkan data dari cadangan' }),
  });
}
