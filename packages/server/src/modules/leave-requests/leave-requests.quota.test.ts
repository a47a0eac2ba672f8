import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { decide, fileIzin, jenisIzin, makeEmployee, makeJadwal, setKuota } from './leave-requests.fixtures.ts';

// Annual leave against the yearly quota (UU 13/2003 art. 79; decision 0004): pending leave reserves it,
// rejection and cancellation release it, approval uses it, and concurrent requests never overdraw it.

let t: TestApp;
let hrd: UserFixture;
let jadwal: number;
let CT: number; // Cuti Tahunan: takes from the quota

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  jadwal = await makeJadwal(t);
  CT = await jenisIzin(t, 'CT');
});
afterAll(() => t.close());

const get = (url: string, u: UserFixture = hrd) => t.request({ method: 'GET', url, token: u.token });
const kuota = async (id: number) => (await get(`/api/kuota-cuti/${id}`)).body;
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

describe('annual leave and the quota', () => {
  it('reserves quota while pending, releases it on cancel and rejection, and uses it once approved', async () => {
    const pic = await createUser(t);
    const emp = await makeEmployee(t, jadwal, { pics: [pic.id] });
    const id = await setKuota(t, emp.id, 2031, 12);
    const preview = `/api/izin/preview?jenis_izin_id=${CT}&tanggal_mulai=2031-01-06&tanggal_selesai=2031-01-10`;
    expect((await get(preview, emp)).body).toEqual({ jumlah_hari: 5, sisa_kuota: 12 });

    const a = await cuti(emp, '2031-01-06', '2031-01-10');
    expect([a.status, a.body.potong_kuota, a.body.jumlah_hari]).toEqual([201, true, 5]);
    expect(await kuota(id)).toMatchObject({ total_hari: 12, terpakai: 0, menunggu: 5, sisa: 12 });
    expect((await get(preview.replace('01-06', '01-13').replace('01-10', '01-13'), emp)).body.sisa_kuota).toBe(7);

    const b = await cuti(emp, '2031-01-13', '2031-01-14');
    expect(await kuota(id)).toMatchObject({ terpakai: 0, menunggu: 7 });
    await t.request({ method: 'POST', url: `/api/izin/${b.body.id}/batal`, token: emp.token });
    expect(await kuota(id)).toMatchObject({ terpakai: 0, menunggu: 5 });

    const c = await cuti(emp, '2031-01-15');
    expect((await decide(t, pic, c.body.id, 'Ditolak', 'Sedang tutup buku.')).status).toBe(200);
    expect(await kuota(id)).toMatchObject({ terpakai: 0, menunggu: 5 });

    // The PIC approves through the engine; the days are used.
    const waiting = await get('/api/users/all-approval-by-approval-user?tipe=izin', pic);
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        id: a.body.id,
        tipe: 'izin',
        tipe_approval: 'Izin',
        status: 'Menunggu Persetujuan',
        ringkasan: 'Cuti Tahunan · 06-01-2031 s.d. 10-01-2031 · 5 hari kerja',
      }),
    ]);
    const approval = await get(`/api/approval/izin/${a.body.id}`, pic);
    expect(approval.body).toMatchObject({
      dapat_diputuskan: true,
      detail: { id: a.body.id, jumlah_hari: 5, jenis_izin: 'Cuti Tahunan' },
    });
    expect((await decide(t, pic, a.body.id, 'Disetujui')).status).toBe(200);
    expect(await kuota(id)).toMatchObject({ total_hari: 12, terpakai: 5, menunggu: 0, sisa: 7 });
    const own = await get(`/api/izin/${a.body.id}`, emp);
    expect(own.body).toMatchObject({ status: 'Disetujui', approver: pic.fullname, tanggal_approval: expect.any(String) });

    // The admin quota list and the Laporan Kuota Cuti rows agree.
    const row = (await get(`/api/kuota-cuti?tahun=2031&search=${emp.nip}`)).body.items[0];
    expect(row).toMatchObject({ user_id: emp.id, total_kuota: 12, terpakai: 5, menunggu: 0, sisa: 7 });
    const report = (await get(`/api/users/kuota-cuti?periode=2031&search=${emp.nip}`)).body.items[0];
    expect(report).toMatchObject({ total_cuti_tahunan: 12, cuti_tahunan_terpakai: 5, sisa_cuti_tahunan: 7 });
    // A quota may not shrink below what approved and pending leave take.
    const shrink = await t.request({ method: 'PUT', url: `/api/kuota-cuti/${id}`, token: hrd.token, body: { total_hari: 4 } });
    expect(shrink.status).toBe(409);
  });

  it('refuses leave beyond the remaining quota, without a quota, and before the entitlement date', async () => {
    const emp = await makeEmployee(t, jadwal);
    const none = await cuti(emp, '2031-01-06');
    expect([none.status, none.body.message]).toEqual([409, 'Anda belum memiliki kuota cuti tahun 2031. Hubungi HRD.']);
    await setKuota(t, emp.id, 2031, 3);
    await cuti(emp, '2031-01-06', '2031-01-07');
    const over = await cuti(emp, '2031-01-08', '2031-01-09');
    expect([over.status, over.body.message]).toEqual([
      409,
      'Sisa kuota cuti tahun 2031 tidak mencukupi: tersisa 1 hari, diajukan 2 hari kerja.',
    ]);
    expect((await cuti(emp, '2031-01-08')).status).toBe(201);

    // Joined 1 March 2030: entitled from 1 March 2031 (12 months of service).
    const fresh = await makeEmployee(t, jadwal, { tanggal_masuk: '2030-03-01' });
    await setKuota(t, fresh.id, 2031, 12);
    const early = await cuti(fresh, '2031-02-27', '2031-03-03');
    expect([early.status, early.body.message]).toEqual([
      409,
      'Cuti tahunan baru dapat diambil mulai 01-03-2031, setelah masa kerja 12 bulan (UU 13/2003 Pasal 79).',
    ]);
    expect((await cuti(fresh, '2031-03-03')).status).toBe(201);
    // Leave that does not take from the quota needs neither.
    const itb = await jenisIzin(t, 'ITB');
    const unpaid = await fileIzin(t, fresh, { jenis_izin_id: itb, tanggal_mulai: '2031-02-27', tanggal_selesai: '2031-02-27' });
    expect([unpaid.status, unpaid.body.potong_kuota]).toEqual([201, false]);
  });

  it("charges leave across a year end to each year's quota", async () => {
    const emp = await makeEmployee(t, jadwal);
    const q31 = await setKuota(t, emp.id, 2031, 12);
    // Mon 29 December 2031 to Fri 2 January 2032: 3 days in 2031, 2 in 2032.
    const noQuota = await cuti(emp, '2031-12-29', '2032-01-02');
    expect(noQuota.body.message).toBe('Anda belum memiliki kuota cuti tahun 2032. Hubungi HRD.');
    const q32 = await setKuota(t, emp.id, 2032, 1);
    const short = await cuti(emp, '2031-12-29', '2032-01-02');
    expect(short.body.message).toBe('Sisa kuota cuti tahun 2032 tidak mencukupi: tersisa 1 hari, diajukan 2 hari kerja.');
    await setKuota(t, emp.id, 2032, 12);
    const res = await cuti(emp, '2031-12-29', '2032-01-02');
    expect([res.status, res.body.jumlah_hari]).toEqual([201, 5]);
    expect(await kuota(q31)).toMatchObject({ menunggu: 3 });
    expect(await kuota(q32)).toMatchObject({ menunggu: 2 });
  });

  it('never overdraws a quota of 5 under 20 concurrent one-day requests', async () => {
    const emp = await makeEmployee(t, jadwal);
    const id = await setKuota(t, emp.id, 2031, 5);
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
    expect(await kuota(id)).toMatchObject({ total_hari: 5, terpakai: 0, menunggu: 5 });
    expect((await get('/api/izin', emp)).body.total).toBe(5);
  });
});
