import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { newUserBody } from './users.fixtures.ts';

// Who may change whose account (issue 15, account-guard.ts): every users call that changes an account.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let limited: UserFixture; // HRD + a custom role opening only 'karyawan'
let picHrd: UserFixture; // HRD + a custom role opening 'karyawan' and 'approval'
let customRole: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  const role = async (nama: string, bagian: string[]) => {
    const res = await t.request({ method: 'POST', url: '/api/roles', token: admin.token, body: { nama, bagian } });
    expect(res.status).toBe(201);
    return res.body.nama as string;
  };
  customRole = await role('Staf Karyawan', ['karyawan']);
  limited = await createUser(t, { roles: ['HRD', customRole] });
  picHrd = await createUser(t, { roles: ['HRD', await role('Staf Approval', ['karyawan', 'approval'])] });
});
afterAll(() => t.close());

type Who = UserFixture;
const detail = async (id: number) => (await t.request({ method: 'GET', url: `/api/users/${id}`, token: admin.token })).body;
/** The PUT body that keeps the account as it is, with changes. */
async function putBody(id: number, extra: Record<string, unknown> = {}) {
  const d = await detail(id);
  const { id: _i, pics, ...rest } = d;
  return { ...rest, pic_ids: pics.map((p: { id: number }) => p.id), ...extra };
}
const put = async (by: Who, id: number, extra: Record<string, unknown> = {}) =>
  t.request({ method: 'PUT', url: `/api/users/${id}`, token: by.token, body: await putBody(id, extra) });
const del = (by: Who, id: number) => t.request({ method: 'DELETE', url: `/api/users/${id}`, token: by.token });
const reset = (by: Who, id: number) =>
  t.request({ method: 'POST', url: '/api/users/resend-login-data', token: by.token, body: { user_id: id } });
const create = (by: Who, extra: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/users', token: by.token, body: newUserBody(extra) });

function refused(res: { status: number; body: { message: string } }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.message).toBe(message);
}

const LIMITED = 'HRD dengan akses terbatas tidak dapat mengubah akun yang memegang peran Admin, HRD, atau role khusus.';
const ADMIN_ACCOUNT = 'Akun Admin hanya dapat diubah oleh Admin.';
const GRANT_HRD = 'Peran HRD dan role khusus hanya dapat diberikan atau dicabut oleh Admin.';
const PIC_SECTION = 'Menunjuk atau mengganti PIC hanya dapat dilakukan oleh Admin atau HRD yang memiliki akses Approval.';
const PIC_SELF = 'Anda tidak dapat menunjuk diri sendiri sebagai PIC karyawan.';

describe('an HRD limited by custom roles', () => {
  it('cannot reset, deactivate, reactivate, edit or change the roles of an HRD, an Admin or a custom-role holder', async () => {
    const targets = [
      await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD' }),
      await createUser(t, { roles: ['Admin'], fullname: 'Adi Admin' }),
      await createUser(t, { roles: ['Karyawan', customRole], fullname: 'Citra Khusus' }),
    ];
    for (const target of targets) {
      const message = target.fullname === 'Adi Admin' ? ADMIN_ACCOUNT : LIMITED;
      refused(await reset(limited, target.id), message);
      refused(await put(limited, target.id, { fullname: 'Diambil Alih' }), message);
      refused(await put(limited, target.id, { roles: ['Karyawan'] }), message);
      refused(await del(limited, target.id), message);
      // Nothing changed: the same name and roles, the old password still signs in, the session still lives.
      expect(await detail(target.id)).toMatchObject({ fullname: target.fullname, active: true });
      expect((await t.request({ method: 'GET', url: '/api/auth/me', token: target.token })).status).toBe(200);
      expect(await login(t, target.username)).toBeTruthy();
      expect((await del(admin, target.id)).status).toBe(200);
      refused(await put(limited, target.id, { active: true }), message);
      expect((await detail(target.id)).active).toBe(false);
    }
  });

  it('holds the same rule outside the users calls: face reset and allowed locations', async () => {
    const target = await createUser(t, { roles: ['HRD'], fullname: 'Hana Lokasi' });
    const plain = await createUser(t);
    const faceReset = (by: Who, id: number) =>
      t.request({ method: 'DELETE', url: `/api/face-recognition/admin/${id}`, token: by.token });
    const locations = (by: Who, id: number) =>
      t.request({
        method: 'PUT',
        url: `/api/attendance/admin/lokasi-absen/${id}`,
        token: by.token,
        body: { absen_dimana_saja: true, lokasi_ids: [] },
      });
    refused(await faceReset(limited, target.id), LIMITED);
    refused(await locations(limited, target.id), LIMITED);
    refused(await locations(hrd, admin.id), ADMIN_ACCOUNT);
    const lokasi = await t.request({ method: 'GET', url: `/api/attendance/admin/lokasi-absen/${target.id}`, token: admin.token });
    expect(lokasi.body.absen_dimana_saja).toBe(false);
    expect((await locations(limited, plain.id)).status).toBe(200);
    // A plain employee with no face yet: the rule lets the call through to its own answer.
    expect((await faceReset(limited, plain.id)).status).toBe(404);
  });

  it('still manages a plain Karyawan: reset, edit, deactivate, reactivate', async () => {
    const u = await createUser(t);
    expect((await reset(limited, u.id)).status).toBe(200);
    expect((await put(limited, u.id, { fullname: 'Nama Baru' })).body.fullname).toBe('Nama Baru');
    expect((await del(limited, u.id)).status).toBe(200);
    expect((await put(limited, u.id, { active: true })).body.active).toBe(true);
  });
});

describe('HRD changes no Admin account', () => {
  it('refuses a full HRD renaming, deactivating, resetting or reactivating an Admin', async () => {
    const other = await createUser(t, { roles: ['Admin'], fullname: 'Ayu Admin' });
    refused(await put(hrd, other.id, { fullname: 'Ayu Palsu' }), ADMIN_ACCOUNT);
    refused(await reset(hrd, other.id), ADMIN_ACCOUNT);
    refused(await del(hrd, other.id), ADMIN_ACCOUNT);
    expect(await login(t, other.username)).toBeTruthy();
    expect((await del(admin, other.id)).status).toBe(200);
    refused(await put(hrd, other.id, { active: true }), ADMIN_ACCOUNT);
    refused(await put(hrd, other.id, { fullname: 'Ayu Palsu' }), ADMIN_ACCOUNT);
    expect(await detail(other.id)).toMatchObject({ fullname: 'Ayu Admin', active: false });
    expect((await put(admin, other.id, { active: true })).body.active).toBe(true);
  });
});

describe('only Admin grants or removes HRD and custom roles', () => {
  it('refuses HRD creating an HRD or custom-role account, or changing those roles; Admin may', async () => {
    refused(await create(hrd, { roles: ['HRD'] }), GRANT_HRD);
    refused(await create(hrd, { roles: ['Karyawan', customRole] }), GRANT_HRD);
    refused(await create(limited, { roles: ['Karyawan', 'HRD'] }), GRANT_HRD);
    const u = await createUser(t);
    refused(await put(hrd, u.id, { roles: ['Karyawan', 'HRD'] }), GRANT_HRD);
    refused(await put(hrd, u.id, { roles: ['Karyawan', customRole] }), GRANT_HRD);
    const colleague = await createUser(t, { roles: ['HRD'] });
    refused(await put(hrd, colleague.id, { roles: ['Karyawan'] }), GRANT_HRD);
    refused(await put(hrd, limited.id, { roles: ['HRD'] }), GRANT_HRD);
    expect((await detail(u.id)).roles).toEqual(['Karyawan']);
    expect((await detail(colleague.id)).roles).toEqual(['HRD']);
    // An HRD still adds and edits plain employees.
    expect((await create(hrd, { roles: ['Karyawan'] })).status).toBe(201);
    expect((await put(hrd, colleague.id, { fullname: 'Rekan HRD' })).status).toBe(200);

    expect((await create(admin, { roles: ['HRD'] })).status).toBe(201);
    expect((await create(admin, { roles: ['Karyawan', customRole] })).status).toBe(201);
    expect((await put(admin, u.id, { roles: ['Karyawan', 'HRD'] })).body.roles).toEqual(['HRD', 'Karyawan']);
    expect((await put(admin, colleague.id, { roles: ['Karyawan'] })).body.roles).toEqual(['Karyawan']);
  });

  it('refuses HRD new login data for another HRD (the caller would hold their password); Admin may', async () => {
    const colleague = await createUser(t, { roles: ['HRD'] });
    refused(await reset(hrd, colleague.id), 'Data login akun HRD atau pemegang role khusus hanya dapat dibuat ulang oleh Admin.');
    expect(await login(t, colleague.username)).toBeTruthy();
    expect((await reset(admin, colleague.id)).status).toBe(200);
  });
});

describe('appointing PICs', () => {
  const pics = async (id: number) => (await detail(id)).pics.map((p: { id: number }) => p.id);

  it('needs the approval section, when adding and when editing; other edits keep the PICs', async () => {
    const boss = await createUser(t);
    const u = await createUser(t, { pics: [boss.id] });
    const other = await createUser(t);
    refused(await put(limited, u.id, { pic_ids: [boss.id, other.id] }), PIC_SECTION);
    refused(await put(limited, u.id, { pic_ids: [] }), PIC_SECTION);
    refused(await create(limited, { pic_ids: [boss.id] }), PIC_SECTION);
    expect(await pics(u.id)).toEqual([boss.id]);
    expect((await put(limited, u.id, { fullname: 'Tetap PIC Lama' })).status).toBe(200);
    expect(await pics(u.id)).toEqual([boss.id]);
    expect((await put(picHrd, u.id, { pic_ids: [boss.id, other.id] })).status).toBe(200);
    expect((await create(picHrd, { pic_ids: [boss.id] })).status).toBe(201);
  });

  it('refuses everyone appointing themselves, Admin too', async () => {
    const u = await createUser(t);
    for (const by of [admin, hrd, picHrd]) {
      refused(await put(by, u.id, { pic_ids: [by.id] }), PIC_SELF);
      refused(await create(by, { pic_ids: [by.id] }), PIC_SELF);
    }
    expect(await pics(u.id)).toEqual([]);
    expect((await put(admin, u.id, { pic_ids: [hrd.id] })).status).toBe(200);
    // Appointed by someone else, the PIC may then edit the employee without removing themselves.
    expect((await put(hrd, u.id, { fullname: 'Diubah PIC' })).status).toBe(200);
  });
});

describe('the last active Admin', () => {
  it('two Admins deactivating each other at once: one wins, the other is refused (or already signed out)', async () => {
    const a = await createUser(t, { roles: ['Admin'] });
    const b = await createUser(t, { roles: ['Admin'] });
    await t.db.query(
      `update users set active = false where id not in ($1, $2)
          and id in (select ur.user_id from user_roles ur join roles r on r.id = ur.role_id where r.nama = 'Admin')`,
      [a.id, b.id],
    );
    const answers = await Promise.all([del(a, b.id), del(b, a.id)]);
    const [won, lost] = answers[0].status === 200 ? answers : [answers[1], answers[0]];
    expect(won.status).toBe(200);
    expect([401, 409]).toContain(lost.status);
    if (lost.status === 409) expect(lost.body.message).toBe('Tidak dapat menonaktifkan Admin aktif terakhir.');
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        where u.active and r.nama = 'Admin'`,
    );
    expect(n).toBe(1);
  });
});
