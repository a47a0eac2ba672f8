import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { employee, localDate, makeHoliday, nextWeekday } from './overtime-requests.fixtures.ts';

// Worked examples of PP 35/2021 (PKWT, Alih Daya, Waktu Kerja dan Waktu Istirahat, dan PHK):
//  - art. 26 (1): overtime at most 4 hours a day and 18 hours a week; (2): rest days and public holidays aside;
//  - art. 31 (1): working day, first hour 1.5x the hourly wage, every later hour 2x;
//  - art. 31 (2) a: rest day/holiday on a 6-day week: hours 1-7 2x, hour 8 3x, hours 9-11 4x;
//  - art. 31 (2) b: holiday on the shortest working day of a 6-day week: hours 1-5 2x, 6 3x, 7-9 4x;
//  - art. 31 (3): rest day/holiday on a 5-day week: hours 1-8 2x, hour 9 3x, hours 10-12 4x;
//  - art. 32 (2): hourly wage = monthly wage / 173. Rp 5.000.000 / 173 = Rp 28.901,73.

let t: TestApp;
let hrd: UserFixture;
const UPAH = 5_000_000;
const ALASAN = 'Menyelesaikan laporan akhir bulan';

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t.close());

const file = (u: UserFixture, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/lembur', token: u.token, body: { alasan: ALASAN, ...body } });
const decide = (u: UserFixture, id: number, keputusan: string) =>
  t.request({ method: 'POST', url: `/api/approval/lembur/${id}`, token: u.token, body: { keputusan, catatan: 'Catatan HRD' } });

describe('pay tiers (PP 35/2021 art. 31-32)', () => {
  it('weekday, 3 hours: hour 1 at 1.5x, hours 2-3 at 2x (art. 31 (1))', async () => {
    const emp = await employee(t, 5, { upah: UPAH });
    const res = await file(emp, { tanggal: await nextWeekday(t, 2), jam_mulai: '17:00', jam_selesai: '20:00' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      jam_mulai: '17:00',
      jam_selesai: '20:00',
      jam: 3,
      jenis_hari: 'kerja',
      keterangan_hari: 'Hari kerja',
      hari_kerja_per_minggu: 5,
      upah_per_jam: 28902,
      // 1 x 1,5 x 28.901,73 = 43.352,60; 2 x 2 x 28.901,73 = 115.606,94.
      tiers: [
        { jam_ke: '1', jam: 1, pengali: 1.5, nominal: 43353 },
        { jam_ke: '2-3', jam: 2, pengali: 2, nominal: 115607 },
      ],
      total: 158960,
      status: 'Menunggu Persetujuan',
      alasan: ALASAN,
      pemohon: { id: emp.id, nip: emp.nip, fullname: emp.fullname },
    });
  });

  it('rest day, 10 hours, 5-day week: 1-8 at 2x, 9 at 3x, 10 at 4x (art. 31 (3))', async () => {
    const emp = await employee(t, 5, { upah: UPAH });
    const res = await file(emp, { tanggal: await nextWeekday(t, 6), jam_mulai: '08:00', jam_selesai: '18:00' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jam: 10, jenis_hari: 'libur', keterangan_hari: 'Hari istirahat mingguan' });
    expect(res.body.tiers).toEqual([
      { jam_ke: '1-8', jam: 8, pengali: 2, nominal: 462428 },
      { jam_ke: '9', jam: 1, pengali: 3, nominal: 86705 },
      { jam_ke: '10', jam: 1, pengali: 4, nominal: 115607 },
    ]);
    expect(res.body.total).toBe(664740);
  });

  it('rest day, 10 hours, 6-day week: 1-7 at 2x, 8 at 3x, 9-10 at 4x (art. 31 (2) a)', async () => {
    const emp = await employee(t, 6, { upah: UPAH });
    const res = await file(emp, { tanggal: await nextWeekday(t, 7), jam_mulai: '08:00', jam_selesai: '18:00' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jam: 10, jenis_hari: 'libur', hari_kerja_per_minggu: 6 });
    expect(res.body.tiers).toEqual([
      { jam_ke: '1-7', jam: 7, pengali: 2, nominal: 404624 },
      { jam_ke: '8', jam: 1, pengali: 3, nominal: 86705 },
      { jam_ke: '9-10', jam: 2, pengali: 4, nominal: 231214 },
    ]);
    expect(res.body.total).toBe(722543);
  });

  it('a public holiday is a rest day, on its shortest working day of a 6-day week art. 31 (2) b', async () => {
    const rabu = await nextWeekday(t, 3, 2);
    const sabtu = await nextWeekday(t, 6, 2);
    await makeHoliday(t, rabu, 'Hari Raya Uji');
    await makeHoliday(t, sabtu, 'Cuti Bersama Uji');
    const lima = await employee(t, 5, { upah: UPAH });
    const onRabu = await file(lima, { tanggal: rabu, jam_mulai: '08:00', jam_selesai: '13:00' });
    expect(onRabu.body).toMatchObject({ jenis_hari: 'libur', keterangan_hari: 'Hari libur: Hari Raya Uji' });
    expect(onRabu.body.tiers).toEqual([{ jam_ke: '1-5', jam: 5, pengali: 2, nominal: 289017 }]);
    const enam = await employee(t, 6, { upah: UPAH });
    const onSabtu = await file(enam, { tanggal: sabtu, jam_mulai: '08:00', jam_selesai: '16:00' });
    expect(onSabtu.body.tiers).toEqual([
      { jam_ke: '1-5', jam: 5, pengali: 2, nominal: 289017 },
      { jam_ke: '6', jam: 1, pengali: 3, nominal: 86705 },
      { jam_ke: '7-8', jam: 2, pengali: 4, nominal: 231214 },
    ]);
  });

  it('shows the tiers without amounts while the monthly wage is unknown', async () => {
    const emp = await employee(t, 5);
    const res = await file(emp, { tanggal: await nextWeekday(t, 1), jam_mulai: '17:30', jam_selesai: '19:00' });
    expect(res.body).toMatchObject({
      jam: 1.5,
      upah_per_jam: null,
      total: null,
      tiers: [
        { jam_ke: '1', jam: 1, pengali: 1.5, nominal: null },
        { jam_ke: '2', jam: 0.5, pengali: 2, nominal: null },
      ],
    });
  });
});

describe('limits (PP 35/2021 art. 26)', () => {
  it('allows 4 hours on a working day and refuses 4 h 30 min', async () => {
    const emp = await employee(t, 5);
    const senin = await nextWeekday(t, 1);
    const over = await file(emp, { tanggal: senin, jam_mulai: '17:00', jam_selesai: '21:30' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Lembur pada hari kerja paling lama 4 jam sehari (PP 35/2021 Pasal 26).');
    expect((await file(emp, { tanggal: senin, jam_mulai: '17:00', jam_selesai: '21:00' })).status).toBe(201);
    const more = await file(emp, { tanggal: senin, jam_mulai: '21:00', jam_selesai: '21:30' });
    expect(more.body.message).toBe(
      'Lembur pada hari kerja paling lama 4 jam sehari (PP 35/2021 Pasal 26). Hari ini sudah 4 jam, sisa 0 jam.',
    );
  });

  it('counts pending and approved working-day overtime of the ISO week up to 18 hours', async () => {
    const pic = await createUser(t);
    const emp = await employee(t, 5, { pics: [pic.id] });
    const ids: number[] = [];
    for (const hari of [1, 2, 3, 4]) {
      const res = await file(emp, { tanggal: await nextWeekday(t, hari), jam_mulai: '17:00', jam_selesai: '21:00' });
      ids.push(res.body.id);
    }
    await decide(pic, ids[0], 'Disetujui');
    // Rest-day overtime is outside the weekly limit.
    expect((await file(emp, { tanggal: await nextWeekday(t, 6), jam_mulai: '08:00', jam_selesai: '20:00' })).status).toBe(201);
    const jumat = await nextWeekday(t, 5);
    const over = await file(emp, { tanggal: jumat, jam_mulai: '17:00', jam_selesai: '20:00' });
    expect(over.status).toBe(400);
    expect(over.body.errors.jam_selesai).toBe(
      'Lembur paling lama 18 jam seminggu (PP 35/2021 Pasal 26). Minggu ini sudah 16 jam, sisa 2 jam.',
    );
    // The next ISO week starts again from zero.
    expect((await file(emp, { tanggal: await nextWeekday(t, 1, 1), jam_mulai: '17:00', jam_selesai: '21:00' })).status).toBe(201);
    // Cancelled and rejected overtime no longer hold their hours.
    await t.request({ method: 'POST', url: `/api/lembur/${ids[1]}/batal`, token: emp.token });
    await decide(pic, ids[2], 'Ditolak');
    expect((await file(emp, { tanggal: jumat, jam_mulai: '17:00', jam_selesai: '21:00' })).status).toBe(201);
  });
});

describe('times', () => {
  it('crosses midnight when the end is at or before the start, belonging to the start date', async () => {
    const emp = await employee(t, 5);
    const senin = await nextWeekday(t, 1);
    const res = await file(emp, { tanggal: senin, jam_mulai: '22:00', jam_selesai: '02:00' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tanggal: senin, jam: 4, jenis_hari: 'kerja' });
    // Tuesday 01:00 falls inside Monday's overtime.
    const selasa = await nextWeekday(t, 2);
    const overlap = await file(emp, { tanggal: selasa, jam_mulai: '01:00', jam_selesai: '02:30' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe(
      `Sudah ada pengajuan lembur yang bertabrakan (${senin.split('-').reverse().join('/')} 22:00-02:00).`,
    );
    expect((await file(emp, { tanggal: selasa, jam_mulai: '02:00', jam_selesai: '04:00' })).status).toBe(201);
  });

  it('refuses overlapping overtime on the same date (409) until the first is cancelled', async () => {
    const emp = await employee(t, 5);
    const rabu = await nextWeekday(t, 3);
    const first = await file(emp, { tanggal: rabu, jam_mulai: '18:00', jam_selesai: '20:00' });
    expect((await file(emp, { tanggal: rabu, jam_mulai: '19:00', jam_selesai: '21:00' })).status).toBe(409);
    expect((await file(emp, { tanggal: rabu, jam_mulai: '20:00', jam_selesai: '21:00' })).status).toBe(201);
    await t.request({ method: 'POST', url: `/api/lembur/${first.body.id}/batal`, token: emp.token });
    expect((await file(emp, { tanggal: rabu, jam_mulai: '18:30', jam_selesai: '19:30' })).status).toBe(201);
  });

  it('refuses overtime inside the scheduled shift, the night shift of the day before included', async () => {
    const emp = await employee(t, 5);
    const res = await file(emp, { tanggal: await nextWeekday(t, 1), jam_mulai: '16:00', jam_selesai: '18:00' });
    expect(res.status).toBe(400);
    expect(res.body.errors.jam_mulai).toBe(
      'Jam lembur bertabrakan dengan jam kerja Anda (08:00-17:00). Lembur dihitung di luar jam kerja.',
    );
    const malam = await employee(t, 'malam');
    // Saturday 05:00 is still Friday's night shift (22:00-06:00).
    const sabtu = await file(malam, { tanggal: await nextWeekday(t, 6), jam_mulai: '05:00', jam_selesai: '08:00' });
    expect(sabtu.body.errors.jam_mulai).toMatch(/\(22:00-06:00\)/);
    expect((await file(malam, { tanggal: await nextWeekday(t, 6), jam_mulai: '06:00', jam_selesai: '08:00' })).status).toBe(201);
  });

  it('refuses bad input, dates out of range and employees without a schedule', async () => {
    const emp = await employee(t, 5);
    const senin = await nextWeekday(t, 1);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { tanggal: senin, jam_mulai: '18:00', jam_selesai: '18:00' },
        'jam_selesai',
        'Jam selesai tidak boleh sama dengan jam mulai.',
      ],
      [{ tanggal: senin, jam_mulai: '6:00', jam_selesai: '08:00' }, 'jam_mulai', 'Format jam harus HH:mm.'],
      [{ tanggal: senin, jam_selesai: '08:00' }, 'jam_mulai', 'Jam mulai wajib diisi.'],
      [{ tanggal: '2026-02-30', jam_mulai: '18:00', jam_selesai: '19:00' }, 'tanggal', 'Tanggal tidak valid.'],
      [{ tanggal: senin, jam_mulai: '18:00', jam_selesai: '19:00', alasan: 'ok' }, 'alasan', 'Alasan minimal 5 karakter.'],
      [
        { tanggal: await localDate(t, -31), jam_mulai: '18:00', jam_selesai: '19:00' },
        'tanggal',
        'Lembur hanya dapat diajukan untuk 30 hari terakhir.',
      ],
      [
        { tanggal: await localDate(t, 31), jam_mulai: '18:00', jam_selesai: '19:00' },
        'tanggal',
        'Lembur paling lambat diajukan untuk 30 hari ke depan.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await file(emp, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const noSchedule = await createUser(t);
    const res = await file(noSchedule, { tanggal: senin, jam_mulai: '18:00', jam_selesai: '19:00' });
    expect([res.status, res.body.message]).toEqual([
      400,
      'Jadwal kerja Anda belum diatur. Hubungi HRD sebelum mengajukan lembur.',
    ]);
  });
});

describe('approval through the engine', () => {
  it('goes to the PIC, who approves it; HRD sees it decided', async () => {
    const pic = await createUser(t);
    const emp = await employee(t, 5, { pics: [pic.id], upah: UPAH });
    const tanggal = await nextWeekday(t, 4);
    const { body } = await file(emp, { tanggal, jam_mulai: '17:00', jam_selesai: '20:00' });
    const waiting = await t.request({
      method: 'GET',
      url: '/api/users/all-approval-by-approval-user?tipe=lembur',
      token: pic.token,
    });
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        id: body.id,
        tipe: 'lembur',
        tipe_approval: 'Lembur',
        ringkasan: `Tanggal ${tanggal.split('-').reverse().join('/')} · 17:00-20:00 (3 jam)`,
      }),
    ]);
    const dash = await t.request({ method: 'GET', url: '/api/dashboard/user/approvals', token: pic.token });
    expect(dash.body.approvals).toContainEqual(expect.objectContaining({ id: body.id, tipe_approval: 'Lembur' }));
    const view = await t.request({ method: 'GET', url: `/api/approval/lembur/${body.id}`, token: pic.token });
    // The approver sees hours and multipliers, not the rupiah that would disclose the wage.
    expect(view.body).toMatchObject({ dapat_diputuskan: true, detail: { id: body.id, jam: 3, upah_per_jam: null, total: null } });
    expect(view.body.detail.tiers).toEqual([
      { jam_ke: '1', jam: 1, pengali: 1.5, nominal: null },
      { jam_ke: '2-3', jam: 2, pengali: 2, nominal: null },
    ]);
    expect((await decide(emp, body.id, 'Disetujui')).status).toBe(403);
    expect((await decide(pic, body.id, 'Disetujui')).status).toBe(200);
    const own = await t.request({ method: 'GET', url: `/api/lembur/${body.id}`, token: emp.token });
    expect(own.body).toMatchObject({ status: 'Disetujui', approver: pic.fullname });
    const admin = await t.request({ method: 'GET', url: `/api/lembur/admin/${body.id}`, token: hrd.token });
    expect(admin.body).toMatchObject({ status: 'Disetujui', dapat_diputuskan: false });
    const batal = await t.request({ method: 'POST', url: `/api/lembur/${body.id}/batal`, token: emp.token });
    expect(batal.status).toBe(409);
  });
});
