import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The pre-finalise checklist (issue 17): a company with one employee per problem; the counts and names the payroll
// officer sees; finalising refused on errors (nothing written), refused on unconfirmed warnings, accepted with the
// confirmation, and two finalise calls at once leave one final.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let grupId: number;
let runId: number;
const BULAN = '2026-09';
const e: Record<string, UserFixture> = {};

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, who = hrd) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });
const periksa = async () => (await call('GET', `/penggajian/${runId}/periksa`)).body;
type Item = { kode: string; tingkat: string; jumlah: number; tautan: string; karyawan: { user_id: number; nama: string }[] };
const item = (p: { items: Item[] }, kode: string) => p.items.find((i) => i.kode === kode);
const draft = async () => {
  const res = await call('POST', '/penggajian', { bulan: BULAN, grup_gaji_ids: [grupId] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  const komponen = (where: string) => one(`select id from komponen_gaji where ${where}`);
  grupId = await one(`insert into grup_gaji (nama) values ('Produksi') returning id`);
  const items = [
    [await komponen('gaji_pokok'), 4_000_000],
    [await komponen(`sumber_otomatis = 'bpjs_kesehatan'`), null],
    [await komponen(`sumber_otomatis = 'bpjs_jp'`), null],
  ];
  for (const [i, [k, nilai]] of items.entries()) {
    await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, $3, $4)', [
      grupId,
      k,
      i + 1,
      nilai,
    ]);
  }
  const lokasi = await one(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Pabrik Bekasi', -6.2, 107, 100, 'Asia/Jakarta') returning id`,
  );
  // UMK Kabupaten Bekasi 2026 as test data (only the comparison matters here): 5.500.000 from 1 January 2026.
  await q(`insert into upah_minimum (lokasi_id, berlaku_mulai, nominal, sumber) values ($1, '2026-01-01', 5500000, 'Uji')`, [
    lokasi,
  ]);
  const lengkap = {
    grup_gaji_id: grupId,
    tanggal_masuk: '2025-01-02',
    tanggal_lahir: '1990-05-01',
    status_ptkp: 'TK/0',
    nik: '3216010101900001',
    nama_bank: 'BCA',
    no_rekening: '0123456789',
  };
  const buat = async (key: string, nama: string, ubah: Record<string, unknown>) => {
    e[key] = await createUser(t, { fullname: nama, fields: { ...lengkap, ...ubah } });
  };
  await buat('rapi', 'Ani Rapi', {});
  await buat('tanpaNik', 'Budi Tanpa NIK', { nik: null });
  await buat('nikPendek', 'Cici NIK Pendek', { nik: '32160101' });
  await buat('npwpLama', 'Dodi NPWP Lama', { nik: null, npwp: '012345678901000' });
  await buat('tanpaRekening', 'Eka Tanpa Rekening', { no_rekening: null });
  await buat('tanpaPtkp', 'Fajar Tanpa PTKP', { status_ptkp: null });
  await buat('tanpaLahir', 'Gita Tanpa Tanggal Lahir', { tanggal_lahir: null });
  await buat('umk', 'Hadi Pabrik', { lokasi_id: lokasi });
  await buat('magang', 'Ika Magang Pabrik', { lokasi_id: lokasi, tipe_karyawan: 'Magang' });
  await buat('berubah', 'Joko Pindah Bank', {});
  e.tanpaGrup = await createUser(t, { fullname: 'Kiki Tanpa Grup', fields: { tanggal_masuk: '2025-01-02' } });
  runId = await draft();
  // Joko's account changes after the draft: the slip and the bank file still hold the old one.
  await q(`update users set no_rekening = '9876543210' where id = $1`, [e.berubah.id]);
});

afterAll(() => t?.close());

describe('GET /penggajian/{id}/periksa', () => {
  it('lists each problem with its level, count, names and the screen to fix it', async () => {
    const p = await periksa();
    const names = (kode: string) => item(p, kode)?.karyawan.map((k) => k.nama);
    expect(item(p, 'nik_kosong')).toMatchObject({ tingkat: 'galat', jumlah: 1, tautan: '/admin/karyawan' });
    expect(names('nik_kosong')).toEqual(['Budi Tanpa NIK']);
    // Cici's NIK has 8 digits; Dodi has no NIK and only a 15-digit NPWP, which a resident no longer uses.
    expect(names('nik_npwp_tidak_valid')).toEqual(['Cici NIK Pendek', 'Dodi NPWP Lama']);
    expect(item(p, 'data_berubah')).toMatchObject({ tingkat: 'galat', jumlah: 1 });
    expect(names('data_berubah')).toEqual(['Joko Pindah Bank']);
    expect(item(p, 'rekening_kosong')).toMatchObject({ tingkat: 'peringatan', jumlah: 1 });
    expect(names('rekening_kosong')).toEqual(['Eka Tanpa Rekening']);
    expect(names('ptkp_kosong')).toEqual(['Fajar Tanpa PTKP']);
    expect(names('tanggal_lahir_kosong')).toEqual(['Gita Tanpa Tanggal Lahir']);
    // HR's employee form has no birth date: the import does.
    expect(item(p, 'tanggal_lahir_kosong')?.tautan).toBe('/admin/karyawan/impor');
    // 4.000.000 < UMK 5.500.000 at Hadi's location; the others have no location minimum wage. Ika, an intern at the
    // same location, is paid an allowance, not a wage (Permenaker 6/2020 Pasal 13): not compared.
    expect(item(p, 'di_bawah_upah_minimum')).toMatchObject({
      tingkat: 'peringatan',
      jumlah: 1,
      tautan: '/admin/pengaturan/gaji/upah-minimum',
    });
    expect(names('di_bawah_upah_minimum')).toEqual(['Hadi Pabrik']);
    // Active, joined, in no group: Kiki and the two admin accounts of this test.
    const [{ n }] = await q<{ n: number }>('select count(*)::int as n from users where active and grup_gaji_id is null');
    expect(item(p, 'tanpa_grup')).toMatchObject({ tingkat: 'peringatan', jumlah: n, tautan: '/admin/pengaturan/gaji/grup-gaji' });
    expect(names('tanpa_grup')).toContain('Kiki Tanpa Grup');
    expect(p.galat).toBe(3);
    expect(item(p, 'neto_minus')).toBeUndefined();
  });

  it('answers 404 for a run that does not exist', async () => {
    expect((await call('GET', '/penggajian/999999/periksa')).status).toBe(404);
  });
});

describe('POST /penggajian/{id}/final', () => {
  it('refuses errors with a 409 naming them, and writes nothing', async () => {
    const res = await call('POST', `/penggajian/${runId}/final`, { konfirmasi: true }, admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('1 karyawan tanpa NIK/NPWP');
    expect(res.body.message).toContain('2 karyawan dengan NIK/NPWP yang tidak 16 digit');
    expect((await call('GET', `/penggajian/${runId}`)).body.status).toBe('draft');
    expect(await q('select 1 from penggajian_kunci where bulan = $1', [BULAN])).toHaveLength(0);
  });

  it('refuses warnings without konfirmasi, then finalises with it, once for two calls at once', async () => {
    await q(`update users set nik = '3216010101900002' where id = any($1::bigint[])`, [
      [e.tanpaNik.id, e.nikPendek.id, e.npwpLama.id],
    ]);
    expect(await draft()).toBe(runId);
    const p = await periksa();
    expect(p.galat).toBe(0);
    const noBody = await t.request({ method: 'POST', url: `/api/penggajian/${runId}/final`, token: admin.token });
    expect(noBody.status, JSON.stringify(noBody.body)).toBe(409);
    expect(noBody.body.message).toContain('1 karyawan tanpa rekening bank');
    expect((await call('POST', `/penggajian/${runId}/final`, { konfirmasi: false }, admin)).status).toBe(409);
    expect((await call('GET', `/penggajian/${runId}`)).body.status).toBe('draft');
    const [a, b] = await Promise.all([
      call('POST', `/penggajian/${runId}/final`, { konfirmasi: true }, admin),
      call('POST', `/penggajian/${runId}/final`, { konfirmasi: true }, hrd),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [{ n }] = await q<{ n: number }>('select count(*)::int as n from penggajian_kunci where bulan = $1', [BULAN]);
    expect(n).toBe(10);
  });
});
