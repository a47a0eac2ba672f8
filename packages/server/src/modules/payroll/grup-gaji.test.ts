import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { gajiPokok, upahBulanan } from './index.ts';

let t: TestApp;
let hrd: UserFixture;
let karyawan: UserFixture;
let pokokId: number;
let reimburseId: number;
beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  karyawan = await createUser(t);
  const { items } = (await t.request({ method: 'GET', url: '/api/komponen-gaji?size=200', token: hrd.token })).body;
  pokokId = items.find((k: any) => k.gaji_pokok).id;
  reimburseId = items.find((k: any) => k.sumber_otomatis === 'reimburse').id;
});
afterAll(() => t.close());

const uniq = () => Math.random().toString(36).slice(2, 8);
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: hrd.token, body });

async function komponen(over: Record<string, unknown> = {}): Promise<number> {
  const res = await api('POST', '/komponen-gaji', {
    nama: `Komponen ${uniq()}`,
    jenis: 'pendapatan',
    cara_hitung: 'tetap',
    nilai_default: 300_000,
    objek_pajak: true,
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function grup(komponen: { komponen_gaji_id: number; nilai?: number | null }[], nama = `Grup ${uniq()}`) {
  const res = await api('POST', '/grup-gaji', { nama, keterangan: 'Staf kantor', komponen });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const karyawanGrup = async (id: number, query = '') => (await api('GET', `/grup-gaji/${id}/karyawan?size=200${query}`)).body;

describe('who may call the salary group calls', () => {
  it('refuses anonymous callers (401) and employees (403)', async () => {
    const calls = [
      { method: 'GET', url: '/api/grup-gaji' },
      { method: 'POST', url: '/api/grup-gaji', body: {} },
      { method: 'GET', url: '/api/grup-gaji/1' },
      { method: 'PUT', url: '/api/grup-gaji/1', body: {} },
      { method: 'DELETE', url: '/api/grup-gaji/1' },
      { method: 'GET', url: '/api/grup-gaji/1/karyawan' },
      { method: 'GET', url: '/api/grup-gaji/1/calon-karyawan' },
      { method: 'POST', url: '/api/grup-gaji/1/karyawan', body: { user_ids: [1] } },
      { method: 'PUT', url: '/api/grup-gaji/1/karyawan/1', body: { nilai: [] } },
      { method: 'DELETE', url: '/api/grup-gaji/1/karyawan/1' },
    ] as const;
    for (const c of calls) {
      expect((await t.request({ ...c })).status, `${c.method} ${c.url}`).toBe(401);
      expect((await t.request({ ...c, token: karyawan.token })).status, `${c.method} ${c.url}`).toBe(403);
    }
  });
});

describe('a salary group and its amounts', () => {
  it('keeps its components in order, with amounts or the component default', async () => {
    const transport = await komponen({ nilai_default: 300_000 });
    const makan = await komponen({ cara_hitung: 'per_hari_hadir', nilai_default: 25_000 });
    const jabatan = await komponen({ cara_hitung: 'persen_gaji_pokok', nilai_default: 1000 });
    const g = await grup([
      { komponen_gaji_id: pokokId, nilai: 6_000_000 },
      { komponen_gaji_id: transport },
      { komponen_gaji_id: makan, nilai: 30_000 },
      { komponen_gaji_id: jabatan, nilai: 1500 },
      { komponen_gaji_id: reimburseId },
    ]);
    expect(g).toMatchObject({ keterangan: 'Staf kantor', jumlah_komponen: 5, jumlah_karyawan: 0 });
    expect(g.komponen.map((k: any) => [k.komponen_gaji_id, k.nilai, k.nilai_berlaku])).toEqual([
      [pokokId, 6_000_000, 6_000_000],
      [transport, null, 300_000],
      [makan, 30_000, 30_000],
      [jabatan, 1500, 1500],
      [reimburseId, null, null],
    ]);
    expect(g.komponen[0]).toMatchObject({ nama: 'Gaji Pokok', gaji_pokok: true, cara_hitung: 'tetap' });

    // PUT replaces the set and order; the list counts components.
    const res = await api('PUT', `/grup-gaji/${g.id}`, {
      nama: g.nama,
      komponen: [
        { komponen_gaji_id: transport, nilai: 350_000 },
        { komponen_gaji_id: pokokId, nilai: 6_500_000 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.keterangan).toBeNull();
    expect(res.body.komponen.map((k: any) => [k.komponen_gaji_id, k.nilai_berlaku])).toEqual([
      [transport, 350_000],
      [pokokId, 6_500_000],
    ]);
    const list = (await api('GET', `/grup-gaji?search=${encodeURIComponent(g.nama)}`)).body;
    expect(list).toEqual({
      items: [{ id: g.id, nama: g.nama, keterangan: null, pph21_gross_up: false, jumlah_komponen: 2, jumlah_karyawan: 0 }],
      total: 1,
    });
  });

  it('refuses amounts that do not fit how a component is computed', async () => {
    const persen = await komponen({ cara_hitung: 'persen_gaji_pokok', nilai_default: 500 });
    const off = await komponen({ aktif: false });
    const cases: [unknown[], string, string][] = [
      [[{ komponen_gaji_id: persen, nilai: 10_001 }], 'komponen.0.nilai', 'Persentase maksimal 100%.'],
      [
        [{ komponen_gaji_id: pokokId }, { komponen_gaji_id: reimburseId, nilai: 1000 }],
        'komponen.1.nilai',
        'tidak memakai nilai',
      ],
      [[{ komponen_gaji_id: 999_999 }], 'komponen.0.komponen_gaji_id', 'Komponen gaji tidak ditemukan.'],
      [[{ komponen_gaji_id: off }], 'komponen.0.komponen_gaji_id', 'nonaktif dan tidak dapat ditambahkan'],
      [[{ komponen_gaji_id: pokokId }, { komponen_gaji_id: pokokId }], 'komponen.1.komponen_gaji_id', 'lebih dari sekali'],
      [[{ komponen_gaji_id: pokokId, nilai: -5 }], 'komponen.0.nilai', 'Nilai tidak boleh negatif.'],
    ];
    for (const [komponen, field, message] of cases) {
      const res = await api('POST', '/grup-gaji', { nama: `Grup ${uniq()}`, komponen });
      expect(res.status, JSON.stringify(komponen)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toContain(message);
    }
    const noName = await api('POST', '/grup-gaji', { nama: ' ', komponen: [] });
    expect(noName.body.errors.nama).toBe('Nama grup gaji wajib diisi.');
  });

  it('keeps a component that was deactivated after it joined the group', async () => {
    const k = await komponen();
    const g = await grup([{ komponen_gaji_id: k, nilai: 100_000 }]);
    const { body: kom } = await api('GET', `/komponen-gaji/${k}`);
    await api('PUT', `/komponen-gaji/${k}`, { ...kom, aktif: false });
    const res = await api('PUT', `/grup-gaji/${g.id}`, { nama: g.nama, komponen: [{ komponen_gaji_id: k, nilai: 120_000 }] });
    expect(res.status).toBe(200);
    expect(res.body.komponen[0]).toMatchObject({ aktif: false, nilai: 120_000 });
  });

  it('refuses a duplicate name (409) and answers 404 for a missing group', async () => {
    const g = await grup([]);
    const dup = await api('POST', '/grup-gaji', { nama: g.nama.toLowerCase(), komponen: [] });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.nama).toBe(`Grup gaji "${g.nama.toLowerCase()}" sudah ada.`);
    expect((await api('GET', '/grup-gaji/999999')).status).toBe(404);
    expect((await api('PUT', '/grup-gaji/999999', { nama: 'X', komponen: [] })).status).toBe(404);
    expect((await api('DELETE', '/grup-gaji/999999')).status).toBe(404);
    expect((await api('GET', '/grup-gaji/999999/karyawan')).status).toBe(404);
  });
});

describe('the employees of a group (list-karyawan)', () => {
  it('adds employees, lists them with their own amounts, and takes them out again', async () => {
    const transport = await komponen({ nilai_default: 300_000 });
    const g = await grup([{ komponen_gaji_id: pokokId, nilai: 5_000_000 }, { komponen_gaji_id: transport }]);
    const ani = await createUser(t, { fullname: `Ani ${uniq()}` });
    const budi = await createUser(t, { fullname: `Budi ${uniq()}` });

    const calon = (await api('GET', `/grup-gaji/${g.id}/calon-karyawan?size=200&search=${encodeURIComponent(ani.fullname)}`))
      .body;
    expect(calon.items).toEqual([{ id: ani.id, nip: ani.nip, fullname: ani.fullname, jabatan: null, grup_gaji: null }]);

    const add = await api('POST', `/grup-gaji/${g.id}/karyawan`, { user_ids: [ani.id, budi.id, ani.id] });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('2 karyawan ditambahkan ke grup gaji.');
    // Adding again changes nothing.
    expect((await api('POST', `/grup-gaji/${g.id}/karyawan`, { user_ids: [ani.id] })).body.message).toBe(
      'Karyawan sudah terdaftar di grup gaji ini.',
    );

    const own = await api('PUT', `/grup-gaji/${g.id}/karyawan/${budi.id}`, {
      nilai: [
        { komponen_gaji_id: pokokId, nilai: 7_250_000 },
        { komponen_gaji_id: transport, nilai: 450_000 },
      ],
    });
    expect(own.status).toBe(200);
    const list = await karyawanGrup(g.id);
    expect(list.total).toBe(2);
    const byId = Object.fromEntries(list.items.map((r: any) => [r.user_id, r]));
    expect(byId[ani.id]).toMatchObject({
      nip: ani.nip,
      fullname: ani.fullname,
      active: true,
      nilai_khusus: [],
      gaji_pokok: 5_000_000,
    });
    expect(byId[budi.id].gaji_pokok).toBe(7_250_000);
    expect(byId[budi.id].nilai_khusus).toEqual([
      { komponen_gaji_id: pokokId, nilai: 7_250_000 },
      { komponen_gaji_id: transport, nilai: 450_000 },
    ]);
    expect((await karyawanGrup(g.id, `&search=${encodeURIComponent(budi.nip)}`)).items.map((r: any) => r.user_id)).toEqual([
      budi.id,
    ]);
    expect((await api('GET', `/grup-gaji/${g.id}`)).body.jumlah_karyawan).toBe(2);

    // Leaving a component out of the body returns it to the group's amount.
    await api('PUT', `/grup-gaji/${g.id}/karyawan/${budi.id}`, { nilai: [{ komponen_gaji_id: pokokId, nilai: 7_250_000 }] });
    expect((await karyawanGrup(g.id)).items.find((r: any) => r.user_id === budi.id).nilai_khusus).toEqual([
      { komponen_gaji_id: pokokId, nilai: 7_250_000 },
    ]);

    const out = await api('DELETE', `/grup-gaji/${g.id}/karyawan/${ani.id}`);
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Karyawan dikeluarkan dari grup gaji.');
    expect((await karyawanGrup(g.id)).items.map((r: any) => r.user_id)).toEqual([budi.id]);
    expect((await api('DELETE', `/grup-gaji/${g.id}/karyawan/${ani.id}`)).status).toBe(404);
  });

  it('keeps an employee in at most one group: 409 naming the other group', async () => {
    const a = await grup([]);
    const b = await grup([]);
    const emp = await createUser(t);
    await api('POST', `/grup-gaji/${a.id}/karyawan`, { user_ids: [emp.id] });
    const res = await api('POST', `/grup-gaji/${b.id}/karyawan`, { user_ids: [emp.id] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Sudah terdaftar di grup gaji lain: ${emp.fullname} (${a.nama}). Keluarkan dari grup tersebut terlebih dahulu.`,
    );
    const calon = (await api('GET', `/grup-gaji/${b.id}/calon-karyawan?size=200&search=${emp.nip}`)).body.items;
    expect(calon[0].grup_gaji).toBe(a.nama);
  });

  it('places each employee in one group when two admins add them to two groups at once', async () => {
    const a = await grup([]);
    const b = await grup([]);
    const emps = [await createUser(t), await createUser(t)];
    const ids = emps.map((e) => e.id);
    const results = await Promise.all([
      api('POST', `/grup-gaji/${a.id}/karyawan`, { user_ids: ids }),
      api('POST', `/grup-gaji/${b.id}/karyawan`, { user_ids: [...ids].reverse() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0].status === 200 ? a : b;
    const rows = await t.db.query<{ grup_gaji_id: number }>('select grup_gaji_id from users where id = any($1::bigint[])', [ids]);
    expect(rows.map((r) => r.grup_gaji_id)).toEqual([winner.id, winner.id]);
  });

  it('refuses unknown or inactive employees and amounts the group cannot take', async () => {
    const g = await grup([{ komponen_gaji_id: pokokId, nilai: 4_000_000 }, { komponen_gaji_id: reimburseId }]);
    const gone = await createUser(t);
    await t.db.query('update users set active = false where id = $1', [gone.id]);
    const unknown = await api('POST', `/grup-gaji/${g.id}/karyawan`, { user_ids: [999_999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Karyawan tidak ditemukan.');
    const inactive = await api('POST', `/grup-gaji/${g.id}/karyawan`, { user_ids: [gone.id] });
    expect(inactive.status).toBe(400);
    expect(inactive.body.message).toBe(`Karyawan tidak aktif: ${gone.fullname}.`);
    expect((await api('POST', `/grup-gaji/${g.id}/karyawan`, { user_ids: [] })).body.errors.user_ids).toBe(
      'Pilih minimal satu karyawan.',
    );

    const emp = await createUser(t);
    const notMember = await api('PUT', `/grup-gaji/${g.id}/karyawan/${emp.id}`, { nilai: [] });
    expect(notMember.status).toBe(404);
    expect(notMember.body.message).toBe('Karyawan di grup gaji ini tidak ditemukan.');
    await api('POST', `/grup-gaji/${g.id}/karyawan`, { user_ids: [emp.id] });
    const other = await komponen();
    const cases: [unknown, string][] = [
      [{ komponen_gaji_id: other, nilai: 1 }, 'Komponen gaji tidak ada di grup ini.'],
      [{ komponen_gaji_id: reimburseId, nilai: 1 }, 'Reimburse: Komponen ini dihitung sistem dan tidak memakai nilai.'],
    ];
    for (const [nilai, message] of cases) {
      const res = await api('PUT', `/grup-gaji/${g.id}/karyawan/${emp.id}`, { nilai: [nilai] });
      expect(res.status).toBe(400);
      expect(res.body.errors['nilai.0.nilai']).toBe(message);
    }
    const missing = await api('PUT', `/grup-gaji/${g.id}/karyawan/${emp.id}`, { nilai: [{ komponen_gaji_id: pokokId }] });
    expect(missing.status).toBe(400);
  });

  it('cannot delete a group that still has employees (409), then can', async () => {
    const g = await grup([{ komponen_gaji_id: pokokId, nilai: 4_000_000 }]);
    const emp = await createUser(t);
    await api('POST', `/grup-gaji/${g.id}/karyawan`, { user_ids: [emp.id] });
    const refused = await api('DELETE', `/grup-gaji/${g.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Grup gaji masih dipakai oleh 1 karyawan. Keluarkan karyawan dari grup ini terlebih dahulu.',
    );
    await api('DELETE', `/grup-gaji/${g.id}/karyawan/${emp.id}`);
    expect((await api('DELETE', `/grup-gaji/${g.id}`)).status).toBe(200);
    expect((await api('GET', `/grup-gaji/${g.id}`)).status).toBe(404);
  });
});

describe('the employee form sets the group too', () => {
  it('creates, shows and changes an employee with grup_gaji_id, and refuses an unknown group', async () => {
    const g = await grup([]);
    const tag = uniq();
    const created = await api('POST', '/users', {
      nip: `GG${tag}`,
      username: `gg${tag}`,
      fullname: `Citra ${tag}`,
      password: 'RahasiaBaru456',
      roles: ['Karyawan'],
      grup_gaji_id: g.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ grup_gaji_id: g.id, grup_gaji: g.nama });
    expect((await karyawanGrup(g.id)).items.map((r: any) => r.user_id)).toEqual([created.body.id]);

    const { body: detail } = await api('GET', `/users/${created.body.id}`);
    const { grup_gaji: _, ...rest } = detail;
    const fields = {
      nip: rest.nip,
      username: rest.username,
      fullname: rest.fullname,
      roles: rest.roles,
      grup_gaji_id: null,
    };
    const cleared = await api('PUT', `/users/${created.body.id}`, fields);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ grup_gaji_id: null, grup_gaji: null });

    const bad = await api('PUT', `/users/${created.body.id}`, { ...fields, grup_gaji_id: 999_999 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.grup_gaji_id).toBe('Grup gaji tidak ditemukan.');
  });
});

describe('what payroll and overtime read (gajiPokok, upahBulanan)', () => {
  it('gives base pay from the own amount, else the group; the overtime wage adds fixed allowances', async () => {
    const tetap = await komponen({ nilai_default: 500_000 });
    const persen = await komponen({ cara_hitung: 'persen_gaji_pokok', nilai_default: 1000 });
    const perHari = await komponen({ cara_hitung: 'per_hari_hadir', nilai_default: 20_000 });
    const potongan = await komponen({ jenis: 'potongan', nilai_default: 100_000 });
    const g = await grup([
      { komponen_gaji_id: pokokId, nilai: 5_000_000 },
      { komponen_gaji_id: tetap },
      { komponen_gaji_id: persen, nilai: 1250 },
      { komponen_gaji_id: perHari },
      { komponen_gaji_id: potongan },
    ]);
    const borongan = await grup([{ komponen_gaji_id: reimburseId }]);
    const a = await createUser(t);
    const b = await createUser(t);
    const c = await createUser(t, { fields: { upah_bulanan: 4_200_000 } });
    const d = await createUser(t);
    await api('POST', `/grup-gaji/${g.id}/karyawan`, { user_ids: [a.id, b.id] });
    await api('POST', `/grup-gaji/${borongan.id}/karyawan`, { user_ids: [d.id] });
    await api('PUT', `/grup-gaji/${g.id}/karyawan/${b.id}`, { nilai: [{ komponen_gaji_id: pokokId, nilai: 6_000_001 }] });

    const ids = [a.id, b.id, c.id, d.id];
    expect(Object.fromEntries(await gajiPokok(t.db, ids))).toEqual({
      [a.id]: 5_000_000,
      [b.id]: 6_000_001,
      [c.id]: null,
      [d.id]: null,
    });
    // 12.5% of 6,000,001 = 750,000.125: the fraction of a rupiah is dropped (decision 0007).
    expect(Object.fromEntries(await upahBulanan(t.db, ids))).toEqual({
      [a.id]: 5_000_000 + 500_000 + 625_000,
      [b.id]: 6_000_001 + 500_000 + 750_000,
      [c.id]: 4_200_000,
      [d.id]: null,
    });

    // An employee's own amount stays with them when they move to another group holding the component.
    const g2 = await grup([{ komponen_gaji_id: pokokId, nilai: 3_000_000 }]);
    await api('DELETE', `/grup-gaji/${g.id}/karyawan/${b.id}`);
    await api('POST', `/grup-gaji/${g2.id}/karyawan`, { user_ids: [b.id] });
    expect((await gajiPokok(t.db, [b.id])).get(b.id)).toBe(6_000_001);
  });
});

describe('the published contract', () => {
  it('documents the salary settings calls in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/komponen-gaji/{id}',
        '/api/grup-gaji/{id}/calon-karyawan',
        '/api/grup-gaji/{id}/karyawan/{user_id}',
      ]),
    );
  });
});
