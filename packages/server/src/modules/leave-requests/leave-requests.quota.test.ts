import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { adjustCuti, decide, fileIzin, jenisIzin, makeEmployee, makeJadwal } from './leave-requests.fixtures.ts';

// Annual leave against the derived entitlement (UU 13/2003 art. 79; decision 0020): pending leave reserves it,
// rejection and cancellation release it, approval uses it, and concurrent requests never overdraw it. Nobody
// sets a quota up: an employee who joined in 2020 has 12 days in 2031 under the default policy.

let t: TestApp;
let hrd: UserFixture;
let jadwal: number;
let CT: number; // Cuti Tahunan: takes from annual leave

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  jadwal = await makeJadwal(t);
  CT = await jenisIzin(t, 'CT');
});
afterAll(() => t.close());

const get = (url: string, u: UserFixture = hrd) => t.request({ method: 'GET', url, token: u.token });
/** The employee's figures of one period, as the settings screen shows them. */
const periode = async (u: UserFixture, p: number) =>
  (await get(`/api/kuota-cuti/user/${u.id}`)).body.items.find((i: { periode: number }) => i.periode === p);
const cuti = (u: UserFixture, mulai: string, selesai = mulai) =>
  fileIzin(t, u, { jenis_izin_id: CT, tanggal_mulai: mulai, tanggal_selesai: selesai });

/** The first `n` Monday-to-Friday dates of 2031 from 6 January. */
function weekdays2031(n: number): string[] {
  const out: string[] = [];
  for (let d = new Date(Date.UTC(2031, 0, 6)); out.length < n; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

describe('annual leave and the derived entitlement', () => {
  it('reserves days while pending, releases them on cancel and rejection, and uses them once approved', async () => {
    const pic = await createUser(t);
    const emp = await makeEmployee(t, jadwal, { pics: [pic.id] });
    const preview = `/api/izin/preview?jenis_izin_id=${CT}&tanggal_mulai=2031-01-06&tanggal_selesai=2031-01-10`;
    expect((await get(preview, emp)).body).toEqual({ jumlah_hari: 5, sisa_kuota: 12 });

    const a = await cuti(emp, '2031-01-06', '2031-01-10');
    expect([a.status, a.body.potong_kuota, a.body.jumlah_hari]).toEqual([201, true, 5]);
    expect(await periode(emp, 2031)).toMatchObject({ hak: 12, total: 12, terpakai: 0, menunggu: 5, sisa: 12 });
    expect((await get(preview.replace('01-06', '01-13').replace('01-10', '01-13'), emp)).body.sisa_kuota).toBe(7);

    const b = await cuti(emp, '2031-01-13', '2031-01-14');
    expect(await periode(emp, 2031)).toMatchObject({ terpakai: 0, menunggu: 7 });
    await t.request({ method: 'POST', url: `/api/izin/${b.body.id}/batal`, token: emp.token });
    expect(await periode(emp, 2031)).toMatchObject({ terpakai: 0, menunggu: 5 });

    const c = await cuti(emp, '2031-01-15');
    expect((await decide(t, pic, c.body.id, 'Ditolak', 'Sedang tutup buku.')).status).toBe(200);
    expect(await periode(emp, 2031)).toMatchObject({ terpakai: 0, menunggu: 5 });

    // The PIC approves through the engine; the days are used.
    const waiting = await get('/api/users/all-approval-by-approval-user?tipe=izin', pic);
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        id: a.body.id,
        tipe: 'izin',
        tipe_approval: 'Izin',
        status: 'Menunggu Persetujuan',
        ringkasan: 'Cuti Tahunan · 06/01/2031 s.d. 10/01/2031 · 5 hari kerja',
      }),
    ]);
    const approval = await get(`/api/approval/izin/${a.body.id}`, pic);
    expect(approval.body).toMatchObject({
      dapat_diputuskan: true,
      detail: { id: a.body.id, jumlah_hari: 5, jenis_izin: 'Cuti Tahunan' },
    });
    expect((await decide(t, pic, a.body.id, 'Disetujui')).status).toBe(200);
    expect(await periode(emp, 2031)).toMatchObject({ total: 12, terpakai: 5, menunggu: 0, sisa: 7 });
    const own = await get(`/api/izin/${a.body.id}`, emp);
    expect(own.body).toMatchObject({ status: 'Disetujui', approver: pic.fullname, tanggal_approval: expect.any(String) });

    // The Laporan Kuota Cuti rows and the leave form say the same.
    const report = (await get(`/api/users/kuota-cuti?periode=2031&search=${emp.nip}`)).body.items[0];
    expect(report).toMatchObject({ total_cuti_tahunan: 12, cuti_tahunan_terpakai: 5, sisa_cuti_tahunan: 7 });
    expect((await get(preview.replace('01-06', '02-03').replace('01-10', '02-03'), emp)).body.sisa_kuota).toBe(7);
    // HR may not take away days that approved leave already uses.
    const shrink = await t.request({
      method: 'POST',
      url: '/api/kuota-cuti/penyesuaian',
      token: hrd.token,
      body: { user_id: emp.id, periode: 2031, hari: -8, alasan: 'Koreksi saldo' },
    });
    expect([shrink.status, shrink.body.message]).toEqual([
      409,
      'Sisa cuti tahun 2031 tidak boleh kurang dari 0 hari; 5 hari sudah disetujui atau sedang diajukan.',
    ]);
  });

  it('refuses leave beyond the remaining days, without a join date, and before 12 months of service', async () => {
    const emp = await makeEmployee(t, jadwal);
    await adjustCuti(t, emp.id, 2031, -9);
    await cuti(emp, '2031-01-06', '2031-01-07');
    const over = await cuti(emp, '2031-01-08', '2031-01-09');
    expect([over.status, over.body.message]).toEqual([
      409,
      'Sisa kuota cuti tahun 2031 tidak mencukupi: tersisa 1 hari, diajukan 2 hari kerja.',
    ]);
    expect((await cuti(emp, '2031-01-08')).status).toBe(201);
    // Nothing of a refused request stays behind.
    expect((await get('/api/izin', emp)).body.total).toBe(2);

    const unknown = await makeEmployee(t, jadwal, { tanggal_masuk: null });
    const none = await cuti(unknown, '2031-01-06');
    expect([none.status, none.body.message]).toEqual([
      409,
      'Tanggal masuk Anda belum tercatat sehingga hak cuti tahunan belum ada. Hubungi HRD.',
    ]);

    // Joined 1 March 2030: entitled from 1 March 2031 (12 months of service), with no one doing anything.
    const fresh = await makeEmployee(t, jadwal, { tanggal_masuk: '2030-03-01' });
    const early = await cuti(fresh, '2031-02-27', '2031-03-03');
    expect([early.status, early.body.message]).toEqual([
      409,
      'Cuti tahunan baru dapat diambil mulai 01/03/2031, setelah masa kerja 12 bulan (UU 13/2003 Pasal 79).',
    ]);
    expect((await cuti(fresh, '2031-03-03')).status).toBe(201);
    // Leave that does not take from annual leave needs neither.
    const itb = await jenisIzin(t, 'ITB');
    const unpaid = await fileIzin(t, fresh, { jenis_izin_id: itb, tanggal_mulai: '2031-02-27', tanggal_selesai: '2031-02-27' });
    expect([unpaid.status, unpaid.body.potong_kuota]).toEqual([201, false]);
  });

  it('lets days HR added be taken before 12 months of service', async () => {
    const fresh = await makeEmployee(t, jadwal, { tanggal_masuk: '2030-09-01' });
    expect((await cuti(fresh, '2031-01-06')).status).toBe(409);
    await adjustCuti(t, fresh.id, 2031, 2);
    expect((await cuti(fresh, '2031-01-06', '2031-01-07')).status).toBe(201);
    const third = await cuti(fresh, '2031-01-08');
    expect(third.body.message).toBe(
      'Cuti tahunan baru dapat diambil mulai 01/09/2031, setelah masa kerja 12 bulan (UU 13/2003 Pasal 79).',
    );
    // From the entitlement on the year's 12 days are there as well.
    expect((await cuti(fresh, '2031-09-01', '2031-09-05')).status).toBe(201);
    expect(await periode(fresh, 2031)).toMatchObject({ hak: 12, penyesuaian: 2, total: 14, menunggu: 7, sisa: 14 });
  });

  it("charges leave across a year end to each year's days", async () => {
    const emp = await makeEmployee(t, jadwal);
    await adjustCuti(t, emp.id, 2032, -11);
    // Mon 29 December 2031 to Fri 2 January 2032: 3 days in 2031, 2 in 2032.
    const short = await cuti(emp, '2031-12-29', '2032-01-02');
    expect(short.body.message).toBe('Sisa kuota cuti tahun 2032 tidak mencukupi: tersisa 1 hari, diajukan 2 hari kerja.');
    await adjustCuti(t, emp.id, 2032, 11);
    const res = await cuti(emp, '2031-12-29', '2032-01-02');
    expect([res.status, res.body.jumlah_hari]).toEqual([201, 5]);
    expect(await periode(emp, 2031)).toMatchObject({ menunggu: 3 });
    expect(await periode(emp, 2032)).toMatchObject({ menunggu: 2 });
  });

  it('never overdraws 5 remaining days under 20 concurrent one-day requests', async () => {
    const emp = await makeEmployee(t, jadwal);
    await adjustCuti(t, emp.id, 2031, -7);
    const days = weekdays2031(20);
    const results = await Promise.all(days.map((d) => cuti(emp, d)));
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toMatch(/^Sisa kuota cuti tahun 2031 tidak mencukupi: tersisa 0 hari/);
    }
    expect(await periode(emp, 2031)).toMatchObject({ total: 5, terpakai: 0, menunggu: 5 });
    expect((await get('/api/izin', emp)).body.total).toBe(5);
  });

  it('never overdraws when HR takes days away while the employee files', async () => {
    const emp = await makeEmployee(t, jadwal);
    await adjustCuti(t, emp.id, 2031, -10);
    // 2 days left: a 2-day request and HR taking 2 days race; exactly one of them wins.
    const [filed, taken] = await Promise.all([
      cuti(emp, '2031-02-03', '2031-02-04'),
      t.request({
        method: 'POST',
        url: '/api/kuota-cuti/penyesuaian',
        token: hrd.token,
        body: { user_id: emp.id, periode: 2031, hari: -2, alasan: 'Dipakai untuk cuti bersama' },
      }),
    ]);
    expect([filed.status, taken.status].sort()).toEqual([201, 409]);
    expect((await periode(emp, 2031)).sisa - (await periode(emp, 2031)).menunggu).toBe(0);
  });
});
