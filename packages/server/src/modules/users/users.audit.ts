import type { UserDetail } from '@hadir/contract';
import { describeAuditedRoute, perubahan } from '../../platform/audit.ts';
import * as repo from './users.repo.ts';

// The audit log's sentences for HR's changes to employees: who was created, what changed (before -> after, read
// around the change), who was deactivated or reactivated. Private numbers (NIK, NPWP, accounts) are named as
// changed, never written out.

type Detail = UserDetail & { pics: { fullname: string }[] };

const tanggal = (d: string | null) => (d ? d.split('-').reverse().join('/') : null);
const daftar = (xs: string[]) => [...xs].sort().join(', ');

/** Field by field, what HR reads of a change to an employee. */
function rincianPerubahan(a: Detail, b: Detail): string[] {
  const rahasia = (label: string, x: string | null, y: string | null) => ((x ?? '') === (y ?? '') ? [] : [`${label} diubah`]);
  return [
    ...perubahan('NIP', a.nip, b.nip),
    ...perubahan('Nama', a.fullname, b.fullname),
    ...perubahan('Username', a.username, b.username),
    ...perubahan('Peran', daftar(a.roles), daftar(b.roles)),
    ...perubahan('Jabatan', a.jabatan, b.jabatan),
    ...perubahan('Lokasi', a.lokasi, b.lokasi),
    ...perubahan('Jadwal kerja', a.jadwal_kerja, b.jadwal_kerja),
    ...perubahan('Grup gaji', a.grup_gaji, b.grup_gaji),
    ...perubahan('Tipe karyawan', a.tipe_karyawan, b.tipe_karyawan),
    ...perubahan('Tanggal masuk', tanggal(a.tanggal_masuk), tanggal(b.tanggal_masuk)),
    ...perubahan('Atasan (PIC)', daftar(a.pics.map((p) => p.fullname)), daftar(b.pics.map((p) => p.fullname))),
    ...perubahan('Email', a.email, b.email),
    ...perubahan('Nomor HP', a.no_hp, b.no_hp),
    ...perubahan('Status PTKP', a.status_ptkp, b.status_ptkp),
    ...perubahan('Bank', a.nama_bank, b.nama_bank),
    ...rahasia('Nomor rekening', a.no_rekening, b.no_rekening),
    ...rahasia('NIK', a.nik, b.nik),
    ...rahasia('NPWP', a.npwp, b.npwp),
    ...rahasia('Nomor BPJS Kesehatan', a.no_bpjs_kesehatan, b.no_bpjs_kesehatan),
    ...rahasia('Nomor BPJS Ketenagakerjaan', a.no_bpjs_ketenagakerjaan, b.no_bpjs_ketenagakerjaan),
  ];
}

const userId = (params: Record<string, unknown>) => Number(params.id);
const detail = (db: Parameters<typeof repo.findDetail>[0], id: number) => repo.findDetail(db, id) as Promise<Detail | undefined>;

export function describeUserAudit() {
  describeAuditedRoute('POST', '/api/users', {
    describe: (_db, call) => {
      const created = call.reply as { id?: number; roles?: string[] } | null;
      if (!created?.id) return null;
      return {
        kategori: 'karyawan',
        ringkasan: 'menambahkan karyawan',
        karyawanId: created.id,
        rincian: created.roles?.length ? [`Peran ${daftar(created.roles)}`] : [],
      };
    },
  });
  describeAuditedRoute('PUT', '/api/users/:id', {
    before: (db, call) => detail(db, userId(call.params)),
    describe: async (db, call, before) => {
      const after = await detail(db, userId(call.params));
      if (!before || !after) return null;
      const rincian = rincianPerubahan(before, after);
      const peranSaja = rincian.length > 0 && rincian.every((r) => r.startsWith('Peran '));
      if (before.active !== after.active) {
        return {
          kategori: 'karyawan',
          ringkasan: after.active ? 'mengaktifkan kembali karyawan' : 'menonaktifkan karyawan',
          karyawanId: after.id,
          rincian,
        };
      }
      return {
        kategori: peranSaja ? 'peran' : 'karyawan',
        ringkasan: peranSaja
          ? 'mengubah peran'
          : rincian.length
            ? 'mengubah data karyawan'
            : 'menyimpan data karyawan tanpa perubahan',
        karyawanId: after.id,
        rincian,
      };
    },
  });
  describeAuditedRoute('DELETE', '/api/users/:id', {
    describe: (_db, call) => ({ kategori: 'karyawan', ringkasan: 'menonaktifkan karyawan', karyawanId: userId(call.params) }),
  });
  describeAuditedRoute('POST', '/api/users/:id/buka-kunci-login', {
    describe: (_db, call) => ({ kategori: 'karyawan', ringkasan: 'membuka kunci login', karyawanId: userId(call.params) }),
  });
  describeAuditedRoute('POST', '/api/users/resend-login-data', {
    describe: (_db, call) => ({
      kategori: 'karyawan',
      ringkasan: 'mengirim ulang data login kepada',
      karyawanId: Number((call.body as { user_id?: number } | null)?.user_id) || null,
    }),
  });
}
