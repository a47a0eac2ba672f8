import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

let t: TestApp;
let hrd: UserFixture;
let karyawan: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  karyawan = await createUser(t);
});
afterAll(() => t.close());

const uniq = () => Math.random().toString(36).slice(2, 8);
const body = (over: Record<string, unknown> = {}) => ({
  nama: `Tunjangan ${uniq()}`,
  jenis: 'pendapatan',
  cara_hitung: 'tetap',
  nilai_default: 500_000,
  objek_pajak: true,
  ...over,
});
const create = (b: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/komponen-gaji', token: hrd.token, body: b });
const put = (id: number, b: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/komponen-gaji/${id}`, token: hrd.token, body: b });
const del = (id: number) => t.request({ method: 'DELETE', url: `/api/komponen-gaji/${id}`, token: hrd.token });
const listAll = async (query = '') =>
  (await t.request({ method: 'GET', url: `/api/komponen-gaji?size=200${query}`, token: hrd.token })).body;
const editable = (k: Record<string, unknown>) => {
  const { nama, jenis, cara_hitung, nilai_default, sumber_otomatis, objek_pajak, aktif, keterangan } = k;
  return { nama, jenis, cara_hitung, nilai_default, sumber_otomatis, objek_pajak, aktif, keterangan };
};

describe('who may call the salary component calls', () => {
  const calls = [
    { method: 'GET', url: '/api/komponen-gaji' },
    { method: 'POST', url: '/api/komponen-gaji', body: {} },
    { method: 'GET', url: '/api/komponen-gaji/1' },
    { method: 'PUT', url: '/api/komponen-gaji/1', body: {} },
    { method: 'DELETE', url: '/api/komponen-gaji/1' },
  ] as const;

  it('refuses anonymous callers (401) and employees (403): salaries are HR business', async () => {
    for (const c of calls) {
      expect((await t.request({ ...c })).status, `${c.method} ${c.url}`).toBe(401);
      const res = await t.request({ ...c, token: karyawan.token });
      expect(res.status, `${c.method} ${c.url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });
});

describe('seeded system components', () => {
  it('are listed with base pay first among earnings and one component per system figure', async () => {
    const { items } = await listAll();
    const bySumber = Object.fromEntries(items.filter((k: any) => k.sumber_otomatis).map((k: any) => [k.sumber_otomatis, k]));
    expect(Object.keys(bySumber).sort()).toEqual(
      [
        'bpjs_jht',
        'bpjs_jkk',
        'bpjs_jkm',
        'bpjs_jp',
        'bpjs_kesehatan',
        'potongan_alpha',
        'potongan_izin_tidak_berbayar',
        'pph21',
        'reimburse',
        'upah_borongan',
      ].sort(),
    );
    for (const k of Object.values(bySumber) as any[]) {
      expect(k).toMatchObject({ cara_hitung: 'otomatis', bawaan: true, aktif: true, nilai_default: null });
    }
    expect(bySumber.upah_borongan).toMatchObject({ jenis: 'pendapatan', objek_pajak: true });
    // A reimbursement repays an expense: not income.
    expect(bySumber.reimburse).toMatchObject({ jenis: 'pendapatan', objek_pajak: false });
    expect(bySumber.potongan_alpha).toMatchObject({ jenis: 'potongan' });
    expect(bySumber.pph21).toMatchObject({ jenis: 'potongan' });
    const pokok = items.filter((k: any) => k.gaji_pokok);
    expect(pokok).toHaveLength(1);
    expect(pokok[0]).toMatchObject({ nama: 'Gaji Pokok', jenis: 'pendapatan', cara_hitung: 'tetap', bawaan: true });
    expect(items[0].gaji_pokok).toBe(true);
  });

  it('filters by jenis and status and searches by name', async () => {
    const potongan = await listAll('&jenis=potongan');
    expect(potongan.items.length).toBeGreaterThan(0);
    expect(potongan.items.every((k: any) => k.jenis === 'potongan')).toBe(true);
    const bpjs = await listAll('&search=bpjs');
    expect(bpjs.total).toBe(5);
    const { body: off } = await create(body({ aktif: false }));
    expect((await listAll('&aktif=false')).items.map((k: any) => k.id)).toContain(off.id);
    expect((await listAll('&aktif=true')).items.map((k: any) => k.id)).not.toContain(off.id);
    const bad = await t.request({ method: 'GET', url: '/api/komponen-gaji?jenis=bonus', token: hrd.token });
    expect(bad.status).toBe(400);
  });

  it('cannot be deleted, and keep how they are computed; name, default and status may change', async () => {
    const pokok = (await listAll()).items.find((k: any) => k.gaji_pokok);
    const res = await del(pokok.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('komponen bawaan sistem');

    const changed = await put(pokok.id, { ...editable(pokok), cara_hitung: 'per_hari_hadir' });
    expect(changed.status).toBe(400);
    expect(changed.body.errors.cara_hitung).toContain('hanya nama, nilai default, keterangan dan status aktif');
    const taxFlag = await put(pokok.id, { ...editable(pokok), objek_pajak: false });
    expect(taxFlag.status).toBe(400);

    const ok = await put(pokok.id, { ...editable(pokok), nama: 'Upah Pokok', nilai_default: 5_000_000 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ nama: 'Upah Pokok', nilai_default: 5_000_000, gaji_pokok: true });
    await put(pokok.id, editable(pokok));
  });
});

describe('adding and changing a component', () => {
  it('stores each way of computing with its unit: rupiah, rupiah a day, basis points, none', async () => {
    const tetap = await create(body({ nama: `Tunjangan Jabatan ${uniq()}`, nilai_default: 750_000 }));
    expect(tetap.status).toBe(201);
    expect(tetap.body).toMatchObject({
      cara_hitung: 'tetap',
      nilai_default: 750_000,
      bawaan: false,
      gaji_pokok: false,
      jumlah_grup: 0,
    });
    const makan = await create(body({ cara_hitung: 'per_hari_hadir', nilai_default: 25_000, objek_pajak: true }));
    expect(makan.body).toMatchObject({ cara_hitung: 'per_hari_hadir', nilai_default: 25_000 });
    const koperasi = await create(
      body({ jenis: 'potongan', cara_hitung: 'persen_gaji_pokok', nilai_default: 250, objek_pajak: false }),
    );
    expect(koperasi.body).toMatchObject({ jenis: 'potongan', cara_hitung: 'persen_gaji_pokok', nilai_default: 250 });
    const lembur = await create(body({ cara_hitung: 'per_jam_lembur', nilai_default: null }));
    expect(lembur.body).toMatchObject({ cara_hitung: 'per_jam_lembur', nilai_default: null });
    expect((await t.request({ method: 'GET', url: `/api/komponen-gaji/${koperasi.body.id}`, token: hrd.token })).body.nama).toBe(
      koperasi.body.nama,
    );
  });

  it('refuses bad input with the field and an Indonesian message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nama: '' }, 'nama', 'Nama komponen wajib diisi.'],
      [{ jenis: 'bonus' }, 'jenis', "Jenis harus 'pendapatan' atau 'potongan'."],
      [{ cara_hitung: 'per_jam' }, 'cara_hitung', 'Cara hitung wajib dipilih.'],
      [{ nilai_default: null }, 'nilai_default', 'Nilai wajib diisi.'],
      [{ nilai_default: -1 }, 'nilai_default', 'Nilai tidak boleh negatif.'],
      [{ nilai_default: 1.5 }, 'nilai_default', 'Nilai harus bilangan bulat.'],
      [{ cara_hitung: 'persen_gaji_pokok', nilai_default: 10_001 }, 'nilai_default', 'Persentase maksimal 100%.'],
      [{ cara_hitung: 'per_jam_lembur', nilai_default: 20_000 }, 'nilai_default', 'tidak memakai nilai'],
      [{ cara_hitung: 'otomatis', nilai_default: null }, 'sumber_otomatis', 'Sumber perhitungan otomatis wajib dipilih.'],
      [{ sumber_otomatis: 'pph21' }, 'sumber_otomatis', 'Sumber otomatis hanya untuk cara hitung otomatis.'],
      [{ objek_pajak: undefined }, 'objek_pajak', 'Objek pajak wajib dipilih.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(over)).toContain(message);
    }
  });

  it('leaves system figures to the seeded components', async () => {
    const res = await create(body({ cara_hitung: 'otomatis', nilai_default: null, sumber_otomatis: 'pph21' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.cara_hitung).toBe('Komponen otomatis disediakan sistem; pakai komponen bawaannya.');
    const { body: own } = await create(body());
    const toAuto = await put(own.id, {
      ...editable(own),
      cara_hitung: 'otomatis',
      nilai_default: null,
      sumber_otomatis: 'reimburse',
    });
    expect(toAuto.status).toBe(400);
  });

  it('refuses a second component with the same name, whatever the case', async () => {
    const { body: first } = await create(body());
    const res = await create(body({ nama: first.nama.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.errors.nama).toBe(`Komponen gaji "${first.nama.toUpperCase()}" sudah ada.`);
    const { body: other } = await create(body());
    const renamed = await put(other.id, { ...editable(other), nama: first.nama });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('DUPLICATE');
  });

  it('answers 404 for a component that does not exist', async () => {
    expect((await t.request({ method: 'GET', url: '/api/komponen-gaji/999999', token: hrd.token })).status).toBe(404);
    expect((await put(999999, body())).status).toBe(404);
    expect((await del(999999)).status).toBe(404);
  });
});

describe('a component held by a group', () => {
  it('cannot be deleted or change its unit until no group holds it; deactivating is allowed', async () => {
    const { body: k } = await create(body({ nama: `Tunjangan Transport ${uniq()}` }));
    const nama = `Grup ${uniq()}`;
    const { body: grup } = await t.request({
      method: 'POST',
      url: '/api/grup-gaji',
      token: hrd.token,
      body: { nama, komponen: [{ komponen_gaji_id: k.id, nilai: 400_000 }] },
    });
    expect((await t.request({ method: 'GET', url: `/api/komponen-gaji/${k.id}`, token: hrd.token })).body.jumlah_grup).toBe(1);

    const refused = await del(k.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IN_USE');
    expect(refused.body.message).toBe(
      `Komponen gaji masih dipakai oleh grup gaji ${nama}. Keluarkan dari grup gaji terlebih dahulu, atau nonaktifkan komponen ini.`,
    );
    const unit = await put(k.id, { ...editable(k), cara_hitung: 'persen_gaji_pokok', nilai_default: 1000 });
    expect(unit.status).toBe(409);
    expect(unit.body.message).toContain(`dipakai grup gaji ${nama}`);
    const off = await put(k.id, { ...editable(k), aktif: false });
    expect(off.status).toBe(200);
    expect(off.body.aktif).toBe(false);

    await t.request({ method: 'PUT', url: `/api/grup-gaji/${grup.id}`, token: hrd.token, body: { nama, komponen: [] } });
    expect((await del(k.id)).status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/komponen-gaji/${k.id}`, token: hrd.token })).status).toBe(404);
  });
});
