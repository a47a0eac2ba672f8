import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';

/**
 * Selfie-like photos cut from the real group photos that ship in @vladmandic/face-api/demo, for tests and the benchmark.
 * Never imported by production code. Boxes are the faces SSD MobileNet found at 1280 px, in full-size pixels [x, y, w, h].
 * All 22 are different people (checked by eye); no person appears in two demo photos.
 */
export const DEMO_FACES = {
  /** sample1.jpg, right: long strawberry-blonde hair, smiling, head tilted. */
  redhead: { sample: 1, box: [1476, 200, 202, 239] },
  /** sample1.jpg, left: clown make-up, black bow. */
  clown: { sample: 1, box: [414, 355, 177, 240] },
  /** sample4.jpg, right: blonde, laughing. Her re-taken crop (see the tests) is too dark for the detector: register only. */
  blonde: { sample: 4, box: [1278, 139, 145, 249] },
  /** sample4.jpg, second from left: long hair, black choker. The closest different person to `blonde` (0.49). */
  choker: { sample: 4, box: [664, 51, 187, 260] },
  /** sample6.jpg, right: brown hair, green top; a wider crop takes in her neighbour. */
  brunette: { sample: 6, box: [1488, 263, 211, 295] },
} as const satisfies Record<string, { sample: number; box: readonly [number, number, number, number] }>;

export type DemoFace = keyof typeof DEMO_FACES;

/** Every face in the six demo photos (22 people), left to right per photo: [sample, box]. */
export const ALL_DEMO_FACES: readonly (readonly [number, readonly [number, number, number, number]])[] = [
  [1, [414, 355, 177, 240]],
  [1, [839, 419, 188, 227]],
  [1, [1476, 200, 202, 239]],
  [2, [361, 129, 153, 258]],
  [2, [900, 219, 155, 234]],
  [2, [1447, 153, 193, 244]],
  [3, [585, 329, 199, 271]],
  [3, [1075, 215, 220, 298]],
  [3, [1514, 290, 170, 282]],
  [4, [257, 184, 162, 246]],
  [4, [664, 51, 187, 260]],
  [4, [988, 180, 171, 227]],
  [4, [1278, 139, 145, 249]],
  [5, [377, 860, 172, 299]],
  [5, [597, 415, 166, 249]],
  [5, [787, 110, 156, 210]],
  [5, [1112, 197, 160, 237]],
  [5, [1407, 389, 165, 273]],
  [6, [250, 467, 209, 292]],
  [6, [680, 322, 159, 307]],
  [6, [1180, 305, 187, 281]],
  [6, [1488, 263, 211, 295]],
];

export interface SelfieOptions {
  /** Crop width as a multiple of the face width; the height is 4/3 of it, like a portrait phone frame. */
  margin?: number;
  /** Shift of the crop centre, as a fraction of the face size. */
  shiftX?: number;
  shiftY?: number;
  /** Multiplies every channel (1.2 = 20% brighter). */
  brightness?: number;
  quality?: number;
  longSide?: number;
  /** Flips left and right: the same face with the opposite head turn (a real change in yaw for liveness tests). */
  mirror?: boolean;
}

const demoDir = createRequire(import.meta.url)
  .resolve('@vladmandic/face-api/package.json')
  .replace(/package\.json$/, 'demo/');
const decoded = new Map<number, RgbaImage>();

/** The full-size demo photo `sample<n>.jpg` as it ships (1920 px wide, 3-5 faces). */
export const demoPhoto = (sample: number): Buffer => readFileSync(`${demoDir}sample${sample}.jpg`);

/** A portrait JPEG of one demo face, the way a phone selfie arrives after the browser downscaled it. */
export const demoSelfie = (face: DemoFace, opts: SelfieOptions = {}): Buffer =>
  cropSelfie(DEMO_FACES[face].sample, DEMO_FACES[face].box, opts);

/** A portrait JPEG around `box` (full-size pixels) of demo photo `sample`. */
export function cropSelfie(sample: number, box: readonly number[], opts: SelfieOptions = {}): Buffer {
  const { margin = 2.2, shiftX = 0, shiftY = 0, brightness = 1, quality = 85, longSide = 320, mirror = false } = opts;
  let img = decoded.get(sample);
  if (!img) {
    img = jpeg.decode(demoPhoto(sample), { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
    decoded.set(sample, img);
  }
  const [x, y, w, h] = box;
  const cw = Math.min(img.width, Math.round(w * margin));
  const ch = Math.min(img.height, Math.round((cw * 4) / 3));
  const cx = x + w / 2 + shiftX * w;
  const cy = y + h / 2 + shiftY * h;
  const x0 = clamp(Math.round(cx - cw / 2), 0, img.width - cw);
  const y0 = clamp(Math.round(cy - ch / 2), 0, img.height - ch);
  const data = new Uint8Array(cw * ch * 4);
  for (let row = 0; row < ch; row++) {
    const from = ((y0 + row) * img.width + x0) * 4;
    data.set(img.data.subarray(from, from + cw * 4), row * cw * 4);
  }
  if (mirror) {
    for (let row = 0; row < ch; row++) {
      const line = data.slice(row * cw * 4, (row + 1) * cw * 4);
      for (let col = 0; col < cw; col++) data.set(line.subarray((cw - 1 - col) * 4, (cw - col) * 4), (row * cw + col) * 4);
    }
  }
  if (brightness !== 1) for (let i = 0; i < data.length; i++) if (i % 4 !== 3) data[i] = Math.min(255, data[i] * brightness);
  const small = downscale({ width: cw, height: ch, data }, longSide);
  return jpeg.encode({ width: small.width, height: small.height, data: small.data }, quality).data;
}

const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));

/** Decoded pixels, 4 bytes (R, G, B, A) per pixel, row by row. */
interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Area-averaging downscale so that the long side is at most `longSide`; smaller images are returned as they are. */
function downscale(img: RgbaImage, longSide: number): RgbaImage {
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
