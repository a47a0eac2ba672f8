import { multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Test data for reimbursements: receipts uploaded through POST /files, and local dates (Asia/Jakarta).

export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** POST /files with one file part, as a browser's FormData sends it; answers the file id. */
export async function uploadReceipt(t: TestApp, user: UserFixture, kind: 'jpeg' | 'pdf' = 'jpeg'): Promise<number> {
  const [bytes, filename, type] = kind === 'jpeg' ? [JPEG, 'struk.jpg', 'image/jpeg'] : [PDF, 'kuitansi.pdf', 'application/pdf'];
  const body = multipart(filename, bytes, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { authorization: `Bearer ${user.token}`, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Jakarta's date `days` from today, yyyy-MM-dd. */
export async function localDate(t: TestApp, days: number): Promise<string> {
  const [row] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date + $1::int, 'YYYY-MM-DD') as d`,
    [days],
  );
  return row.d;
}
