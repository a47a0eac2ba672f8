import sharp from 'sharp';
import { FaceError } from './errors.ts';

// A photo's bytes to the detector's pixels. Decoding, turning upright and downscaling are libvips' (sharp): 3-5 ms
// for a 480 px selfie where JPEG decoding and resampling in JavaScript took 20-30 ms of a face check's ~55
// (decision 0031). One libvips thread per call: the face pool's workers are the parallelism, and no cache is kept.
sharp.concurrency(1);
sharp.cache(false);

/** Pixels ready for a [height, width, 3] tensor. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export const IMAGE_LIMITS = {
  /** Encoded size; a 240x320 selfie JPEG is ~10-40 KB, a full-size phone photo a few MB. */
  maxBytes: 10 * 1024 * 1024,
  /** Decoded size: 16 MP covers a 4608x3456 phone photo, while 4 bytes a pixel stays under 64 MB. */
  maxPixels: 16_000_000,
  /** The detector gains nothing above this for a face that fills a selfie, and costs grow with the square. */
  longSide: 320,
};

export type ImageInput = string | Uint8Array;

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*(;base64)?,/;
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/** The bytes of a data URL (JPEG or PNG, base64), a bare base64 string, or a Buffer/Uint8Array as is. */
export function imageBytes(input: ImageInput): Uint8Array {
  if (typeof input !== 'string') {
    if (!(input instanceof Uint8Array)) throw new FaceError('INVALID_IMAGE');
    if (input.byteLength > IMAGE_LIMITS.maxBytes) throw new FaceError('IMAGE_TOO_LARGE');
    return input;
  }
  // Checked before decoding: base64 is 4/3 of the bytes.
  if (input.length > (IMAGE_LIMITS.maxBytes * 4) / 3 + 100) throw new FaceError('IMAGE_TOO_LARGE');
  let payload = input;
  const head = DATA_URL.exec(input.slice(0, 200));
  if (head) {
    const mime = (head[1] ?? '').toLowerCase();
    if (mime !== 'image/jpeg' && mime !== 'image/jpg' && mime !== 'image/png') throw new FaceError('UNSUPPORTED_IMAGE', mime);
    if (!head[3]) throw new FaceError('INVALID_IMAGE', 'data URL is not base64');
    payload = input.slice(head[0].length);
  } else if (input.startsWith('data:')) {
    throw new FaceError('INVALID_IMAGE', 'malformed data URL');
  }
  if (payload.length === 0 || !BASE64.test(payload)) throw new FaceError('INVALID_IMAGE', 'not base64');
  return Buffer.from(payload, 'base64');
}

type Format = 'jpeg' | 'png';

/** Sniffs the magic bytes: the declared type of a data URL is only a hint. */
export function imageFormat(bytes: Uint8Array): Format {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 24 && png.every((b, i) => bytes[i] === b)) return 'png';
  throw new FaceError('UNSUPPORTED_IMAGE');
}

/**
 * Bytes in, upright RGB of at most `longSide` px out: everything the worker does before the network. The content
 * decides the format (JPEG or PNG only); a picture over the pixel limit is refused from its header, before decoding.
 */
export async function prepareImage(input: ImageInput): Promise<RgbImage> {
  const bytes = imageBytes(input);
  imageFormat(bytes);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' })
      // EXIF orientation: phones store portrait selfies as landscape pixels plus a tag.
      .rotate()
      .resize(IMAGE_LIMITS.longSide, IMAGE_LIMITS.longSide, { fit: 'inside', withoutEnlargement: true })
      // Transparent pixels as a viewer shows them, on white.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch (err) {
    const text = String((err as Error)?.message ?? err);
    throw new FaceError(/pixel limit/i.test(text) ? 'IMAGE_TOO_LARGE' : 'INVALID_IMAGE', text);
  }
}
