import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import type { TestApp } from '../../../test/test-app.ts';

// Test-only helpers for the punch and face-registration suites (never imported by production code).

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A small JPEG without a face: what the punch tests send when no face is registered. */
export function plainJpeg(width = 48, height = 64, shade = 120): Buffer {
  const data = Buffer.alloc(width * height * 4, shade);
  return Buffer.from(jpeg.encode({ width, height, data }, 80).data);
}

export const PHOTO = dataUrl(plainJpeg());

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
