import type { TestApp } from '../../../test/test-app.ts';

// Master data for the users tests, inserted directly (their own modules are tested elsewhere).

let seq = 0;
const tag = () => `${process.pid}-${++seq}`;

export async function makeJabatan(t: TestApp, nama = `Jabatan ${tag()}`) {
  const [row] = await t.db.query<{ id: number }>('insert into jabatan (nama) values ($1) returning id', [nama]);
  return { id: row.id, nama };
}

export async function makeLokasi(t: TestApp, nama = `Lokasi ${tag()}`) {
  const [row] = await t.db.query<{ id: number }>(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, -6.2, 106.8, 100, 'Asia/Jakarta') returning id`,
    [nama],
  );
  return { id: row.id, nama };
}

export async function makeJadwal(t: TestApp, nama = `Jadwal ${tag()}`) {
  const [row] = await t.db.query<{ id: number }>('insert into jadwal_kerja (nama) values ($1) returning id', [nama]);
  return { id: row.id, nama };
}

let userSeq = 0;
/** A valid POST /users body with unique NIP and username. */
export function newUserBody(extra: Record<string, unknown> = {}) {
  userSeq += 1;
  const s = `${process.pid}x${userSeq}`;
  return { nip: `K-${s}`, username: `kary.${s}`, fullname: `Dewi Lestari ${s}`, roles: ['Karyawan'], ...extra };
}
