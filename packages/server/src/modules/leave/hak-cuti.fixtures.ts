import { setClock } from '../../platform/clock.ts';
import { createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Test data for annual leave: a Monday-to-Friday schedule, employees on it, the company's policy, a fixed
// "today", and leave filed and decided through the API as an employee and HR would.

let seq = 0;

/** A schedule working Senin-Jumat 08:00-17:00, Sabtu and Minggu off. */
export async function seninJumat(t: TestApp): Promise<number> {
  seq += 1;
  const [j] = await t.db.query<{ id: number }>('insert into jadwal_kerja (nama) values ($1) returning id', [
    `Kantor Cuti ${process.pid}-${seq}`,
  ]);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d <= 5 then time '08:00' end, case when d <= 5 then time '17:00' end
       from generate_series(1, 7) d`,
    [j.id],
  );
  return j.id;
}

export function karyawan(t: TestApp, jadwal: number, tanggalMasuk: string | null, fullname?: string): Promise<UserFixture> {
  return createUser(t, { fullname, fields: { jadwal_kerja_id: jadwal, tanggal_masuk: tanggalMasuk } });
}

/** The company's date is `day` (at noon in Jakarta) until `resetToday`. */
export const setToday = (day: string) => setClock(() => new Date(`${day}T05:00:00Z`));
export const resetToday = () => setClock();

export const KEBIJAKAN_BAWAAN = {
  hari_per_tahun: 12,
  dasar: 'kalender',
  bawa_hari: 0,
  bawa_bulan: 3,
  potong_cuti_bersama: false,
} as const;

/** Sets the policy: the default one with `changes`. */
export async function kebijakan(t: TestApp, hrd: UserFixture, changes: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'PUT',
    url: '/api/kuota-cuti/kebijakan',
    token: hrd.token,
    body: { ...KEBIJAKAN_BAWAAN, ...changes },
  });
  if (res.status !== 200) throw new Error(`policy not saved: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function cutiTahunan(t: TestApp): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(`select id from jenis_izin where kode = 'CT'`);
  return row.id;
}

/** Files annual leave as the employee. */
export async function ajukanCuti(t: TestApp, u: UserFixture, mulai: string, selesai = mulai) {
  return t.request({
    method: 'POST',
    url: '/api/izin',
    token: u.token,
    body: { jenis_izin_id: await cutiTahunan(t), tanggal_mulai: mulai, tanggal_selesai: selesai, alasan: 'Keperluan keluarga' },
  });
}

/** Files annual leave and has HR approve it; answers the request's id. */
export async function cutiDisetujui(t: TestApp, u: UserFixture, hrd: UserFixture, mulai: string, selesai = mulai) {
  const filed = await ajukanCuti(t, u, mulai, selesai);
  if (filed.status !== 201) throw new Error(`leave not filed: ${filed.status} ${JSON.stringify(filed.body)}`);
  const decided = await t.request({
    method: 'POST',
    url: `/api/approval/izin/${filed.body.id}`,
    token: hrd.token,
    body: { keputusan: 'Disetujui' },
  });
  if (decided.status !== 200) throw new Error(`leave not approved: ${decided.status} ${JSON.stringify(decided.body)}`);
  return filed.body.id as number;
}

/** The employee's annual leave as the settings screen shows it. */
export async function hakCuti(t: TestApp, hrd: UserFixture, u: UserFixture) {
  const res = await t.request({ method: 'GET', url: `/api/kuota-cuti/user/${u.id}`, token: hrd.token });
  if (res.status !== 200) throw new Error(`no figures: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    periode_berjalan: number;
    karyawan: { berhak_mulai: string | null };
    items: Record<string, unknown>[];
    penyesuaian: Record<string, unknown>[];
  };
}

/** One period's figures of the employee. */
export async function periode(t: TestApp, hrd: UserFixture, u: UserFixture, p: number) {
  return (await hakCuti(t, hrd, u)).items.find((i) => i.periode === p);
}
