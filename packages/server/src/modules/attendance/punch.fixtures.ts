import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import type { TestApp } from '../../../test/test-app.ts';
import { demoSelfie } from '../face/index.ts';

// Test-only helpers for the punch and face-registration suites (never imported by production code).

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A small JPEG without a face: a selfie the server refuses (every selfie must show a face). */
export function plainJpeg(width = 48, height = 64, shade = 120): Buffer {
  const data = Buffer.alloc(width * height * 4, shade);
  return Buffer.from(jpeg.encode({ width, height, data }, 80).data);
}

// Faces in the real group photos shipped with @vladmandic/face-api (demo/sampleN.jpg), full-size pixel boxes
// [x, y, w, h]; every face is a different person.
const FACES = {
  redhead: [1, [1476, 200, 202, 239]],
  clown: [1, [414, 355, 177, 240]],
  blonde: [4, [1278, 139, 145, 249]],
} as const;
export type DemoFace = keyof typeof FACES;

const demoDir = createRequire(import.meta.url)
  .resolve('@vladmandic/face-api/package.json')
  .replace(/package\.json$/, 'demo/');
const decoded = new Map<number, { width: number; height: number; data: Uint8Array }>();

/** A portrait JPEG around one demo face, like a phone selfie; shift moves the frame (fraction of the face). */
export function selfie(face: DemoFace, shift = 0): Buffer {
  const [sample, [x, y, w, h]] = FACES[face];
  let img = decoded.get(sample);
  if (!img) {
    img = jpeg.decode(readFileSync(`${demoDir}sample${sample}.jpg`), { useTArray: true, maxMemoryUsageInMB: 256 });
    decoded.set(sample, img);
  }
  const cw = Math.round(w * 2.2);
  const ch = Math.round((cw * 4) / 3);
  const x0 = Math.max(0, Math.min(img.width - cw, Math.round(x + w / 2 + shift * w - cw / 2)));
  const y0 = Math.max(0, Math.min(img.height - ch, Math.round(y + h / 2 - ch / 2)));
  const data = Buffer.alloc(cw * ch * 4);
  for (let row = 0; row < ch; row++) {
    const from = ((y0 + row) * img.width + x0) * 4;
    data.set(img.data.subarray(from, from + cw * 4), row * cw * 4);
  }
  return Buffer.from(jpeg.encode({ width: cw, height: ch, data }, 85).data);
}

/** One real face (a demo photo's): the single selfie punch tests send for someone with no registered face. */
export const PHOTO = dataUrl(selfie('clown'));

/**
 * Two live frames answering a clock-in challenge: a demo face and its mirror image, which turns the head the other
 * way (yaw -0.07 -> +0.09 for the redhead, -0.20 -> +0.20 for the clown: 'kiri'); swapped for 'kanan'. `shift` keeps them apart from the
 * registration photos.
 */
export function liveFrames(face: 'redhead' | 'clown', move: string, shift = 0.04): { photo: string; photo_kedua: string } {
  const plain = dataUrl(demoSelfie(face, { shiftX: shift }));
  const mirrored = dataUrl(demoSelfie(face, { shiftX: -shift, mirror: true }));
  // Both faces look slightly to the image's left (yaw < 0): the mirror image is the head turned toward 'kiri'.
  const towardLeft = [plain, mirrored];
  const [photo, photo_kedua] = move === 'kiri' ? towardLeft : [towardLeft[1], towardLeft[0]];
  return { photo, photo_kedua };
}

/** A fresh clock-in challenge for the caller and the two frames that answer it. */
export async function livePunchBody(t: TestApp, token: string, face: 'redhead' | 'clown' = 'redhead') {
  const res = await t.request({ method: 'GET', url: '/api/attendance/tantangan', token });
  if (res.status !== 200) throw new Error(`tantangan: ${res.status} ${JSON.stringify(res.body)}`);
  return { tantangan: res.body.tantangan as string, ...liveFrames(face, res.body.gerakan) };
}

export async function insertLokasi(
  t: TestApp,
  nama: string,
  lat: number,
  lon: number,
  radius = 150,
  zona = 'Asia/Jakarta',
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ($1, $2, $3, $4, $5) returning id',
    [nama, lat, lon, radius, zona],
  );
  return row.id;
}

/** A schedule with the same shift on all seven weekdays, so answers do not depend on the weekday. */
export async function insertJadwal(t: TestApp, nama: string, masuk: string, pulang: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('insert into jadwal_kerja (nama) values ($1) returning id', [nama]);
  await t.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, false, $2::time, $3::time from generate_series(1, 7) d`,
    [row.id, masuk, pulang],
  );
  return row.id;
}
