import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Nobody changes their own pay (issue 15): own amounts, group and tax data on every path, adjusting one's own
// slip, and finalising a run that pays the finaliser without a second Admin/HRD when there is one.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let rekan: UserFixture; // a second HRD, paid by the same group
let sari: UserFixture;
let staf: number;
let pokok: number;
const BULAN = '2026-10';

const call = (by: UserFixture, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: by.token, body });
const OWN_PAY = 'Anda tidak dapat mengubah gaji atau grup gaji Anda sendiri. Minta Admin atau HRD lain untuk mengubahnya.';
const OWN_FORM =
  'Anda tidak dapat mengubah grup gaji atau data pajak (status PTKP, NPWP, NIK) Anda sendiri. Minta Admin atau HRD lain untuk mengubahnya.';

function refused(res: { status: number; body: { message: string } }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.message).toBe(message);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Ayu Admin' });
  const komponen = (await call(admin, 'GET', '/komponen-gaji?size=200')).body.items;
  pokok = komponen.find((k: { gaji_pokok: boolean }) => k.gaji_pokok).id;
  const grup = await call(admin, 'POST', '/grup-gaji', {
    nama: 'Staf',
    komponen: [{ komponen_gaji_id: pokok, nilai: 5_000_000 }],
  });
  expect(grup.status).toBe(201);
  staf = grup.body.id;
  const fields = { grup_gaji_id: staf, tanggal_masuk: '2020-01-06', status_ptkp: 'TK/0' };
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hadi HRD', fields });
  rekan = await createUser(t, { roles: ['HRD'], fullname: 'Rina HRD', fields });
  sari = await createUser(t, { fullname: 'Sari Karyawan', fields });
  // An HRD whose roles do not open payroll cannot finalise: never named.
  const role = await call(admin, 'POST', '/roles', { nama: 'Staf Laporan', bagian: ['laporan'] });
  await createUser(t, { roles: ['HRD', role.body.nama], fullname: 'Laras Laporan' });
  // A 16-digit NIK each: finalising checks the tax identity the tax filing needs (payroll-checklist.ts).
  await t.db.query(`update users set nik = '3171' || lpad(id::text, 12, '0')`);
});
afterAll(() => t.close());

const userRow = async (id: number) =>
  (
    await t.db.query<{ grup_gaji_id: number | null; status_ptkp: string | null; npwp: string | null }>(
      'select grup_gaji_id, status_ptkp, npwp from users where id = $1',
      [id],
    )
  )[0];

async function formBody(id: number, extra: Record<string, unknown>) {
  const { id: _i, pics, ...rest } = (await call(admin, 'GET', `/users/${id}`)).body;
  return { ...rest, pic_ids: pics.map((p: { id: number }) => p.id), ...extra };
}

describe('own pay', () => {
  it('refuses own amounts and own group on the salary group calls; another person’s are fine', async () => {
    const nilai = { nilai: [{ komponen_gaji_id: pokok, nilai: 50_000_000 }] };
    refused(await call(hrd, 'PUT', `/grup-gaji/${staf}/karyawan/${hrd.id}`, nilai), OWN_PAY);
    refused(await call(hrd, 'DELETE', `/grup-gaji/${staf}/karyawan/${hrd.id}`), OWN_PAY);
    refused(await call(admin, 'POST', `/grup-gaji/${staf}/karyawan`, { user_ids: [sari.id, admin.id] }), OWN_PAY);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from komponen_gaji_karyawan where user_id = $1', [
      hrd.id,
    ]);
    expect(n).toBe(0);
    expect((await userRow(hrd.id)).grup_gaji_id).toBe(staf);
    expect((await userRow(admin.id)).grup_gaji_id).toBeNull();
    expect((await call(hrd, 'PUT', `/grup-gaji/${staf}/karyawan/${rekan.id}`, nilai)).status).toBe(200);
    expect((await call(hrd, 'PUT', `/grup-gaji/${staf}/karyawan/${rekan.id}`, { nilai: [] })).status).toBe(200);
  });

  it('refuses own group, PTKP status and NPWP on the employee form, Admin too; other edits of oneself pass', async () => {
    refused(await call(hrd, 'PUT', `/users/${hrd.id}`, await formBody(hrd.id, { grup_gaji_id: null })), OWN_FORM);
    refused(await call(hrd, 'PUT', `/users/${hrd.id}`, await formBody(hrd.id, { status_ptkp: 'K/3' })), OWN_FORM);
    refused(await call(hrd, 'PUT', `/users/${hrd.id}`, await formBody(hrd.id, { npwp: '012345678901000' })), OWN_FORM);
    refused(await call(admin, 'PUT', `/users/${admin.id}`, await formBody(admin.id, { grup_gaji_id: staf })), OWN_FORM);
    expect(await userRow(hrd.id)).toEqual({ grup_gaji_id: staf, status_ptkp: 'TK/0', npwp: null });
    expect((await userRow(admin.id)).grup_gaji_id).toBeNull();
    const own = await call(hrd, 'PUT', `/users/${hrd.id}`, await formBody(hrd.id, { no_hp: '081234567890' }));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const other = await call(hrd, 'PUT', `/users/${sari.id}`, await formBody(sari.id, { status_ptkp: 'K/1' }));
    expect(other.body.status_ptkp).toBe('K/1');
  });
});

describe('a run that pays the finaliser', () => {
  it('THR: refused for the HRD it pays, naming the other Admin/HRD who can; that one finalises', async () => {
    const run = await call(hrd, 'POST', '/penggajian', {
      jenis: 'thr',
      bulan: BULAN,
      grup_gaji_ids: [staf],
      tanggal_acuan: '2026-10-20',
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    refused(
      await call(hrd, 'POST', `/penggajian/${run.body.id}/final`),
      'Slip THR Anda sendiri ada di THR ini, sehingga THR ini harus difinalkan oleh Admin atau HRD lain: Ayu Admin.',
    );
    expect((await call(hrd, 'GET', `/penggajian/${run.body.id}`)).body.status).toBe('draft');
    expect((await call(admin, 'POST', `/penggajian/${run.body.id}/final`, { konfirmasi: true })).body.status).toBe('final');
  });

  it('regular: no adjusting one’s own slip; finalising is refused while another can, allowed when none can', async () => {
    const run = await call(hrd, 'POST', '/penggajian', { bulan: BULAN, grup_gaji_ids: [staf] });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const id = run.body.id;
    const kode = (await call(hrd, 'GET', `/penggajian/${id}/slip/${sari.id}/rincian`)).body.baris[0].kode;
    const body = { kode, nominal: 9_000_000, alasan: 'Kenaikan' };
    refused(
      await call(hrd, 'PUT', `/penggajian/${id}/slip/${hrd.id}/rincian`, body),
      'Anda tidak dapat menyesuaikan slip gaji Anda sendiri. Minta Admin atau HRD lain untuk menyesuaikannya.',
    );
    expect((await call(hrd, 'GET', `/penggajian/${id}/slip/${hrd.id}/rincian`)).body.baris[0].nominal).toBe(5_000_000);
    expect((await call(hrd, 'PUT', `/penggajian/${id}/slip/${sari.id}/rincian`, body)).status).toBe(200);

    const message =
      'Slip gaji Anda sendiri ada di penggajian ini, sehingga penggajian ini harus difinalkan oleh Admin atau HRD lain: Ayu Admin.';
    refused(await call(hrd, 'POST', `/penggajian/${id}/final`), message);
    refused(await call(rekan, 'POST', `/penggajian/${id}/final`), message);
    expect((await call(hrd, 'GET', `/penggajian/${id}`)).body.status).toBe('draft');
    // With the Admin gone, everyone who can finalise is paid by the run: the finaliser may do it.
    await t.db.query('update users set active = false where id = $1', [admin.id]);
    const fin = await call(hrd, 'POST', `/penggajian/${id}/final`, { konfirmasi: true });
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    expect(fin.body.status).toBe('final');
  });
});
