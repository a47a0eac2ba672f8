import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { employee, everyDaySchedule, localDate, record } from './reports.fixtures.ts';

// A company that moves onto Hadir mid-month (issue 16 §1): everyone joined years ago and nobody punched before the
// go-live date G, so without it every earlier working day is alpha. The Balikpapan branch starts four days later
// (B). The schedule works every day 08:00-17:00 (tolerance 10), so every date before G is a working day.
//   Ani   (no location): a late clock-in without clock-out two days before G; present from G on, late on G+2.
//   Budi  (Balikpapan):  a late punch on G+1, before his branch's date; present from B on.
//   Cici  (no location): present from G on, except G itself (the one alpha).

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture;
let budi: UserFixture;
let cici: UserFixture;
let grup: number;
let cabang: number;
let today: string;
let G: string;
let B: string;
const POKOK = 3_100_000;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });
const put = (url: string, body: unknown) => t.request({ method: 'PUT', url, token: hrd.token, body });
const cabangBody = { nama: 'Cabang Balikpapan', latitude: -1.27, longitude: 116.83, radius: 100, zona_waktu: 'Asia/Jakarta' };

/** Present 07:55-17:05 on every date in [from, to] except `skip`. */
async function present(u: UserFixture, from: string, to: string, skip: string[] = []) {
  for (let d = from; d <= to; d = addDays(d, 1)) if (!skip.includes(d)) await record(t, u, d, '07:55', '17:05');
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD' });
  today = await localDate(t, 0);
  // G is 12 days ago, never the 1st: its month then has working days before it for payroll to deduct.
  G = await localDate(t, -12);
  if (G.endsWith('-01')) G = await localDate(t, -13);
  B = addDays(G, 4);
  const jadwal = await everyDaySchedule(t, 10);
  const lokasi = await t.request({ method: 'POST', url: '/api/lokasi', token: hrd.token, body: cabangBody });
  cabang = lokasi.body.id;
  const [g] = await t.db.query<{ id: number }>(`insert into grup_gaji (nama) values ('Staf Go-Live') returning id`);
  grup = g.id;
  await t.db.query(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1, id, case when gaji_pokok then 1 else 2 end, case when gaji_pokok then $2::bigint end
       from komponen_gaji where gaji_pokok or sumber_otomatis = 'potongan_alpha'`,
    [grup, POKOK],
  );
  const fields = { grup_gaji_id: grup };
  ani = await employee(t, jadwal, 'Ani Mulai', fields);
  budi = await employee(t, jadwal, 'Budi Mulai', { ...fields, lokasi_id: cabang });
  cici = await employee(t, jadwal, 'Cici Mulai', fields);

  await record(t, ani, addDays(G, -2), '09:00', null);
  await present(ani, G, today, [addDays(G, 2)]);
  await record(t, ani, addDays(G, 2), '08:30', '17:05');
  await record(t, budi, addDays(G, 1), '08:45', '17:05');
  await present(budi, B, today);
  await present(cici, G, today, [G]);
});
afterAll(() => t.close());

type Trend = { tanggal: string; hadir: number; terlambat: number; alpha: number };
const trend = async () => (await get('/api/dashboard/admin/tren')).body.tren as Trend[];

describe('setting the go-live dates', () => {
  it('without them every day before the first punch is alpha: the 30-day chart is red', async () => {
    const before = (await trend()).find((d) => d.tanggal === addDays(G, -1));
    expect(before).toEqual({ tanggal: addDays(G, -1), hadir: 0, terlambat: 0, alpha: 3 });
  });

  it('HR sets the company date and a branch date; both are read back and audited', async () => {
    const profile = await put('/api/perusahaan', { nama: 'PT Mulai Hadir', mulai_hadir: G });
    expect(profile.status).toBe(200);
    expect(profile.body.mulai_hadir).toBe(G);
    expect((await get('/api/perusahaan', ani.token)).body.mulai_hadir).toBe(G);
    const branch = await put(`/api/lokasi/${cabang}`, { ...cabangBody, mulai_hadir: B });
    expect(branch.status).toBe(200);
    expect((await get(`/api/lokasi/${cabang}`)).body).toMatchObject({ nama: 'Cabang Balikpapan', mulai_hadir: B });
    const audit = await t.db.query<{ route: string; data: { mulai_hadir: string }; user_id: number }>(
      `select route, data, user_id from audit_log where method = 'PUT' order by id`,
    );
    expect(audit.map((a) => [a.route, a.data.mulai_hadir, a.user_id])).toEqual([
      ['/api/perusahaan', G, hrd.id],
      ['/api/lokasi/:id', B, hrd.id],
    ]);
  });
});

describe('days before the go-live date are never alpha, late or incomplete', () => {
  it('attendance history: a punch before G is shown as presence, nothing else before G is listed', async () => {
    const res = await get(
      `/api/attendance/admin?start-date=${addDays(G, -5)}&end-date=${addDays(G, 2)}&search=${ani.nip}&size=50`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((d: { tanggal: string; status: string }) => [d.tanggal, d.status])).toEqual([
      [addDays(G, 2), 'Terlambat'],
      [addDays(G, 1), 'Hadir'],
      [G, 'Hadir'],
      [addDays(G, -2), 'Hadir'],
    ]);
    const early = res.body.items[3];
    expect(early.flags).toMatchObject({ hadir: true, terlambat: false, tak_lengkap: false, alpha: false });
    expect([early.jam_masuk, early.menit_terlambat]).toEqual(['09:00', 0]);
    // The branch employee's own history: his days start at his branch's date; his punch before it is presence only.
    const own = await get(`/api/attendance/riwayat?start-date=${addDays(G, -3)}&end-date=${B}`, budi.token);
    expect(own.body.items.map((d: { tanggal: string; status: string }) => [d.tanggal, d.status])).toEqual([
      [B, 'Hadir'],
      [addDays(G, 1), 'Hadir'],
    ]);
  });

  it('the recap and the late report count only from each start; the Excel export says the same', async () => {
    const range = `start-date=${addDays(G, -5)}&end-date=${addDays(today, -1)}`;
    const recap = await get(`/api/laporan/rekap-periode?${range}&search=Mulai`);
    const byName = Object.fromEntries(recap.body.items.map((r: { nama: string }) => [r.nama, r]));
    const days = (from: string) => Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000);
    expect(byName['Ani Mulai']).toMatchObject({
      total_kehadiran: days(G) + 1,
      total_tidak_hadir: 0,
      total_terlambat: 1,
      total_menit_terlambat: 30,
      total_absen_tidak_lengkap: 0,
    });
    expect(byName['Budi Mulai']).toMatchObject({ total_kehadiran: days(B) + 1, total_tidak_hadir: 0, total_terlambat: 0 });
    expect(byName['Cici Mulai']).toMatchObject({ total_kehadiran: days(G) - 1, total_tidak_hadir: 1 });

    const late = await get(`/api/laporan/datang-terlambat?${range}&search=Mulai`);
    expect(late.body.items.map((r: { nama: string; date_absensi: string }) => [r.nama, r.date_absensi])).toEqual([
      ['Ani Mulai', addDays(G, 2)],
    ]);
    expect(late.body.total).toBe(1);

    const file = await get(`/api/laporan/export/rekap-full?${range}`);
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.body.file, 'base64') as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    let header = 0;
    ws.eachRow((row, n) => {
      if (row.getCell(1).value === 'NIP') header = n;
    });
    const column = (label: string) => (ws.getRow(header).values as unknown[]).indexOf(label);
    const cells = (u: UserFixture) => {
      for (let r = header + 1; r <= ws.rowCount; r++) {
        const row = ws.getRow(r);
        if (row.getCell(1).value === u.nip) {
          return ['Alpha', 'Tak Lengkap', 'Terlambat (Kali)'].map((l) => row.getCell(column(l)).value);
        }
      }
      throw new Error(`${u.nip} is not in the export`);
    };
    expect(cells(ani)).toEqual([0, 0, 1]);
    expect(cells(budi)).toEqual([0, 0, 0]);
    expect(cells(cici)).toEqual([1, 0, 0]);
  });

  it('the 30-day chart is not red before the go-live date; the branch adds no alpha before its own date', async () => {
    const chart = await trend();
    const byDate = Object.fromEntries(chart.map((d) => [d.tanggal, d]));
    for (const d of chart.filter((x) => x.tanggal < G)) expect(d.alpha, d.tanggal).toBe(0);
    expect(byDate[addDays(G, -2)]).toMatchObject({ hadir: 1, terlambat: 0, alpha: 0 });
    expect(byDate[G]).toMatchObject({ hadir: 1, alpha: 1 }); // Cici; Budi's branch has not started
    expect(byDate[addDays(G, 1)]).toMatchObject({ hadir: 3, terlambat: 0, alpha: 0 });
    expect(byDate[B]).toMatchObject({ hadir: 3, alpha: 0 });
  });

  it('a draft payroll of the go-live month deducts nothing for the days before each start', async () => {
    const bulan = G.slice(0, 7);
    const run = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: hrd.token,
      body: { bulan, grup_gaji_ids: [grup] },
    });
    expect(run.status).toBe(201);
    const slip = async (u: UserFixture) => (await get(`/api/penggajian/${run.body.id}/slip/${u.id}/rincian`)).body;
    const potongan = (s: { baris: { nama: string; nominal: number; rincian: string }[] }) =>
      s.baris.find((b) => b.nama === 'Potongan Alpha');
    const a = await slip(ani);
    expect(a).toMatchObject({ hari_alpha: 0 });
    expect(potongan(a)?.nominal).toBe(0);
    expect(a.baris.find((b: { nama: string }) => b.nama === 'Gaji Pokok')?.nominal).toBe(POKOK);
    const b = await slip(budi);
    expect(b).toMatchObject({ hari_alpha: 0 });
    expect(potongan(b)?.nominal).toBe(0);
    // The rule still deducts a real absence after the start.
    const c = await slip(cici);
    expect(c).toMatchObject({ hari_alpha: 1 });
    expect(potongan(c)?.nominal).toBe(Math.floor(POKOK / c.hari_kerja));
    expect(potongan(c)?.rincian).toContain('× 1 hari alpha');
  });
});

describe('go-live date validation', () => {
  it('refuses a date before 2000, more than a year ahead or malformed, in Indonesian, and changes nothing', async () => {
    const far = addDays(today, 400);
    for (const [mulai_hadir, message] of [
      ['1999-12-31', 'Tanggal mulai menggunakan Hadir tidak boleh sebelum 1 Januari 2000.'],
      [far, 'Tanggal mulai menggunakan Hadir paling lambat satu tahun dari hari ini.'],
      ['31-12-2026', 'Format tanggal harus yyyy-MM-dd.'],
    ]) {
      const company = await put('/api/perusahaan', { nama: 'PT Mulai Hadir', mulai_hadir });
      expect(company.status).toBe(400);
      expect(company.body.errors.mulai_hadir).toBe(message);
      const branch = await put(`/api/lokasi/${cabang}`, { ...cabangBody, mulai_hadir });
      expect(branch.status).toBe(400);
      expect(branch.body.errors.mulai_hadir).toBe(message);
    }
    expect((await get('/api/perusahaan')).body.mulai_hadir).toBe(G);
    expect((await get(`/api/lokasi/${cabang}`)).body.mulai_hadir).toBe(B);
  });

  it('a date within a year is accepted, and an empty one clears it', async () => {
    const soon = addDays(today, 300);
    expect((await put('/api/perusahaan', { nama: 'PT Mulai Hadir', mulai_hadir: soon })).body.mulai_hadir).toBe(soon);
    expect((await put('/api/perusahaan', { nama: 'PT Mulai Hadir', mulai_hadir: '' })).body.mulai_hadir).toBeNull();
    expect((await put(`/api/lokasi/${cabang}`, { ...cabangBody, mulai_hadir: '' })).body.mulai_hadir).toBeNull();
  });
});
