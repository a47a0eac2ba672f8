import { expect } from 'vitest';
import type { TestApp, UserFixture } from '../../../test/test-app.ts';

// Test data for piece-rate work: jobs on the price list (through the API) and Jakarta dates.

let seq = 0;

/** A job on the price list, created by `admin` (priced from 31 days back unless told); answers its id. */
export async function makeJob(
  t: TestApp,
  admin: UserFixture,
  body: { nama?: string; satuan?: string; harga?: number; tipe?: string; berlaku_mulai?: string } = {},
): Promise<number> {
  seq += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/harga-borongan',
    token: admin.token,
    body: {
      nama: `Pekerjaan ${process.pid}-${seq}`,
      satuan: 'kg',
      harga: 1000,
      tipe: 'borongan',
      berlaku_mulai: await localDate(t, -31),
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** Jakarta's date `days` from today, yyyy-MM-dd. */
export async function localDate(t: TestApp, days: number): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date + $1::int, 'YYYY-MM-DD') as d`,
    [days],
  );
  return row.d;
}

export { tanggalAngka as dmy } from '@hadir/contract';
