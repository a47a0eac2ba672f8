import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { queryDailyStatuses } from '../attendance/index.ts';
import { decide, fileIzin, jenisIzin, makeEmployee, makeJadwal } from './leave-requests.fixtures.ts';

// Approved leave changes the derived attendance statuses at once (DOMAIN.md "Attendance": alpha is a
// working day without approved leave and without a clock-in). 2-6 February 2026 is Monday to Friday.

let t: TestApp;
let hrd: UserFixture;
let jadwal: number;
let ITB: number;
let SH: number;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  jadwal = await makeJadwal(t);
  ITB = await jenisIzin(t, 'ITB');
  SH = await jenisIzin(t, 'SH');
});
afterAll(() => t.close());

async function days(u: UserFixture, from: string, to: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/attendance/riwayat?start-date=${from}&end-date=${to}&size=31`,
    token: u.token,
  });
  expect(res.status).toBe(200);
  return Object.fromEntries(
    res.body.items.map((d: { tanggal: string; status: string; jenis_izin: string | null }) => [
      d.tanggal,
      d.jenis_izin ? `${d.status}: ${d.jenis_izin}` : d.status,
    ]),
  );
}

describe('approved leave in the attendance statuses', () => {
  it('turns alpha days into izin once approved, not while pending or after rejection; days off stay days off', async () => {
    const emp = await makeEmployee(t, jadwal, { jenis_kelamin: 'Perempuan' });
    expect(await days(emp, '2026-02-02', '2026-02-08')).toEqual({
      '2026-02-02': 'Alpha',
      '2026-02-03': 'Alpha',
      '2026-02-04': 'Alpha',
      '2026-02-05': 'Alpha',
      '2026-02-06': 'Alpha',
      '2026-02-07': 'Libur',
      '2026-02-08': 'Libur',
    });
    const unpaid = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2026-02-05', tanggal_selesai: '2026-02-08' });
    const rejected = await fileIzin(t, emp, { jenis_izin_id: SH, tanggal_mulai: '2026-02-02', tanggal_selesai: '2026-02-02' });
    const paid = await fileIzin(t, emp, { jenis_izin_id: SH, tanggal_mulai: '2026-02-03', tanggal_selesai: '2026-02-03' });
    expect((await days(emp, '2026-02-02', '2026-02-08'))['2026-02-05']).toBe('Alpha');

    await decide(t, hrd, unpaid.body.id, 'Disetujui');
    await decide(t, hrd, paid.body.id, 'Disetujui');
    await decide(t, hrd, rejected.body.id, 'Ditolak', 'Tidak ada keterangan.');
    expect(await days(emp, '2026-02-02', '2026-02-08')).toEqual({
      '2026-02-02': 'Alpha',
      '2026-02-03': 'Izin: Sakit Haid',
      '2026-02-04': 'Alpha',
      '2026-02-05': 'Izin: Izin Tidak Dibayar',
      '2026-02-06': 'Izin: Izin Tidak Dibayar',
      '2026-02-07': 'Libur',
      '2026-02-08': 'Libur',
    });

    // What the reports and payroll read: izin, and whether it is paid.
    const { items } = await queryDailyStatuses(t.db, {
      from: '2026-02-02',
      to: '2026-02-08',
      userIds: [emp.id],
      page: 1,
      size: 7,
    });
    const byDate = Object.fromEntries(items.map((d) => [d.tanggal, [d.izin, d.izin_berbayar, d.alpha]]));
    expect(byDate).toMatchObject({
      '2026-02-02': [false, false, true],
      '2026-02-03': [true, true, false],
      '2026-02-05': [true, false, false],
      '2026-02-07': [false, false, false],
    });

    // Admins may list the izin days.
    const res = await t.request({
      method: 'GET',
      url: `/api/attendance/admin?start-date=2026-02-01&end-date=2026-02-08&status=izin&search=${emp.nip}`,
      token: hrd.token,
    });
    expect(res.body.items.map((d: { tanggal: string }) => d.tanggal)).toEqual(['2026-02-06', '2026-02-05', '2026-02-03']);
    expect(res.body.items[0].flags).toMatchObject({ izin: true, alpha: false });
  });
});
