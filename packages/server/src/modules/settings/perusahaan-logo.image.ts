import { LOGO_MAX_BYTES, LOGO_MAX_SISI, LOGO_MIN_SISI } from '@hadir/contract';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { AppError } from '../../platform/errors.ts';

// The company logo as it is stored: a PNG or JPEG judged by its content (magic bytes, then a full decode with the
// same decoders as the face photos), within size limits, and written out again from its pixels. Re-encoding
// drops whatever rides along in the file (EXIF with a location, comments, trailing bytes) and leaves a plain
// 8-bit image that every PDF made from it can embed.

export interface LogoImage {
  bytes: Buffer;
  tipe: 'image/png' | 'image/jpeg';
  lebar: number;
  tinggi: number;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const starts = (bytes: Buffer, magic: number[]) => bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);

const NOT_IMAGE = 'Logo harus berupa gambar PNG atau JPEG.';
const UNREADABLE = 'Gambar logo rusak atau tidak dapat dibaca. Simpan ulang sebagai PNG atau JPEG lalu unggah lagi.';
export const LOGO_TOO_LARGE = `Ukuran berkas logo maksimal ${LOGO_MAX_BYTES / 1024 / 1024} MB.`;
const TOO_MANY_PIXELS = `Ukuran gambar logo maksimal ${LOGO_MAX_SISI} × ${LOGO_MAX_SISI} piksel. Perkecil gambarnya lalu unggah lagi.`;
const TOO_FEW_PIXELS = `Gambar logo terlalu kecil: minimal ${LOGO_MIN_SISI} × ${LOGO_MIN_SISI} piksel.`;
const bad = (message: string) => new AppError('VALIDATION_ERROR', message, { file: message });

function checkSides(lebar: number, tinggi: number) {
  if (lebar > LOGO_MAX_SISI || tinggi > LOGO_MAX_SISI) throw bad(TOO_MANY_PIXELS);
  if (lebar < LOGO_MIN_SISI || tinggi < LOGO_MIN_SISI) throw bad(TOO_FEW_PIXELS);
}

function fromPng(bytes: Buffer): LogoImage {
  // IHDR is always the first chunk: its size is checked before anything is inflated (a small file can unpack huge).
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw bad(UNREADABLE);
  checkSides(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  let png: PNG;
  try {
    png = PNG.sync.read(bytes);
  } catch {
    throw bad(UNREADABLE);
  }
  const out = new PNG({ width: png.width, height: png.height });
  png.data.copy(out.data);
  return { bytes: PNG.sync.write(out, { colorType: 6, bitDepth: 8 }), tipe: 'image/png', lebar: png.width, tinggi: png.height };
}

function fromJpeg(bytes: Buffer): LogoImage {
  let img: { width: number; height: number; data: Uint8Array };
  try {
    img = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: (LOGO_MAX_SISI * LOGO_MAX_SISI) / 1_000_000,
      maxMemoryUsageInMB: 128,
    });
  } catch (err) {
    if (/maxResolutionInMP|maxMemoryUsageInMB/.test(String((err as Error)?.message))) throw bad(TOO_MANY_PIXELS);
    throw bad(UNREADABLE);
  }
  if (!img.width || !img.height) throw bad(UNREADABLE);
  checkSides(img.width, img.height);
  const encoded = jpeg.encode({ width: img.width, height: img.height, data: img.data }, 90);
  return { bytes: Buffer.from(encoded.data), tipe: 'image/jpeg', lebar: img.width, tinggi: img.height };
}

/** The logo to store, or a 400/413 that says what is wrong with the file. */
export function checkLogo(bytes: Buffer): LogoImage {
  if (bytes.length === 0) throw bad('Berkas logo kosong.');
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', LOGO_TOO_LARGE);
  if (starts(bytes, PNG_MAGIC)) return fromPng(bytes);
  if (starts(bytes, JPEG_MAGIC)) return fromJpeg(bytes);
  throw bad(NOT_IMAGE);
}
