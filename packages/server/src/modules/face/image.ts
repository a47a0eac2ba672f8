import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { FaceError } from './errors.ts';
import { applyOrientation, exifOrientation } from './orientation.ts';

/** Decoded pixels, 4 bytes (R, G, B, A) per pixel, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decoded pixels plus the EXIF orientation still to apply (1 = upright). */
export interface DecodedImage extends RgbaImage {
  orientation: number;
}

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

/** Decodes JPEG or PNG into RGBA pixels (plus the EXIF orientation), refusing anything over the pixel limit before allocating it. */
export function decodeImage(bytes: Uint8Array, limits = IMAGE_LIMITS): DecodedImage {
  if (bytes.byteLength > limits.maxBytes) throw new FaceError('IMAGE_TOO_LARGE');
  return imageFormat(bytes) === 'jpeg' ? decodeJpeg(bytes, limits.maxPixels) : decodePng(bytes, limits.maxPixels);
}

function decodeJpeg(bytes: Uint8Array, maxPixels: number): DecodedImage {
  let decoded: { width: number; height: number; data: Uint8Array; exifBuffer?: Uint8Array };
  try {
    decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: maxPixels / 1_000_000,
      // Decoding keeps per-component planes besides the output: allow ~3x the RGBA bytes.
      maxMemoryUsageInMB: Math.ceil((maxPixels * 4 * 3) / 1024 / 1024),
    });
  } catch (err) {
    const text = String((err as Error)?.message ?? err);
    if (/maxResolutionInMP|maxMemoryUsageInMB|allocate enough memory/.test(text)) throw new FaceError('IMAGE_TOO_LARGE', text);
    throw new FaceError('INVALID_IMAGE', text);
  }
  if (!decoded.width || !decoded.height) throw new FaceError('INVALID_IMAGE', 'no frame');
  return { width: decoded.width, height: decoded.height, data: decoded.data, orientation: exifOrientation(decoded.exifBuffer) };
}

function decodePng(bytes: Uint8Array, maxPixels: number): DecodedImage {
  // IHDR is always the first chunk: width and height are big-endian at offsets 16 and 20.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width * height > maxPixels) throw new FaceError('IMAGE_TOO_LARGE', `${width}x${height}`);
  try {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const data = new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length);
    return { width: png.width, height: png.height, data, orientation: 1 };
  } catch (err) {
    throw new FaceError('INVALID_IMAGE', String((err as Error)?.message ?? err));
  }
}

/** Area-averaging downscale so that the long side is at most `longSide`; smaller images are returned as they are. */
export function downscale(img: RgbaImage, longSide = IMAGE_LIMITS.longSide): RgbaImage {
  const scale = longSide / Math.max(img.width, img.height);
  if (scale >= 1) return img;
  const outW = Math.max(1, Math.round(img.width * scale));
  const outH = Math.max(1, Math.round(img.height * scale));
  // Separable box filter: rows first into floats, then columns.
  const xs = spans(img.width, outW);
  const ys = spans(img.height, outH);
  const rows = new Float32Array(img.height * outW * 4);
  for (let y = 0; y < img.height; y++) {
    const src = y * img.width * 4;
    const dst = y * outW * 4;
    for (let x = 0; x < outW; x++) {
      const { first, weights } = xs[x];
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < weights.length; k++) {
        const s = src + (first + k) * 4;
        const w = weights[k];
        r += img.data[s] * w;
        g += img.data[s + 1] * w;
        b += img.data[s + 2] * w;
        a += img.data[s + 3] * w;
      }
      const d = dst + x * 4;
      rows[d] = r;
      rows[d + 1] = g;
      rows[d + 2] = b;
      rows[d + 3] = a;
    }
  }
  const out = new Uint8Array(outW * outH * 4);
  for (let y = 0; y < outH; y++) {
    const { first, weights } = ys[y];
    for (let x = 0; x < outW * 4; x++) {
      let v = 0;
      for (let k = 0; k < weights.length; k++) v += rows[(first + k) * outW * 4 + x] * weights[k];
      out[y * outW * 4 + x] = Math.min(255, Math.round(v));
    }
  }
  return { width: outW, height: outH, data: out };
}

/** For each output index, the source indexes it covers and their weights (summing to 1). */
function spans(srcLen: number, outLen: number): { first: number; weights: Float32Array }[] {
  const ratio = srcLen / outLen;
  const result: { first: number; weights: Float32Array }[] = [];
  for (let i = 0; i < outLen; i++) {
    const start = i * ratio;
    const end = Math.min(srcLen, start + ratio);
    const first = Math.floor(start);
    const last = Math.min(srcLen - 1, Math.ceil(end) - 1);
    const weights = new Float32Array(last - first + 1);
    for (let s = first; s <= last; s++) weights[s - first] = (Math.min(end, s + 1) - Math.max(start, s)) / ratio;
    result.push({ first, weights });
  }
  return result;
}

/** Drops alpha, compositing transparent pixels onto white as a viewer would show them. */
export function toRgb(img: RgbaImage): RgbImage {
  const n = img.width * img.height;
  const out = new Uint8Array(n * 3);
  for (let i = 0; i < n; i++) {
    const a = img.data[i * 4 + 3] / 255;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.round(img.data[i * 4 + c] * a + 255 * (1 - a));
  }
  return { width: img.width, height: img.height, data: out };
}

/** Bytes in, upright RGB of at most `longSide` px out: everything the worker does before the network. */
export function prepareImage(input: ImageInput, limits = IMAGE_LIMITS): RgbImage {
  const decoded = decodeImage(imageBytes(input), limits);
  // Rotating after the downscale touches 1/30 of the pixels.
  return toRgb(applyOrientation(downscale(decoded, limits.longSide), decoded.orientation));
}
