import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileClockingIn } from '../../../test/lanes-race.ts';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app.ts';
import { inBackground } from '../../platform/lanes.ts';

let t: TestApp;

async function insertId(sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

/** A Jakarta local date `days` from today (the admin in these tests has no location). */
async function jakartaDate(days: number): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date + $1::int, 'YYYY-MM-DD') as d`,
    [days],
  );
  return row.d;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /dashboard/user/approvals', () => {
  it('answers nothing for someone who approves nobody', async () => {
    const u = await createUser(t);
    const res = await t.request({ method: 'GET', url: '/api/dashboard/user/approvals', token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ approvals: [] });
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/dashboard/user/approvals' })).status).toBe(401);
  });
});

describe('GET /dashboard/admin/summary', () => {
  it('counts employees per location, master data, published announcements and the next 3 holidays', async () => {
    const lokasi = 'insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, 0, 0, 100, $2)';
    const bandung = await insertId(lokasi, ['Bandung', 'Asia/Jakarta']);
    const bali = await insertId(lokasi, ['Bali', 'Asia/Makassar']);
    const kosong = await insertId(lokasi, ['Cabang Kosong', 'Asia/Jayapura']);
    await insertId('insert into jabatan (nama) values ($1)', ['Staf']);
    await insertId('insert into jabatan (nama) values ($1)', ['Supervisor']);
    const hrd = await createUser(t, { roles: ['HRD'] });
    await createUser(t, { fields: { lokasi_id: bandung } });
    await createUser(t, { fields: { lokasi_id: bandung } });
    await createUser(t, { fields: { lokasi_id: bali } });
    const leaver = await createUser(t, { fields: { lokasi_id: bandung } });
    await t.db.query('update users set active = false where id = $1', [leaver.id]);
    const pengumuman = 'insert into pengumuman (judul, isi, tanggal_terbit) values ($1, $2, $3)';
    await insertId(pengumuman, ['Lama', 'x', await jakartaDate(-3)]);
    await insertId(pengumuman, ['Hari ini', 'x', await jakartaDate(0)]);
    await insertId(pengumuman, ['Besok', 'x', await jakartaDate(1)]);
    const libur = 'insert into hari_libur (tanggal, nama) values ($1, $2)';
    await insertId(libur, [await jakartaDate(-1), 'Kemarin']);
    for (const [days, nama] of [
      [40, 'D'],
      [10, 'B'],
      [5, 'A'],
      [20, 'C'],
    ] as const) {
      await insertId(libur, [await jakartaDate(days), nama]);
    }

    const res = await t.request({ method: 'GET', url: '/api/dashboard/admin/summary', token: hrd.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      // The employee of the approvals test above and the HRD have no location.
      karyawan_aktif: 5,
      karyawan_tanpa_lokasi: 2,
      jumlah_jabatan: 2,
      jumlah_lokasi: 3,
      pengumuman_terbit: 2,
    });
    expect(res.body.karyawan_per_lokasi).toEqual([
      { id: bali, nama: 'Bali', zona_waktu: 'Asia/Makassar', jumlah: 1 },
      { id: bandung, nama: 'Bandung', zona_waktu: 'Asia/Jakarta', jumlah: 2 },
      { id: kosong, nama: 'Cabang Kosong', zona_waktu: 'Asia/Jayapura', jumlah: 0 },
    ]);
    expect(res.body.hari_libur_mendatang.map((h: { nama: string }) => h.nama)).toEqual(['A', 'B', 'C']);
    expect(res.body.hari_libur_mendatang[0].tanggal).toBe(await jakartaDate(5));
  });

  it("answers in a morning rush without queueing behind HR's long work", async () => {
    const hrd = await createUser(t, { roles: ['HRD'] });
    const answered: string[] = [];
    await whileClockingIn(() =>
      Promise.all([
        // An export's statement, begun first: in a rush it waits for a gap between clock-ins (decision 0028).
        inBackground(() => t.db.query('select 1')).then(() => answered.push('export')),
        t
          .request({ method: 'GET', url: '/api/dashboard/admin/summary', token: hrd.token })
          .then((res) => answered.push(`summary ${res.status}`)),
      ]),
    );
    expect(answered).toEqual(['summary 200', 'export']);
  });

  it('is for Admin and HRD only', async () => {
    const u = await createUser(t);
    expect((await t.request({ method: 'GET', url: '/api/dashboard/admin/summary', token: u.token })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/dashboard/admin/summary' })).status).toBe(401);
  });
});
