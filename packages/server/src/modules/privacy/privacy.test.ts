import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { purgeExpired, runDailyPurge } from './index.ts';
import { deactivated, punchWithSelfie, registeredFace, storedFile, storeOf } from './privacy.fixtures.ts';

// Issue 15 item 7: selfies and face photos were kept forever, even after deactivation, and nobody could erase a
// former employee's biometric data. Time is moved by handing the purge the instant it runs at.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let aktif: UserFixture;
let mantanLama: UserFixture;
let mantanBaru: UserFixture;

const deps = () => ({ db: t.db, config: { dataDir: t.dataDir, s3: undefined } });
const fileStatus = async (id: number) => (await t.request({ method: 'GET', url: `/api/files/${id}`, token: admin.token })).status;
const faceRows = async (userId: number) =>
  (await t.db.query('select 1 from face_registrations where user_id = $1', [userId])).length;
/** Still stored: its row and its bytes (files no record uses are shown to nobody but their owner). */
const kept = async (f: { id: number; key: string }) =>
  (await t.db.query('select 1 from files where id = $1', [f.id])).length === 1 && !(await bytesGone(f.key));
const bytesGone = async (key: string) =>
  storeOf(t)
    .read(key)
    .then(
      () => false,
      () => true,
    );

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  aktif = await createUser(t, { fullname: 'Masih Bekerja' });
  mantanLama = await createUser(t, { fullname: 'Keluar 2024' });
  mantanBaru = await createUser(t, { fullname: 'Keluar 2026' });
});
afterAll(() => t.close());

describe('photo retention (retensi_foto_bulan, 24 months by default)', () => {
  it('deletes old clock-in selfies and a former employee’s face data, keeps recent ones and active people’s faces', async () => {
    const oldSelfie = await punchWithSelfie(t, aktif.id, '2024-01-10T01:00:00Z');
    const recentSelfie = await punchWithSelfie(t, aktif.id, '2026-06-01T01:00:00Z');
    const activeFace = await registeredFace(t, aktif.id, '2023-01-01T01:00:00Z');
    const goneFace = await registeredFace(t, mantanLama.id, '2023-01-01T01:00:00Z');
    await deactivated(t, mantanLama.id, '2024-06-30T10:00:00Z');
    const keptFace = await registeredFace(t, mantanBaru.id, '2023-01-01T01:00:00Z');
    await deactivated(t, mantanBaru.id, '2026-01-15T10:00:00Z');
    const sickLetter = await storedFile(t, aktif.id, { at: '2023-05-01T01:00:00Z', biometrik: false, nama: 'surat.pdf' });
    for (const f of [oldSelfie, recentSelfie, ...activeFace, ...goneFace]) expect(await fileStatus(f.id)).toBe(200);

    const at = new Date('2026-11-24T20:00:00Z');
    expect(await runDailyPurge(deps(), at)).toBe(3);
    // Claimed for the (Jakarta) day: another server, or the next minute, does nothing.
    expect(await runDailyPurge(deps(), new Date('2026-11-24T21:00:00Z'))).toBeUndefined();

    expect(await fileStatus(oldSelfie.id)).toBe(404);
    expect(await bytesGone(oldSelfie.key)).toBe(true);
    for (const f of goneFace) expect([await fileStatus(f.id), await bytesGone(f.key)]).toEqual([404, true]);
    expect(await faceRows(mantanLama.id)).toBe(0);
    for (const f of [recentSelfie, ...activeFace, ...keptFace]) expect(await fileStatus(f.id)).toBe(200);
    expect(await kept(sickLetter)).toBe(true);
    expect(await faceRows(aktif.id)).toBe(1);
    expect(await faceRows(mantanBaru.id)).toBe(1);
    // The punch itself stays; only its photo went.
    const punches = await t.db.query<{ tanggal: string; foto_in_id: number | null }>(
      'select tanggal, foto_in_id from attendance where user_id = $1 order by tanggal',
      [aktif.id],
    );
    expect(punches).toEqual([
      { tanggal: '2024-01-10', foto_in_id: null },
      { tanggal: '2026-06-01', foto_in_id: recentSelfie.id },
    ]);
  });

  it('follows the retention setting', async () => {
    const put = await t.request({
      method: 'PUT',
      url: '/api/pengaturan-keamanan',
      token: admin.token,
      body: { wajib_wajah_terdaftar: false, retensi_foto_bulan: 6, batas_absen_offline_menit: 10 },
    });
    expect(put.status).toBe(200);
    // 2026-06-01 is more than 6 months before 2027-01-02; the former employee left 2026-01-15.
    expect(await purgeExpired(deps(), new Date('2027-01-02T00:00:00Z'))).toBe(3);
    expect(await faceRows(mantanBaru.id)).toBe(0);
    expect(await faceRows(aktif.id)).toBe(1);
  });
});

describe('DELETE /privasi/admin/biometrik/{user_id}', () => {
  let former: UserFixture;
  let photos: { id: number; key: string }[];
  let attachment: { id: number; key: string };

  beforeAll(async () => {
    former = await createUser(t, { fullname: 'Baru Keluar' });
    photos = [
      ...(await registeredFace(t, former.id, '2026-10-01T01:00:00Z')),
      await punchWithSelfie(t, former.id, '2026-11-02T01:00:00Z'),
      await punchWithSelfie(t, former.id, '2026-11-03T01:00:00Z'),
    ];
    attachment = await storedFile(t, former.id, { at: '2026-11-03T01:00:00Z', biometrik: false, nama: 'kuitansi.jpg' });
  });

  it('refuses an active employee with 409, and anyone but Admin', async () => {
    const active = await t.request({ method: 'DELETE', url: `/api/privasi/admin/biometrik/${former.id}`, token: admin.token });
    expect(active.status).toBe(409);
    expect(active.body.message).toBe(
      'Data biometrik hanya dapat dihapus untuk karyawan yang sudah dinonaktifkan. Nonaktifkan karyawan ini terlebih dahulu.',
    );
    expect(await faceRows(former.id)).toBe(1);
    await deactivated(t, former.id, '2026-11-20T10:00:00Z');
    const byHrd = await t.request({ method: 'DELETE', url: `/api/privasi/admin/biometrik/${former.id}`, token: hrd.token });
    expect(byHrd.status).toBe(403);
    const unknown = await t.request({ method: 'DELETE', url: '/api/privasi/admin/biometrik/999999', token: admin.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Karyawan tidak ditemukan.']);
  });

  it('erases face data and selfies of a deactivated employee: the files answer 404, the face is not registered', async () => {
    const res = await t.request({ method: 'DELETE', url: `/api/privasi/admin/biometrik/${former.id}`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Data biometrik berhasil dihapus (4 foto).', foto_dihapus: 4 });
    for (const f of photos) expect([await fileStatus(f.id), await bytesGone(f.key)]).toEqual([404, true]);
    expect(await kept(attachment)).toBe(true);
    const again = await t.request({ method: 'DELETE', url: `/api/privasi/admin/biometrik/${former.id}`, token: admin.token });
    expect(again.body.foto_dihapus).toBe(0);
    const audit = await t.db.query<{ user_id: number; params: unknown }>(
      `select user_id, params from audit_log where route = '/api/privasi/admin/biometrik/:user_id' and status = 200`,
    );
    expect(audit.length).toBe(2);
    expect(audit[0].user_id).toBe(admin.id);
    expect(JSON.stringify(audit[0].params)).toContain(String(former.id));
    // Back at work, the person is asked to register a face again.
    await t.db.query('update users set active = true, deactivated_at = null where id = $1', [former.id]);
    const token = await login(t, former.username);
    const status = await t.request({ method: 'GET', url: '/api/face-recognition/check-status', token });
    expect(status.body.face_registration_status).toBe(false);
  });
});
