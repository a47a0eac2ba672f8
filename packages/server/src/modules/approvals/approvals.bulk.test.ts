import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { OWN, requestFilers } from './approvals.bulk.fixtures.ts';

// Deciding many requests at once (issue 16 §4): each through the single decision's path, each exactly once,
// audited and pushed; what could not be decided is said per request.

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let filers: Awaited<ReturnType<typeof requestFilers>>;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Ayu Admin' });
  hrd = await createUser(t, { roles: ['HRD'], fullname: 'Hana HRD' });
  filers = await requestFilers(t, admin);
  // Every push queued, as the outbox received it (the sender empties the outbox as it goes).
  await t.db.exec(`
    create table uji_push (like push_outbox);
    create function uji_push_catat() returns trigger language plpgsql as $$
    begin insert into uji_push values (new.*); return new; end $$;
    create trigger uji_push_catat after insert on push_outbox for each row execute function uji_push_catat();`);
});
afterAll(() => t.close());

const bulk = (u: UserFixture | undefined, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/approval/massal', token: u?.token, body });
const single = (u: UserFixture, tipe: string, id: number, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/approval/${tipe}/${id}`, token: u.token, body });
const SETUJU = { keputusan: 'Disetujui', catatan: 'Sudah dicek HRD.' };
const TOLAK = { keputusan: 'Ditolak', catatan: 'Bukti belum lengkap.' };
const NOT_YOURS = 'Pengajuan tidak ditemukan atau bukan wewenang Anda untuk memutuskannya.';

async function approval(tipe: string, id: number) {
  const [row] = await q<{ status: string; catatan_approval: string | null; decided_by: number | null }>(
    'select status, catatan_approval, decided_by from approvals where tipe = $1 and request_id = $2',
    [tipe, id],
  );
  return row;
}

/** Audit entries of decisions on this request that went through (a single decision's or one taken in bulk). */
async function decisionEntries(tipe: string, id: number) {
  return q<{ user_id: number; data: Record<string, unknown> }>(
    `select user_id, data from audit_log
      where route = '/api/approval/:tipe/:id' and params->>'tipe' = $1 and params->>'id' = $2 and status = 200`,
    [tipe, String(id)],
  );
}

/** Decision pushes queued to the requester of this request (they open its page). */
async function decisionPushes(userId: number, tipe: keyof typeof OWN, id: number) {
  return q<{ payload: { notification: { title: string; body: string } } }>(
    `select payload from uji_push where $1 = any(user_ids) and payload->>'url' = $2`,
    [userId, `${OWN[tipe].page}/${id}`],
  );
}

describe('POST /approval/massal, each request type', () => {
  for (const tipe of Object.keys(OWN) as (keyof typeof OWN)[]) {
    it(`approves and rejects ${tipe} in bulk with one note: each decided, audited and pushed`, async () => {
      const [a, b, c] = [await filers.file(tipe), await filers.file(tipe), await filers.file(tipe)];
      const approved = await bulk(hrd, { tipe, ids: [a.id, b.id], ...SETUJU });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body).toEqual({ berhasil: 2, gagal: [] });
      const rejected = await bulk(hrd, { tipe, ids: [c.id], ...TOLAK });
      expect(rejected.body).toEqual({ berhasil: 1, gagal: [] });

      for (const [r, keputusan, catatan] of [
        [a, 'Disetujui', SETUJU.catatan],
        [b, 'Disetujui', SETUJU.catatan],
        [c, 'Ditolak', TOLAK.catatan],
      ] as const) {
        // What the employee reads on their own request.
        const own = await t.request({ method: 'GET', url: `/api/${OWN[tipe].api}/${r.id}`, token: r.u.token });
        expect(own.body).toMatchObject({ status: keputusan, catatan_approval: catatan, approver: 'Hana HRD' });
        const entries = await decisionEntries(tipe, r.id);
        expect(entries).toEqual([{ user_id: hrd.id, data: { keputusan, catatan, massal: true } }]);
        const pushes = await decisionPushes(r.u.id, tipe, r.id);
        expect(pushes.map((p) => p.payload.notification.body)).toEqual([`Diputuskan oleh Hana HRD. Catatan: ${catatan}`]);
      }
      // The call itself is in the audit log too, with what was asked.
      const [call] = await q<{ data: { ids: number[] }; status: number }>(
        `select data, status from audit_log where route = '/api/approval/massal' and data->>'tipe' = $1 order by id limit 1`,
        [tipe],
      );
      expect(call).toMatchObject({ status: 200, data: { ids: [a.id, b.id] } });
    });
  }
});

describe('what could not be decided', () => {
  it('decides the rest and says why for each refused one, in order', async () => {
    const ok = (await filers.file('koreksi')).id;
    const decided = (await filers.file('koreksi')).id;
    expect((await single(admin, 'koreksi', decided, SETUJU)).status).toBe(200);
    const own = await filers.koreksiBy(hrd);
    const cancelled = await filers.file('koreksi');
    expect(
      (await t.request({ method: 'POST', url: `/api/koreksi-kehadiran/${cancelled.id}/batal`, token: cancelled.u.token })).status,
    ).toBe(200);
    // A correction in a month whose payroll is final: the lock refuses its decision.
    const locked = await createUser(t);
    const [{ id: lockedId }] = await q<{ id: number }>(
      `insert into koreksi_kehadiran (user_id, tanggal, jam_masuk, alasan) values ($1, '2026-10-05', '08:00', 'Lupa') returning id`,
      [locked.id],
    );
    await q('insert into approvals (tipe, request_id, requester_id) values ($1, $2, $3)', ['koreksi', lockedId, locked.id]);
    const [{ id: run }] = await q<{ id: number }>(
      `insert into penggajian (bulan, grup_gaji_ids, grup_gaji_nama, status, kelas_risiko_jkk)
       values ('2026-10', '{1}', 'Staf', 'final', 'I') returning id`,
    );
    await q(`insert into penggajian_kunci (user_id, bulan, penggajian_id) values ($1, '2026-10', $2)`, [locked.id, run]);

    const res = await bulk(hrd, { tipe: 'koreksi', ids: [ok, decided, own, cancelled.id, 99999999, lockedId], ...SETUJU });
    expect(res.status).toBe(200);
    expect(res.body.berhasil).toBe(1);
    expect(res.body.gagal).toEqual([
      { id: decided, message: 'Pengajuan ini sudah diputuskan.' },
      { id: own, message: 'Anda tidak dapat menyetujui pengajuan Anda sendiri.' },
      { id: cancelled.id, message: 'Pengajuan ini sudah dibatalkan oleh pemohon.' },
      { id: 99999999, message: NOT_YOURS },
      {
        id: lockedId,
        message:
          'Penggajian bulan 2026-10 sudah final, sehingga data kehadiran dan pengajuan bulan itu terkunci. Minta Admin membuka kembali penggajian bulan tersebut.',
      },
    ]);
    expect(await approval('koreksi', ok)).toMatchObject({ status: 'Disetujui', decided_by: hrd.id });
    expect(await approval('koreksi', decided)).toMatchObject({ decided_by: admin.id });
    expect(await approval('koreksi', own)).toMatchObject({ status: 'Menunggu Persetujuan' });
    expect(await approval('koreksi', lockedId)).toMatchObject({ status: 'Menunggu Persetujuan' });
    expect(await decisionEntries('koreksi', lockedId)).toEqual([]);
  });

  it('refuses the whole call, deciding nothing, for a rejection without a note, no ids, too many, or an unknown type', async () => {
    const { id } = await filers.file('koreksi');
    const cases: [Record<string, unknown>, string][] = [
      [{ tipe: 'koreksi', ids: [id], keputusan: 'Ditolak' }, 'Catatan wajib diisi saat menolak.'],
      [{ tipe: 'koreksi', ids: [id], keputusan: 'Ditolak', catatan: '  ' }, 'Catatan wajib diisi saat menolak.'],
      [{ tipe: 'koreksi', ids: [], ...SETUJU }, 'Pilih minimal satu pengajuan.'],
      [{ tipe: 'koreksi', ids: Array.from({ length: 201 }, (_, i) => i + 1), ...SETUJU }, 'Maksimal 200 pengajuan sekaligus.'],
      [{ tipe: 'cuti', ids: [id], ...SETUJU }, 'Jenis pengajuan tidak dikenal.'],
      [{ tipe: 'koreksi', ids: [id], keputusan: 'Entah' }, 'Keputusan harus Disetujui atau Ditolak.'],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(hrd, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await approval('koreksi', id)).toMatchObject({ status: 'Menunggu Persetujuan' });
    // 200 at once is within the limit; an id given twice is decided once.
    const twice = await bulk(hrd, { tipe: 'koreksi', ids: [id, id], ...SETUJU });
    expect(twice.body).toEqual({ berhasil: 1, gagal: [] });
  });
});

describe('who may decide in bulk', () => {
  it('lets a PIC decide their people’s requests only', async () => {
    const pic = await createUser(t, { fullname: 'Pak Atasan' });
    const mine = await filers.file('lembur', [pic.id]);
    const theirs = await filers.file('lembur');
    const res = await bulk(pic, { tipe: 'lembur', ids: [mine.id, theirs.id], ...SETUJU });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ berhasil: 1, gagal: [{ id: theirs.id, message: NOT_YOURS }] });
    expect(await approval('lembur', mine.id)).toMatchObject({ status: 'Disetujui', decided_by: pic.id });
    expect(await approval('lembur', theirs.id)).toMatchObject({ status: 'Menunggu Persetujuan' });
  });

  it('refuses (403) whoever has neither the approval section nor anyone to decide for; Admin/HRD with it may', async () => {
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Laporan Massal', bagian: ['laporan'] },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const approverRole = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Approval Massal', bagian: ['approval'] },
    });
    expect(approverRole.status).toBe(201);
    const limited = await createUser(t, { roles: ['HRD', 'Staf Laporan Massal'] });
    const approver = await createUser(t, { roles: ['HRD', 'Staf Approval Massal'] });
    const plain = await createUser(t);
    const { id } = await filers.file('izin');
    for (const u of [limited, plain]) {
      const res = await bulk(u, { tipe: 'izin', ids: [id], ...SETUJU });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Anda tidak memiliki akses ke fitur ini.');
    }
    expect((await bulk(undefined, { tipe: 'izin', ids: [id], ...SETUJU })).status).toBe(401);
    expect(await approval('izin', id)).toMatchObject({ status: 'Menunggu Persetujuan' });
    expect((await bulk(approver, { tipe: 'izin', ids: [id], ...TOLAK })).body).toEqual({ berhasil: 1, gagal: [] });
  });

  it('leaves the HR-only types to Admin/HRD with the approval section, never a PIC', async () => {
    const pic = await createUser(t);
    const ani = await createUser(t, { pics: [pic.id], fields: { status_ptkp: 'TK/0' } });
    const filed = await t.request({
      method: 'PUT',
      url: '/api/users/data-pribadi',
      token: ani.token,
      body: { tempat_lahir: 'Bandung', jenis_kelamin: 'Perempuan', status_ptkp: 'K/1' },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const id = filed.body.menunggu_persetujuan.id;
    const res = await bulk(pic, { tipe: 'data-pribadi', ids: [id], ...SETUJU });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Pengajuan jenis ini hanya dapat diputuskan oleh HRD atau Admin.');
    expect(await approval('data-pribadi', id)).toMatchObject({ status: 'Menunggu Persetujuan' });
    expect((await bulk(hrd, { tipe: 'data-pribadi', ids: [id], ...SETUJU })).body).toEqual({ berhasil: 1, gagal: [] });
    const [row] = await q<{ status_ptkp: string }>('select status_ptkp from users where id = $1', [ani.id]);
    expect(row.status_ptkp).toBe('K/1');
  });
});

describe('a bulk decision racing a single one', () => {
  it('decides each request once: one decision, one audit entry, one push, one correction applied', async () => {
    for (let round = 0; round < 3; round++) {
      const raced = await filers.file('koreksi');
      const other = await filers.file('koreksi');
      const [many, one] = await Promise.all([
        bulk(hrd, { tipe: 'koreksi', ids: [raced.id, other.id], ...SETUJU }),
        single(admin, 'koreksi', raced.id, { keputusan: 'Ditolak', catatan: 'Tanggal salah.' }),
      ]);
      expect(many.status).toBe(200);
      if (one.status === 200) {
        expect(many.body).toEqual({ berhasil: 1, gagal: [{ id: raced.id, message: 'Pengajuan ini sudah diputuskan.' }] });
        expect(await approval('koreksi', raced.id)).toMatchObject({ status: 'Ditolak', decided_by: admin.id });
      } else {
        expect(one.status).toBe(409);
        expect(many.body).toEqual({ berhasil: 2, gagal: [] });
        expect(await approval('koreksi', raced.id)).toMatchObject({ status: 'Disetujui', decided_by: hrd.id });
      }
      expect(await decisionEntries('koreksi', raced.id)).toHaveLength(1);
      expect(await decisionPushes(raced.u.id, 'koreksi', raced.id)).toHaveLength(1);
      const applied = await q('select id from attendance_history where koreksi_id = $1', [raced.id]);
      expect(applied).toHaveLength(one.status === 200 ? 0 : 1);
    }
  });
});
