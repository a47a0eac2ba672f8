import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The audit log as HR reads it: one Indonesian sentence per entry with the actor's name and role, the employee
// (name and NIP) and what changed; filters by who, which employee, what and when; the raw record kept beside it.

let t: TestApp;
let admin: UserFixture;
let sari: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Andi Admin' });
  sari = await createUser(t, { roles: ['HRD'], fullname: 'Sari' });
});
afterAll(() => t.close());

interface Item {
  id: number;
  kalimat: string;
  kategori: string;
  pelaku_id: number | null;
  peran: string | null;
  karyawan: { id: number; nama: string; nip: string | null } | null;
  aksi: string;
  params: Record<string, unknown>;
  data: unknown;
  status: number | null;
}
const log = async (query = ''): Promise<{ items: Item[]; total: number }> => {
  const res = await t.request({ method: 'GET', url: `/api/audit-log${query}`, token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Item[]; total: number };
};
const as = (who: UserFixture, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });

/** Nothing internal in a sentence: no route, no ids in braces, no English verbs. */
function expectReadable(kalimat: string) {
  expect(kalimat).not.toMatch(/\/api|:id|\{|\}|\b(PUT|POST|DELETE|GET|created|updated|deleted)\b/);
}

describe('the sentences', () => {
  it('an employee created, changed (before -> after) and deactivated, by name, role and NIP', async () => {
    const created = await as(sari, 'POST', '/users', {
      nip: 'NSA-0004',
      username: 'budi.santoso',
      fullname: 'Budi Santoso',
      password: 'RahasiaSekali1',
      roles: ['Karyawan'],
      tipe_karyawan: 'Kontrak',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const jabatan = await as(sari, 'POST', '/jabatan', { nama: 'Supervisor Gudang' });
    const { password: _p, ...fields } = {
      nip: 'NSA-0004',
      username: 'budi.santoso',
      fullname: 'Budi Santoso',
      password: '',
      roles: ['Karyawan'],
      tipe_karyawan: 'Tetap',
      jabatan_id: jabatan.body.id,
    };
    expect((await as(sari, 'PUT', `/users/${id}`, fields)).status).toBe(200);
    // Only an Admin gives the HRD role.
    expect((await as(admin, 'PUT', `/users/${id}`, { ...fields, roles: ['Karyawan', 'HRD'] })).status).toBe(200);
    expect((await as(sari, 'DELETE', `/users/${id}`)).status).toBe(200);

    const { items } = await log(`?karyawan_id=${id}`);
    expect(items.map((i) => i.kalimat)).toEqual([
      'Sari (HRD) menonaktifkan karyawan Budi Santoso (NSA-0004).',
      'Andi Admin (Admin) mengubah peran Budi Santoso (NSA-0004): Peran Karyawan → HRD, Karyawan.',
      'Sari (HRD) mengubah data karyawan Budi Santoso (NSA-0004): Jabatan (kosong) → Supervisor Gudang; Tipe karyawan Kontrak → Tetap.',
      'Sari (HRD) menambahkan karyawan Budi Santoso (NSA-0004): Peran Karyawan.',
    ]);
    expect(items.map((i) => i.kategori)).toEqual(['karyawan', 'peran', 'karyawan', 'karyawan']);
    expect(items.every((i) => i.karyawan?.nama === 'Budi Santoso' && i.karyawan.nip === 'NSA-0004')).toBe(true);
    // The raw record stays, without the password.
    expect(items[3]).toMatchObject({ aksi: 'POST /api/users', status: 201, data: { password: '[disembunyikan]' } });
    for (const i of items) expectReadable(i.kalimat);
  });

  it("an employee's salary amount, in rupiah before and after", async () => {
    const budi = await createUser(t, { fullname: 'Budi Gaji' });
    const komponen = (await t.request({ method: 'GET', url: '/api/komponen-gaji?size=200', token: sari.token })).body.items;
    const pokok = komponen.find((k: { gaji_pokok: boolean }) => k.gaji_pokok);
    const grup = await as(sari, 'POST', '/grup-gaji', {
      nama: 'Staf Kantor',
      keterangan: 'Staf kantor',
      komponen: [{ komponen_gaji_id: pokok.id, nilai: 7_000_000 }],
    });
    expect(grup.status, JSON.stringify(grup.body)).toBe(201);
    expect((await as(sari, 'POST', `/grup-gaji/${grup.body.id}/karyawan`, { user_ids: [budi.id] })).status).toBe(200);
    const set = await as(sari, 'PUT', `/grup-gaji/${grup.body.id}/karyawan/${budi.id}`, {
      nilai: [{ komponen_gaji_id: pokok.id, nilai: 7_250_000 }],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // The amounts grid writes one entry per employee whose pay changed.
    const grid = await as(sari, 'PUT', `/grup-gaji/${grup.body.id}/nilai-karyawan`, {
      perubahan: [{ user_id: budi.id, komponen_gaji_id: pokok.id, nilai: 7_500_000 }],
    });
    expect(grid.status, JSON.stringify(grid.body)).toBe(200);

    const { items } = await log(`?karyawan_id=${budi.id}&kategori=gaji`);
    expect(items.map((i) => i.kalimat)).toEqual([
      `Sari (HRD) mengubah gaji Budi Gaji (${budi.nip}): ${pokok.nama} Rp 7.250.000 → Rp 7.500.000.`,
      `Sari (HRD) mengubah gaji Budi Gaji (${budi.nip}): ${pokok.nama} Rp 7.000.000 → Rp 7.250.000.`,
    ]);
    expect(items[1]).toMatchObject({
      aksi: 'PUT /api/grup-gaji/:id/karyawan/:user_id',
      params: { id: grup.body.id, user_id: budi.id },
      data: { nilai: [{ komponen_gaji_id: pokok.id, nilai: 7_250_000 }] },
    });
  });

  it('an approval decision names the request, the requester and the note', async () => {
    const pic = await createUser(t, { fullname: 'Putri PIC' });
    const emp = await createUser(t, { pics: [pic.id], fullname: 'Eko Karyawan' });
    const [{ tanggal }] = await t.db.query<{ tanggal: string }>(
      `select ((now() at time zone 'Asia/Jakarta')::date - 2)::text as tanggal`,
    );
    const filed = await as(emp, 'POST', '/koreksi-kehadiran', { tanggal, jam_masuk: '08:00', alasan: 'Lupa absen pagi' });
    expect(filed.status).toBe(201);
    const decided = await as(pic, 'POST', `/approval/koreksi/${filed.body.id}`, {
      keputusan: 'Ditolak',
      catatan: 'Tidak ada bukti',
    });
    expect(decided.status).toBe(200);
    const { items } = await log(`?pelaku_id=${pic.id}`);
    expect(items.map((i) => [i.kalimat, i.kategori])).toEqual([
      [
        `Putri PIC (Karyawan) menolak pengajuan koreksi kehadiran Eko Karyawan (${emp.nip}): Catatan: Tidak ada bukti.`,
        'approval',
      ],
    ]);
  });

  it('other changes read generically with the thing and its name; refusals say so', async () => {
    expect((await as(sari, 'POST', '/jabatan', { nama: 'Kepala Gudang' })).status).toBe(201);
    expect((await as(sari, 'POST', '/jabatan', { nama: '' })).status).toBe(400);
    const { items } = await log(`?pelaku_id=${sari.id}&kategori=pengaturan&size=2`);
    expect(items.map((i) => i.kalimat)).toEqual([
      'Sari (HRD) mencoba menambah data jabatan "", tetapi ditolak.'.replace(' ""', ''),
      'Sari (HRD) menambah data jabatan "Kepala Gudang".',
    ]);
  });

  it('entries written before sentences existed still read as a sentence', async () => {
    await t.db.query(
      `insert into audit_log (user_id, user_name, method, route, params, data, status, kategori, at)
       values ($1, 'Sari Lama', 'PUT', '/api/lokasi/:id', '{"id":3}', '{"nama":"Gudang Timur"}', 200, 'pengaturan',
               '2025-01-15T03:00:00Z'),
              (null, null, 'DELETE', '/api/pengumuman/admin/:id', '{"id":9}', null, 200, 'lainnya', '2025-01-15T04:00:00Z')`,
      [sari.id],
    );
    const { items } = await log('?start-date=2025-01-15&end-date=2025-01-15');
    expect(items.map((i) => i.kalimat)).toEqual([
      'Pengguna yang sudah dihapus menghapus pengumuman.',
      'Sari Lama (HRD) mengubah data lokasi "Gudang Timur".',
    ]);
  });

  it('every sentence in the log is free of routes, codes and English', async () => {
    const { items } = await log('?size=200');
    expect(items.length).toBeGreaterThan(5);
    for (const i of items) expectReadable(i.kalimat);
  });
});

describe('the filters', () => {
  it('by who, which employee, what kind and when; the options list the people in the log', async () => {
    const hana = await createUser(t, { roles: ['HRD'], fullname: 'Hana Filter' });
    const target = await createUser(t, { fullname: 'Tono Sasaran' });
    expect((await as(hana, 'DELETE', `/users/${target.id}`)).status).toBe(200);
    await as(hana, 'POST', '/lokasi', { nama: 'Kantor Filter', latitude: -6.2, longitude: 106.8, radius: 100 });

    const byHana = await log(`?pelaku_id=${hana.id}`);
    expect(byHana.total).toBe(2);
    expect(byHana.items.every((i) => i.pelaku_id === hana.id && i.peran === 'HRD')).toBe(true);
    const aboutTono = await log(`?karyawan_id=${target.id}`);
    expect(aboutTono.items.map((i) => i.kalimat)).toEqual([
      `Hana Filter (HRD) menonaktifkan karyawan Tono Sasaran (${target.nip}).`,
    ]);
    expect((await log(`?pelaku_id=${hana.id}&kategori=karyawan`)).total).toBe(1);
    expect((await log(`?pelaku_id=${hana.id}&kategori=penggajian`)).total).toBe(0);
    expect((await log(`?pelaku_id=${hana.id}&start-date=2020-01-01&end-date=2020-01-31`)).total).toBe(0);

    const opsi = await t.request({ method: 'GET', url: '/api/audit-log/opsi', token: admin.token });
    expect(opsi.status).toBe(200);
    expect(opsi.body.pelaku).toContainEqual({ id: hana.id, nama: 'Hana Filter', nip: hana.nip });
    expect(opsi.body.karyawan).toContainEqual({ id: target.id, nama: 'Tono Sasaran', nip: target.nip });
    expect(opsi.body.karyawan.map((k: { id: number }) => k.id)).not.toContain(hana.id);
  });

  it('bad filters are 400 in Indonesian; the options are Admin only', async () => {
    const bad = await log('?kategori=semua').catch(() => null);
    expect(bad).toBeNull();
    const res = await t.request({ method: 'GET', url: '/api/audit-log?kategori=semua', token: admin.token });
    expect([res.status, res.body.message]).toEqual([400, 'Jenis tindakan tidak dikenal.']);
    const id = await t.request({ method: 'GET', url: '/api/audit-log?pelaku_id=abc', token: admin.token });
    expect([id.status, id.body.message]).toEqual([400, 'ID tidak valid.']);
    expect((await t.request({ method: 'GET', url: '/api/audit-log/opsi', token: sari.token })).status).toBe(403);
  });
});
