import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The audit log of a slip line's adjustment names the line as the slip does ("Gaji Pokok"), the employee, the run,
// the amounts and the reason, never the line's internal code; one entry per adjustment, none for a refused one.

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture;
let runId: number;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const ROUTE = '/api/penggajian/:id/slip/:user_id/rincian';
const entries = () =>
  q<{ user_id: number; method: string; params: unknown; data: Record<string, string>; status: number }>(
    'select user_id, method, params, data, status from audit_log where route = $1 order by id',
    [ROUTE],
  );
const adjust = (body: unknown) =>
  t.request({ method: 'PUT', url: `/api/penggajian/${runId}/slip/${ani.id}/rincian`, token: hrd.token, body });

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  const [{ id: grup }] = await q<{ id: number }>(`insert into grup_gaji (nama) values ('Staf') returning id`);
  await q(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1::bigint, id, 1, 6000000 from komponen_gaji where gaji_pokok`,
    [grup],
  );
  ani = await createUser(t, {
    fullname: 'Ani Lestari',
    fields: { grup_gaji_id: grup, tanggal_masuk: '2025-01-02', status_ptkp: 'TK/0' },
  });
  const run = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: hrd.token,
    body: { bulan: '2026-09', grup_gaji_ids: [grup] },
  });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
  runId = run.body.id;
});
afterAll(() => t?.close());

describe('PUT /penggajian/{id}/slip/{user_id}/rincian in the audit log', () => {
  it('records the line by its name with the amounts and the reason, not its code', async () => {
    const slip = (await t.request({ method: 'GET', url: `/api/penggajian/${runId}/slip/${ani.id}/rincian`, token: hrd.token }))
      .body;
    const gaji = slip.baris.find((b: { nama: string }) => b.nama === 'Gaji Pokok');
    expect(gaji.nominal).toBe(6_000_000);

    // A refused adjustment (no reason) changes nothing and is not an entry.
    expect((await adjust({ kode: gaji.kode, nominal: 6_500_000, alasan: ' ' })).status).toBe(400);
    expect((await adjust({ kode: gaji.kode, nominal: 6_500_000, alasan: 'Rapel kenaikan gaji Agustus' })).status).toBe(200);
    expect((await adjust({ kode: gaji.kode, nominal: null, alasan: 'Rapel dibayar terpisah' })).status).toBe(200);

    const log = await entries();
    const karyawan = `${ani.nip} · Ani Lestari`;
    expect(log).toEqual([
      {
        user_id: hrd.id,
        method: 'PUT',
        params: { id: runId, user_id: ani.id },
        status: 200,
        data: {
          penggajian: 'Gaji September 2026',
          karyawan,
          baris: 'Gaji Pokok',
          nominal: 'Rp 6.000.000 → Rp 6.500.000',
          alasan: 'Rapel kenaikan gaji Agustus',
        },
      },
      {
        user_id: hrd.id,
        method: 'PUT',
        params: { id: runId, user_id: ani.id },
        status: 200,
        data: {
          penggajian: 'Gaji September 2026',
          karyawan,
          baris: 'Gaji Pokok',
          nominal: 'Rp 6.500.000 → Rp 6.000.000 (kembali ke hasil perhitungan)',
          alasan: 'Rapel dibayar terpisah',
        },
      },
    ]);
  });
});
