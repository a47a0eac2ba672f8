import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { employee, nextWeekday } from './overtime-requests.fixtures.ts';

// Overtime pay follows the salary group: hourly wage = (base pay + fixed allowances) / 173 (PP 35/2021 art. 32).

let t: TestApp;
let hrd: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: hrd.token, body });

describe('the overtime wage from the salary group', () => {
  it('prices overtime from the group’s base pay and fixed allowance, and from a personal base pay', async () => {
    const { items } = (await api('GET', '/komponen-gaji?size=200')).body;
    const pokok = items.find((k: { gaji_pokok: boolean }) => k.gaji_pokok).id;
    const tunjangan = (
      await api('POST', '/komponen-gaji', {
        nama: 'Tunjangan Jabatan',
        jenis: 'pendapatan',
        cara_hitung: 'tetap',
        nilai_default: 865_000,
        objek_pajak: true,
      })
    ).body.id;
    const grup = await api('POST', '/grup-gaji', {
      nama: 'Staf Gudang',
      komponen: [
        { komponen_gaji_id: pokok, nilai: 4_325_000 },
        { komponen_gaji_id: tunjangan, nilai: null },
      ],
    });
    expect(grup.status, JSON.stringify(grup.body)).toBe(201);
    const a = await employee(t, 5);
    const b = await employee(t, 5);
    expect((await api('POST', `/grup-gaji/${grup.body.id}/karyawan`, { user_ids: [a.id, b.id] })).status).toBeLessThan(300);
    await api('PUT', `/grup-gaji/${grup.body.id}/karyawan/${b.id}`, { nilai: [{ komponen_gaji_id: pokok, nilai: 6_055_000 }] });

    const tanggal = await nextWeekday(t, 2);
    const file = (u: UserFixture) =>
      t.request({
        method: 'POST',
        url: '/api/lembur',
        token: u.token,
        body: { tanggal, jam_mulai: '17:00', jam_selesai: '20:00', alasan: 'Bongkar muat kiriman' },
      });
    // (4,325,000 + 865,000) / 173 = 30,000 an hour: 1 x 1.5 x 30,000 + 2 x 2 x 30,000 = 165,000.
    const ra = await file(a);
    expect(ra.status).toBe(201);
    expect(ra.body).toMatchObject({ upah_per_jam: 30_000, total: 165_000 });
    // (6,055,000 + 865,000) / 173 = 40,000 an hour: 220,000.
    const rb = await file(b);
    expect(rb.body).toMatchObject({ upah_per_jam: 40_000, total: 220_000 });
  });
});
