import type { AuditItem } from '@hadir/contract';
import { genericVerb, routeKind } from '../../platform/audit-routes.ts';
import type { AuditRow } from './audit.repo.ts';

// Each entry as one Indonesian sentence HR can read: who (with their role), what, which employee, what changed.
// Entries a module described carry their predicate and changes; the others (and entries written before entries
// were described) read generically from their route, naming the thing and, when the body names it, its name. No
// route, code or English reaches the sentence; the raw record stays beside it.

const orang = (nama: string | null, tambahan: string | null) => (nama ? `${nama}${tambahan ? ` (${tambahan})` : ''}` : null);

/** The name a generic sentence can quote from the body: a master record's name ('Kepala Gudang'). */
function namaDariData(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const nama = d.nama ?? d.judul ?? d.fullname;
  return typeof nama === 'string' && nama.trim() ? nama.trim().slice(0, 80) : null;
}

export function kalimat(r: AuditRow): string {
  const pelaku = orang(r.pengguna, r.peran) ?? 'Pengguna yang sudah dihapus';
  const karyawan = orang(r.karyawan_nama, r.karyawan_nip);
  if (r.jenis === 'akses_biometrik') return `${pelaku} melihat data biometrik ${karyawan ?? 'karyawan'}.`;
  if (r.ringkasan) {
    const rincian = r.rincian?.length ? `: ${r.rincian.join('; ')}` : '';
    return `${pelaku} ${r.ringkasan}${karyawan ? ` ${karyawan}` : ''}${rincian}.`;
  }
  const route = r.route ?? '';
  const verb = genericVerb(r.method ?? '', route);
  const nama = namaDariData(r.data);
  const hal = `${routeKind(route).objek}${nama ? ` "${nama}"` : ''}${karyawan ? ` milik ${karyawan}` : ''}`;
  return r.status !== null && r.status >= 400 ? `${pelaku} mencoba ${verb} ${hal}, tetapi ditolak.` : `${pelaku} ${verb} ${hal}.`;
}

export function toItem(r: AuditRow): AuditItem {
  return {
    id: r.id,
    jenis: r.jenis,
    waktu: r.waktu,
    kalimat: kalimat(r),
    kategori: r.kategori,
    pengguna: r.pengguna,
    pelaku_id: r.pelaku_id,
    peran: r.peran,
    karyawan: r.karyawan_id && r.karyawan_nama ? { id: r.karyawan_id, nama: r.karyawan_nama, nip: r.karyawan_nip } : null,
    aksi: r.aksi,
    params: r.params,
    data: r.data,
    status: r.status,
    subjek: r.subjek,
  };
}
