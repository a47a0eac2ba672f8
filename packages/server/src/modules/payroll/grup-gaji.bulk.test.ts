import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Salary groups in bulk (issue 16 §4): adding everyone who matches a filter, and the amounts grid saved in one
// request, all or nothing, never one's own pay.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let pokok: number;
let pph21: number;
let tunjangan: number;
let makan: number;
let jakarta: number;
let makassar: number;
let operator: number;
let staf: number;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const call = (by: UserFixture, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: by.token, body });
const OWN_PAY = 'Anda tidak dapat mengubah gaji atau grup gaji Anda sendiri. Minta Admin atau HRD lain untuk mengubahnya.';

let seq = 0;
async function grup(nama: string, komponen: { komponen_gaji_id: number; nilai?: number | null }[]): Promise<number> {
  const res = await call(admin, 'POST', '/grup-gaji', { nama, komponen });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
/** An active employee at a location, with a job title and an employee type. */
function person(fullname: string, lokasi: number, jabatan: number, tipe: string) {
  return createUser(t, { fullname, fields: { lokasi_id: lokasi, jabatan_id: jabatan, tipe_karyawan: tipe } });
}
const groupOf = async (id: number) =>
  (await q<{ grup_gaji_id: number | null }>('select grup_gaji_id from users where id = $1', [id]))[0].grup_gaji_id;
const ownAmounts = async (userId: number) =>
  q<{ komponen_gaji_id: number; nilai: number }>(
    'select komponen_gaji_id, nilai from komponen_gaji_karyawan where user_id = $1 order by komponen_gaji_id',
    [userId],
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Ayu Admin' });
  jakarta = await one(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Jakarta', 0, 0, 100, 'Asia/Jakarta') returning id`,
  );
  makassar = await one(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Makassar', 0, 0, 100, 'Asia/Makassar') returning id`,
  );
  operator = await one(`insert into jabatan (nama) values ('Operator Produksi') returning id`);
  staf = await one(`insert into jabatan (nama) values ('Staf Administrasi') returning id`);
  hrd = await person('Hadi HRD', jakarta, operator, 'Tetap');
  await q(`insert into user_roles (user_id, role_id) select $1, id from roles where nama = 'HRD'`, [hrd.id]);
  pokok = await one('select id from komponen_gaji where gaji_pokok');
  pph21 = await one(`select id from komponen_gaji where sumber_otomatis = 'pph21'`);
  const komponen = async (nama: string, cara_hitung: string, nilai_default: number) => {
    const res = await call(admin, 'POST', '/komponen-gaji', {
      nama,
      jenis: 'pendapatan',
      cara_hitung,
      nilai_default,
      objek_pajak: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  tunjangan = await komponen('Tunjangan Jabatan', 'persen_gaji_pokok', 1000);
  makan = await komponen('Uang Makan', 'per_hari_hadir', 25_000);
});
afterAll(() => t.close());

describe('adding employees by filter', () => {
  it('lists the matching candidates and adds all of them, not only the page shown; others stay where they are', async () => {
    seq += 1;
    const produksi = await grup(`Produksi ${seq}`, [{ komponen_gaji_id: pokok, nilai: 4_500_000 }]);
    const lain = await grup(`Lain ${seq}`, []);
    const cocok = [];
    for (let i = 0; i < 23; i++) cocok.push(await person(`Operator ${seq}-${i}`, jakarta, operator, 'Tetap'));
    const diGrupLain = await person(`Operator Lain ${seq}`, jakarta, operator, 'Tetap');
    expect((await call(admin, 'POST', `/grup-gaji/${lain}/karyawan`, { user_ids: [diGrupLain.id] })).status).toBe(200);
    const nonaktif = await person(`Operator Keluar ${seq}`, jakarta, operator, 'Tetap');
    await q('update users set active = false where id = $1', [nonaktif.id]);
    const kontrak = await person(`Operator Kontrak ${seq}`, jakarta, operator, 'Kontrak');
    const diMakassar = await person(`Operator Makassar ${seq}`, makassar, operator, 'Tetap');
    const admin2 = await person(`Staf ${seq}`, jakarta, staf, 'Tetap');
    const filter = { lokasi_id: jakarta, jabatan_id: operator, tipe_karyawan: 'Tetap' };

    const page = await call(
      hrd,
      'GET',
      `/grup-gaji/${produksi}/calon-karyawan?size=10&lokasi_id=${jakarta}&jabatan_id=${operator}&tipe_karyawan=Tetap`,
    );
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(10);
    // The 23, the one in another group and the caller; 'pilih semua' adds the 23.
    expect(page.body.total).toBe(25);
    expect(page.body.dapat_ditambahkan).toBe(23);

    const res = await call(hrd, 'POST', `/grup-gaji/${produksi}/karyawan/sesuai-filter`, filter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      ditambahkan: 23,
      message:
        `23 karyawan ditambahkan ke grup gaji Produksi ${seq}. 1 karyawan yang sudah di grup gaji lain tidak dipindahkan. ` +
        'Anda sendiri tidak ditambahkan: minta Admin atau HRD lain untuk mengatur grup gaji Anda.',
    });
    for (const u of cocok) expect(await groupOf(u.id)).toBe(produksi);
    expect(await groupOf(diGrupLain.id)).toBe(lain);
    for (const u of [nonaktif, kontrak, diMakassar, admin2, hrd]) expect(await groupOf(u.id)).toBeNull();
    expect((await call(hrd, 'GET', `/grup-gaji/${produksi}`)).body.jumlah_karyawan).toBe(23);

    // Readable in the audit log: who joined which group.
    const [entry] = await q<{ user_id: number; data: { grup_gaji: string; ditambahkan: string[] } }>(
      `select user_id, data from audit_log where route = '/api/grup-gaji/:id/karyawan/sesuai-filter (rincian)'`,
    );
    expect(entry.user_id).toBe(hrd.id);
    expect(entry.data.grup_gaji).toBe(`Produksi ${seq}`);
    expect(entry.data.ditambahkan).toHaveLength(23);
    expect(entry.data.ditambahkan).toContain(`${cocok[0].nip} · ${cocok[0].fullname}`);

    // Again: nobody left to add.
    const again = await call(hrd, 'POST', `/grup-gaji/${produksi}/karyawan/sesuai-filter`, filter);
    expect(again.body.ditambahkan).toBe(0);
    expect(again.body.message).toMatch(/^Tidak ada karyawan yang ditambahkan\./);
  });

  it('refuses a bad filter (400), a missing group (404), and an HRD whose roles do not open the settings (403)', async () => {
    seq += 1;
    const g = await grup(`Kosong ${seq}`, []);
    const bad = await call(admin, 'POST', `/grup-gaji/${g}/karyawan/sesuai-filter`, { tipe_karyawan: 'Freelance' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tipe karyawan harus Tetap, Kontrak, Harian, Borongan atau Magang.');
    expect((await call(admin, 'POST', '/grup-gaji/999999/karyawan/sesuai-filter', {})).status).toBe(404);
    const role = await call(admin, 'POST', '/roles', { nama: `Laporan ${seq}`, bagian: ['laporan'] });
    expect(role.status).toBe(201);
    const limited = await createUser(t, { roles: ['HRD', role.body.nama] });
    expect((await call(limited, 'POST', `/grup-gaji/${g}/karyawan/sesuai-filter`, {})).status).toBe(403);
    expect((await call(limited, 'PUT', `/grup-gaji/${g}/nilai-karyawan`, { perubahan: [] })).status).toBe(403);
    expect((await call(admin, 'GET', `/grup-gaji/${g}`)).body.jumlah_karyawan).toBe(0);
  });
});

describe('the amounts grid', () => {
  let g: number;
  let ani: UserFixture;
  let budi: UserFixture;
  let luar: UserFixture;

  beforeAll(async () => {
    seq += 1;
    g = await grup(`Kantor ${seq}`, [
      { komponen_gaji_id: pokok, nilai: 5_000_000 },
      { komponen_gaji_id: tunjangan, nilai: 1000 },
      { komponen_gaji_id: makan },
      { komponen_gaji_id: pph21 },
    ]);
    ani = await person('Ani Grid', jakarta, staf, 'Tetap');
    budi = await person('Budi Grid', jakarta, staf, 'Tetap');
    luar = await person('Luar Grid', makassar, staf, 'Tetap');
    expect((await call(admin, 'POST', `/grup-gaji/${g}/karyawan`, { user_ids: [ani.id, budi.id] })).status).toBe(200);
    // Another Admin puts the HRD in by filter.
    const byAdmin = await call(admin, 'POST', `/grup-gaji/${g}/karyawan/sesuai-filter`, { search: 'Hadi HRD' });
    expect(byAdmin.body).toEqual({ ditambahkan: 1, message: `1 karyawan ditambahkan ke grup gaji Kantor ${seq}.` });
    expect(
      (
        await call(admin, 'PUT', `/grup-gaji/${g}/karyawan/${ani.id}`, {
          nilai: [{ komponen_gaji_id: makan, nilai: 30_000 }],
        })
      ).status,
    ).toBe(200);
  });

  it('saves every changed cell in one request: set, changed, and back to the group amount', async () => {
    const res = await call(hrd, 'PUT', `/grup-gaji/${g}/nilai-karyawan`, {
      perubahan: [
        { user_id: ani.id, komponen_gaji_id: pokok, nilai: 6_000_000 },
        { user_id: ani.id, komponen_gaji_id: makan, nilai: null },
        { user_id: budi.id, komponen_gaji_id: tunjangan, nilai: 1250 },
        { user_id: budi.id, komponen_gaji_id: makan, nilai: 35_000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: '4 nilai gaji karyawan disimpan.', disimpan: 4 });
    const list = (await call(hrd, 'GET', `/grup-gaji/${g}/karyawan?size=50`)).body.items;
    const row = (id: number) => list.find((r: { user_id: number }) => r.user_id === id);
    expect(row(ani.id)).toMatchObject({ gaji_pokok: 6_000_000, nilai_khusus: [{ komponen_gaji_id: pokok, nilai: 6_000_000 }] });
    expect(row(budi.id).nilai_khusus).toEqual([
      { komponen_gaji_id: tunjangan, nilai: 1250 },
      { komponen_gaji_id: makan, nilai: 35_000 },
    ]);
    // One audit entry per employee, the amounts in force before and after (a dropped own amount: the group's).
    const entries = await q<{ user_id: number; karyawan_id: number; ringkasan: string; rincian: string[]; data: unknown }>(
      `select user_id, karyawan_id, ringkasan, rincian, data from audit_log
        where route = '/api/grup-gaji/:id/nilai-karyawan (rincian)' order by id desc limit 2`,
    );
    expect(entries.map((e) => [e.user_id, e.karyawan_id, e.ringkasan, e.rincian])).toEqual([
      [
        hrd.id,
        budi.id,
        'mengubah gaji',
        ['Tunjangan Jabatan 10% gaji pokok → 12,5% gaji pokok', 'Uang Makan Rp 25.000 → Rp 35.000'],
      ],
      [hrd.id, ani.id, 'mengubah gaji', ['Gaji Pokok Rp 5.000.000 → Rp 6.000.000', 'Uang Makan Rp 30.000 → Rp 25.000']],
    ]);
    expect(entries[1].data).toEqual({
      grup_gaji: `Kantor ${seq}`,
      perubahan: ['Gaji Pokok Rp 5.000.000 → Rp 6.000.000', 'Uang Makan Rp 30.000 → Rp 25.000'],
    });
  });

  it('saves nothing when one cell is bad, and names every bad cell', async () => {
    const before = [await ownAmounts(ani.id), await ownAmounts(budi.id)];
    const res = await call(hrd, 'PUT', `/grup-gaji/${g}/nilai-karyawan`, {
      perubahan: [
        { user_id: ani.id, komponen_gaji_id: pokok, nilai: 7_000_000 },
        { user_id: budi.id, komponen_gaji_id: tunjangan, nilai: 10_001 },
        { user_id: luar.id, komponen_gaji_id: pokok, nilai: 5_000_000 },
        { user_id: budi.id, komponen_gaji_id: pph21, nilai: 1 },
        { user_id: budi.id, komponen_gaji_id: 999999, nilai: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      '4 nilai tidak valid, tidak ada yang disimpan. Budi Grid, Tunjangan Jabatan: Persentase maksimal 100%.',
    );
    expect(res.body.errors).toEqual({
      'perubahan.1.nilai': 'Budi Grid, Tunjangan Jabatan: Persentase maksimal 100%.',
      'perubahan.2.nilai': 'Karyawan tidak ada di grup ini.',
      'perubahan.3.nilai': 'Budi Grid, PPh 21: Komponen ini dihitung sistem dan tidak memakai nilai.',
      'perubahan.4.nilai': 'Komponen gaji tidak ada di grup ini.',
    });
    expect([await ownAmounts(ani.id), await ownAmounts(budi.id)]).toEqual(before);
  });

  it('refuses the caller’s own row (403), saving nothing; another Admin may set it', async () => {
    const res = await call(hrd, 'PUT', `/grup-gaji/${g}/nilai-karyawan`, {
      perubahan: [
        { user_id: ani.id, komponen_gaji_id: pokok, nilai: 8_000_000 },
        { user_id: hrd.id, komponen_gaji_id: pokok, nilai: 50_000_000 },
      ],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(OWN_PAY);
    expect(await ownAmounts(hrd.id)).toEqual([]);
    expect((await ownAmounts(ani.id)).find((a) => a.komponen_gaji_id === pokok)?.nilai).toBe(6_000_000);
    const byAdmin = await call(admin, 'PUT', `/grup-gaji/${g}/nilai-karyawan`, {
      perubahan: [{ user_id: hrd.id, komponen_gaji_id: pokok, nilai: 5_500_000 }],
    });
    expect(byAdmin.status).toBe(200);
    expect(await ownAmounts(hrd.id)).toEqual([{ komponen_gaji_id: pokok, nilai: 5_500_000 }]);
  });

  it('refuses an empty save, a cell given twice, and a missing group', async () => {
    const empty = await call(admin, 'PUT', `/grup-gaji/${g}/nilai-karyawan`, { perubahan: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Belum ada nilai yang diubah.');
    const twice = await call(admin, 'PUT', `/grup-gaji/${g}/nilai-karyawan`, {
      perubahan: [
        { user_id: ani.id, komponen_gaji_id: pokok, nilai: 1 },
        { user_id: ani.id, komponen_gaji_id: pokok, nilai: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors['perubahan.1.nilai']).toBe('Nilai ini diisi lebih dari sekali.');
    const missing = await call(admin, 'PUT', '/grup-gaji/999999/nilai-karyawan', {
      perubahan: [{ user_id: ani.id, komponen_gaji_id: pokok, nilai: 1 }],
    });
    expect(missing.status).toBe(404);
  });
});

describe('a company of 500', () => {
  it('adds 500 people with one call and saves 1,000 amounts with one more', async () => {
    seq += 1;
    const lokasi = await one(
      `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Pabrik ${seq}', 0, 0, 100, 'Asia/Jakarta') returning id`,
    );
    await q(
      `insert into users (nip, username, fullname, password_hash, lokasi_id, tipe_karyawan)
       select 'P${seq}-' || i, 'pabrik${seq}_' || i, 'Pekerja ' || i, 'x', $1, 'Harian' from generate_series(1, 500) i`,
      [lokasi],
    );
    const g = await grup(`Pabrik ${seq}`, [
      { komponen_gaji_id: pokok, nilai: 3_000_000 },
      { komponen_gaji_id: makan, nilai: 20_000 },
    ]);
    const added = await call(admin, 'POST', `/grup-gaji/${g}/karyawan/sesuai-filter`, { lokasi_id: lokasi });
    expect(added.body.ditambahkan).toBe(500);
    const ids = (await q<{ id: number }>('select id from users where lokasi_id = $1 order by id', [lokasi])).map((r) => r.id);
    const perubahan = ids.flatMap((id, i) => [
      { user_id: id, komponen_gaji_id: pokok, nilai: 3_000_000 + i * 1000 },
      { user_id: id, komponen_gaji_id: makan, nilai: 22_000 },
    ]);
    const saved = await call(admin, 'PUT', `/grup-gaji/${g}/nilai-karyawan`, { perubahan });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    const [{ n }] = await q<{ n: number }>(
      'select count(*)::int as n from komponen_gaji_karyawan where user_id = any($1::bigint[])',
      [ids],
    );
    expect(n).toBe(1000);
    const last = (await call(admin, 'GET', `/grup-gaji/${g}/karyawan?size=1&search=Pekerja%20500`)).body.items[0];
    expect(last.gaji_pokok).toBe(3_499_000);
  });
});
