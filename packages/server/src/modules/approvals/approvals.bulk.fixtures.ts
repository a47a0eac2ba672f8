import { expect } from 'vitest';
import { createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Requests of every type filed through the API as employees file them, for the bulk decision tests. Employees
// work Senin-Jumat 08:00-17:00 in Asia/Jakarta.

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

export interface Filed {
  u: UserFixture;
  id: number;
}

/** Jakarta's date `days` from today, yyyy-MM-dd. */
export async function localDate(t: TestApp, days: number): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date + $1::int, 'YYYY-MM-DD') as d`,
    [days],
  );
  return row.d;
}

/** Next week's Tuesday: overtime may be planned up to 30 days ahead. */
async function nextTuesday(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `with today as (select (now() at time zone 'Asia/Jakarta')::date as d)
     select to_char(d + (8 - extract(isodow from d)::int) + 1, 'YYYY-MM-DD') as d from today`,
  );
  return row.d;
}

function created(res: { status: number; body: { id: number } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** Filers of koreksi, izin, lembur, reimburse and borongan; each makes a new employee (with these PICs, if any). */
export async function requestFilers(t: TestApp, admin: UserFixture) {
  const [jadwal] = await t.db.query<{ id: number }>(`insert into jadwal_kerja (nama) values ('Kantor Massal') returning id`);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d <= 5 then time '08:00' end, case when d <= 5 then time '17:00' end
       from generate_series(1, 7) d`,
    [jadwal.id],
  );
  const [itb] = await t.db.query<{ id: number }>(`select id from jenis_izin where kode = 'ITB'`);
  const job = created(
    await t.request({
      method: 'POST',
      url: '/api/harga-borongan',
      token: admin.token,
      body: { nama: 'Petik Teh', satuan: 'kg', harga: 2000, tipe: 'borongan', berlaku_mulai: await localDate(t, -31) },
    }),
  );
  const person = (pics?: number[]) =>
    createUser(t, { pics, fields: { jadwal_kerja_id: jadwal.id, tanggal_masuk: '2020-01-06' } });
  const post = (u: UserFixture, url: string, body: unknown) => t.request({ method: 'POST', url, token: u.token, body });
  let back = 0;

  const koreksi = async (u: UserFixture) => {
    back += 1;
    const tanggal = await localDate(t, -((back % 25) + 1));
    return created(await post(u, '/api/koreksi-kehadiran', { tanggal, jam_masuk: '08:00', alasan: 'Lupa absen masuk' }));
  };
  const receipt = async (u: UserFixture) => {
    const body = multipart('struk.jpg', JPEG, 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { authorization: `Bearer ${u.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  const filers = {
    koreksi: async (u: UserFixture) => koreksi(u),
    izin: async (u: UserFixture) =>
      created(
        await post(u, '/api/izin', {
          jenis_izin_id: itb.id,
          tanggal_mulai: '2031-01-06',
          tanggal_selesai: '2031-01-07',
          alasan: 'Keperluan keluarga di luar kota',
        }),
      ),
    lembur: async (u: UserFixture) =>
      created(
        await post(u, '/api/lembur', {
          tanggal: await nextTuesday(t),
          jam_mulai: '18:00',
          jam_selesai: '20:00',
          alasan: 'Stok opname gudang',
        }),
      ),
    reimburse: async (u: UserFixture) =>
      created(
        await post(u, '/api/reimburse', {
          tanggal: await localDate(t, -2),
          kategori: 'Transportasi',
          nominal: 150000,
          keterangan: 'Bensin perjalanan dinas',
          lampiran_ids: [await receipt(u)],
        }),
      ),
    borongan: async (u: UserFixture) =>
      created(
        await post(u, '/api/borongan', {
          tanggal: await localDate(t, -1),
          items: [{ harga_borongan_id: job, jumlah: 12 }],
        }),
      ),
  };
  return {
    person,
    /** One more correction by this person (a new date each time), e.g. an HRD's own. */
    koreksiBy: koreksi,
    /** A new employee files one request of this type. */
    file: async (tipe: keyof typeof filers, pics?: number[]): Promise<Filed> => {
      const u = await person(pics);
      return { u, id: await filers[tipe](u) };
    },
  };
}

/** Where the requester reads each type, through the API and in the app (the page a decision push opens). */
export const OWN = {
  koreksi: { api: 'koreksi-kehadiran', page: '/menu/absensi/koreksi-kehadiran' },
  izin: { api: 'izin', page: '/menu/absensi/izin' },
  lembur: { api: 'lembur', page: '/menu/absensi/lembur' },
  reimburse: { api: 'reimburse', page: '/menu/reimburse' },
  borongan: { api: 'borongan', page: '/menu/absensi/borongan' },
} as const;
