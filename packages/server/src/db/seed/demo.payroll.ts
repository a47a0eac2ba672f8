import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { draftPayroll, finalisePayroll } from '../../modules/payroll/index.ts';
import type { GroupKey } from './demo.roster.ts';

// The demo company's pay: its own allowances next to the system components, five salary groups with their
// amounts, and each employee's base pay; then the monthly runs, made through the payroll service as HR makes them.

// Allowances and a deduction of this company: [name, kind, method, default, taxable].
const OWN_COMPONENTS: Array<[string, 'pendapatan' | 'potongan', 'tetap' | 'per_hari_hadir', number, boolean, string]> = [
  ['Tunjangan Jabatan', 'pendapatan', 'tetap', 0, true, 'Tunjangan tetap sesuai jabatan struktural.'],
  ['Tunjangan Komunikasi', 'pendapatan', 'tetap', 750_000, true, 'Pulsa dan paket data untuk manajemen.'],
  ['Tunjangan Makan', 'pendapatan', 'per_hari_hadir', 35_000, true, 'Dibayar per hari hadir.'],
  ['Tunjangan Transport', 'pendapatan', 'per_hari_hadir', 25_000, true, 'Dibayar per hari hadir.'],
  ['Iuran Koperasi', 'potongan', 'tetap', 50_000, false, 'Simpanan wajib Koperasi Karyawan Nusantara.'],
];

const BPJS = ['BPJS Kesehatan', 'BPJS JHT', 'BPJS JP', 'BPJS JKK', 'BPJS JKM'];
const ABSENCE = ['Potongan Alpha', 'Potongan Izin Tidak Berbayar'];

/** Each group's components in order, with the group's amount where it differs from the default. */
const GROUPS: Record<GroupKey, { nama: string; keterangan: string; komponen: Array<[string, number?]> }> = {
  manajemen: {
    nama: 'Manajemen',
    keterangan: 'Direksi, manajer dan supervisor: tanpa upah lembur.',
    komponen: [
      ['Gaji Pokok'],
      ['Tunjangan Jabatan'],
      ['Tunjangan Komunikasi'],
      ['Reimburse'],
      ...ABSENCE.map((k) => [k] as [string]),
      ...BPJS.map((k) => [k] as [string]),
      ['PPh 21'],
    ],
  },
  jakarta: {
    nama: 'Staf Kantor Jakarta',
    keterangan: 'Staf kantor pusat dan gudang Jakarta.',
    komponen: [
      ['Gaji Pokok'],
      ['Tunjangan Makan', 40_000],
      ['Tunjangan Transport', 30_000],
      ['Upah Lembur'],
      ['Reimburse'],
      ...ABSENCE.map((k) => [k] as [string]),
      ['Iuran Koperasi'],
      ...BPJS.map((k) => [k] as [string]),
      ['PPh 21'],
    ],
  },
  makassar: {
    nama: 'Produksi Makassar',
    keterangan: 'Karyawan bulanan pabrik Makassar.',
    komponen: [
      ['Gaji Pokok'],
      ['Tunjangan Makan', 25_000],
      ['Tunjangan Transport', 15_000],
      ['Upah Lembur'],
      ['Reimburse'],
      ...ABSENCE.map((k) => [k] as [string]),
      ...BPJS.map((k) => [k] as [string]),
      ['PPh 21'],
    ],
  },
  harian: {
    nama: 'Harian dan Borongan',
    keterangan: 'Dibayar dari upah harian dan borongan yang disetujui.',
    komponen: [['Upah Borongan/Harian'], ['Tunjangan Makan', 20_000], ['BPJS JKK'], ['BPJS JKM'], ['PPh 21']],
  },
  magang: {
    nama: 'Magang',
    keterangan: 'Uang saku peserta magang (gaji pokok).',
    komponen: [['Gaji Pokok'], ['Tunjangan Makan', 30_000], ['Potongan Alpha'], ['BPJS JKK'], ['BPJS JKM'], ['PPh 21']],
  },
};

export interface PaySettings {
  groupIds: Record<GroupKey, number>;
}

/** Components, groups and each employee's group and own amounts. */
export async function seedPaySettings(
  db: Db,
  employees: Array<{ id: number; grup: GroupKey; gajiPokok: number | null; tunjanganJabatan: number | null }>,
): Promise<PaySettings> {
  for (const [nama, jenis, cara, nilai, pajak, keterangan] of OWN_COMPONENTS) {
    await db.query(
      `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak, keterangan)
       values ($1, $2, $3, $4, $5, $6)`,
      [nama, jenis, cara, nilai, pajak, keterangan],
    );
  }
  const komponen = new Map(
    (await db.query<{ id: number; nama: string }>('select id, nama from komponen_gaji')).map((k) => [k.nama, Number(k.id)]),
  );
  const groupIds = {} as Record<GroupKey, number>;
  for (const [key, group] of Object.entries(GROUPS) as Array<[GroupKey, (typeof GROUPS)[GroupKey]]>) {
    const [row] = await db.query<{ id: number }>('insert into grup_gaji (nama, keterangan) values ($1, $2) returning id', [
      group.nama,
      group.keterangan,
    ]);
    groupIds[key] = Number(row.id);
    await db.query(
      `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
       select $1, k, n, v from unnest($2::bigint[], $3::int[], $4::bigint[]) as u(k, n, v)`,
      [
        row.id,
        group.komponen.map(([nama]) => komponen.get(nama)),
        group.komponen.map((_, i) => i + 1),
        group.komponen.map(([, nilai]) => nilai ?? null),
      ],
    );
  }
  await db.query(
    'update users set grup_gaji_id = u.g from unnest($1::bigint[], $2::bigint[]) as u(id, g) where users.id = u.id',
    [employees.map((e) => e.id), employees.map((e) => groupIds[e.grup])],
  );
  // Base pay and position allowance belong to the person (komponen_gaji_karyawan), not the group.
  const own = employees.flatMap((e) => [
    ...(e.gajiPokok ? [[e.id, komponen.get('Gaji Pokok'), e.gajiPokok]] : []),
    ...(e.tunjanganJabatan ? [[e.id, komponen.get('Tunjangan Jabatan'), e.tunjanganJabatan]] : []),
  ]);
  await db.query(
    `insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai)
     select * from unnest($1::bigint[], $2::bigint[], $3::bigint[])`,
    [own.map((o) => o[0]), own.map((o) => o[1]), own.map((o) => o[2])],
  );
  // A garment factory and a warehouse: the low JKK risk class (PP 44/2015, Lampiran I).
  await db.query(`update pengaturan_penggajian set kelas_risiko_jkk = 'rendah', diubah_pada = now()`);
  return { groupIds };
}

/**
 * A month's payroll computed by HRD and finalised by the Admin: HRD's own slip is in it, and the payroll rule has
 * another person finalise a run that pays the finaliser.
 */
export async function finaliseMonth(db: Db, who: { hrd: SessionUser; admin: SessionUser }, groupIds: number[], bulan: string) {
  const run = await draftPayroll(db, who.hrd, { jenis: 'gaji', bulan, grup_gaji_ids: groupIds });
  // The Admin has read the checklist's warnings (e.g. accounts in no salary group) and confirms them.
  await finalisePayroll(db, who.admin, run.id, true);
}

/** A month's draft computed by HRD, to review. */
export async function draftMonth(db: Db, hrd: SessionUser, groupIds: number[], bulan: string) {
  await draftPayroll(db, hrd, { jenis: 'gaji', bulan, grup_gaji_ids: groupIds });
}
