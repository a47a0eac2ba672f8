import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { ALASAN, addHoliday, decide, fileIzin, jenisIzin, makeEmployee, makeJadwal } from './leave-requests.fixtures.ts';

let t: TestApp;
let hrd: UserFixture;
let jadwal: number;
let ITB: number; // unpaid leave: no quota, no attachment, no maximum
let SH: number; // menstrual leave: at most 2 working days

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  jadwal = await makeJadwal(t);
  ITB = await jenisIzin(t, 'ITB');
  SH = await jenisIzin(t, 'SH');
  // Monday 13 January 2031 is a holiday.
  await addHoliday(t, '2031-01-13');
});
afterAll(() => t.close());

const get = (url: string, u?: UserFixture) => t.request({ method: 'GET', url, token: u?.token });

describe('who may call the leave calls', () => {
  it('refuses anonymous callers (401), employees on admin calls (403), and hides others’ leave (404)', async () => {
    for (const [method, url] of [
      ['GET', '/api/izin'],
      ['POST', '/api/izin'],
      ['GET', '/api/izin/preview?jenis_izin_id=1&tanggal_mulai=2031-01-06&tanggal_selesai=2031-01-06'],
      ['GET', '/api/izin/1'],
      ['POST', '/api/izin/1/batal'],
      ['GET', '/api/izin/admin'],
      ['GET', '/api/izin/admin/1'],
    ] as const) {
      expect((await t.request({ method, url })).status, url).toBe(401);
    }
    const emp = await makeEmployee(t, jadwal);
    const other = await makeEmployee(t, jadwal);
    expect((await get('/api/izin/admin', emp)).status).toBe(403);
    const res = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-06' });
    expect(res.status).toBe(201);
    expect((await get(`/api/izin/admin/${res.body.id}`, emp)).status).toBe(403);
    const seen = await get(`/api/izin/${res.body.id}`, other);
    expect([seen.status, seen.body.message]).toEqual([404, 'Pengajuan izin tidak ditemukan.']);
    expect((await t.request({ method: 'POST', url: `/api/izin/${res.body.id}/batal`, token: other.token })).status).toBe(404);
    expect((await get('/api/izin', other)).body).toEqual({ items: [], total: 0 });
  });
});

describe('POST /izin', () => {
  it('files leave, counting working days only: a weekend and a holiday in the range are not counted', async () => {
    const emp = await makeEmployee(t, jadwal);
    // Friday 10 to Tuesday 14 January 2031: Fri, (Sat, Sun), (Mon holiday), Tue = 2 working days.
    const res = await fileIzin(t, emp, {
      jenis_izin_id: ITB,
      tanggal_mulai: '2031-01-10',
      tanggal_selesai: '2031-01-14',
      alasan: `  ${ALASAN}  `,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      jenis_izin_id: ITB,
      jenis_izin: 'Izin Tidak Dibayar',
      berbayar: false,
      potong_kuota: false,
      tanggal_mulai: '2031-01-10',
      tanggal_selesai: '2031-01-14',
      jumlah_hari: 2,
      alasan: ALASAN,
      status: 'Menunggu Persetujuan',
      tanggal_pengajuan: expect.any(String),
      approver: null,
      catatan_approval: null,
      tanggal_approval: null,
      lampiran: [],
      pemohon: { id: emp.id, nip: emp.nip, fullname: emp.fullname },
    });
    expect(Date.parse(res.body.tanggal_pengajuan)).not.toBeNaN();
    expect((await get(`/api/izin/${res.body.id}`, emp)).body).toEqual(res.body);
    const list = await get('/api/izin', emp);
    expect(list.body.total).toBe(1);
    const { pemohon: _p, ...item } = res.body;
    expect(list.body.items).toEqual([item]);
  });

  it('previews the working days before sending', async () => {
    const emp = await makeEmployee(t, jadwal);
    const res = await get(`/api/izin/preview?jenis_izin_id=${ITB}&tanggal_mulai=2031-01-10&tanggal_selesai=2031-01-14`, emp);
    expect(res.body).toEqual({ jumlah_hari: 2, sisa_kuota: null });
    const weekend = await get(`/api/izin/preview?jenis_izin_id=${ITB}&tanggal_mulai=2031-01-11&tanggal_selesai=2031-01-12`, emp);
    expect(weekend.body).toEqual({ jumlah_hari: 0, sisa_kuota: null });
    const bad = await get(`/api/izin/preview?jenis_izin_id=${ITB}&tanggal_mulai=2031-01-14&tanggal_selesai=2031-01-10`, emp);
    expect([bad.status, bad.body.errors.tanggal_selesai]).toEqual([400, 'Tanggal selesai tidak boleh sebelum tanggal mulai.']);
  });

  it('refuses bad input with Indonesian messages', async () => {
    const emp = await makeEmployee(t, jadwal);
    const ok = { jenis_izin_id: ITB, tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-07' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tanggal_selesai: '2031-01-05' }, 'tanggal_selesai', 'Tanggal selesai tidak boleh sebelum tanggal mulai.'],
      [{ tanggal_selesai: '2032-01-07' }, 'tanggal_selesai', 'Rentang tanggal izin paling lama 366 hari.'],
      [{ tanggal_mulai: '' }, 'tanggal_mulai', 'Tanggal mulai wajib diisi.'],
      [{ tanggal_mulai: '2031-02-30' }, 'tanggal_mulai', 'Tanggal tidak valid.'],
      [{ jenis_izin_id: undefined }, 'jenis_izin_id', 'Jenis izin wajib dipilih.'],
      [{ jenis_izin_id: 999999 }, 'jenis_izin_id', 'Jenis izin tidak ditemukan atau sudah tidak aktif.'],
      [{ alasan: ' cuti ' }, 'alasan', 'Alasan minimal 5 karakter.'],
      [{ alasan: 'x'.repeat(501) }, 'alasan', 'Alasan maksimal 500 karakter.'],
      [{ lampiran_ids: [1, 1] }, 'lampiran_ids', 'Lampiran yang sama dikirim dua kali.'],
      [{ lampiran_ids: [1, 2, 3, 4, 5, 6] }, 'lampiran_ids', 'Lampiran paling banyak 5 berkas.'],
      // Saturday and Sunday only.
      [
        { tanggal_mulai: '2031-01-11', tanggal_selesai: '2031-01-12' },
        'tanggal_mulai',
        'Tidak ada hari kerja pada rentang tanggal ini (hari libur atau di luar jadwal kerja).',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await fileIzin(t, emp, { ...ok, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(body)).toBe(message);
    }
    expect((await get('/api/izin', emp)).body.total).toBe(0);
  });

  it('refuses an inactive type', async () => {
    const emp = await makeEmployee(t, jadwal);
    const [row] = await t.db.query<{ id: number }>(
      `insert into jenis_izin (nama, berbayar, aktif) values ('Izin Lama Nonaktif', true, false) returning id`,
    );
    const res = await fileIzin(t, emp, { jenis_izin_id: row.id, tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-06' });
    expect([res.status, res.body.message]).toEqual([400, 'Jenis izin tidak ditemukan atau sudah tidak aktif.']);
  });

  it("caps the working days at the type's maximum, naming the numbers", async () => {
    const emp = await makeEmployee(t, jadwal, { jenis_kelamin: 'Perempuan' });
    // Wed 8 to Fri 10 January: 3 working days; Sakit Haid allows 2.
    const res = await fileIzin(t, emp, { jenis_izin_id: SH, tanggal_mulai: '2031-01-08', tanggal_selesai: '2031-01-10' });
    expect(res.status).toBe(400);
    expect(res.body.errors.tanggal_selesai).toBe(
      'Sakit Haid paling lama 2 hari kerja per pengajuan; rentang ini berisi 3 hari kerja.',
    );
    // Thu 9 to Mon 13 (holiday): Thu, Fri = 2 working days fit.
    const fits = await fileIzin(t, emp, { jenis_izin_id: SH, tanggal_mulai: '2031-01-09', tanggal_selesai: '2031-01-13' });
    expect([fits.status, fits.body.jumlah_hari]).toEqual([201, 2]);
  });

  it('has no working days for an employee without a schedule, nor before the join date', async () => {
    const none = await createUser(t);
    const res = await fileIzin(t, none, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-07' });
    expect(res.status).toBe(400);
    const late = await makeEmployee(t, jadwal, { tanggal_masuk: '2031-01-08' });
    const from = await fileIzin(t, late, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-09' });
    expect([from.status, from.body.jumlah_hari]).toEqual([201, 2]);
  });

  it('refuses leave overlapping pending or approved leave, naming the dates; cancelled and rejected leave do not count', async () => {
    const pic = await createUser(t);
    const emp = await makeEmployee(t, jadwal, { pics: [pic.id] });
    const first = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-08' });
    expect(first.status).toBe(201);
    const clash = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-08', tanggal_selesai: '2031-01-10' });
    expect([clash.status, clash.body.code]).toEqual([409, 'CONFLICT']);
    expect(clash.body.message).toBe(
      'Tanggal 08/01/2031 sudah termasuk dalam pengajuan izin lain (Izin Tidak Dibayar, Menunggu Persetujuan).',
    );
    const inside = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-03', tanggal_selesai: '2031-01-20' });
    expect(inside.body.message).toMatch(/^Tanggal 06\/01\/2031 s\.d\. 08\/01\/2031 sudah termasuk/);

    expect((await decide(t, pic, first.body.id, 'Disetujui')).status).toBe(200);
    const approved = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-07', tanggal_selesai: '2031-01-07' });
    expect(approved.body.message).toBe(
      'Tanggal 07/01/2031 sudah termasuk dalam pengajuan izin lain (Izin Tidak Dibayar, Disetujui).',
    );

    // Rejected and cancelled leave free their dates.
    const second = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-09', tanggal_selesai: '2031-01-10' });
    expect((await decide(t, pic, second.body.id, 'Ditolak', 'Ada audit.')).status).toBe(200);
    const third = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-09', tanggal_selesai: '2031-01-09' });
    expect(third.status).toBe(201);
    const cancel = await t.request({ method: 'POST', url: `/api/izin/${third.body.id}/batal`, token: emp.token });
    expect([cancel.status, cancel.body.status]).toEqual([200, 'Dibatalkan']);
    const again = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-09', tanggal_selesai: '2031-01-10' });
    expect(again.status).toBe(201);
    // Someone else's leave on the same days is no overlap.
    const colleague = await makeEmployee(t, jadwal);
    expect(
      (await fileIzin(t, colleague, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-10' })).status,
    ).toBe(201);
  });

  it('cancels only pending leave of the caller', async () => {
    const emp = await makeEmployee(t, jadwal);
    const res = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-15', tanggal_selesai: '2031-01-15' });
    const url = `/api/izin/${res.body.id}/batal`;
    expect((await t.request({ method: 'POST', url, token: emp.token })).status).toBe(200);
    const twice = await t.request({ method: 'POST', url, token: emp.token });
    expect([twice.status, twice.body.message]).toEqual([409, 'Pengajuan ini sudah dibatalkan.']);
    const decided = await fileIzin(t, emp, { jenis_izin_id: ITB, tanggal_mulai: '2031-01-16', tanggal_selesai: '2031-01-16' });
    await decide(t, hrd, decided.body.id, 'Disetujui');
    const late = await t.request({ method: 'POST', url: `/api/izin/${decided.body.id}/batal`, token: emp.token });
    expect([late.status, late.body.message]).toEqual([409, 'Pengajuan yang sudah diputuskan tidak dapat dibatalkan.']);
  });

  it('honours an Idempotency-Key: the same key and body answer the first request again', async () => {
    const emp = await makeEmployee(t, jadwal);
    const body = { jenis_izin_id: ITB, tanggal_mulai: '2031-01-20', tanggal_selesai: '2031-01-21' };
    const headers = { 'idempotency-key': `izin-${emp.id}` };
    const first = await fileIzin(t, emp, body, headers);
    const again = await fileIzin(t, emp, body, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await get('/api/izin', emp)).body.total).toBe(1);
    const other = await fileIzin(t, emp, { ...body, tanggal_selesai: '2031-01-22' }, headers);
    expect(other.status).toBe(409);
  });
});

describe('admin lists', () => {
  it('lists everyone’s leave with filters and shows one with whether the caller may decide it', async () => {
    const a = await makeEmployee(t, jadwal);
    const b = await makeEmployee(t, jadwal, { jenis_kelamin: 'Perempuan' });
    const ct = await jenisIzin(t, 'SH');
    const ra = await fileIzin(t, a, { jenis_izin_id: ITB, tanggal_mulai: '2031-03-03', tanggal_selesai: '2031-03-04' });
    const rb = await fileIzin(t, b, { jenis_izin_id: ct, tanggal_mulai: '2031-03-10', tanggal_selesai: '2031-03-10' });
    await decide(t, hrd, rb.body.id, 'Disetujui');
    const list = async (q: string) => (await get(`/api/izin/admin?size=50&${q}`, hrd)).body;

    const mine = await list(`search=${a.nip}`);
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: ra.body.id, pemohon: { id: a.id, nip: a.nip }, jumlah_hari: 2 });
    expect((await list(`search=${b.fullname}&status=Disetujui`)).items.map((r: { id: number }) => r.id)).toEqual([rb.body.id]);
    expect((await list(`search=${b.fullname}&status=Menunggu Persetujuan`)).total).toBe(0);
    const march = await list('start-date=2031-03-04&end-date=2031-03-09');
    expect(march.items.map((r: { id: number }) => r.id)).toEqual([ra.body.id]);
    // Newest filing first, with a date range (its requests sorted) and without one (read in the index's order).
    const ids = (body: { items: { id: number }[] }) => body.items.map((r) => r.id);
    expect(ids(await list('start-date=2031-03-01&end-date=2031-03-31'))).toEqual([rb.body.id, ra.body.id]);
    expect(ids(await list('')).filter((id) => id === ra.body.id || id === rb.body.id)).toEqual([rb.body.id, ra.body.id]);
    const byType = await list(`jenis_izin_id=${ct}&start-date=2031-03-01&end-date=2031-03-31`);
    expect(byType.items.map((r: { id: number }) => r.id)).toEqual([rb.body.id]);
    expect((await get('/api/izin/admin?start-date=2031-13-01', hrd)).status).toBe(400);
    const reversed = await get('/api/izin/admin?start-date=2031-03-09&end-date=2031-03-04', hrd);
    expect([reversed.status, reversed.body.message]).toEqual([400, 'Tanggal akhir tidak boleh sebelum tanggal awal.']);

    const detail = await get(`/api/izin/admin/${ra.body.id}`, hrd);
    expect(detail.body).toMatchObject({ id: ra.body.id, status: 'Menunggu Persetujuan', dapat_diputuskan: true });
    expect((await get(`/api/izin/admin/${rb.body.id}`, hrd)).body).toMatchObject({
      status: 'Disetujui',
      approver: hrd.fullname,
      dapat_diputuskan: false,
    });
    expect((await get('/api/izin/admin/999999', hrd)).status).toBe(404);
  });

  it('keeps a leave type that a request used from being deleted', async () => {
    const emp = await makeEmployee(t, jadwal);
    const created = await t.request({
      method: 'POST',
      url: '/api/jenis-izin',
      token: hrd.token,
      body: { nama: 'Izin Pindah Rumah', berbayar: true },
    });
    expect(created.status).toBe(201);
    await fileIzin(t, emp, { jenis_izin_id: created.body.id, tanggal_mulai: '2031-03-17', tanggal_selesai: '2031-03-17' });
    const del = await t.request({ method: 'DELETE', url: `/api/jenis-izin/${created.body.id}`, token: hrd.token });
    expect([del.status, del.body.message]).toEqual([
      409,
      'Jenis izin sudah dipakai oleh 1 pengajuan izin. Nonaktifkan saja agar tidak bisa dipilih lagi.',
    ]);
  });
});
