/** RGBA pixels (image.ts's RgbaImage, restated so that the two files do not import each other). */
interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * EXIF orientation (1-8) from the APP1 payload jpeg-js hands back, or 1 when absent or unreadable.
 * Phones store portrait selfies as landscape pixels plus this tag; ignoring it would show the detector a face on its side.
 */
export function exifOrientation(exif: Uint8Array | undefined): number {
  if (!exif || exif.length < 16) return 1;
  // jpeg-js keeps the second NUL of 'Exif\0\0' in front of the TIFF header.
  const start = exif[0] === 0 ? 1 : 0;
  const view = new DataView(exif.buffer, exif.byteOffset + start, exif.byteLength - start);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  try {
    if (view.getUint16(2, little) !== 42) return 1;
    const ifd = view.getUint32(4, little);
    const entries = view.getUint16(ifd, little);
    for (let i = 0; i < entries; i++) {
      const entry = ifd + 2 + i * 12;
      if (view.getUint16(entry, little) === 0x0112) {
        const value = view.getUint16(entry + 8, little);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
  } catch {
    // Offsets outside the payload: treat as no tag rather than refusing a photo that decoded fine.
  }
  return 1;
}

/** Rotates/flips pixels so that the image is upright as the camera meant it. */
export function applyOrientation(img: RgbaImage, orientation: number): RgbaImage {
  if (orientation <= 1 || orientation > 8) return img;
  const { width: w, height: h, data } = img;
  const swap = orientation >= 5;
  const outW = swap ? h : w;
  const outH = swap ? w : h;
  const out = new Uint8Array(outW * outH * 4);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      const [sx, sy] = sourceOf(orientation, x, y, w, h);
      const s = (sy * w + sx) * 4;
      const d = (y * outW + x) * 4;
      out[d] = data[s];
      out[d + 1] = data[s + 1];
      out[d + 2] = data[s + 2];
      out[d + 3] = data[s + 3];
    }
  }
  return { width: outW, height: outH, data: out };
}

/** The source pixel shown at (x, y) of the upright image, for a source of w x h pixels. */
function sourceOf(orientation: number, x: number, y: number, w: number, h: number): [number, number] {
  switch (orientation) {
    case 2:
      return [w - 1 - x, y];
    case 3:
      return [w - 1 - x, h - 1 - y];
    case 4:
      return [x, h - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [y, h - 1 - x];
    case 7:
      return [w - 1 - y, h - 1 - x];
    default:
      return [w - 1 - y, x];
  }
}
