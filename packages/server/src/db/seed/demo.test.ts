import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo company seed', () => {
  it('loads 50 employees across two time zones, holidays and announcements, once', async () => {
    expect(await seedDemo(t.db)).toEqual({ created: true, employees: 50 });
    const [counts] = await t.db.query<Record<string, number>>(
      `select (select count(*) from users) as users,
              (select count(distinct l.zona_waktu) from users u join lokasi l on l.id = u.lokasi_id) as zones,
              (select count(*) from hari_libur) as holidays,
              (select count(*) from pengumuman) as announcements,
              (select count(*) from user_pics) as pics`,
    );
    expect(counts).toMatchObject({ users: 50, zones: 2, holidays: 25, announcements: 4 });
    expect(counts.pics).toBeGreaterThanOrEqual(45);
    const [borongan] = await t.db.query<{ entries: number; approved: number }>(
      `select count(*)::int as entries, count(*) filter (where a.status = 'Disetujui')::int as approved
         from borongan b join approvals a on a.tipe = 'borongan' and a.request_id = b.id`,
    );
    expect(borongan.entries).toBeGreaterThan(borongan.approved);
    expect(borongan.approved).toBeGreaterThan(0);
    expect(await seedDemo(t.db)).toEqual({ created: false, employees: 0 });
  });

  it('lets the documented demo accounts sign in', async () => {
    for (const username of ['hrd', 'supervisor', 'karyawan', 'karyawan.mks']) {
      expect(await login(t, username, DEMO_PASSWORD)).toBeTruthy();
    }
  });
});
