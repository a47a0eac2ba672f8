import { ADMIN_SECTION_LABELS, type AdminSection, type Role } from '@hadir/contract';
import { describeAuditedRoute, perubahan } from '../../platform/audit.ts';
import * as repo from './roles.repo.ts';

// The audit log's sentences for role management: a role made, renamed, or given other admin sections.

const bagian = (xs: readonly AdminSection[]) =>
  xs.length ? xs.map((b) => ADMIN_SECTION_LABELS[b]).join(', ') : 'tidak ada bagian';

export function describeRoleAudit() {
  describeAuditedRoute('POST', '/api/roles', {
    describe: (_db, call) => {
      const role = call.reply as Role | null;
      return role?.nama
        ? { kategori: 'peran', ringkasan: `membuat peran "${role.nama}"`, rincian: [`Bagian admin: ${bagian(role.bagian)}`] }
        : null;
    },
  });
  describeAuditedRoute('PUT', '/api/roles/:id', {
    before: (db, call) => repo.findById(db, Number(call.params.id)),
    describe: (_db, call, before) => {
      const after = call.reply as Role | null;
      if (!after?.nama) return null;
      return {
        kategori: 'peran',
        ringkasan: `mengubah peran "${after.nama}"`,
        rincian: [
          ...perubahan('Nama', before?.nama, after.nama),
          ...perubahan('Bagian admin', before ? bagian(before.bagian) : null, bagian(after.bagian)),
        ],
      };
    },
  });
  describeAuditedRoute('DELETE', '/api/roles/:id', {
    before: (db, call) => repo.findById(db, Number(call.params.id)),
    describe: (_db, _call, before) => ({ kategori: 'peran', ringkasan: `menghapus peran${before ? ` "${before.nama}"` : ''}` }),
  });
}
