import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp, type UserFixture } from '../../test/test-app.ts';

// The authorization matrix (issue 8): every operation of the OpenAPI document, asked by every kind of caller,
// answers what the rules allow. The rules below are written out per operation, independently of the route code:
// an operation missing here, or declared differently in the document ('x-akses'), fails the test.
//   public            anyone
//   user              any signed-in, active user; records of others answer 404 (checked below)
//   admin             Admin or HRD (every admin-area user, also an HRD limited by custom roles)
//   admin:<section>   Admin, HRD, or an HRD whose custom roles open that section (decision 0015)
//   adminOnly         Admin alone
type Rule = 'public' | 'user' | 'admin' | `admin:${string}` | 'adminOnly';

const RULES: Record<string, Rule> = {
  'GET /approval/{tipe}/{id}': 'user',
  'POST /approval/{tipe}/{id}': 'user',
  'POST /approval/massal': 'user',
  'POST /attendance': 'user',
  'GET /attendance/absen-offline': 'user',
  'GET /attendance/admin': 'admin:riwayat',
  'GET /attendance/admin/export': 'admin:riwayat',
  'GET /attendance/admin/lokasi-absen/{user_id}': 'admin:karyawan',
  'PUT /attendance/admin/lokasi-absen/{user_id}': 'admin:karyawan',
  'GET /attendance/admin/{id}': 'admin:riwayat',
  'GET /attendance/riwayat': 'user',
  'GET /attendance/riwayat/{id}': 'user',
  'GET /attendance/tantangan': 'user',
  'GET /attendance/lokasi-saya': 'user',
  'GET /attendance/today': 'user',
  'GET /audit-log': 'adminOnly',
  'GET /audit-log/opsi': 'adminOnly',
  'POST /auth/login': 'public',
  'POST /auth/logout': 'user',
  'GET /auth/me': 'user',
  'GET /backup': 'adminOnly',
  'POST /backup': 'adminOnly',
  'GET /backup/jadwal': 'adminOnly',
  'PUT /backup/jadwal': 'adminOnly',
  'POST /backup/restore': 'adminOnly',
  'DELETE /backup/{id}': 'adminOnly',
  'GET /backup/{id}/download': 'adminOnly',
  'GET /borongan': 'user',
  'POST /borongan': 'user',
  'GET /borongan/admin': 'admin:riwayat',
  'GET /borongan/admin/export': 'admin:riwayat',
  'GET /borongan/admin/{id}': 'admin:riwayat',
  'GET /borongan/akses': 'user',
  'GET /borongan/{id}': 'user',
  'POST /borongan/{id}/batal': 'user',
  'GET /dashboard/admin/kehadiran': 'admin',
  'GET /dashboard/admin/summary': 'admin',
  'GET /dashboard/admin/tren': 'admin',
  'GET /dashboard/user/approvals': 'user',
  'GET /events': 'user',
  'DELETE /face-recognition/admin/{user_id}': 'admin:karyawan',
  'GET /face-recognition/check-status': 'user',
  'GET /face-recognition/persetujuan': 'user',
  'POST /face-recognition/register': 'user',
  'POST /files': 'user',
  'GET /files/{id}': 'user',
  'GET /grup-gaji': 'admin',
  'POST /grup-gaji': 'admin:pengaturan',
  'DELETE /grup-gaji/{id}': 'admin:pengaturan',
  'GET /grup-gaji/{id}': 'admin:pengaturan',
  'PUT /grup-gaji/{id}': 'admin:pengaturan',
  'GET /grup-gaji/{id}/calon-karyawan': 'admin:pengaturan',
  'GET /grup-gaji/{id}/karyawan': 'admin:pengaturan',
  'POST /grup-gaji/{id}/karyawan': 'admin:pengaturan',
  'POST /grup-gaji/{id}/karyawan/sesuai-filter': 'admin:pengaturan',
  'DELETE /grup-gaji/{id}/karyawan/{user_id}': 'admin:pengaturan',
  'PUT /grup-gaji/{id}/karyawan/{user_id}': 'admin:pengaturan',
  'PUT /grup-gaji/{id}/nilai-karyawan': 'admin:pengaturan',
  'GET /harga-borongan': 'admin',
  'POST /harga-borongan': 'admin:pengaturan',
  'GET /harga-borongan/berlaku': 'user',
  'DELETE /harga-borongan/{id}': 'admin:pengaturan',
  'GET /harga-borongan/{id}': 'admin:pengaturan',
  'PUT /harga-borongan/{id}': 'admin:pengaturan',
  'GET /hari-libur': 'admin',
  'POST /hari-libur': 'admin:pengaturan',
  'DELETE /hari-libur/{id}': 'admin:pengaturan',
  'POST /hari-libur/import': 'admin:pengaturan',
  'GET /hari-libur/import/template': 'admin:pengaturan',
  'GET /hari-libur/{id}': 'admin:pengaturan',
  'PUT /hari-libur/{id}': 'admin:pengaturan',
  'GET /health': 'public',
  'GET /izin': 'user',
  'POST /izin': 'user',
  'GET /izin/admin': 'admin:riwayat',
  'GET /izin/admin/export': 'admin:riwayat',
  'GET /izin/admin/{id}': 'admin:riwayat',
  'GET /izin/preview': 'user',
  'GET /izin/{id}': 'user',
  'POST /izin/{id}/batal': 'user',
  'GET /jabatan': 'admin',
  'POST /jabatan': 'admin:pengaturan',
  'DELETE /jabatan/{id}': 'admin:pengaturan',
  'GET /jabatan/{id}': 'admin:pengaturan',
  'PUT /jabatan/{id}': 'admin:pengaturan',
  'GET /jadwal-kerja': 'admin',
  'POST /jadwal-kerja': 'admin:pengaturan',
  'DELETE /jadwal-kerja/{id}': 'admin:pengaturan',
  'GET /jadwal-kerja/{id}': 'admin:pengaturan',
  'PUT /jadwal-kerja/{id}': 'admin:pengaturan',
  'GET /jenis-izin': 'user',
  'POST /jenis-izin': 'admin:pengaturan',
  'DELETE /jenis-izin/{id}': 'admin:pengaturan',
  'GET /jenis-izin/{id}': 'admin:pengaturan',
  'PUT /jenis-izin/{id}': 'admin:pengaturan',
  'GET /komponen-gaji': 'admin',
  'POST /komponen-gaji': 'admin:pengaturan',
  'DELETE /komponen-gaji/{id}': 'admin:pengaturan',
  'GET /komponen-gaji/{id}': 'admin:pengaturan',
  'PUT /komponen-gaji/{id}': 'admin:pengaturan',
  'GET /koreksi-kehadiran': 'user',
  'POST /koreksi-kehadiran': 'user',
  'GET /koreksi-kehadiran/admin': 'admin:approval',
  'GET /koreksi-kehadiran/admin/export': 'admin:approval',
  'GET /koreksi-kehadiran/admin/{id}': 'admin:approval',
  'GET /koreksi-kehadiran/{id}': 'user',
  'POST /koreksi-kehadiran/{id}/batal': 'user',
  'GET /kuota-cuti': 'admin:pengaturan',
  'POST /kuota-cuti/import': 'admin:pengaturan',
  'GET /kuota-cuti/import/template': 'admin:pengaturan',
  'GET /kuota-cuti/kebijakan': 'admin:pengaturan',
  'PUT /kuota-cuti/kebijakan': 'admin:pengaturan',
  'POST /kuota-cuti/penyesuaian': 'admin:pengaturan',
  'DELETE /kuota-cuti/penyesuaian/{id}': 'admin:pengaturan',
  'GET /kuota-cuti/penyesuaian/{id}': 'admin:pengaturan',
  'PUT /kuota-cuti/penyesuaian/{id}': 'admin:pengaturan',
  'GET /kuota-cuti/user/{user_id}': 'admin:pengaturan',
  'GET /laporan/datang-terlambat': 'admin:laporan',
  'GET /laporan/export/rekap-full': 'admin:laporan',
  'GET /laporan/export/upah-borongan': 'admin:laporan',
  'GET /laporan/kuota-cuti': 'admin:laporan',
  'GET /laporan/rekap-periode': 'admin:laporan',
  'GET /laporan/upah-borongan': 'admin:laporan',
  'GET /lembur': 'user',
  'POST /lembur': 'user',
  'GET /lembur/admin': 'admin:riwayat',
  'GET /lembur/admin/export': 'admin:riwayat',
  'GET /lembur/admin/{id}': 'admin:riwayat',
  'GET /lembur/preview': 'user',
  'GET /lembur/{id}': 'user',
  'POST /lembur/{id}/batal': 'user',
  'GET /lokasi': 'admin',
  'POST /lokasi': 'admin:pengaturan',
  'DELETE /lokasi/{id}': 'admin:pengaturan',
  'GET /lokasi/{id}': 'admin:pengaturan',
  'PUT /lokasi/{id}': 'admin:pengaturan',
  'GET /notifications/vapid-public-key': 'public',
  'GET /pengaturan-penggajian': 'admin:penggajian',
  'PUT /pengaturan-penggajian': 'admin:penggajian',
  'GET /penggajian': 'admin:penggajian',
  'POST /penggajian': 'admin:penggajian',
  'GET /penggajian/saya': 'user',
  'GET /penggajian/saya/bukti-potong-a1': 'user',
  'GET /penggajian/bukti-potong-a1/{user_id}': 'admin:penggajian',
  'GET /penggajian/saya/{id}': 'user',
  'GET /penggajian/saya/{id}/pdf': 'user',
  'DELETE /penggajian/{id}': 'admin:penggajian',
  'GET /penggajian/{id}': 'admin:penggajian',
  'GET /penggajian/{id}/bank': 'admin:penggajian',
  'GET /penggajian/{id}/bpjs': 'admin:penggajian',
  'GET /penggajian/{id}/ebupot': 'admin:penggajian',
  'POST /penggajian/{id}/buka': 'adminOnly',
  'POST /penggajian/{id}/final': 'admin:penggajian',
  'GET /penggajian/{id}/periksa': 'admin:penggajian',
  'GET /penggajian/{id}/slip': 'admin:penggajian',
  'GET /penggajian/{id}/slip/{user_id}': 'admin:penggajian',
  'GET /penggajian/{id}/slip/{user_id}/rincian': 'admin:penggajian',
  'PUT /penggajian/{id}/slip/{user_id}/rincian': 'admin:penggajian',
  'GET /pengumuman': 'user',
  'GET /pengumuman/admin': 'admin:pengumuman',
  'POST /pengumuman/admin': 'admin:pengumuman',
  'DELETE /pengumuman/admin/{id}': 'admin:pengumuman',
  'GET /pengumuman/admin/{id}': 'admin:pengumuman',
  'PUT /pengumuman/admin/{id}': 'admin:pengumuman',
  'GET /pengumuman/latest': 'user',
  'GET /pengumuman/{id}': 'user',
  'GET /perusahaan': 'user',
  'PUT /perusahaan': 'admin:pengaturan',
  'GET /perusahaan/logo': 'user',
  'POST /perusahaan/logo': 'admin:pengaturan',
  'DELETE /perusahaan/logo': 'admin:pengaturan',
  'GET /perusahaan/logo/gambar': 'user',
  'GET /pengaturan-keamanan': 'admin:pengaturan',
  'GET /pengaturan-borongan': 'admin:pengaturan',
  'PUT /pengaturan-borongan': 'admin:pengaturan',
  'DELETE /privasi/admin/biometrik/{user_id}': 'adminOnly',
  'PUT /pengaturan-keamanan': 'admin:pengaturan',
  'GET /pengaturan-shift': 'admin:pengaturan',
  'PUT /pengaturan-shift': 'admin:pengaturan',
  'GET /shift': 'admin',
  'POST /shift': 'admin:pengaturan',
  'DELETE /shift/{id}': 'admin:pengaturan',
  'GET /shift/{id}': 'admin:pengaturan',
  'PUT /shift/{id}': 'admin:pengaturan',
  'GET /jadwal-saya': 'user',
  'GET /upah-minimum': 'admin:pengaturan',
  'POST /upah-minimum': 'admin:pengaturan',
  'GET /upah-minimum/{id}': 'admin:pengaturan',
  'PUT /upah-minimum/{id}': 'admin:pengaturan',
  'DELETE /upah-minimum/{id}': 'admin:pengaturan',
  'GET /mesin-absen': 'admin:pengaturan',
  'POST /mesin-absen': 'admin:pengaturan',
  'GET /mesin-absen/ditolak': 'admin:pengaturan',
  'GET /mesin-absen/{id}': 'admin:pengaturan',
  'PUT /mesin-absen/{id}': 'admin:pengaturan',
  'POST /mesin-absen/{id}/impor': 'admin:pengaturan',
  'GET /mesin-absen/pin/{id}': 'admin:karyawan',
  'PUT /mesin-absen/pin/{id}': 'admin:karyawan',
  'GET /reimburse': 'user',
  'POST /reimburse': 'user',
  'GET /reimburse/admin': 'admin:reimburse',
  'GET /reimburse/admin/export': 'admin:reimburse',
  'GET /reimburse/admin/{id}': 'admin:reimburse',
  'POST /reimburse/admin/{id}/bayar': 'admin:reimburse',
  'GET /reimburse/{id}': 'user',
  'POST /reimburse/{id}/batal': 'user',
  'GET /roster': 'admin:riwayat',
  'PUT /roster': 'admin:riwayat',
  'POST /roster/pola': 'admin:riwayat',
  'POST /roster/salin': 'admin:riwayat',
  'GET /roster/export': 'admin:riwayat',
  'GET /roster/import/template': 'admin:riwayat',
  'POST /roster/import': 'admin:riwayat',
  'GET /roles': 'admin',
  'POST /roles': 'adminOnly',
  'DELETE /roles/{id}': 'adminOnly',
  'GET /roles/{id}': 'adminOnly',
  'PUT /roles/{id}': 'adminOnly',
  'GET /users': 'admin:karyawan',
  'GET /users/export': 'admin:karyawan',
  'POST /users/import': 'admin:karyawan',
  'GET /users/import/template': 'admin:karyawan',
  'POST /users': 'admin:karyawan',
  'GET /users/all-approval-by-approval-user': 'user',
  'POST /users/change-password': 'user',
  'GET /users/data-karyawan': 'user',
  'GET /users/data-kontak': 'user',
  'PUT /users/data-kontak': 'user',
  'GET /users/admin/perubahan-data-pribadi': 'admin:approval',
  'GET /users/data-pribadi': 'user',
  'GET /users/unduh-data-saya': 'user',
  'PUT /users/data-pribadi': 'user',
  'GET /users/find-user': 'admin:karyawan',
  'GET /users/kuota-cuti': 'admin:karyawan',
  'GET /users/posible-pic/{id}': 'admin:karyawan',
  'GET /users/preferensi-notifikasi': 'user',
  'PUT /users/preferensi-notifikasi': 'user',
  'POST /users/resend-login-data': 'admin:karyawan',
  'POST /users/{id}/buka-kunci-login': 'adminOnly',
  'POST /users/update-fcm-token': 'user',
  'GET /users/users-by-pic': 'user',
  'DELETE /users/{id}': 'admin:karyawan',
  'GET /users/{id}': 'admin:karyawan',
  'PUT /users/{id}': 'admin:karyawan',
};

/** The live event stream never ends for an allowed caller: only its refusals are asked. */
const STREAMS = new Set(['GET /events']);
/** Operations that may end the caller's session: asked with a session of their own. */
const ENDS_SESSION = new Set(['POST /auth/logout']);

interface Actor {
  name: string;
  user?: UserFixture;
  /** active = signed in and active; admin = Admin or HRD; sections = null for every section. */
  kind: 'anonymous' | 'deactivated' | 'employee' | 'hrd' | 'admin';
  sections?: string[] | null;
}

let t: TestApp;
let actors: Actor[];
let ops: { key: string; method: string; path: string; declared: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t, { roles: ['Admin'] });
  const hrd = await createUser(t, { roles: ['HRD'] });
  const role = await t.request({
    method: 'POST',
    url: '/api/roles',
    token: admin.token,
    body: { nama: 'Staf Laporan', bagian: ['laporan'] },
  });
  expect(role.status).toBe(201);
  const limited = await createUser(t, { roles: ['HRD', 'Staf Laporan'] });
  const employee = await createUser(t);
  const other = await createUser(t);
  const pic = await createUser(t);
  await t.db.query('insert into user_pics (user_id, pic_id) values ($1, $2)', [employee.id, pic.id]);
  const gone = await createUser(t);
  expect((await t.request({ method: 'DELETE', url: `/api/users/${gone.id}`, token: admin.token })).status).toBe(200);
  actors = [
    { name: 'anonim', kind: 'anonymous' },
    { name: 'nonaktif', kind: 'deactivated', user: gone },
    { name: 'karyawan', kind: 'employee', user: employee },
    { name: 'karyawan lain', kind: 'employee', user: other },
    { name: 'PIC', kind: 'employee', user: pic },
    { name: 'HRD', kind: 'hrd', user: hrd, sections: null },
    { name: 'HRD terbatas (laporan)', kind: 'hrd', user: limited, sections: ['laporan'] },
    { name: 'Admin', kind: 'admin', user: admin, sections: null },
  ];
  const doc = await t.request({ method: 'GET', url: '/api/openapi.json' });
  ops = Object.entries<Record<string, { 'x-akses': string }>>(doc.body.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`,
      method: method.toUpperCase(),
      path,
      declared: op['x-akses'],
    })),
  );
});
afterAll(() => t.close());

/** What the rule lets this actor get: 'refused' with the status, or 'through' (anything below 500 but 401/403). */
function expected(rule: Rule, actor: Actor): 401 | 403 | 'through' {
  if (rule === 'public') return 'through';
  if (actor.kind === 'anonymous' || actor.kind === 'deactivated') return 401;
  if (rule === 'user') return 'through';
  if (rule === 'adminOnly') return actor.kind === 'admin' ? 'through' : 403;
  if (actor.kind === 'employee') return 403;
  const section = rule.split(':')[1];
  if (!section || actor.sections === null || actor.sections?.includes(section)) return 'through';
  return 403;
}

const fill = (path: string) => path.replace('{tipe}', 'koreksi').replace(/\{\w+\}/g, '999999');

describe('authorization matrix', () => {
  it('has a rule for every operation of the OpenAPI document, matching what the route declares', () => {
    const missing = ops.filter((o) => !RULES[o.key]).map((o) => o.key);
    expect(missing, 'operations without a rule in the matrix').toEqual([]);
    const stale = Object.keys(RULES).filter((k) => !ops.some((o) => o.key === k));
    expect(stale, 'rules for operations that no longer exist').toEqual([]);
    const declared = (r: Rule) => (r.startsWith('admin:') ? 'admin' : r);
    const differs = ops.filter((o) => declared(RULES[o.key]) !== o.declared).map((o) => `${o.key}: ${o.declared}`);
    expect(differs, 'operations whose declared access differs from the matrix').toEqual([]);
  });

  // Every operation x every actor, one request each: more than the default 30 s on a busy machine.
  it('answers every actor on every operation exactly as the rules allow, never with a 5xx', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      for (const actor of actors) {
        const want = expected(RULES[op.key], actor);
        if (STREAMS.has(op.key) && want === 'through') continue;
        let token = actor.user?.token;
        if (ENDS_SESSION.has(op.key) && actor.user && actor.kind !== 'deactivated') token = await login(t, actor.user.username);
        const res = await t.request({
          method: op.method as 'GET',
          url: fill(op.path),
          token,
          ...(op.method === 'POST' || op.method === 'PUT' ? { body: {} } : {}),
        });
        const ok = res.status < 500 && (want === 'through' ? res.status !== 401 && res.status !== 403 : res.status === want);
        if (!ok) wrong.push(`${op.key} as ${actor.name}: ${res.status} (expected ${want})`);
        if (res.status >= 400 && res.status < 500 && typeof res.body === 'object') {
          if (!res.body?.message) wrong.push(`${op.key} as ${actor.name}: ${res.status} without a message`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it("answers 404 for another employee's records, and lets the requester, their PIC and the admins see them", async () => {
    const by = (name: string) => actors.find((a) => a.name === name)!.user!;
    const [{ d }] = await t.db.query<{ d: string }>(
      `select to_char((now() at time zone 'Asia/Jakarta')::date - 2, 'YYYY-MM-DD') as d`,
    );
    const filed = await t.request({
      method: 'POST',
      url: '/api/koreksi-kehadiran',
      token: by('karyawan').token,
      body: { tanggal: d, jam_masuk: '08:00', alasan: 'Lupa absen masuk' },
    });
    expect(filed.status).toBe(201);
    const id = filed.body.id;
    const cases: [string, 'GET' | 'POST', string, number][] = [
      ['karyawan', 'GET', `/api/koreksi-kehadiran/${id}`, 200],
      ['karyawan lain', 'GET', `/api/koreksi-kehadiran/${id}`, 404],
      ['karyawan lain', 'POST', `/api/koreksi-kehadiran/${id}/batal`, 404],
      ['karyawan lain', 'GET', `/api/approval/koreksi/${id}`, 404],
      ['karyawan lain', 'POST', `/api/approval/koreksi/${id}`, 404],
      ['PIC', 'GET', `/api/koreksi-kehadiran/${id}`, 404],
      ['PIC', 'GET', `/api/approval/koreksi/${id}`, 200],
      ['HRD terbatas (laporan)', 'GET', `/api/approval/koreksi/${id}`, 404],
      ['HRD terbatas (laporan)', 'GET', `/api/koreksi-kehadiran/admin/${id}`, 403],
      ['HRD', 'GET', `/api/koreksi-kehadiran/admin/${id}`, 200],
      ['Admin', 'GET', `/api/approval/koreksi/${id}`, 200],
    ];
    const answers = [];
    for (const [name, method, url] of cases) {
      const res = await t.request({
        method,
        url,
        token: by(name).token,
        ...(method === 'POST' ? { body: { keputusan: 'Disetujui' } } : {}),
      });
      answers.push(res.status);
    }
    expect(answers).toEqual(cases.map((c) => c[3]));
  });

  it('keeps the in-route rules of accounts and pay (issue 15): HRD changes no Admin, grants no HRD, sets no own pay', async () => {
    const by = (name: string) => actors.find((a) => a.name === name)!.user!;
    const [hrd, admin, employee] = [by('HRD'), by('Admin'), by('karyawan')];
    const same = (u: UserFixture) => ({ nip: u.nip, username: u.username, fullname: u.fullname });
    const cases: [UserFixture, 'POST' | 'PUT' | 'DELETE', string, unknown, number][] = [
      [hrd, 'POST', '/api/users/resend-login-data', { user_id: admin.id }, 403],
      [hrd, 'DELETE', `/api/users/${admin.id}`, undefined, 403],
      [hrd, 'PUT', `/api/users/${admin.id}`, { ...same(admin), roles: ['Admin'] }, 403],
      [hrd, 'POST', '/api/users', { nip: 'M-HRD-2', username: 'hrd.kedua', fullname: 'HRD Kedua', roles: ['HRD'] }, 403],
      [hrd, 'PUT', `/api/users/${employee.id}`, { ...same(employee), roles: ['Karyawan'], pic_ids: [hrd.id] }, 403],
      [hrd, 'PUT', `/api/grup-gaji/999999/karyawan/${hrd.id}`, { nilai: [] }, 403],
      [
        hrd,
        'PUT',
        '/api/grup-gaji/999999/nilai-karyawan',
        { perubahan: [{ user_id: hrd.id, komponen_gaji_id: 1, nilai: 1 }] },
        403,
      ],
      [admin, 'DELETE', `/api/grup-gaji/999999/karyawan/${admin.id}`, undefined, 403],
    ];
    const answers = [];
    for (const [user, method, url, body] of cases) {
      answers.push((await t.request({ method, url, token: user.token, body })).status);
    }
    expect(answers).toEqual(cases.map((c) => c[4]));
  });

  it('serves a stored file by the record using it (issue 15): a limited HRD and a PIC get 404 for a face photo', async () => {
    const by = (name: string) => actors.find((a) => a.name === name)!.user!;
    const owner = by('karyawan');
    const [{ id }] = await t.db.query<{ id: number }>(
      `insert into files (nama, tipe, ukuran, sha256, storage_key, uploaded_by, biometrik)
       values ('wajah.jpg', 'image/jpeg', 1, '', $1, $2, true) returning id`,
      [`ab/${'0'.repeat(32)}`, owner.id],
    );
    await t.db.query(
      `insert into face_registrations (user_id, descriptors, foto_ids) values ($1, '[]', array[$2]::bigint[])
       on conflict (user_id) do update set foto_ids = excluded.foto_ids`,
      [owner.id, id],
    );
    fs.mkdirSync(path.join(t.dataDir, 'files', 'ab'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'files', 'ab', '0'.repeat(32)), 'x');
    const answers: Record<string, number> = {};
    for (const name of ['karyawan', 'karyawan lain', 'PIC', 'HRD', 'HRD terbatas (laporan)', 'Admin']) {
      answers[name] = (await t.request({ method: 'GET', url: `/api/files/${id}`, token: by(name).token })).status;
    }
    expect(answers).toEqual({
      karyawan: 200,
      'karyawan lain': 404,
      PIC: 404,
      HRD: 200,
      'HRD terbatas (laporan)': 404,
      Admin: 200,
    });
  });
});
