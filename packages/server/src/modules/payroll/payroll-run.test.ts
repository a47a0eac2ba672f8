import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { draftChunk } from './payroll-run.draft.ts';

// A whole payroll run for a small company whose every slip line is worked out by hand below, then adjusting,
// finalising (the lock), the payslip PDF, the bank file and reopening.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let ani: UserFixture; // monthly staff
let budi: UserFixture; // piece-rate worker
let staf: number;
let borongan: number;
let reimburseId: number;
let pendingLembur: number;
const BULAN = '2026-10';

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const komponen = (where: string) => one(`select id from komponen_gaji where ${where}`);
const approve = (tipe: string, id: number, userId: number, status = 'Disetujui') =>
  q('insert into approvals (tipe, request_id, requester_id, status) values ($1, $2, $3, $4)', [tipe, id, userId, status]);

async function grup(nama: string, items: [number, number | null][]) {
  const id = await one('insert into grup_gaji (nama) values ($1) returning id', [nama]);
  for (const [i, [k, nilai]] of items.entries()) {
    await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, $3, $4)', [
      id,
      k,
      i + 1,
      nilai,
    ]);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  await q(`update perusahaan set nama = 'PT Maju Bersama', alamat = 'Jl. Sudirman 1, Jakarta'`);
  // Monday to Friday 08:00-17:00; 28 October is a holiday: October 2026 has 21 working days.
  const jadwal = await one(`insert into jadwal_kerja (nama) values ('Kantor') returning id`);
  await q(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, h, h > 5, case when h <= 5 then time '08:00' end, case when h <= 5 then time '17:00' end
       from generate_series(1, 7) h`,
    [jadwal],
  );
  await q(`insert into hari_libur (tanggal, nama) values ('2026-10-28', 'Libur Contoh')`);

  const tunjangan = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Tunjangan Jabatan', 'pendapatan', 'tetap', 1000000, true) returning id`,
  );
  const makan = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Uang Makan', 'pendapatan', 'per_hari_hadir', 25000, true) returning id`,
  );
  const auto = (s: string) => komponen(`sumber_otomatis = '${s}'`);
  staf = await grup('Staf', [
    [await komponen('gaji_pokok'), 10_500_000],
    [tunjangan, null],
    [makan, null],
    [await komponen(`nama = 'Upah Lembur'`), null],
    [await auto('reimburse'), null],
    [await auto('potongan_alpha'), null],
    [await auto('potongan_izin_tidak_berbayar'), null],
    [await auto('bpjs_kesehatan'), null],
    [await auto('bpjs_jht'), null],
    [await auto('bpjs_jp'), null],
    [await auto('bpjs_jkk'), null],
    [await auto('bpjs_jkm'), null],
    [await auto('pph21'), null],
  ]);
  borongan = await grup('Borongan', [
    [await auto('upah_borongan'), null],
    [await auto('pph21'), null],
  ]);

  ani = await createUser(t, {
    fullname: 'Ani Lestari',
    fields: {
      grup_gaji_id: staf,
      jadwal_kerja_id: jadwal,
      tanggal_masuk: '2025-01-02',
      status_ptkp: 'TK/0',
      npwp: '01.234.567.8-901.000',
      nama_bank: 'BCA',
      no_rekening: '0123456789',
    },
  });
  budi = await createUser(t, {
    fullname: 'Budi Santoso',
    fields: { grup_gaji_id: borongan, nama_bank: 'BRI', no_rekening: '0099' },
  });

  // Ani: present on every working day but 5 October (alpha) and 6 October (approved unpaid leave): 19 days.
  await q(
    `insert into attendance (user_id, tanggal, zona_waktu, jam_masuk, jam_pulang, hari_kerja, time_in, time_out)
     select $1, d::date, 'Asia/Jakarta', '08:00', '17:00', true,
            (d::date + time '07:55') at time zone 'Asia/Jakarta', (d::date + time '17:05') at time zone 'Asia/Jakarta'
       from generate_series(date '2026-10-01', date '2026-10-31', interval '1 day') d
      where extract(isodow from d) <= 5 and d::date not in ('2026-10-05', '2026-10-06', '2026-10-28')`,
    [ani.id],
  );
  const izin = await one(
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     values ($1, (select id from jenis_izin order by id limit 1), false, false, '2026-10-06', '2026-10-06', 'Urusan keluarga') returning id`,
    [ani.id],
  );
  await approve('izin', izin, ani.id);
  // Two hours of approved overtime on a working day; a rejected one does not count.
  const lembur = (tanggal: string, selesai: string, menit: number) =>
    one(
      `insert into lembur (user_id, tanggal, jam_mulai, jam_selesai, menit, alasan, jenis_hari, hari_kerja_per_minggu)
       values ($1, $2, '17:00', $3, $4, 'Tutup buku', 'kerja', 5) returning id`,
      [ani.id, tanggal, selesai, menit],
    );
  await approve('lembur', await lembur('2026-10-07', '19:00', 120), ani.id);
  await approve('lembur', await lembur('2026-10-08', '20:00', 180), ani.id, 'Ditolak');
  pendingLembur = await lembur('2026-10-09', '18:00', 60);
  await approve('lembur', pendingLembur, ani.id, 'Menunggu Persetujuan');
  // An approved, unpaid claim is carried into the run; a pending one is not.
  const claim = (nominal: number) =>
    one(
      `insert into reimburse (user_id, tanggal, kategori, nominal, keterangan) values ($1, '2026-10-10', 'Makan', $2, 'Makan klien') returning id`,
      [ani.id, nominal],
    );
  reimburseId = await claim(150_000);
  await approve('reimburse', reimburseId, ani.id);
  await approve('reimburse', await claim(80_000), ani.id, 'Menunggu Persetujuan');
  // Budi: two approved piece-rate entries (700.000 + 300.000); a rejected one does not count.
  const entry = (tanggal: string, upah: number) =>
    one('insert into borongan (user_id, tanggal, total_upah) values ($1, $2, $3) returning id', [budi.id, tanggal, upah]);
  await approve('borongan', await entry('2026-10-12', 700_000), budi.id);
  await approve('borongan', await entry('2026-10-13', 300_000), budi.id);
  await approve('borongan', await entry('2026-10-14', 999_000), budi.id, 'Ditolak');
});
afterAll(() => t.close());

const lines = (slip: { baris: { nama: string; jenis: string; nominal: number }[] }) =>
  Object.fromEntries(slip.baris.map((b) => [`${b.jenis}:${b.nama}`, b.nominal]));
const slipOf = (runId: number, u: UserFixture, token = admin.token) =>
  t.request({ method: 'GET', url: `/api/penggajian/${runId}/slip/${u.id}/rincian`, token });

/** The text drawn on the PDF's pages: pdfmake writes each word as a hex string inside a TJ array. */
function pdfText(pdf: Buffer): string {
  const hex = pdf.toString('latin1').match(/<([0-9a-f]+)>/g) ?? [];
  return hex.map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1')).join('');
}

let runId: number;

describe('draft', () => {
  it('refuses a future month, unknown groups and callers who are not Admin/HRD', async () => {
    const emp = await createUser(t);
    const body = { bulan: BULAN, grup_gaji_ids: [staf] };
    expect((await t.request({ method: 'POST', url: '/api/penggajian', token: emp.token, body })).status).toBe(403);
    const future = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: hrd.token,
      body: { ...body, bulan: '2999-01' },
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('Penggajian belum dapat diolah untuk bulan yang akan datang.');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: hrd.token,
      body: { bulan: BULAN, grup_gaji_ids: [999999] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Grup gaji tidak ditemukan.');
  });

  it('computes every line of every slip from the month’s data', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: hrd.token,
      body: { bulan: BULAN, grup_gaji_ids: [borongan, staf] },
    });
    expect(res.status).toBe(201);
    runId = res.body.id;
    expect(res.body).toMatchObject({ bulan: BULAN, status: 'draft', grup_gaji_nama: 'Borongan, Staf', jumlah_karyawan: 2 });

    const a = (await slipOf(runId, ani)).body;
    expect(a).toMatchObject({ hari_kerja: 21, hari_hadir: 19, hari_alpha: 1, hari_izin_tidak_berbayar: 1, menit_lembur: 120 });
    expect(lines(a)).toEqual({
      'pendapatan:Gaji Pokok': 10_500_000,
      'pendapatan:Tunjangan Jabatan': 1_000_000,
      'pendapatan:Uang Makan': 475_000, // 25.000 x 19 days present
      // Upah sebulan 11.500.000 / 173 an hour: first hour x1,5 = 99.711, second x2 = 132.948 (each rounded half up).
      'pendapatan:Upah Lembur': 232_659,
      'pendapatan:Reimburse': 150_000,
      'potongan:Potongan Alpha': 500_000, // 10.500.000 / 21 working days x 1
      'potongan:Potongan Izin Tidak Berbayar': 500_000,
      'potongan:BPJS Kesehatan': 115_000, // 1% of 11.500.000 (under the 12.000.000 cap)
      'potongan:BPJS JHT': 230_000, // 2%
      'potongan:BPJS JP': 110_863, // 1% of the 2026 cap 11.086.300
      // Bruto 12.207.659 - 1.000.000 unpaid days + employer Kesehatan/JKK/JKM 522.100 = 11.729.759; TER A 4%.
      'potongan:PPh 21': 469_190,
      'pemberi_kerja:BPJS Kesehatan': 460_000,
      'pemberi_kerja:BPJS JHT': 425_500,
      'pemberi_kerja:BPJS JP': 221_726,
      'pemberi_kerja:BPJS JKK': 27_600, // 0,24% (very low risk, the default)
      'pemberi_kerja:BPJS JKM': 34_500,
    });
    expect(a).toMatchObject({
      total_pendapatan: 12_357_659,
      total_potongan: 1_925_053,
      neto: 10_432_606,
      total_pemberi_kerja: 1_169_326,
    });
    const alpha = a.baris.find((b: { nama: string }) => b.nama === 'Potongan Alpha');
    expect(alpha.rincian).toBe('Gaji pokok Rp 10.500.000 ÷ 21 hari kerja × 1 hari alpha (UU 13/2003 Pasal 93 ayat (1)).');

    const b = (await slipOf(runId, budi)).body;
    expect(lines(b)).toEqual({ 'pendapatan:Upah Borongan/Harian': 1_000_000, 'potongan:PPh 21': 0 });
    expect(b.baris[1].rincian).toContain('Status PTKP belum diisi, dihitung sebagai TK/0.');

    const run = (await t.request({ method: 'GET', url: `/api/penggajian/${runId}`, token: hrd.token })).body;
    expect(run).toMatchObject({ total_neto: 10_432_606 + 1_000_000, total_pemberi_kerja: 1_169_326 });
    const list = await t.request({ method: 'GET', url: `/api/penggajian/${runId}/slip?search=ani`, token: hrd.token });
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ nama: 'Ani Lestari', neto: 10_432_606, disesuaikan: false });
  });

  it('writes the same slips and carried reimbursement when the employees are taken one per chunk', async () => {
    const detail = async () => {
      const run = (await t.request({ method: 'GET', url: `/api/penggajian/${runId}`, token: hrd.token })).body;
      const slips = await Promise.all([ani, budi].map(async (u) => (await slipOf(runId, u)).body));
      const carried = await q('select reimburse_id from penggajian_reimburse where penggajian_id = $1', [runId]);
      // The component catalog a later adjustment recomputes the slip from.
      const [{ komponen }] = await q('select komponen from penggajian where id = $1', [runId]);
      return { run: { ...run, dibuat_pada: undefined }, slips, carried, komponen };
    };
    const whole = await detail();
    const body = { jenis: 'gaji', bulan: BULAN, grup_gaji_ids: [borongan, staf] };
    const size = draftChunk.employees;
    draftChunk.employees = 1;
    try {
      const again = await t.request({ method: 'POST', url: '/api/penggajian', token: hrd.token, body });
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(runId);
    } finally {
      draftChunk.employees = size;
    }
    const chunked = await detail();
    expect(chunked).toEqual(whole);
    expect(chunked.carried).toEqual([{ reimburse_id: reimburseId }]);
    expect(chunked.run.jumlah_karyawan).toBe(2);
  });

  it('adjusts a line with a reason and recomputes the tax and totals; a new draft replaces the old', async () => {
    const tunjangan = (await slipOf(runId, ani)).body.baris.find((b: { nama: string }) => b.nama === 'Tunjangan Jabatan');
    const url = `/api/penggajian/${runId}/slip/${ani.id}/rincian`;
    const noReason = await t.request({
      method: 'PUT',
      url,
      token: hrd.token,
      body: { kode: tunjangan.kode, nominal: 1_200_000, alasan: ' ' },
    });
    expect(noReason.status).toBe(400);
    const res = await t.request({
      method: 'PUT',
      url,
      token: hrd.token,
      body: { kode: tunjangan.kode, nominal: 1_200_000, alasan: 'Rapel kenaikan tunjangan' },
    });
    expect(res.status).toBe(200);
    const after = res.body.baris.find((b: { kode: string }) => b.kode === tunjangan.kode);
    expect(after).toMatchObject({
      nominal_hitung: 1_000_000,
      nominal: 1_200_000,
      alasan_penyesuaian: 'Rapel kenaikan tunjangan',
    });
    expect(after.disesuaikan_oleh).toBe(hrd.fullname);
    // Bruto 11.929.759, still TER A 4%: 477.190.
    expect(lines(res.body)['potongan:PPh 21']).toBe(477_190);
    expect(res.body).toMatchObject({
      total_pendapatan: 12_557_659,
      total_potongan: 1_933_053,
      neto: 10_624_606,
      disesuaikan: true,
    });

    // A second adjustment keeps the first; nominal null returns a line to its computed amount.
    const makan = res.body.baris.find((b: { nama: string }) => b.nama === 'Uang Makan');
    const set = (nominal: number | null) =>
      t.request({ method: 'PUT', url, token: admin.token, body: { kode: makan.kode, nominal, alasan: 'Koreksi uang makan' } });
    const both = (await set(500_000)).body;
    expect(lines(both)['pendapatan:Uang Makan']).toBe(500_000);
    expect(both.baris.find((b: { kode: string }) => b.kode === tunjangan.kode)).toMatchObject({
      nominal: 1_200_000,
      alasan_penyesuaian: 'Rapel kenaikan tunjangan',
      disesuaikan_oleh: hrd.fullname,
    });
    const back = (await set(null)).body.baris.find((b: { kode: string }) => b.kode === makan.kode);
    expect(back).toMatchObject({ nominal: 475_000, alasan_penyesuaian: null, disesuaikan_oleh: null });
    const unknownLine = await t.request({ method: 'PUT', url, token: hrd.token, body: { kode: 'x1', nominal: 1, alasan: 'x' } });
    expect(unknownLine.status).toBe(400);

    // Recomputing the draft starts clean again.
    const again = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: hrd.token,
      body: { bulan: BULAN, grup_gaji_ids: [staf, borongan] },
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(runId);
    expect((await slipOf(runId, ani)).body.neto).toBe(10_432_606);
  });
});

describe('finalise and the lock', () => {
  it('refuses the bank file of a draft', async () => {
    const res = await t.request({ method: 'GET', url: `/api/penggajian/${runId}/bank?format=csv`, token: hrd.token });
    expect(res.status).toBe(409);
  });

  it('finalises once: the carried reimbursement is paid by the run', async () => {
    // The tax filing needs a 16-digit NIK for everyone paid (payroll-checklist.ts); warnings are confirmed.
    await q(`update users set nik = '3171' || lpad(id::text, 12, '0') where id = any($1::bigint[])`, [[ani.id, budi.id]]);
    const body = { konfirmasi: true };
    const [a, b] = await Promise.all([
      t.request({ method: 'POST', url: `/api/penggajian/${runId}/final`, token: hrd.token, body }),
      t.request({ method: 'POST', url: `/api/penggajian/${runId}/final`, token: admin.token, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a.body : b.body;
    expect(ok.status).toBe('final');
    expect(ok.riwayat).toHaveLength(1);
    const [r] = await q<{ penggajian_id: number; dibayar_pada: string | null }>(
      'select penggajian_id, dibayar_pada from reimburse where id = $1',
      [reimburseId],
    );
    expect(r.penggajian_id).toBe(runId);
    expect(r.dibayar_pada).not.toBeNull();
    const adjust = await t.request({
      method: 'PUT',
      url: `/api/penggajian/${runId}/slip/${ani.id}/rincian`,
      token: hrd.token,
      body: { kode: 'k1', nominal: 1, alasan: 'x' },
    });
    expect(adjust.status).toBe(409);
    const redo = await t.request({
      method: 'POST',
      url: '/api/penggajian',
      token: hrd.token,
      body: { bulan: BULAN, grup_gaji_ids: [staf, borongan] },
    });
    expect(redo.status).toBe(409);
  });

  it('refuses changes to the finalised month, from any module, with a 409', async () => {
    const decide = await t.request({
      method: 'POST',
      url: `/api/approval/lembur/${pendingLembur}`,
      token: admin.token,
      body: { keputusan: 'Disetujui' },
    });
    expect(decide.status).toBe(409);
    expect(decide.body.code).toBe('PENGGAJIAN_TERKUNCI');
    expect(decide.body.message).toContain('Penggajian bulan 2026-10 sudah final');
    await expect(
      q(`update attendance set time_out = time_out + interval '1 hour' where user_id = $1 and tanggal = '2026-10-01'`, [ani.id]),
    ).rejects.toMatchObject({ code: 'HP409' });
    await expect(
      q(`insert into koreksi_kehadiran (user_id, tanggal, jam_masuk, alasan) values ($1, '2026-10-05', '08:00', 'Lupa')`, [
        ani.id,
      ]),
    ).rejects.toMatchObject({ code: 'HP409' });
    // Another month, and employees outside the run, are not locked.
    await q(`insert into koreksi_kehadiran (user_id, tanggal, jam_masuk, alasan) values ($1, '2026-11-02', '08:00', 'Lupa')`, [
      ani.id,
    ]);
    const other = await createUser(t);
    await q(`insert into koreksi_kehadiran (user_id, tanggal, jam_masuk, alasan) values ($1, '2026-10-05', '08:00', 'Lupa')`, [
      other.id,
    ]);
  });

  it('shows employees their own final slips, and the PDF carries every part of the slip', async () => {
    const mine = await t.request({ method: 'GET', url: '/api/penggajian/saya', token: ani.token });
    expect(mine.body).toEqual({
      items: [
        {
          penggajian_id: runId,
          bulan: BULAN,
          jenis: 'gaji',
          total_pendapatan: 12_357_659,
          total_potongan: 1_925_053,
          neto: 10_432_606,
        },
      ],
      total: 1,
    });
    expect((await t.request({ method: 'GET', url: `/api/penggajian/saya/${runId}`, token: ani.token })).body.neto).toBe(
      10_432_606,
    );
    expect((await t.request({ method: 'GET', url: `/api/penggajian/${runId}`, token: ani.token })).status).toBe(403);
    const outsider = await createUser(t);
    expect((await t.request({ method: 'GET', url: `/api/penggajian/saya/${runId}`, token: outsider.token })).status).toBe(404);

    for (const [url, token] of [
      [`/api/penggajian/saya/${runId}/pdf`, ani.token],
      [`/api/penggajian/${runId}/slip/${ani.id}`, hrd.token],
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      for (const s of [
        'PT Maju Bersama',
        'Jl. Sudirman 1, Jakarta',
        'SLIP GAJI',
        'Periode Oktober 2026',
        'Ani Lestari',
        ani.nip,
        'Gaji Pokok',
        'Rp 10.500.000',
        'Potongan Alpha',
        'Total Pendapatan',
        'Rp 12.357.659',
        'Total Potongan',
        'Rp 1.925.053',
        'Gaji Bersih',
        'Rp 10.432.606',
        'Ditanggung Perusahaan',
        'Rp 1.169.326',
      ]) {
        expect(text).toContain(s);
      }
    }
  });

  it('writes the bank transfer file as CSV and xlsx', async () => {
    const csv = await t.request({ method: 'GET', url: `/api/penggajian/${runId}/bank?format=csv`, token: hrd.token });
    expect(csv.body.filename).toBe(`transfer-gaji-${BULAN}-${runId}.csv`);
    expect(Buffer.from(csv.body.file, 'base64').toString()).toBe(
      'No,Nama,NIP,Bank,No. Rekening,Nominal,Keterangan\r\n' +
        `1,Ani Lestari,${ani.nip},BCA,0123456789,10432606,Gaji Oktober 2026\r\n` +
        `2,Budi Santoso,${budi.nip},BRI,0099,1000000,Gaji Oktober 2026\r\n`,
    );
    const xlsx = await t.request({ method: 'GET', url: `/api/penggajian/${runId}/bank`, token: hrd.token });
    expect(xlsx.body.filename.endsWith('.xlsx')).toBe(true);
    expect(Buffer.from(xlsx.body.file, 'base64').subarray(0, 2).toString()).toBe('PK');
  });

  it('reopens only for Admin with a reason, unlocking the month and logging it', async () => {
    const url = `/api/penggajian/${runId}/buka`;
    expect((await t.request({ method: 'POST', url, token: hrd.token, body: { alasan: 'Salah hitung' } })).status).toBe(403);
    expect((await t.request({ method: 'POST', url, token: admin.token, body: {} })).status).toBe(400);
    const res = await t.request({ method: 'POST', url, token: admin.token, body: { alasan: 'Lembur 9 Oktober belum diputus' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('draft');
    expect(res.body.riwayat.map((l: { aksi: string; alasan: string | null }) => [l.aksi, l.alasan])).toEqual([
      ['final', null],
      ['buka', 'Lembur 9 Oktober belum diputus'],
    ]);
    expect((await t.request({ method: 'POST', url, token: admin.token, body: { alasan: 'Lagi' } })).status).toBe(409);
    const decide = await t.request({
      method: 'POST',
      url: `/api/approval/lembur/${pendingLembur}`,
      token: admin.token,
      body: { keputusan: 'Disetujui' },
    });
    expect(decide.status).toBe(200);
    const [r] = await q<{ dibayar_pada: string | null }>('select dibayar_pada from reimburse where id = $1', [reimburseId]);
    expect(r.dibayar_pada).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/penggajian/saya', token: ani.token })).body.total).toBe(0);
  });
});
