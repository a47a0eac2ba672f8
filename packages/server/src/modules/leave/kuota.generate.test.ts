import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// POST /kuota-cuti/generate on its own database, so that it sees exactly the employees made here.
// UU 13/2003 art. 79 (3) c: at least 12 working days of annual leave after 12 months of continuous
// service. Reference date: 31 December of the year asked for.

let t: TestApp;
let hrd: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'], fields: { tanggal_masuk: '2015-01-05' } });
});
afterAll(() => t.close());

const generate = (tahun: unknown) =>
  t.request({ method: 'POST', url: '/api/kuota-cuti/generate', token: hrd.token, body: { tahun } });
const quotaOf = async (userId: number, tahun: number) =>
  (await t.request({ method: 'GET', url: `/api/kuota-cuti/user/${userId}?tahun=${tahun}`, token: hrd.token })).body.items[0];

describe('POST /kuota-cuti/generate', () => {
  it('gives 12 days to every active employee with 12 months of service by 31 December, once', async () => {
    const lama = await createUser(t, { fields: { tanggal_masuk: '2020-06-01' } });
    // Joined 31-12-2025: 12 months complete on 30-12-2026, entitled from 31-12-2026, inside 2026.
    const batas = await createUser(t, { fields: { tanggal_masuk: '2025-12-31' } });
    // Joined 01-01-2026: entitled from 01-01-2027, not in 2026.
    const baru = await createUser(t, { fields: { tanggal_masuk: '2026-01-01' } });
    const tanpaTanggal = await createUser(t);
    const nonaktif = await createUser(t, { fields: { tanggal_masuk: '2010-01-01' } });
    await t.db.query('update users set active = false where id = $1', [nonaktif.id]);
    // An existing quota is kept as HR set it.
    const punya = await createUser(t, { fields: { tanggal_masuk: '2019-01-01' } });
    await t.request({
      method: 'POST',
      url: '/api/kuota-cuti',
      token: hrd.token,
      body: { user_id: punya.id, tahun: 2026, total_hari: 20 },
    });

    const first = await generate(2026);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      tahun: 2026,
      dibuat: 3,
      tanpa_tanggal_masuk: 1,
      message: '3 kuota cuti tahun 2026 berhasil dibuat. 1 karyawan aktif dilewati karena belum memiliki tanggal masuk.',
    });
    expect(await quotaOf(lama.id, 2026)).toMatchObject({
      total_hari: 12,
      sisa: 12,
      keterangan: 'Dibuat otomatis: 12 hari kerja (UU 13/2003 Pasal 79), berhak sejak 01-06-2021.',
    });
    expect(await quotaOf(hrd.id, 2026)).toMatchObject({ total_hari: 12 });
    expect((await quotaOf(batas.id, 2026)).keterangan).toContain('berhak sejak 31-12-2026');
    expect(await quotaOf(baru.id, 2026)).toBeUndefined();
    expect(await quotaOf(tanpaTanggal.id, 2026)).toBeUndefined();
    expect(await quotaOf(nonaktif.id, 2026)).toBeUndefined();
    expect(await quotaOf(punya.id, 2026)).toMatchObject({ total_hari: 20 });

    // Idempotent: the same year again creates nothing and changes nothing.
    const again = await generate(2026);
    expect(again.body).toMatchObject({ dibuat: 0, tanpa_tanggal_masuk: 1 });
    expect(again.body.message).toBe(
      'Tidak ada kuota cuti baru untuk tahun 2026: semua karyawan yang berhak sudah memiliki kuota. 1 karyawan aktif dilewati karena belum memiliki tanggal masuk.',
    );
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from kuota_cuti where tahun = 2026');
    expect(n).toBe(4);

    // The next year: the employee who joined on 01-01-2026 is now entitled too.
    const next = await generate(2027);
    expect(next.body.dibuat).toBe(5);
    expect((await quotaOf(baru.id, 2027)).keterangan).toContain('berhak sejak 01-01-2027');
  });

  it('creates each quota once when called concurrently', async () => {
    const results = await Promise.all([generate(2031), generate(2031), generate(2031)]);
    for (const r of results) expect(r.status).toBe(200);
    const created = results.reduce((s, r) => s + r.body.dibuat, 0);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from kuota_cuti where tahun = 2031');
    expect(created).toBe(n);
    expect(n).toBeGreaterThan(0);
  });

  it('validates the year', async () => {
    expect((await generate(undefined)).body.errors.tahun).toBe('Tahun wajib diisi.');
    expect((await generate(1999)).body.errors.tahun).toBe('Tahun minimal 2000.');
    expect((await generate('2026')).status).toBe(400);
  });
});
