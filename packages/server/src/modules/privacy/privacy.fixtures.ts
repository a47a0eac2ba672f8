import type { TestApp } from '../../../test/test-app.ts';
import { fileStore } from '../../platform/files.ts';

// Photos and punches as the attendance module stores them, made directly so a test can date them.

export const storeOf = (t: TestApp) => fileStore({ dataDir: t.dataDir, s3: undefined });

/** A stored file of `userId` dated `at`; answers its id and storage key. */
export async function storedFile(t: TestApp, userId: number, opts: { at: string; biometrik: boolean; nama?: string }) {
  const staged = await storeOf(t).stage([
    { bytes: Buffer.from(`foto ${userId} ${opts.at}`), nama: opts.nama ?? 'foto.jpg', tipe: 'image/jpeg' },
  ]);
  const [id] = await staged.record(t.db, userId, { biometrik: opts.biometrik });
  await t.db.query('update files set created_at = $2 where id = $1', [id, opts.at]);
  const [{ storage_key }] = await t.db.query<{ storage_key: string }>('select storage_key from files where id = $1', [id]);
  return { id, key: storage_key };
}

/** A clock-in with its selfie on the date of `at`. */
export async function punchWithSelfie(t: TestApp, userId: number, at: string) {
  const foto = await storedFile(t, userId, { at, biometrik: true, nama: 'selfie.jpg' });
  await t.db.query(
    `insert into attendance (user_id, tanggal, zona_waktu, hari_kerja, time_in, foto_in_id)
     values ($1, $2::timestamptz::date, 'Asia/Jakarta', true, $2::timestamptz, $3)`,
    [userId, at, foto.id],
  );
  return foto;
}

/** A face registration of two photos, registered at `at`. */
export async function registeredFace(t: TestApp, userId: number, at: string) {
  const fotos = [await storedFile(t, userId, { at, biometrik: true }), await storedFile(t, userId, { at, biometrik: true })];
  await t.db.query(
    `insert into face_registrations (user_id, descriptors, foto_ids, created_at) values ($1, '[[0.1, 0.2]]', $2::bigint[], $3)`,
    [userId, fotos.map((f) => f.id), at],
  );
  return fotos;
}

export async function deactivated(t: TestApp, userId: number, at: string) {
  await t.db.query('update users set active = false, deactivated_at = $2 where id = $1', [userId, at]);
}
