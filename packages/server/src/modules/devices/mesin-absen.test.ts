import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';

// A simulated ZKTeco terminal speaking the ADMS push protocol over real HTTP on 127.0.0.1
// (docs/decisions/0023-fingerprint-terminals.md).
let t: TestApp;
let base: string;
let hrd: UserFixture;
let ani: UserFixture;
let budi: UserFixture;
let makassar: number;
const SN = 'CQZ7232160001';

// Server clock: 17:00 WITA (09:00 UTC) on Monday 2 March 2026.
const NOW = new Date('2026-03-02T09:00:00Z');

const call = async (method: 'GET' | 'POST', path: string, body?: string) => {
  const res = await fetch(`${base}${path}`, { method, body, headers: body ? { 'content-type': 'text/plain' } : undefined });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
};
const push = (sn: string, lines: string[], stamp = '9999') =>
  call('POST', `/iclock/cdata?SN=${sn}&table=ATTLOG&Stamp=${stamp}`, `${lines.join('\n')}\n`);
// PIN, local time, status, verify, work code, reserved: as a terminal writes them.
const line = (pin: string, time: string, status = 0) => `${pin}\t${time}\t${status}\t1\t0\t0\t0`;

async function records(userId: number) {
  return t.db.query<{
    tanggal: string;
    jam_in: string | null;
    jam_out: string | null;
    lokasi_in_id: number | null;
    zona_waktu: string;
  }>(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, to_char(time_in at time zone zona_waktu, 'HH24:MI:SS') as jam_in,
            to_char(time_out at time zone zona_waktu, 'HH24:MI:SS') as jam_out, lokasi_in_id, zona_waktu
       from attendance where user_id = $1 order by tanggal`,
    [userId],
  );
}
const refused = () =>
  t.db.query<{ baris: string; alasan: string }>(`select baris, alasan from log_mesin_absen where hasil = 'ditolak' order by id`);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  setClock(() => NOW);
  const [lokasi] = await t.db.query<{ id: number }>(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu)
     values ('Pabrik Makassar', -5.1477, 119.4327, 150, 'Asia/Makassar') returning id`,
  );
  makassar = lokasi!.id;
  hrd = await createUser(t, { roles: ['HRD'] });
  ani = await createUser(t, { fields: { lokasi_id: makassar } });
  budi = await createUser(t, { fields: { lokasi_id: makassar } });
  // Budi is enrolled on the terminals under PIN 77, not his NIP.
  await t.db.query(`insert into pin_mesin (user_id, pin) values ($1, '77')`, [budi.id]);
});
afterAll(async () => {
  setClock();
  await t.close();
});

describe('terminal registration (Admin/HRD)', () => {
  it('registers a terminal by serial number; a second one with the same number is refused', async () => {
    const body = { nomor_seri: SN, nama: 'Gerbang Utara', lokasi_id: makassar, zona_waktu: 'Asia/Makassar' };
    const res = await t.request({ method: 'POST', url: '/api/mesin-absen', token: hrd.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ nomor_seri: SN, lokasi: 'Pabrik Makassar', aktif: true, terakhir_kontak: null });
    const again = await t.request({
      method: 'POST',
      url: '/api/mesin-absen',
      token: hrd.token,
      body: { ...body, nomor_seri: SN.toLowerCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Nomor seri ini sudah terdaftar untuk mesin lain.');
    const bad = await t.request({
      method: 'POST',
      url: '/api/mesin-absen',
      token: hrd.token,
      body: { ...body, nomor_seri: 'a b', zona_waktu: 'UTC' },
    });
    expect(bad.status).toBe(400);
    const employee = await t.request({ method: 'GET', url: '/api/mesin-absen', token: ani.token });
    expect(employee.status).toBe(403);
  });
});

describe('the push protocol', () => {
  it("answers a registered terminal's handshake with its options, in plain text, and notes it spoke", async () => {
    const res = await call('GET', `/iclock/cdata?SN=${SN}&options=all&pushver=2.4.1&language=69`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain/);
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe(`GET OPTION FROM: ${SN}`);
    // No stamp yet: the terminal sends everything it holds. WITA is UTC+8.
    expect(lines).toEqual(
      expect.arrayContaining(['ATTLOGStamp=None', 'TimeZone=8', 'Realtime=1', 'TransInterval=1', 'Delay=10']),
    );
    const [m] = await t.db.query<{ terakhir_kontak: Date | null }>('select terakhir_kontak from mesin_absen');
    expect(new Date(m!.terakhir_kontak!).getTime()).toBeGreaterThan(0);
    expect((await call('GET', `/iclock/getrequest?SN=${SN}`)).text).toBe('OK\n');
    expect((await call('POST', `/iclock/devicecmd?SN=${SN}`, 'ID=1&Return=0&CMD=INFO')).text).toBe('OK\n');
  });

  it('refuses an unknown terminal (so it keeps its records) and logs it once for HR', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call('GET', '/iclock/cdata?SN=ASING0001&options=all');
      expect(res.status).toBe(403);
      expect(res.type).toMatch(/^text\/plain/);
    }
    const up = await push('ASING0001', [line(ani.nip, '2026-03-02 07:00:00')]);
    expect(up.status).toBe(403);
    expect(await records(ani.id)).toEqual([]);
    const rows = await t.db.query<{ baris: string; alasan: string }>(
      `select baris, alasan from log_mesin_absen where nomor_seri = 'ASING0001' order by id`,
    );
    expect(rows).toEqual([
      { baris: 'Sambungan awal', alasan: expect.stringMatching(/^Mesin belum terdaftar/) },
      { baris: line(ani.nip, '2026-03-02 07:00:00'), alasan: expect.stringMatching(/^Mesin belum terdaftar/) },
    ]);
  });

  const batch = () => [
    // Sent out of order and with a status key that says "check-out" on a clock-in: both are ignored.
    line('77', '2026-03-02 16:30:00', 1),
    line(ani.nip, '2026-03-02 07:55:00', 1),
    line('77', '2026-03-02 08:10:00', 0),
    line(ani.nip, '2026-03-02 07:57:30', 0),
    line(ani.nip, '2026-03-02 16:05:10', 0),
  ];

  it("records a batch of punches as clock-ins and clock-outs on the WITA workday, at the terminal's location", async () => {
    const res = await push(SN, batch());
    expect(res).toMatchObject({ status: 200, text: 'OK: 5\n' });
    // 07:55 WITA in, 16:05 out; the 07:57 touch is the same person making sure, not a clock-out.
    expect(await records(ani.id)).toEqual([
      { tanggal: '2026-03-02', jam_in: '07:55:00', jam_out: '16:05:10', lokasi_in_id: makassar, zona_waktu: 'Asia/Makassar' },
    ]);
    expect(await records(budi.id)).toEqual([
      { tanggal: '2026-03-02', jam_in: '08:10:00', jam_out: '16:30:00', lokasi_in_id: makassar, zona_waktu: 'Asia/Makassar' },
    ]);
    // 07:55 WITA is 23:55 UTC the day before.
    const [inst] = await t.db.query<{ t: string }>(
      `select to_char(time_in at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as t from attendance where user_id = $1`,
      [ani.id],
    );
    expect(inst!.t).toBe('2026-03-01 23:55');
    expect((await refused()).filter((r) => r.baris.includes('07:57:30'))).toEqual([
      { baris: expect.any(String), alasan: 'Absen ganda kurang dari 10 menit setelah clock in; diabaikan.' },
    ]);
    // The next handshake asks only for newer records.
    expect((await call('GET', `/iclock/cdata?SN=${SN}&options=all`)).text).toContain('ATTLOGStamp=9999\n');
  });

  it('a batch re-sent after a lost answer is answered OK and changes nothing', async () => {
    const before = await t.db.query('select * from attendance order by id');
    const res = await push(SN, batch());
    expect(res).toMatchObject({ status: 200, text: 'OK: 5\n' });
    expect(await t.db.query('select * from attendance order by id')).toEqual(before);
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from log_mesin_absen where hasil = 'diterima'`);
    expect(n).toBe(4);
    // The refused touch keeps its reason when judged again.
    expect((await refused()).filter((r) => r.baris.includes('07:57:30')).map((r) => r.alasan)).toEqual([
      'Absen ganda kurang dari 10 menit setelah clock in; diabaikan.',
    ]);
  });

  it('a batch with a malformed line and an unknown PIN records the rest and logs the bad ones with reasons', async () => {
    const cici = await createUser(t, { fields: { lokasi_id: makassar } });
    const res = await push(SN, [
      'sampah tanpa tab',
      line(cici.nip, '2026-02-30 08:00:00'),
      line('99999', '2026-03-02 08:01:00'),
      line(cici.nip, '2026-03-02 08:02:00'),
    ]);
    expect(res).toMatchObject({ status: 200, text: 'OK: 4\n' });
    expect(await records(cici.id)).toMatchObject([{ tanggal: '2026-03-02', jam_in: '08:02:00', jam_out: null }]);
    const rows = await refused();
    expect(rows).toEqual(
      expect.arrayContaining([
        { baris: 'sampah tanpa tab', alasan: 'Baris tidak terbaca: PIN kosong atau tidak sah.' },
        { baris: line(cici.nip, '2026-02-30 08:00:00'), alasan: 'Baris tidak terbaca: waktu absen tidak sah.' },
        {
          baris: line('99999', '2026-03-02 08:01:00'),
          alasan: 'PIN 99999 tidak cocok dengan NIP atau PIN mesin karyawan mana pun.',
        },
      ]),
    );
    const list = await t.request({ method: 'GET', url: '/api/mesin-absen/ditolak', token: hrd.token });
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ nomor_seri: SN, mesin: 'Gerbang Utara' });
  });

  it('a punch into a month whose payroll is final is refused and logged; the rest of the batch lands', async () => {
    const dedi = await createUser(t, { fields: { lokasi_id: makassar } });
    const [run] = await t.db.query<{ id: number }>(
      `insert into penggajian (bulan, grup_gaji_ids, grup_gaji_nama, status, kelas_risiko_jkk)
       values ('2026-02', '{1}', 'Staf', 'final', 'I') returning id`,
    );
    await t.db.query(`insert into penggajian_kunci (user_id, bulan, penggajian_id) values ($1, '2026-02', $2)`, [
      dedi.id,
      run!.id,
    ]);
    const res = await push(SN, [line(dedi.nip, '2026-02-27 08:00:00'), line(dedi.nip, '2026-03-02 08:00:00')]);
    expect(res).toMatchObject({ status: 200, text: 'OK: 2\n' });
    expect(await records(dedi.id)).toMatchObject([{ tanggal: '2026-03-02', jam_in: '08:00:00' }]);
    const rows = await refused();
    expect(rows.find((r) => r.baris === line(dedi.nip, '2026-02-27 08:00:00'))?.alasan).toMatch(
      /^Penggajian bulan 2026-02 sudah final/,
    );
  });

  it('two uploads of the same batch at once record each punch once', async () => {
    const eko = await createUser(t, { fields: { lokasi_id: makassar } });
    const lines = [line(eko.nip, '2026-03-02 07:40:00'), line(eko.nip, '2026-03-02 16:00:00')];
    const answers = await Promise.all([push(SN, lines), push(SN, lines)]);
    expect(answers.map((a) => a.text)).toEqual(['OK: 2\n', 'OK: 2\n']);
    expect(await records(eko.id)).toMatchObject([{ jam_in: '07:40:00', jam_out: '16:00:00' }]);
  });

  it('odd requests are answered as the protocol expects, never with a 5xx', async () => {
    // No serial number, a JSON content type, a NUL in a line, a body that is not text at all.
    expect((await call('GET', '/iclock/cdata?options=all')).status).toBe(403);
    expect((await call('GET', '/iclock/getrequest')).status).toBe(403);
    const json = await fetch(`${base}/iclock/cdata?SN=${SN}&table=ATTLOG`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"bukan":',
    });
    expect(json.status).toBe(200);
    expect(await json.text()).toBe('OK: 1\n');
    // The same bad line twice in one batch.
    expect(
      (await push(SN, ['rusak', 'rusak', line('4242', '2026-03-02 08:00:00'), line('4242', '2026-03-02 08:00:00')])).text,
    ).toBe('OK: 4\n');
    const nul = await push(SN, [`1\u0000\t2026-03-02 08:00:00\t0\t1`]);
    expect(nul).toMatchObject({ status: 200, text: 'OK: 1\n' });
    const binary = await fetch(`${base}/iclock/cdata?SN=${SN}&table=ATTLOG`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 255, 254, 10, 0, 9, 1]),
    });
    expect(binary.status).toBe(200);
  });

  it('OPERLOG and other tables are acknowledged and ignored', async () => {
    const res = await call(
      'POST',
      `/iclock/cdata?SN=${SN}&table=OPERLOG&Stamp=1`,
      'OPLOG 4\t0\t2026-03-02 08:00:00\t0\t0\t0\t0\n',
    );
    expect(res).toMatchObject({ status: 200, text: 'OK: 1\n' });
  });
});

describe("an employee's PIN on the terminals", () => {
  const setPin = (userId: number, pin: string | null) =>
    t.request({ method: 'PUT', url: `/api/mesin-absen/pin/${userId}`, token: hrd.token, body: { pin } });

  it('is the NIP until HR sets one; a PIN that already means someone else is refused', async () => {
    const fajar = await createUser(t, { fields: { lokasi_id: makassar } });
    const get = await t.request({ method: 'GET', url: `/api/mesin-absen/pin/${fajar.id}`, token: hrd.token });
    expect(get.body).toEqual({ user_id: fajar.id, pin: null, pin_efektif: fajar.nip });
    expect((await setPin(fajar.id, '55')).body).toEqual({ user_id: fajar.id, pin: '55', pin_efektif: '55' });
    // Budi's own PIN and Ani's NIP are taken.
    const taken = await setPin(fajar.id, '77');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`PIN 77 sudah dipakai ${budi.fullname}. Pilih PIN lain.`);
    expect((await setPin(fajar.id, ani.nip)).status).toBe(409);
    expect((await setPin(fajar.id, '5 5')).status).toBe(400);
    // His punch under 55 lands on him.
    expect((await push(SN, [line('55', '2026-03-02 07:30:00')])).text).toBe('OK: 1\n');
    expect(await records(fajar.id)).toMatchObject([{ jam_in: '07:30:00' }]);
    expect((await setPin(fajar.id, null)).body).toEqual({ user_id: fajar.id, pin: null, pin_efektif: fajar.nip });
    expect((await setPin(999999, '12')).status).toBe(404);
  });
});

describe('the USB attendance log (attlog.dat)', () => {
  const impor = async (bytes: Buffer, dryRun: boolean) => {
    const [m] = await t.db.query<{ id: number }>('select id from mesin_absen where nomor_seri = $1', [SN]);
    const body = multipart('1_attlog.dat', bytes, 'application/octet-stream');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mesin-absen/${m!.id}/impor${dryRun ? '?dry_run=true' : ''}`,
      headers: { authorization: `Bearer ${hrd.token}`, ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('is checked, then applied once; the same records pushed later change nothing', async () => {
    const gita = await createUser(t, { fields: { lokasi_id: makassar } });
    // As the terminal writes it to the stick: a BOM, the PIN right-aligned, CRLF line ends, one unknown PIN.
    const file = Buffer.from(
      `\uFEFF${gita.nip.padStart(12)}\t2026-03-02 07:45:00\t0\t1\t0\t0\r\n${gita.nip.padStart(12)}\t2026-03-02 16:15:00\t1\t1\t0\t0\r\n` +
        `       31337\t2026-03-02 07:50:00\t0\t1\t0\t0\r\n`,
    );
    const check = await impor(file, true);
    expect(check).toEqual({
      status: 200,
      body: {
        baris: 3,
        sudah_tercatat: 0,
        diproses: 2,
        ditolak: 1,
        contoh_ditolak: [
          {
            baris: expect.stringContaining('31337'),
            alasan: 'PIN 31337 tidak cocok dengan NIP atau PIN mesin karyawan mana pun.',
          },
        ],
      },
    });
    // The dry run wrote nothing.
    expect(await records(gita.id)).toEqual([]);
    expect((await impor(file, false)).body).toMatchObject({ baris: 3, sudah_tercatat: 0, diproses: 2, ditolak: 1 });
    expect(await records(gita.id)).toMatchObject([{ jam_in: '07:45:00', jam_out: '16:15:00', lokasi_in_id: makassar }]);
    expect((await impor(file, false)).body).toMatchObject({ baris: 3, sudah_tercatat: 2, diproses: 0, ditolak: 1 });
    expect((await push(SN, [line(gita.nip, '2026-03-02 16:15:00')])).text).toBe('OK: 1\n');
    expect(await records(gita.id)).toMatchObject([{ jam_in: '07:45:00', jam_out: '16:15:00' }]);
    // Recognised as the imported record, not judged again (which would log "sudah clock out").
    expect(await t.db.query(`select hasil from log_mesin_absen where kunci = $1`, [`${gita.nip}\t2026-03-02 16:15:00`])).toEqual([
      { hasil: 'diterima' },
    ]);
    const empty = await impor(Buffer.from('\r\n'), true);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Berkas kosong: tidak ada baris absen di dalamnya.');
  });
});
