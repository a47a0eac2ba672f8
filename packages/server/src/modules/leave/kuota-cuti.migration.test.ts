import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, testEngine } from '../../../test/engine.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import { type Db, openPglite, openPostgres } from '../../platform/db.ts';
import { derive } from './hak-cuti.repo.ts';

// Migration 0034 retires the yearly quotas HR kept (kuota_cuti) for derived entitlement plus adjustments: every
// total a company had must stay what it was under the default policy (calendar years, 12 days, no carry-over).

const MIGRATION = '0034_leave_entitlement.sql';
let db: Db;
let drop = async () => {};

const apply = async (which: (name: string) => boolean) => {
  for (const f of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((n) => n.endsWith('.sql') && which(n))
    .sort()) {
    await db.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8'));
  }
};

beforeAll(async () => {
  if (testEngine() === 'postgres') {
    const name = `hadir_m_${crypto.randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(adminUrl());
    await admin.exec(`create database ${name}`);
    db = await openPostgres(adminUrl(name));
    drop = async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  } else {
    db = await openPglite(undefined);
  }
  await apply((n) => n < MIGRATION);
}, 60_000);
afterAll(async () => {
  await db.close();
  await drop();
});

let seq = 0;
async function user(tanggalMasuk: string | null, deactivatedAt?: string): Promise<number> {
  seq += 1;
  const [u] = await db.query<{ id: number }>(
    `insert into users (nip, username, fullname, password_hash, tanggal_masuk, active, deactivated_at)
     values ($1, $1, $1, 'x', $2, $3, $4) returning id`,
    [`M${seq}`, tanggalMasuk, !deactivatedAt, deactivatedAt ?? null],
  );
  return u.id;
}

describe('migration 0034', () => {
  it('keeps every total HR had, as adjustments with a reason, and retires the yearly quotas', async () => {
    const old: { user: number; tahun: number; total: number; keterangan?: string }[] = [];
    const generated = await user('2020-01-06');
    old.push({ user: generated, tahun: 2026, total: 12 });
    const more = await user('2020-01-06');
    old.push({ user: more, tahun: 2025, total: 14, keterangan: 'Kebijakan perusahaan' });
    const none = await user('2020-01-06');
    old.push({ user: none, tahun: 2026, total: 0 });
    // Entitled from 1 June 2026: the old "generate" gave 2026 its 12 days; HR gave 2025 five days by hand.
    const fresh = await user('2025-06-01');
    old.push({ user: fresh, tahun: 2026, total: 12 }, { user: fresh, tahun: 2025, total: 5 });
    const unknownJoin = await user(null);
    old.push({ user: unknownJoin, tahun: 2026, total: 10 });
    // Left on 1 March 2025: the 2025 quota was theirs, the 2026 one kept by hand after they left.
    const left = await user('2018-02-01', '2025-03-01T03:00:00Z');
    old.push({ user: left, tahun: 2025, total: 12 }, { user: left, tahun: 2026, total: 12 });
    for (const o of old) {
      await db.query('insert into kuota_cuti (user_id, tahun, total_hari, keterangan) values ($1, $2, $3, $4)', [
        o.user,
        o.tahun,
        o.total,
        o.keterangan ?? null,
      ]);
    }

    await apply((n) => n === MIGRATION);
    // Later migrations apply on top; the derivation is today's code, which reads their tables too (the roster).
    await apply((n) => n > MIGRATION);

    for (const o of old) {
      const [row] = (await derive(db, [o.user], '2026-11-25', o.tahun)).filter((r) => r.periode === o.tahun);
      expect(row.total, `user ${o.user}, ${o.tahun}`).toBe(o.total);
    }
    const moved = await db.query<{ user_id: number; periode: number; hari: number; alasan: string }>(
      'select user_id, periode, hari, alasan from penyesuaian_cuti order by user_id, periode',
    );
    expect(moved).toEqual([
      { user_id: more, periode: 2025, hari: 2, alasan: 'Kuota cuti tahun 2025 sebelumnya 14 hari (Kebijakan perusahaan).' },
      { user_id: none, periode: 2026, hari: -12, alasan: 'Kuota cuti tahun 2026 sebelumnya 0 hari.' },
      { user_id: fresh, periode: 2025, hari: 5, alasan: 'Kuota cuti tahun 2025 sebelumnya 5 hari.' },
      { user_id: unknownJoin, periode: 2026, hari: 10, alasan: 'Kuota cuti tahun 2026 sebelumnya 10 hari.' },
      { user_id: left, periode: 2026, hari: 12, alasan: 'Kuota cuti tahun 2026 sebelumnya 12 hari.' },
    ]);
    const [{ exists }] = await db.query<{ exists: boolean }>(`select to_regclass('kuota_cuti') is not null as exists`);
    expect(exists).toBe(false);
  });
});
