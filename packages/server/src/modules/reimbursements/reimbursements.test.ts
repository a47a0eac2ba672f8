import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { localDate, uploadReceipt } from './reimbursements.fixtures.ts';

// Filing a reimbursement: amounts in whole rupiah, dates, receipts and who may see them.

let t: TestApp;
const KETERANGAN = 'Taksi ke kantor klien';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const file = (u: UserFixture, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/reimburse', token: u.token, body, headers });
async function valid(u: UserFixture, extra: Record<string, unknown> = {}) {
  return {
    tanggal: await localDate(t, -1),
    kategori: 'Transportasi',
    nominal: 150000,
    keterangan: KETERANGAN,
    lampiran_ids: [await uploadReceipt(t, u)],
    ...extra,
  };
}
const count = async (userId: number) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from reimburse where user_id = $1', [userId]))[0].n;

describe('POST /reimburse', () => {
  it('files a claim with its receipts in order, waiting for approval and not yet payable', async () => {
    const emp = await createUser(t);
    const foto = await uploadReceipt(t, emp);
    const pdf = await uploadReceipt(t, emp, 'pdf');
    const tanggal = await localDate(t, -3);
    const res = await file(emp, {
      tanggal,
      kategori: 'Makan',
      nominal: 275500,
      keterangan: `  ${KETERANGAN} `,
      lampiran_ids: [pdf, foto],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tanggal,
      kategori: 'Makan',
      nominal: 275500,
      keterangan: KETERANGAN,
      status: 'Menunggu Persetujuan',
      status_pembayaran: null,
      lampiran: [
        { id: pdf, nama: 'kuitansi.pdf', tipe: 'application/pdf' },
        { id: foto, nama: 'struk.jpg', tipe: 'image/jpeg' },
      ],
      pemohon: { id: emp.id, nip: emp.nip, fullname: emp.fullname },
      approver: null,
      dibayar_pada: null,
      dibayar_oleh: null,
    });
  });

  it('takes money as whole rupiah only, within the limit', async () => {
    const emp = await createUser(t);
    const cases: [unknown, string][] = [
      [1500.5, 'Nominal harus rupiah bulat tanpa desimal.'],
      ['150000', 'Nominal wajib diisi dengan angka.'],
      [0, 'Nominal harus lebih dari 0.'],
      [-5000, 'Nominal harus lebih dari 0.'],
      [100_000_001, 'Nominal maksimal Rp 100.000.000.'],
    ];
    for (const [nominal, message] of cases) {
      const res = await file(emp, await valid(emp, { nominal }));
      expect(res.status, String(nominal)).toBe(400);
      expect(res.body.errors.nominal).toBe(message);
    }
    expect((await file(emp, await valid(emp, { nominal: 100_000_000 }))).status).toBe(201);
  });

  it('refuses bad categories, descriptions and dates out of range', async () => {
    const emp = await createUser(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kategori: 'Hiburan' }, 'kategori', 'Kategori tidak dikenal.'],
      [{ kategori: '' }, 'kategori', 'Kategori wajib dipilih.'],
      [{ keterangan: '   ' }, 'keterangan', 'Keterangan wajib diisi.'],
      [{ tanggal: await localDate(t, 1) }, 'tanggal', 'Tanggal reimburse tidak boleh melewati hari ini.'],
      [{ tanggal: await localDate(t, -91) }, 'tanggal', 'Reimburse hanya dapat diajukan untuk pengeluaran 90 hari terakhir.'],
      [{ tanggal: '2026-02-29' }, 'tanggal', 'Tanggal tidak valid.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await file(emp, await valid(emp, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect((await file(emp, await valid(emp, { tanggal: await localDate(t, -90) }))).status).toBe(201);
    expect((await file(emp, await valid(emp, { tanggal: await localDate(t, 0), kategori: 'Perjalanan Dinas' }))).status).toBe(
      201,
    );
  });
});

describe('receipts', () => {
  it('needs one to five distinct receipts', async () => {
    const emp = await createUser(t);
    const id = await uploadReceipt(t, emp);
    const cases: [unknown, string][] = [
      [[], 'Lampirkan minimal satu bukti (foto atau PDF).'],
      [undefined, 'Lampirkan minimal satu bukti (foto atau PDF).'],
      [[id, id], 'Lampiran yang sama tidak boleh dipilih dua kali.'],
      [[1, 2, 3, 4, 5, 6], 'Lampiran maksimal 5 berkas.'],
      [['abc'], 'Lampiran tidak valid.'],
    ];
    for (const [lampiran_ids, message] of cases) {
      const res = await file(emp, await valid(emp, { lampiran_ids }));
      expect(res.status, JSON.stringify(lampiran_ids)).toBe(400);
      expect(Object.values(res.body.errors)).toContain(message);
    }
  });

  it('takes only the caller’s own free uploads of an image or PDF, and writes nothing otherwise', async () => {
    const emp = await createUser(t);
    const other = await createUser(t);
    const theirs = await uploadReceipt(t, other);
    const missing = await file(emp, await valid(emp, { lampiran_ids: [theirs] }));
    expect([missing.status, missing.body.errors.lampiran_ids]).toEqual([
      400,
      'Lampiran tidak ditemukan. Unggah ulang berkasnya.',
    ]);
    expect((await file(emp, await valid(emp, { lampiran_ids: [999999] }))).status).toBe(400);

    const [text] = await t.db.query<{ id: number }>(
      `insert into files (nama, tipe, ukuran, sha256, storage_key, uploaded_by) values ('catatan.txt', 'text/plain', 3, 'x', '00/' || md5(random()::text), $1) returning id`,
      [emp.id],
    );
    const wrongType = await file(emp, await valid(emp, { lampiran_ids: [text.id] }));
    expect([wrongType.status, wrongType.body.errors.lampiran_ids]).toEqual([
      400,
      'Lampiran harus berupa foto (JPEG/PNG) atau PDF.',
    ]);

    // A selfie of a punch (biometric data) and a receipt already filed are in use.
    const [selfie] = await t.db.query<{ id: number }>(
      `insert into files (nama, tipe, ukuran, sha256, storage_key, uploaded_by, biometrik)
       values ('absen-in.jpg', 'image/jpeg', 3, 'x', '00/' || md5(random()::text), $1, true) returning id`,
      [emp.id],
    );
    const used = await file(emp, await valid(emp));
    expect(used.status).toBe(201);
    for (const ids of [[selfie.id], [await uploadReceipt(t, emp), used.body.lampiran[0].id]]) {
      const res = await file(emp, await valid(emp, { lampiran_ids: ids }));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: 'Lampiran sudah dipakai pada pengajuan lain. Unggah ulang berkasnya.',
        errors: { lampiran_ids: 'Lampiran sudah dipakai pada pengajuan lain.' },
      });
    }
    expect(await count(emp.id)).toBe(1);
  });

  it('attaches a receipt to one of two concurrent claims only', async () => {
    const emp = await createUser(t);
    const body = await valid(emp);
    const res = await Promise.all([file(emp, body), file(emp, body)]);
    expect(res.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(res.find((r) => r.status === 409)?.body.message).toBe(
      'Lampiran sudah dipakai pada pengajuan lain. Unggah ulang berkasnya.',
    );
    expect(await count(emp.id)).toBe(1);
  });

  it('shows a receipt to the requester, their PIC and HRD; anyone else gets 404', async () => {
    const pic = await createUser(t);
    const hrd = await createUser(t, { roles: ['HRD'] });
    const colleague = await createUser(t);
    const emp = await createUser(t, { pics: [pic.id] });
    const { body } = await file(emp, await valid(emp));
    const url = `/api/files/${body.lampiran[0].id}`;
    for (const u of [emp, pic, hrd]) expect((await t.request({ method: 'GET', url, token: u.token })).status).toBe(200);
    const res = await t.request({ method: 'GET', url, token: colleague.token });
    expect([res.status, res.body.message]).toEqual([404, 'File tidak ditemukan.']);
  });
});

describe('own reimbursements', () => {
  it('lists the caller’s own, newest first, filtered; others’ are not found; cancel while pending', async () => {
    const emp = await createUser(t);
    const other = await createUser(t);
    const older = (await file(emp, await valid(emp, { tanggal: await localDate(t, -10) }))).body.id;
    const newer = (await file(emp, await valid(emp, { tanggal: await localDate(t, -2) }))).body.id;
    const theirs = (await file(other, await valid(other))).body.id;
    const list = await t.request({ method: 'GET', url: '/api/reimburse', token: emp.token });
    expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([newer, older]);
    const from = await localDate(t, -5);
    const range = await t.request({ method: 'GET', url: `/api/reimburse?start-date=${from}`, token: emp.token });
    expect(range.body.items.map((i: { id: number }) => i.id)).toEqual([newer]);

    expect((await t.request({ method: 'GET', url: `/api/reimburse/${theirs}`, token: emp.token })).status).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/reimburse/${theirs}/batal`, token: emp.token })).status).toBe(404);
    const batal = await t.request({ method: 'POST', url: `/api/reimburse/${older}/batal`, token: emp.token });
    expect([batal.status, batal.body.status]).toEqual([200, 'Dibatalkan']);
    expect((await t.request({ method: 'POST', url: `/api/reimburse/${older}/batal`, token: emp.token })).status).toBe(409);
    expect((await t.request({ method: 'GET', url: '/api/reimburse' })).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/reimburse', body: {} })).status).toBe(401);
  });

  it('files once per Idempotency-Key', async () => {
    const emp = await createUser(t);
    const body = await valid(emp);
    const headers = { 'idempotency-key': `reimburse-${emp.id}` };
    const first = await file(emp, body, headers);
    const again = await file(emp, body, headers);
    expect([first.status, again.status, again.body.id]).toEqual([201, 201, first.body.id]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(emp.id)).toBe(1);
  });
});
