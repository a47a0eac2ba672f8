import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { excelDate } from '../../../test/xlsx.ts';
import { employeeXlsx, person, sendImport } from './employee-import.fixtures.ts';
import { makeJabatan, makeJadwal, makeLokasi, newUserBody } from './users.fixtures.ts';

// Employees from Excel (issue 16 §2): the template's lists, a dry run that names every problem, the update of a
// NIP that exists with its changes in words, all or nothing, and the same role limits as the employee form.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let limited: UserFixture; // HRD + a custom role opening only 'karyawan'
const master = {} as Record<'gudang' | 'supervisor' | 'pusat' | 'bandung' | 'reguler', { id: number; nama: string }>;
let tunjanganId: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Ayu Admin' });
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hadi HRD' });
  const role = await t.request({
    method: 'POST',
    url: '/api/roles',
    token: admin.token,
    body: { nama: 'Staf Data Karyawan', bagian: ['karyawan'] },
  });
  expect(role.status).toBe(201);
  limited = await createUser(t, { roles: ['HRD', 'Staf Data Karyawan'], fullname: 'Lina Terbatas' });
  master.gudang = await makeJabatan(t, 'Staf Gudang');
  master.supervisor = await makeJabatan(t, 'Supervisor');
  master.pusat = await makeLokasi(t, 'Kantor Pusat');
  master.bandung = await makeLokasi(t, 'Cabang Bandung');
  master.reguler = await makeJadwal(t, 'Reguler');
  const komponen = await t.request({
    method: 'POST',
    url: '/api/komponen-gaji',
    token: admin.token,
    body: {
      nama: 'Tunjangan Jabatan',
      jenis: 'pendapatan',
      cara_hitung: 'persen_gaji_pokok',
      nilai_default: 1000,
      objek_pajak: true,
    },
  });
  expect(komponen.status, JSON.stringify(komponen.body)).toBe(201);
  tunjanganId = komponen.body.id;
  const [pokok] = await t.db.query<{ id: number }>('select id from komponen_gaji where gaji_pokok');
  const grup = await t.request({
    method: 'POST',
    url: '/api/grup-gaji',
    token: admin.token,
    body: {
      nama: 'Staf',
      komponen: [
        { komponen_gaji_id: pokok.id, nilai: 5_000_000 },
        { komponen_gaji_id: tunjanganId, nilai: null },
      ],
    },
  });
  expect(grup.status, JSON.stringify(grup.body)).toBe(201);
});
afterAll(() => t.close());

const countUsers = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from users'))[0].n;
const byNip = async (nip: string) => {
  const [row] = await t.db.query<{ id: number }>('select id from users where nip = $1', [nip]);
  if (!row) return undefined;
  return (await t.request({ method: 'GET', url: `/api/users/${row.id}`, token: admin.token })).body;
};
const error = (row: number, column: string, message: string) => ({ row, column, message });

describe('the template', () => {
  it('has a column per field and salary amount, with the lists as dropdowns on every row an import may hold', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/import/template', token: hrd.token });
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe('Templat_Impor_Karyawan.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.body.file, 'base64') as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Karyawan', 'Daftar', 'Petunjuk']);
    const ws = wb.getWorksheet('Karyawan')!;
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    for (const h of ['NIP', 'Nama Lengkap', 'Username', 'Peran', 'Jabatan', 'Lokasi', 'Jadwal Kerja', 'Tipe Karyawan']) {
      expect(headers).toContain(h);
    }
    for (const h of [
      'Tanggal Masuk',
      'PIC (NIP)',
      'Email',
      'No. HP',
      'NIK',
      'NPWP',
      'Status PTKP',
      'Nama Bank',
      'No. Rekening',
    ]) {
      expect(headers).toContain(h);
    }
    expect(headers).toContain('Jenis Kelamin');
    expect(headers.slice(-4)).toEqual(['Grup Gaji', 'Gaji Pokok (Rp)', 'Tunjangan Jabatan (%)', 'Sisa Cuti Tahunan']);

    const lists = wb.getWorksheet('Daftar')!;
    const listOf = (header: string) => {
      const col = (lists.getRow(1).values as unknown[]).indexOf(header);
      expect(col, header).toBeGreaterThan(0);
      const values: unknown[] = [];
      for (let r = 2; lists.getCell(r, col).value !== null; r++) values.push(lists.getCell(r, col).value);
      return { values, letter: lists.getColumn(col).letter, count: values.length };
    };
    const dropdown = (header: string, row: number) => ws.getCell(row, headers.indexOf(header) + 1).dataValidation;
    for (const [header, expected] of [
      ['Jabatan', ['Staf Gudang', 'Supervisor']],
      ['Lokasi', ['Cabang Bandung', 'Kantor Pusat']],
      ['Jadwal Kerja', ['Reguler']],
      ['Status PTKP', ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3']],
      ['Tipe Karyawan', ['Tetap', 'Kontrak', 'Harian', 'Borongan', 'Magang']],
      ['Grup Gaji', ['Staf']],
    ] as const) {
      const list = listOf(header);
      expect(list.values).toEqual(expected);
      for (const row of [2, 10_001]) {
        expect(dropdown(header, row)).toMatchObject({
          type: 'list',
          formulae: [`'Daftar'!$${list.letter}$2:$${list.letter}$${list.count + 1}`],
        });
      }
    }
    expect(listOf('Nama Bank').values).toEqual(expect.arrayContaining(['BCA', 'Mandiri', 'BRI', 'BNI']));
    expect(listOf('Peran').values).toEqual(expect.arrayContaining(['Admin', 'HRD', 'Karyawan', 'Staf Data Karyawan']));
    // Several roles may be typed in one cell.
    expect(dropdown('Peran', 2)?.showErrorMessage).toBeFalsy();
    // Identity numbers stay text: a 16-digit NIK typed there keeps every digit.
    expect(ws.getColumn(headers.indexOf('NIK') + 1).numFmt).toBe('@');
  });
});

describe('a dry run', () => {
  it('names every problem by row and column in Indonesian, and writes nothing', async () => {
    const holder = await createUser(t, { fullname: 'Pemilik Username' });
    const ani = person('Ani');
    const budi = person('Budi');
    const base = (p: ReturnType<typeof person>) => ({ ...p, Jabatan: 'Staf Gudang', Lokasi: 'Kantor Pusat' });
    const rows = [
      { ...base(ani), 'PIC (NIP)': budi.NIP, Catatan: 'kolom ini diabaikan' }, // 2: fine, its PIC is on row 3
      base(budi), // 3: fine
      { ...base(person('Dobel')), NIP: ani.NIP }, // 4
      { ...base(person('Citra')), Username: holder.username }, // 5
      { ...base(person('Dewi')), Lokasi: 'Cabang Mars' }, // 6
      { ...base(person('Eka')), NIK: '12345' }, // 7
      { ...base(person('Fajar')), NPWP: 'abc' }, // 8
      { ...base(person('Gita')), 'Tanggal Masuk': '31/02/2024' }, // 9
      { ...base(person('Hana')), 'PIC (NIP)': 'X-999' }, // 10
      { ...base(person('Indra')), 'Nama Lengkap': null }, // 11
      { ...base(person('Joko')), Peran: 'Karyawan, Direktur' }, // 12
      { ...base(person('Kiki')), 'Status PTKP': 'K/9' }, // 13
      { ...base(person('Lala')), 'Nama Bank': 'Bank Antah' }, // 14
      { ...base(person('Mira')), 'Grup Gaji': 'Direksi', Jabatan: 'Presiden', 'Jadwal Kerja': 'Malam' }, // 15
      { ...base(person('Nina')), Username: ani.Username }, // 16
      { ...base(person('Oki')), 'Gaji Pokok (Rp)': 7_000_000 }, // 17
      { ...base(person('Putri')), 'Grup Gaji': 'Staf', 'Tunjangan Jabatan (%)': 150 }, // 18
      { ...base(person('Rudi')), 'Sisa Cuti Tahunan': -3 }, // 19
      { ...base(person('Sari')), Email: 'bukan-email' }, // 20
      { ...base(person('Tono')), NIK: 3201234567890123 }, // 21: a number Excel already rounded
      { ...base(person('Umar')), 'PIC (NIP)': 'IMP-tidak-ada', 'Tanggal Masuk': 'kemarin' }, // 22
    ];
    const before = await countUsers();
    const res = await sendImport(t, hrd.token, await employeeXlsx(rows));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { errors } = res.body;
    expect(errors.filter((e: { row: number }) => e.row <= 3)).toEqual([]);
    expect(errors).toEqual(
      expect.arrayContaining([
        error(4, 'NIP', `NIP ${ani.NIP} sudah ada di baris 2.`),
        error(5, 'Username', `Username ${holder.username} sudah dipakai karyawan lain (NIP ${holder.nip}).`),
        error(6, 'Lokasi', 'Lokasi "Cabang Mars" tidak ditemukan. Pilih dari daftar di lembar Daftar.'),
        error(7, 'NIK', 'NIK harus 16 digit angka.'),
        error(8, 'NPWP', 'NPWP harus 15 atau 16 digit angka.'),
        error(9, 'Tanggal Masuk', 'Tanggal tidak valid. Gunakan format HH/BB/TTTT, misalnya 17/08/2024.'),
        error(10, 'PIC (NIP)', 'PIC dengan NIP X-999 tidak ditemukan di berkas ini maupun di data karyawan.'),
        error(11, 'Nama Lengkap', 'Nama lengkap wajib diisi.'),
        error(12, 'Peran', 'Peran tidak ditemukan: Direktur.'),
        error(13, 'Status PTKP', 'Status PTKP harus salah satu dari TK/0-TK/3 atau K/0-K/3.'),
        error(14, 'Nama Bank', 'Nama bank "Bank Antah" tidak ada di daftar. Pilih dari daftar di lembar Daftar.'),
        error(15, 'Jabatan', 'Jabatan "Presiden" tidak ditemukan. Pilih dari daftar di lembar Daftar.'),
        error(15, 'Jadwal Kerja', 'Jadwal Kerja "Malam" tidak ditemukan. Pilih dari daftar di lembar Daftar.'),
        error(15, 'Grup Gaji', 'Grup Gaji "Direksi" tidak ditemukan. Pilih dari daftar di lembar Daftar.'),
        error(16, 'Username', `Username ${ani.Username} sudah dipakai di baris 2.`),
        error(17, 'Gaji Pokok (Rp)', 'Nilai "Gaji Pokok" hanya dapat diisi untuk karyawan yang memiliki grup gaji.'),
        error(18, 'Tunjangan Jabatan (%)', 'Persentase maksimal 100%.'),
        error(19, 'Sisa Cuti Tahunan', 'Sisa cuti tidak boleh negatif.'),
        error(20, 'Email', 'Format email tidak valid.'),
        error(
          21,
          'NIK',
          'Angka terlalu panjang dan digit terakhirnya berubah di Excel. Format sel sebagai Teks lalu ketik ulang.',
        ),
        error(22, 'Tanggal Masuk', 'Tanggal tidak valid. Gunakan format HH/BB/TTTT, misalnya 17/08/2024.'),
        error(22, 'PIC (NIP)', 'PIC dengan NIP IMP-tidak-ada tidak ditemukan di berkas ini maupun di data karyawan.'),
      ]),
    );
    // Nothing besides the problems above: the unknown column is ignored, and each problem is said once.
    expect(errors).toHaveLength(22);
    expect(res.body.rows.slice(0, 2)).toEqual([
      { row: 2, aksi: 'baru', label: `${ani.NIP} - ${ani['Nama Lengkap']}`, changes: [] },
      { row: 3, aksi: 'baru', label: `${budi.NIP} - ${budi['Nama Lengkap']}`, changes: [] },
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('reports a missing required column once, not on every row', async () => {
    const rows = [person('Vina'), person('Wati')].map(({ Username: _u, ...rest }) => rest);
    const res = await sendImport(t, hrd.token, await employeeXlsx(rows, ['NIP', 'Nama Lengkap', 'Jabatan']));
    expect(res.body).toEqual({
      rows: [],
      errors: [error(1, 'Username', 'Kolom "Username" tidak ada di baris judul. Gunakan templat dari tombol Unduh Templat.')],
    });
  });
});

describe('importing', () => {
  it('creates everyone in one go: PICs from the same file, roles, pay, remaining leave; no one signs in before their login data', async () => {
    const citra = person('Citra');
    const dedi = person('Dedi');
    const file = await employeeXlsx([
      {
        ...citra,
        Peran: 'karyawan',
        Jabatan: 'staf gudang',
        Lokasi: 'Kantor Pusat',
        'Jadwal Kerja': 'Reguler',
        'Tipe Karyawan': 'kontrak',
        'Tanggal Masuk': excelDate('2020-03-02'),
        'PIC (NIP)': dedi.NIP,
        Email: 'citra@contoh.co.id',
        'No. HP': '081234567890',
        NIK: '3201234567890123',
        NPWP: '01.234.567.8-901.000',
        'Status PTKP': 'K/1',
        'Nama Bank': 'bca',
        'No. Rekening': '1234567890',
        'Jenis Kelamin': 'Perempuan',
        'Tanggal Lahir': '17/08/1990',
        'Grup Gaji': 'Staf',
        'Gaji Pokok (Rp)': 6_500_000,
        'Tunjangan Jabatan (%)': '12,5',
        'Sisa Cuti Tahunan': 7,
      },
      { ...dedi, Peran: 'Karyawan, HRD', Jabatan: 'Supervisor', 'Tanggal Masuk': '01/06/2019' },
    ]);
    const preview = await sendImport(t, admin.token, file);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.rows.map((r: { aksi: string }) => r.aksi)).toEqual(['baru', 'baru']);

    // This installation sends e-mail (as a server with SMTP_URL records at start).
    await t.db.query('insert into mail_status (aktif) values (true) on conflict (id) do update set aktif = true');
    const res = await sendImport(t, admin.token, file, { apply: true });
    await t.db.query('update mail_status set aktif = false');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ created: 2, updated: 0 });

    const c = await byNip(citra.NIP);
    const d = await byNip(dedi.NIP);
    expect(c).toMatchObject({
      fullname: citra['Nama Lengkap'],
      username: citra.Username,
      roles: ['Karyawan'],
      jabatan: 'Staf Gudang',
      lokasi: 'Kantor Pusat',
      jadwal_kerja: 'Reguler',
      tipe_karyawan: 'Kontrak',
      tanggal_masuk: '2020-03-02',
      email: 'citra@contoh.co.id',
      nik: '3201234567890123',
      npwp: '0012345678901000',
      status_ptkp: 'K/1',
      nama_bank: 'BCA',
      jenis_kelamin: 'Perempuan',
      tanggal_lahir: '1990-08-17',
      grup_gaji: 'Staf',
      must_change_password: true,
      pics: [{ id: d.id, nip: dedi.NIP, fullname: dedi['Nama Lengkap'] }],
    });
    expect(d.roles).toEqual(['HRD', 'Karyawan']);
    const amounts = await t.db.query<{ nilai: number; nama: string }>(
      `select kk.nilai, k.nama from komponen_gaji_karyawan kk join komponen_gaji k on k.id = kk.komponen_gaji_id
        where kk.user_id = $1 order by k.nama`,
      [c.id],
    );
    expect(amounts).toEqual([
      { nilai: 6_500_000, nama: 'Gaji Pokok' },
      { nilai: 1250, nama: 'Tunjangan Jabatan' },
    ]);
    const quota = await t.request({
      method: 'GET',
      url: `/api/users/kuota-cuti?search=${citra.NIP}&periode=${year}`,
      token: admin.token,
    });
    expect(quota.body.items).toMatchObject([{ nip: citra.NIP, sisa_cuti_tahunan: 7 }]);
    const [adjustment] = await t.db.query<{ alasan: string }>('select alasan from penyesuaian_cuti where user_id = $1', [c.id]);
    expect(adjustment.alasan).toBe('Sisa cuti dari sistem sebelumnya (impor)');

    // Login data goes by e-mail to whoever has an address; the others get theirs from the employee page.
    const mails = await t.db.query<{ user_id: number }>(`select user_id from mail_outbox where jenis = 'data-login'`);
    expect(mails.map((m) => m.user_id)).toEqual([c.id]);
    // No password yet: signing in is refused like any wrong password.
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: citra.Username, password: 'apa saja' },
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Username atau password salah.');

    const [audit] = await t.db.query<{ data: { ringkasan: string; baru: string[] } }>(
      `select data from audit_log where route = '/api/users/import' and data is not null order by id desc limit 1`,
    );
    expect(audit.data.ringkasan).toBe('Impor karyawan dari Excel: 2 baru, 0 diubah.');
    expect(audit.data.baru).toEqual([citra.NIP, dedi.NIP]);
  });

  it('updates the employee of a NIP that exists, shows the changes in words, and leaves empty cells alone', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin.token,
      body: newUserBody({
        jabatan_id: master.gudang.id,
        lokasi_id: master.pusat.id,
        tanggal_masuk: '2024-01-15',
        email: 'eko@contoh.co.id',
        password: 'Kopi-Pagi-2026!',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const eko = created.body;
    const same = (
      await t.request({
        method: 'POST',
        url: '/api/users',
        token: admin.token,
        body: newUserBody({ password: 'Kopi-Pagi-2026!' }),
      })
    ).body;
    const file = await employeeXlsx([
      {
        NIP: eko.nip.toLowerCase(),
        Jabatan: 'Supervisor',
        'Tanggal Masuk': '01/03/2024',
        Lokasi: 'Kantor Pusat',
        'Grup Gaji': 'Staf',
        'Gaji Pokok (Rp)': 5_500_000,
      },
      { NIP: same.nip, 'Nama Lengkap': same.fullname, Username: same.username, Peran: 'Karyawan' },
    ]);
    const preview = await sendImport(t, admin.token, file);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.rows).toEqual([
      {
        row: 2,
        aksi: 'ubah',
        label: `${eko.nip} - ${eko.fullname}`,
        changes: [
          { column: 'Jabatan', lama: 'Staf Gudang', baru: 'Supervisor' },
          { column: 'Grup Gaji', lama: null, baru: 'Staf' },
          { column: 'Tanggal Masuk', lama: '15/01/2024', baru: '01/03/2024' },
          { column: 'Gaji Pokok (Rp)', lama: null, baru: 'Rp 5.500.000' },
        ],
      },
      { row: 3, aksi: 'tetap', label: `${same.nip} - ${same.fullname}`, changes: [] },
    ]);

    const res = await sendImport(t, admin.token, file, { apply: true });
    expect(res.body).toEqual({ created: 0, updated: 1 });
    expect(await byNip(eko.nip)).toMatchObject({
      nip: eko.nip,
      username: eko.username,
      jabatan: 'Supervisor',
      tanggal_masuk: '2024-03-01',
      grup_gaji: 'Staf',
      email: 'eko@contoh.co.id',
      lokasi: 'Kantor Pusat',
      must_change_password: false,
    });
    // The same file again changes nothing.
    const again = await sendImport(t, admin.token, file);
    expect(again.body.rows.map((r: { aksi: string }) => r.aksi)).toEqual(['tetap', 'tetap']);
  });

  it('writes nothing when one row is wrong, and answers the same problems as the dry run', async () => {
    const existing = (
      await t.request({
        method: 'POST',
        url: '/api/users',
        token: admin.token,
        body: newUserBody({ password: 'Kopi-Pagi-2026!' }),
      })
    ).body;
    const fine = person('Galih');
    const file = await employeeXlsx([fine, { NIP: existing.nip, Jabatan: 'Supervisor' }, { ...person('Hesti'), NIK: '123' }]);
    const before = await countUsers();
    const res = await sendImport(t, admin.token, file, { apply: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Berkas berisi 1 kesalahan; tidak ada karyawan yang disimpan. Perbaiki lalu unggah lagi.',
      code: 'VALIDATION_ERROR',
      errors: [error(4, 'NIK', 'NIK harus 16 digit angka.')],
    });
    expect(await countUsers()).toBe(before);
    expect(await byNip(fine.NIP)).toBeUndefined();
    expect((await byNip(existing.nip)).jabatan).toBeNull();
  });

  it('creates each employee once when the same file is imported twice at the same moment', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => person(`Serentak ${i}`));
    const file = await employeeXlsx(rows);
    const [a, b] = await Promise.all([
      sendImport(t, admin.token, file, { apply: true }),
      sendImport(t, hrd.token, file, { apply: true }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.created, b.body.created].sort()).toEqual([0, 30]);
    expect(a.body.updated + b.body.updated).toBe(0);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from users where nip = any($1::text[])', [
      rows.map((r) => r.NIP),
    ]);
    expect(n).toBe(30);
  });
});

describe('the limits of the employee form hold in a file too', () => {
  it('an HRD limited to the employee section grants no Admin, changes no HRD, appoints no PIC and sets no pay', async () => {
    const otherHrd = await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD Lain' });
    const boss = await createUser(t, { fullname: 'Bos Lama' });
    const rows = [
      { ...person('Naik Pangkat'), Peran: 'Admin' },
      { NIP: otherHrd.nip, Jabatan: 'Supervisor' },
      { ...person('Punya PIC'), 'PIC (NIP)': boss.nip },
      { ...person('Bergaji'), 'Grup Gaji': 'Staf', 'Gaji Pokok (Rp)': 4_000_000, 'Sisa Cuti Tahunan': 5 },
    ];
    const before = await countUsers();
    const res = await sendImport(t, limited.token, await employeeXlsx(rows), { apply: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      error(1, 'Gaji Pokok (Rp)', 'Nilai gaji hanya dapat diimpor oleh Admin atau HRD yang memiliki akses Pengaturan.'),
      error(1, 'Sisa Cuti Tahunan', 'Sisa cuti hanya dapat diimpor oleh Admin atau HRD yang memiliki akses Pengaturan.'),
      error(2, 'Peran', 'Hanya Admin yang dapat memberikan, mencabut, atau mengelola akun dengan peran Admin.'),
      error(3, 'NIP', 'HRD dengan akses terbatas tidak dapat mengubah akun yang memegang peran Admin, HRD, atau role khusus.'),
      error(
        4,
        'PIC (NIP)',
        'Menunjuk atau mengganti PIC hanya dapat dilakukan oleh Admin atau HRD yang memiliki akses Approval.',
      ),
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('nobody imports their own pay: salary group, tax data or amounts', async () => {
    const res = await sendImport(
      t,
      hrd.token,
      await employeeXlsx([{ NIP: hrd.nip, 'Grup Gaji': 'Staf', NIK: '3201234567890001', 'Gaji Pokok (Rp)': 50_000_000 }]),
    );
    const ownPay =
      'Anda tidak dapat mengubah grup gaji atau data pajak (status PTKP, NPWP, NIK) Anda sendiri. Minta Admin atau HRD lain untuk mengubahnya.';
    expect(res.body.errors).toEqual([
      error(2, 'Grup Gaji', ownPay),
      error(2, 'NIK', ownPay),
      error(
        2,
        'Gaji Pokok (Rp)',
        'Anda tidak dapat mengubah gaji atau grup gaji Anda sendiri. Minta Admin atau HRD lain untuk mengubahnya.',
      ),
    ]);
    // Another HRD may.
    const byAdmin = await sendImport(
      t,
      admin.token,
      await employeeXlsx([{ NIP: hrd.nip, 'Grup Gaji': 'Staf', 'Gaji Pokok (Rp)': 9_000_000 }]),
    );
    expect(byAdmin.body.errors).toEqual([]);
  });

  it('keeps the last active Admin', async () => {
    const res = await sendImport(t, admin.token, await employeeXlsx([{ NIP: admin.nip, Peran: 'HRD' }]));
    expect(res.body.errors).toEqual([error(2, 'Peran', 'Tidak dapat mencabut peran Admin dari Admin aktif terakhir.')]);
  });
});
