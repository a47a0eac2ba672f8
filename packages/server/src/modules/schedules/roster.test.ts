import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The roster grid API (decision 0024): the month as every rule reads it, cell edits, the pattern fill and the copy,
// all or nothing, refused for a finalised payroll month, audited, and closed to an HRD without the riwayat section.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
const shift: Record<'P' | 'S' | 'M' | 'X', number> = { P: 0, S: 0, M: 0, X: 0 };
let kantor: number;
let pabrik: number;
let lokasi1: number;
let lokasi2: number;
let lokasiKosong: number;
let operator: number;
let staf: number;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const get = (url: string, u: UserFixture = hrd) => t.request({ method: 'GET', url: `/api/roster${url}`, token: u.token });
const put = (sel: unknown[], u: UserFixture = hrd) =>
  t.request({ method: 'PUT', url: '/api/roster', token: u.token, body: { sel } });
const pola = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/roster/pola', token: hrd.token, body });
const salin = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/roster/salin', token: hrd.token, body });

async function id(sql: string, params: unknown[] = []) {
  const [row] = await q<{ id: number }>(sql, params);
  return row.id;
}

async function jadwal(nama: string, kerja: number[], masuk: string, pulang: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/jadwal-kerja',
    token: admin.token,
    body: {
      nama,
      toleransi_terlambat: 0,
      hari: [1, 2, 3, 4, 5, 6, 7].map((hari) => ({ hari, libur: !kerja.includes(hari), jam_masuk: masuk, jam_pulang: pulang })),
    },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id as number;
}

let seq = 0;
/** An employee on the grid (who never signs in here): inserted directly, no login. */
async function employee(fullname: string, fields: Record<string, unknown> = {}) {
  seq += 1;
  const nip = `R${process.pid}${seq}`;
  const cols = Object.keys(fields);
  const userId = await id(
    `insert into users (nip, username, fullname, password_hash${cols.map((c) => `, ${c}`).join('')})
     values ($1, $2, $3, '-'${cols.map((_, i) => `, $${i + 4}`).join('')}) returning id`,
    [nip, `roster${nip}`, fullname, ...Object.values(fields)],
  );
  return { id: userId, nip, fullname };
}
type Employee = Awaited<ReturnType<typeof employee>>;

/** A finalised payroll of `bulan` for these employees (the lock the roster's trigger reads). */
async function lock(bulan: string, userIds: number[]) {
  const run = await id(
    `insert into penggajian (bulan, grup_gaji_ids, grup_gaji_nama, status, kelas_risiko_jkk)
     values ($1, '{1}', 'Staf', 'final', 'I') returning id`,
    [bulan],
  );
  for (const u of userIds)
    await q('insert into penggajian_kunci (user_id, bulan, penggajian_id) values ($1, $2, $3)', [u, bulan, run]);
}

async function rosterOf(userId: number) {
  return q<{ tanggal: string; shift_id: number | null }>(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, shift_id from roster where user_id = $1 order by tanggal`,
    [userId],
  );
}

/** The codes of an employee's row of the grid as one string, '-' where there is no schedule. */
async function codes(bulan: string, search: string, nama: string) {
  const res = await get(`?bulan=${bulan}&search=${encodeURIComponent(search)}&size=500`);
  expect(res.status).toBe(200);
  const row = res.body.items.find((r: { nama: string }) => r.nama === nama);
  return row.hari.map((h: { kode: string | null }) => h.kode ?? '-').join('');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Ayu Admin' });
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD' });
  shift.P = await id(`insert into shift (nama, kode, jam_masuk, jam_pulang) values ('Pagi', 'P', '07:00', '15:00') returning id`);
  shift.S = await id(
    `insert into shift (nama, kode, jam_masuk, jam_pulang) values ('Siang', 'S', '15:00', '23:00') returning id`,
  );
  shift.M = await id(
    `insert into shift (nama, kode, jam_masuk, jam_pulang) values ('Malam', 'M', '23:00', '07:00') returning id`,
  );
  shift.X = await id(
    `insert into shift (nama, kode, jam_masuk, jam_pulang, aktif) values ('Shift Lama', 'X', '09:00', '18:00', false) returning id`,
  );
  kantor = await jadwal('Kantor', [1, 2, 3, 4, 5], '08:00', '17:00');
  pabrik = await jadwal('Pabrik', [1, 2, 3, 4, 5, 6], '07:00', '15:00');
  const lokasi = (nama: string) =>
    id(
      `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, -6.2, 106.8, 100, 'Asia/Jakarta') returning id`,
      [nama],
    );
  lokasi1 = await lokasi('Pabrik Cikarang');
  lokasi2 = await lokasi('Pabrik Karawang');
  lokasiKosong = await lokasi('Gudang Kosong');
  operator = await id(`insert into jabatan (nama) values ('Operator') returning id`);
  staf = await id(`insert into jabatan (nama) values ('Staf Gudang') returning id`);
  await q(
    `insert into hari_libur (tanggal, nama) values ('2026-03-19', 'Hari Suci Nyepi'), ('2026-04-03', 'Wafat Yesus Kristus')`,
  );
});
afterAll(() => t.close());

describe('GET /roster', () => {
  let ani: Employee;
  let citra: Employee;
  beforeAll(async () => {
    // Created out of name order: the grid sorts by name.
    citra = await employee('Citra Grid', { jadwal_kerja_id: pabrik, lokasi_id: lokasi2, jabatan_id: operator });
    ani = await employee('Ani Grid', { jadwal_kerja_id: kantor, lokasi_id: lokasi1, jabatan_id: operator });
    await employee('Budi Grid', { lokasi_id: lokasi1, jabatan_id: staf });
    const dedi = await employee('Dedi Grid', { jadwal_kerja_id: kantor, lokasi_id: lokasi1 });
    await q('update users set active = false where id = $1', [dedi.id]);
    await q(
      `insert into roster (user_id, tanggal, shift_id) values
         ($1, '2026-03-02', $2), ($1, '2026-03-03', null), ($1, '2026-03-07', $3), ($1, '2026-03-19', $2)`,
      [ani.id, shift.P, shift.M],
    );
    await lock('2026-03', [citra.id]);
  });

  it('answers every date of the month per active employee in name order: roster cells, weekly cells, holidays', async () => {
    const res = await get('?bulan=2026-03&search=grid');
    expect(res.status).toBe(200);
    expect(res.body.bulan).toBe('2026-03');
    expect(res.body.tanggal).toHaveLength(31);
    expect(res.body.tanggal[0]).toBe('2026-03-01');
    expect(res.body.tanggal[30]).toBe('2026-03-31');
    expect(res.body.hari_libur).toEqual([{ tanggal: '2026-03-19', nama: 'Hari Suci Nyepi' }]);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((r: { nama: string }) => r.nama)).toEqual(['Ani Grid', 'Budi Grid', 'Citra Grid']);
    const [a, b, c] = res.body.items;
    expect(a).toMatchObject({
      user_id: ani.id,
      nip: ani.nip,
      jabatan: 'Operator',
      lokasi: 'Pabrik Cikarang',
      jadwal_kerja: 'Kantor',
      terkunci: false,
    });
    expect(a.hari).toHaveLength(31);
    // Minggu 1 Maret: the weekly schedule's day off.
    expect(a.hari[0]).toEqual({
      tanggal: '2026-03-01',
      shift_id: null,
      kode: 'L',
      dari_roster: false,
      jam_masuk: null,
      jam_pulang: null,
    });
    // Senin 2 Maret: rostered Pagi over the weekly 08:00-17:00.
    expect(a.hari[1]).toEqual({
      tanggal: '2026-03-02',
      shift_id: shift.P,
      kode: 'P',
      dari_roster: true,
      jam_masuk: '07:00',
      jam_pulang: '15:00',
    });
    // Selasa 3 Maret: a rostered day off on a weekday.
    expect(a.hari[2]).toEqual({
      tanggal: '2026-03-03',
      shift_id: null,
      kode: 'L',
      dari_roster: true,
      jam_masuk: null,
      jam_pulang: null,
    });
    // Rabu 4 Maret: the weekly schedule, whose hours match no shift.
    expect(a.hari[3]).toEqual({
      tanggal: '2026-03-04',
      shift_id: null,
      kode: 'J',
      dari_roster: false,
      jam_masuk: '08:00',
      jam_pulang: '17:00',
    });
    // Sabtu 7 Maret: a night shift on a weekly day off; the holiday keeps its rostered shift.
    expect(a.hari[6]).toMatchObject({ kode: 'M', dari_roster: true, jam_masuk: '23:00', jam_pulang: '07:00' });
    expect(a.hari[18]).toMatchObject({ tanggal: '2026-03-19', kode: 'P', dari_roster: true });
    // No schedule at all: no code.
    expect(b).toMatchObject({ jadwal_kerja: null, terkunci: false });
    expect(b.hari.every((h: { kode: null; dari_roster: boolean }) => h.kode === null && !h.dari_roster)).toBe(true);
    // The weekly 07:00-15:00 shows as Pagi (the shift with those hours), Sunday off; the month is final for Citra.
    expect(c).toMatchObject({ jadwal_kerja: 'Pabrik', terkunci: true });
    expect(c.hari.map((h: { kode: string }) => h.kode).join('')).toBe('LPPPPPPLPPPPPPLPPPPPPLPPPPPPLPP');
    expect(c.hari[1]).toMatchObject({ shift_id: null, dari_roster: false, jam_masuk: '07:00' });
  });

  it('is locked per month: April is open for Citra, with its own holidays', async () => {
    const res = await get('?bulan=2026-04&search=citra grid');
    expect(res.body.tanggal).toHaveLength(30);
    expect(res.body.hari_libur).toEqual([{ tanggal: '2026-04-03', nama: 'Wafat Yesus Kristus' }]);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ nama: 'Citra Grid', terkunci: false });
  });

  it('filters by location and job title, pages, and leaves inactive employees out', async () => {
    const names = (r: { body: { items: { nama: string }[] } }) => r.body.items.map((i) => i.nama);
    const byLokasi = await get(`?bulan=2026-03&search=grid&lokasi_id=${lokasi1}`);
    expect(names(byLokasi)).toEqual(['Ani Grid', 'Budi Grid']);
    const byJabatan = await get(`?bulan=2026-03&jabatan_id=${staf}`);
    expect(names(byJabatan)).toEqual(['Budi Grid']);
    const both = await get(`?bulan=2026-03&lokasi_id=${lokasi2}&jabatan_id=${operator}`);
    expect(names(both)).toEqual(['Citra Grid']);
    const page2 = await get('?bulan=2026-03&search=grid&size=2&page=2');
    expect(page2.body.total).toBe(3);
    expect(names(page2)).toEqual(['Citra Grid']);
    const beyond = await get('?bulan=2026-03&search=grid&size=2&page=3');
    expect(beyond.body).toMatchObject({ total: 3, items: [] });
    const byNip = await get(`?bulan=2026-03&search=${ani.nip}`);
    expect(names(byNip)).toEqual(['Ani Grid']);
  });

  it('refuses a bad month or page size with a clear message', async () => {
    const bad = await get('?bulan=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('yyyy-MM');
    const big = await get('?bulan=2026-03&size=501');
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('maksimal 500');
  });
});

describe('PUT /roster', () => {
  let eka: Employee;
  let fajar: Employee;
  let gita: Employee;
  beforeAll(async () => {
    eka = await employee('Eka Ubah', { jadwal_kerja_id: kantor });
    fajar = await employee('Fajar Ubah', { jadwal_kerja_id: kantor });
    gita = await employee('Gita Nonaktif');
    await q('update users set active = false where id = $1', [gita.id]);
  });

  it('sets shifts and days off, clears back to the weekly schedule, and counts only real changes', async () => {
    const first = await put([
      { user_id: eka.id, tanggal: '2026-05-11', shift_id: shift.P },
      { user_id: eka.id, tanggal: '2026-05-12', shift_id: null },
      { user_id: eka.id, tanggal: '2026-05-13', shift_id: shift.S, hapus: true },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ message: 'Jadwal shift disimpan: 2 hari diubah.', diubah: 2 });
    expect(await rosterOf(eka.id)).toEqual([
      { tanggal: '2026-05-11', shift_id: shift.P },
      { tanggal: '2026-05-12', shift_id: null },
    ]);
    // The same save again changes nothing.
    const again = await put([
      { user_id: eka.id, tanggal: '2026-05-11', shift_id: shift.P },
      { user_id: eka.id, tanggal: '2026-05-12', shift_id: null },
    ]);
    expect(again.body).toEqual({ message: 'Jadwal shift disimpan: 0 hari diubah.', diubah: 0 });
    const cleared = await put([
      { user_id: eka.id, tanggal: '2026-05-11', shift_id: null, hapus: true },
      { user_id: eka.id, tanggal: '2026-05-12', shift_id: shift.M },
    ]);
    expect(cleared.body.diubah).toBe(2);
    expect(await codes('2026-05', 'eka ubah', 'Eka Ubah').then((s: string) => s.slice(10, 12))).toBe('JM');
  });

  it('refuses an unknown or inactive employee or shift, naming which, and writes nothing', async () => {
    const ok = { user_id: fajar.id, tanggal: '2026-05-04', shift_id: shift.P };
    const cases: [unknown, string, string][] = [
      [
        { user_id: 99999999, tanggal: '2026-05-04', shift_id: shift.P },
        'Karyawan dengan id 99999999 tidak ditemukan.',
        'sel.1.user_id',
      ],
      [
        { user_id: gita.id, tanggal: '2026-05-04', shift_id: shift.P },
        `Karyawan ${gita.nip} - Gita Nonaktif sudah tidak aktif.`,
        'sel.1.user_id',
      ],
      [
        { user_id: fajar.id, tanggal: '2026-05-05', shift_id: 99999999 },
        'Shift dengan id 99999999 tidak ditemukan.',
        'sel.1.shift_id',
      ],
      [{ user_id: fajar.id, tanggal: '2026-05-05', shift_id: shift.X }, 'Shift X (Shift Lama) tidak aktif.', 'sel.1.shift_id'],
    ];
    for (const [bad, message, field] of cases) {
      const res = await put([ok, bad]);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.message).toBe(`Jadwal tidak disimpan. ${message}`);
      expect(res.body.errors).toEqual({ [field]: message });
    }
    expect(await rosterOf(fajar.id)).toEqual([]);
    expect(await rosterOf(gita.id)).toEqual([]);
  });

  it('refuses a bad body with a clear message', async () => {
    const empty = await put([]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Tidak ada perubahan jadwal.');
    const badDate = await put([{ user_id: fajar.id, tanggal: '2026-02-30', shift_id: shift.P }]);
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('Tanggal tidak valid.');
  });

  it('refuses with 409 a cell in a month whose payroll is final, and writes nothing of the batch', async () => {
    const hana = await employee('Hana Terkunci');
    await q(`insert into roster (user_id, tanggal, shift_id) values ($1, '2026-06-10', $2)`, [hana.id, shift.S]);
    await lock('2026-06', [hana.id]);
    const res = await put([
      { user_id: fajar.id, tanggal: '2026-06-10', shift_id: shift.P },
      { user_id: hana.id, tanggal: '2026-06-10', shift_id: shift.P },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PENGGAJIAN_TERKUNCI');
    expect(res.body.message).toContain('Penggajian bulan 2026-06 sudah final');
    expect(await rosterOf(fajar.id)).toEqual([]);
    expect(await rosterOf(hana.id)).toEqual([{ tanggal: '2026-06-10', shift_id: shift.S }]);
    // Clearing is refused too; re-sending the locked cell's own value changes nothing and passes.
    expect((await put([{ user_id: hana.id, tanggal: '2026-06-10', shift_id: null, hapus: true }])).status).toBe(409);
    expect((await put([{ user_id: hana.id, tanggal: '2026-06-10', shift_id: shift.S }])).body.diubah).toBe(0);
    // A pattern over the locked month is refused whole.
    const fill = await pola({ user_ids: [fajar.id, hana.id], dari: '2026-06-01', sampai: '2026-06-30', pola: [shift.P] });
    expect(fill.status).toBe(409);
    expect(await rosterOf(fajar.id)).toEqual([]);
    // The grid shows the row as locked.
    const grid = await get('?bulan=2026-06&search=hana terkunci');
    expect(grid.body.items[0].terkunci).toBe(true);
  });
});

describe('POST /roster/pola', () => {
  it('fills 2 pagi / 2 siang / 2 malam / 2 libur over a month for 3 employees, each starting 2 days further', async () => {
    // Created out of name order: the k-th in name order starts 2k days into the pattern.
    const c = await employee('Pola Citra', { jadwal_kerja_id: kantor });
    const a = await employee('Pola Ani', { jadwal_kerja_id: kantor });
    const b = await employee('Pola Budi');
    const res = await pola({
      user_ids: [c.id, a.id, b.id],
      dari: '2026-07-01',
      sampai: '2026-07-31',
      pola: [shift.P, shift.P, shift.S, shift.S, shift.M, shift.M, null, null],
      geser: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Pola shift diterapkan untuk 3 karyawan: 93 hari diubah.', diubah: 93 });
    expect(await codes('2026-07', 'pola', 'Pola Ani')).toBe('PPSSMMLLPPSSMMLLPPSSMMLLPPSSMML');
    expect(await codes('2026-07', 'pola', 'Pola Budi')).toBe('SSMMLLPPSSMMLLPPSSMMLLPPSSMMLLP');
    expect(await codes('2026-07', 'pola', 'Pola Citra')).toBe('MMLLPPSSMMLLPPSSMMLLPPSSMMLLPPS');
    const grid = await get('?bulan=2026-07&search=pola');
    expect(grid.body.items.every((r: { hari: { dari_roster: boolean }[] }) => r.hari.every((h) => h.dari_roster))).toBe(true);
    // The same fill again changes nothing; August stays on the weekly schedule.
    const again = await pola({
      user_ids: [a.id, b.id, c.id],
      dari: '2026-07-01',
      sampai: '2026-07-31',
      pola: [shift.P, shift.P, shift.S, shift.S, shift.M, shift.M, null, null],
      geser: 2,
    });
    expect(again.body.diubah).toBe(0);
    expect((await codes('2026-08', 'pola ani', 'Pola Ani')).slice(0, 3)).toBe('LLJ');
  });

  it('fills the active employees of a location and job title', async () => {
    const lokasi = await id(
      `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Pabrik Subang', -6.5, 107.7, 100, 'Asia/Jakarta') returning id`,
    );
    const x = await employee('Subang Operator', { lokasi_id: lokasi, jabatan_id: operator });
    const y = await employee('Subang Staf', { lokasi_id: lokasi, jabatan_id: staf });
    const z = await employee('Subang Keluar', { lokasi_id: lokasi, jabatan_id: operator });
    await q('update users set active = false where id = $1', [z.id]);
    const res = await pola({
      lokasi_id: lokasi,
      jabatan_id: operator,
      dari: '2026-08-01',
      sampai: '2026-08-07',
      pola: [shift.M],
    });
    expect(res.body).toEqual({ message: 'Pola shift diterapkan untuk 1 karyawan: 7 hari diubah.', diubah: 7 });
    expect(await rosterOf(x.id)).toHaveLength(7);
    expect(await rosterOf(y.id)).toEqual([]);
    expect(await rosterOf(z.id)).toEqual([]);
  });

  it('refuses a range over 366 days, an unknown or inactive shift, no target, or an empty selection', async () => {
    const u = await employee('Pola Tolak');
    const long = await pola({ user_ids: [u.id], dari: '2026-01-01', sampai: '2027-01-02', pola: [shift.P] });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Rentang tanggal paling panjang 366 hari (dipilih 367 hari).');
    const year = await pola({ user_ids: [u.id], dari: '2028-01-01', sampai: '2028-12-31', pola: [shift.P, null] });
    expect(year.body.diubah).toBe(366);
    const inactive = await pola({ user_ids: [u.id], dari: '2026-09-01', sampai: '2026-09-02', pola: [shift.P, shift.X] });
    expect(inactive.status).toBe(400);
    expect(inactive.body.message).toBe('Jadwal tidak disimpan. Shift X (Shift Lama) tidak aktif.');
    expect(inactive.body.errors).toEqual({ 'pola.1': 'Shift X (Shift Lama) tidak aktif.' });
    const nobody = await pola({ lokasi_id: lokasiKosong, dari: '2026-09-01', sampai: '2026-09-02', pola: [shift.P] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toContain('Tidak ada karyawan aktif di lokasi atau jabatan yang dipilih.');
    const none = await pola({ dari: '2026-09-01', sampai: '2026-09-02', pola: [shift.P] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('Pilih karyawan, lokasi atau jabatan');
    expect((await rosterOf(u.id)).filter((r) => r.tanggal < '2028-01-01')).toEqual([]);
  });
});

describe('POST /roster/salin', () => {
  it('copies a week onto a month, a day without a roster row clearing the target day back to the weekly schedule', async () => {
    const u = await employee('Salin Ani');
    const other = await employee('Salin Budi');
    // Senin-Jumat 2-6 Maret: P P S S libur; Sabtu and Minggu without rows.
    await q(
      `insert into roster (user_id, tanggal, shift_id) values
         ($1, '2026-03-02', $2), ($1, '2026-03-03', $2), ($1, '2026-03-04', $3), ($1, '2026-03-05', $3), ($1, '2026-03-06', null)`,
      [u.id, shift.P, shift.S],
    );
    // A row already on a target day that the copy clears (6 April takes the source's Saturday).
    await q(`insert into roster (user_id, tanggal, shift_id) values ($1, '2026-04-06', $2), ($3, '2026-04-01', $2)`, [
      u.id,
      shift.M,
      other.id,
    ]);
    const res = await salin({
      user_ids: [u.id],
      sumber_dari: '2026-03-02',
      sumber_sampai: '2026-03-08',
      tujuan_dari: '2026-04-01',
      tujuan_sampai: '2026-04-30',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 22 days set (4 weeks x 5 + 2) and the 6 April row cleared.
    expect(res.body).toEqual({ message: 'Jadwal shift disalin untuk 1 karyawan: 23 hari diubah.', diubah: 23 });
    expect(await codes('2026-04', 'salin ani', 'Salin Ani')).toBe('PPSSL--PPSSL--PPSSL--PPSSL--PP');
    expect((await rosterOf(other.id)).map((r) => r.tanggal)).toEqual(['2026-04-01']);
  });

  it('refuses ranges over 366 days, a locked target month, and an inactive shift in the source', async () => {
    const u = await employee('Salin Tolak');
    const long = await salin({
      user_ids: [u.id],
      sumber_dari: '2026-01-01',
      sumber_sampai: '2026-01-07',
      tujuan_dari: '2026-01-01',
      tujuan_sampai: '2027-12-31',
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ tujuan_sampai: 'Rentang tujuan paling panjang 366 hari.' });
    await q(`insert into roster (user_id, tanggal, shift_id) values ($1, '2026-09-01', $2)`, [u.id, shift.X]);
    const inactive = await salin({
      user_ids: [u.id],
      sumber_dari: '2026-09-01',
      sumber_sampai: '2026-09-01',
      tujuan_dari: '2026-09-02',
      tujuan_sampai: '2026-09-03',
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.message).toBe('Jadwal tidak disimpan. Shift X (Shift Lama) tidak aktif.');
    await q(`update roster set shift_id = $2 where user_id = $1`, [u.id, shift.P]);
    await lock('2026-10', [u.id]);
    const locked = await salin({
      user_ids: [u.id],
      sumber_dari: '2026-09-01',
      sumber_sampai: '2026-09-01',
      tujuan_dari: '2026-09-25',
      tujuan_sampai: '2026-10-05',
    });
    expect(locked.status).toBe(409);
    expect(await rosterOf(u.id)).toEqual([{ tanggal: '2026-09-01', shift_id: shift.P }]);
  });
});

describe('concurrent edits', () => {
  it('two identical saves at once both answer 200 and write the cells once', async () => {
    const u = await employee('Serentak Ani');
    const sel = Array.from({ length: 30 }, (_, i) => ({
      user_id: u.id,
      tanggal: `2026-11-${String(i + 1).padStart(2, '0')}`,
      shift_id: i % 2 ? shift.P : shift.M,
    }));
    const [a, b] = await Promise.all([put(sel), put(sel)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.diubah + b.body.diubah).toBe(30);
    expect(await rosterOf(u.id)).toHaveLength(30);
  });

  it('a pattern fill racing cell edits and a copy of the same days never fails', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => employee(`Serentak Orang ${i}`)));
    const ids = people.map((p) => p.id);
    // The edit sends the cells in the opposite order of the fill: without turns, the two would deadlock.
    const edit = [...ids].reverse().flatMap((user_id) =>
      Array.from({ length: 31 }, (_, i) => ({
        user_id,
        tanggal: `2026-12-${String(31 - i).padStart(2, '0')}`,
        shift_id: shift.M,
      })),
    );
    for (const [round, step] of [shift.P, shift.S, null].entries()) {
      const results = await Promise.all([
        pola({ user_ids: ids, dari: '2026-12-01', sampai: '2026-12-31', pola: [step, shift.S, null], geser: round }),
        put(edit.map((c) => ({ ...c, shift_id: round % 2 ? shift.M : shift.P }))),
        salin({
          user_ids: ids,
          sumber_dari: '2026-11-01',
          sumber_sampai: '2026-11-07',
          tujuan_dari: '2026-12-10',
          tujuan_sampai: '2026-12-20',
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    }
    // Whichever ran last decides, for everyone alike: the copy clears 10-20 Desember, the others fill all 31.
    const counts = new Set(await Promise.all(people.map(async (p) => (await rosterOf(p.id)).length)));
    expect([20, 31]).toContain([...counts][0]);
    expect(counts.size).toBe(1);
  });
});

describe('audit and access', () => {
  it('keeps a bounded audit entry of a month-sized save of 15,500 cells', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map((i) => employee(`Audit ${i}`)));
    const month = people.flatMap((p) =>
      Array.from({ length: 31 }, (_, i) => ({
        user_id: p.id,
        tanggal: `2027-01-${String(i + 1).padStart(2, '0')}`,
        shift_id: shift.P,
      })),
    );
    // 15,500 cells, as a month of 500 employees: the same 155 cells sent 100 times.
    const sel = Array.from({ length: 100 }, () => month).flat();
    const res = await put(sel);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.diubah).toBe(155);
    const [entry] = await q<{ user_id: number; status: number; size: number; cells: number }>(
      `select user_id, status, length(data::text) as size, jsonb_array_length(data->'sel') as cells
         from audit_log where route = '/api/roster' and method = 'PUT' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ user_id: hrd.id, status: 200, cells: 50 });
    expect(entry.size).toBeLessThan(10_000);
  });

  it('audits a pattern fill', async () => {
    const u = await employee('Audit Pola');
    await pola({ user_ids: [u.id], dari: '2027-02-01', sampai: '2027-02-03', pola: [shift.S] });
    const [entry] = await q<{ data: { user_ids: number[] } }>(
      `select data from audit_log where route = '/api/roster/pola' order by id desc limit 1`,
    );
    expect(entry.data.user_ids).toEqual([u.id]);
  });

  it('refuses an HRD whose roles do not open the riwayat section, and an employee; opens it to one with riwayat', async () => {
    const role = async (nama: string, bagian: string[]) => {
      const res = await t.request({ method: 'POST', url: '/api/roles', token: admin.token, body: { nama, bagian } });
      expect(res.status).toBe(201);
    };
    await role('Staf Laporan', ['laporan']);
    await role('Pengawas Shift', ['riwayat']);
    const laporan = await createUser(t, { roles: ['HRD', 'Staf Laporan'] });
    const pengawas = await createUser(t, { roles: ['HRD', 'Pengawas Shift'] });
    const karyawan = await createUser(t, { fullname: 'Karyawan Biasa' });
    const cell = [{ user_id: karyawan.id, tanggal: '2027-03-01', shift_id: shift.P }];
    for (const u of [laporan, karyawan]) {
      expect((await get('?bulan=2027-03', u)).status).toBe(403);
      expect((await put(cell, u)).status).toBe(403);
      const fill = await t.request({
        method: 'POST',
        url: '/api/roster/pola',
        token: u.token,
        body: { user_ids: [karyawan.id], dari: '2027-03-01', sampai: '2027-03-02', pola: [shift.P] },
      });
      expect(fill.status).toBe(403);
    }
    expect(await rosterOf(karyawan.id)).toEqual([]);
    expect((await get('?bulan=2027-03', pengawas)).status).toBe(200);
    expect((await put(cell, pengawas)).body.diubah).toBe(1);
  });
});
