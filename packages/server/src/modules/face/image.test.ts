import { describe, expect, it } from 'vitest';
import { FaceError, type FaceErrorReason } from './errors.ts';
import { decodeImage, downscale, imageBytes, prepareImage } from './image.ts';
import { exifOrientation } from './orientation.ts';
import { hugePng, jpegClaiming, plainPng, twoToneJpeg, withExifOrientation } from './test-images.ts';

function refusal(fn: () => unknown): FaceError {
  try {
    fn();
  } catch (err) {
    if (err instanceof FaceError) return err;
    throw err;
  }
  throw new Error('expected a FaceError');
}

const expectRefused = (fn: () => unknown, reason: FaceErrorReason, status: number, message: string) => {
  const err = refusal(fn);
  expect({ reason: err.reason, status: err.status, message: err.message }).toEqual({ reason, status, message });
};

const UNREADABLE = 'Foto tidak dapat dibaca. Gunakan JPEG atau PNG.';
const TOO_LARGE = 'Foto terlalu besar.';

describe('image input', () => {
  it('reads a JPEG or PNG data URL, bare base64 and raw bytes alike', () => {
    const png = plainPng(8, 6);
    for (const input of [`data:image/png;base64,${png.toString('base64')}`, png.toString('base64'), png]) {
      const img = decodeImage(imageBytes(input));
      expect([img.width, img.height]).toEqual([8, 6]);
    }
    const jpg = twoToneJpeg(10, 4, [255, 0, 0], [0, 0, 255]);
    expect(decodeImage(imageBytes(`data:image/jpeg;base64,${jpg.toString('base64')}`)).width).toBe(10);
  });

  it('refuses other types, by declared type and by content', () => {
    expectRefused(() => imageBytes('data:image/webp;base64,UklGRg=='), 'UNSUPPORTED_IMAGE', 415, UNREADABLE);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04', 'binary');
    expectRefused(() => decodeImage(imageBytes(gif)), 'UNSUPPORTED_IMAGE', 415, UNREADABLE);
    // Declared as JPEG, but the bytes are a GIF: the content decides.
    expectRefused(
      () => decodeImage(imageBytes(`data:image/jpeg;base64,${gif.toString('base64')}`)),
      'UNSUPPORTED_IMAGE',
      415,
      UNREADABLE,
    );
  });

  it('refuses corrupt data with the same Indonesian message', () => {
    expectRefused(() => imageBytes('data:image/jpeg;base64,@@not base64@@'), 'INVALID_IMAGE', 400, UNREADABLE);
    expectRefused(() => imageBytes('data:image/png,rawtext'), 'INVALID_IMAGE', 400, UNREADABLE);
    const garbage = Buffer.alloc(3000, 0x5a);
    const badJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), garbage]);
    expectRefused(() => decodeImage(badJpeg), 'INVALID_IMAGE', 400, UNREADABLE);
    const png = plainPng(32, 32);
    const badPng = Buffer.concat([png.subarray(0, 33), garbage]);
    expectRefused(() => decodeImage(badPng), 'INVALID_IMAGE', 400, UNREADABLE);
  });

  it('refuses images over the pixel limit before decoding them, and inputs over the byte limit', () => {
    expectRefused(() => decodeImage(hugePng(5000, 4000)), 'IMAGE_TOO_LARGE', 413, TOO_LARGE);
    expectRefused(() => decodeImage(jpegClaiming(6000, 4000)), 'IMAGE_TOO_LARGE', 413, TOO_LARGE);
    expectRefused(() => imageBytes(`data:image/jpeg;base64,${'A'.repeat(15_000_000)}`), 'IMAGE_TOO_LARGE', 413, TOO_LARGE);
    expectRefused(() => imageBytes(Buffer.alloc(11 * 1024 * 1024)), 'IMAGE_TOO_LARGE', 413, TOO_LARGE);
  });
});

describe('image preparation', () => {
  it('downscales to 320 px on the long side, averaging the pixels it merges', () => {
    const big = { width: 1920, height: 1280, data: new Uint8Array(1920 * 1280 * 4) };
    // Alternate black and white columns: every output pixel must come out mid-grey, not black or white.
    for (let i = 0; i < big.data.length; i += 4) big.data.fill((i / 4) % 2 ? 255 : 0, i, i + 4);
    const small = downscale(big);
    expect([small.width, small.height]).toEqual([320, 213]);
    expect(Math.abs(small.data[0] - 128)).toBeLessThanOrEqual(1);
    expect(downscale({ width: 200, height: 100, data: new Uint8Array(200 * 100 * 4) }).width).toBe(200);
  });

  it('turns a phone photo upright from its EXIF orientation', () => {
    // Stored landscape, left red and right blue; orientation 6 means "rotate 90 degrees clockwise to view".
    const stored = twoToneJpeg(32, 16, [255, 0, 0], [0, 0, 255]);
    const upright = prepareImage(withExifOrientation(stored, 6));
    expect([upright.width, upright.height]).toEqual([16, 32]);
    const pixel = (x: number, y: number) => Array.from(upright.data.subarray((y * 16 + x) * 3, (y * 16 + x) * 3 + 3));
    expect(pixel(8, 2)[0]).toBeGreaterThan(200); // top: the red half
    expect(pixel(8, 29)[2]).toBeGreaterThan(200); // bottom: the blue half
    expect(prepareImage(stored).width).toBe(32);
  });

  it('reads orientation only from a well-formed EXIF block', () => {
    expect(exifOrientation(undefined)).toBe(1);
    expect(exifOrientation(new Uint8Array(40))).toBe(1);
  });
});
