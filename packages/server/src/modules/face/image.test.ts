import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { FaceError, type FaceErrorReason } from './errors.ts';
import { imageBytes, prepareImage } from './image.ts';
import { hugePng, jpegClaiming, plainPng, twoToneJpeg, withExifOrientation } from './test-images.ts';

async function refusal(fn: () => unknown): Promise<FaceError> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof FaceError) return err;
    throw err;
  }
  throw new Error('expected a FaceError');
}

const expectRefused = async (fn: () => unknown, reason: FaceErrorReason, status: number, message: string) => {
  const err = await refusal(fn);
  expect({ reason: err.reason, status: err.status, message: err.message }).toEqual({ reason, status, message });
};

const UNREADABLE = 'Foto tidak dapat dibaca. Gunakan JPEG atau PNG.';
const TOO_LARGE = 'Foto terlalu besar.';

describe('image input', () => {
  it('reads a JPEG or PNG data URL, bare base64 and raw bytes alike', async () => {
    const png = plainPng(8, 6);
    for (const input of [`data:image/png;base64,${png.toString('base64')}`, png.toString('base64'), png]) {
      const img = await prepareImage(input);
      expect([img.width, img.height, img.data.length]).toEqual([8, 6, 8 * 6 * 3]);
      expect(Array.from(img.data.subarray(0, 3))).toEqual([200, 180, 160]);
    }
    const jpg = twoToneJpeg(10, 4, [255, 0, 0], [0, 0, 255]);
    expect((await prepareImage(`data:image/jpeg;base64,${jpg.toString('base64')}`)).width).toBe(10);
  });

  it('refuses other types, by declared type and by content', async () => {
    await expectRefused(() => imageBytes('data:image/webp;base64,UklGRg=='), 'UNSUPPORTED_IMAGE', 415, UNREADABLE);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04', 'binary');
    await expectRefused(() => prepareImage(gif), 'UNSUPPORTED_IMAGE', 415, UNREADABLE);
    // Declared as JPEG, but the bytes are a GIF: the content decides.
    await expectRefused(
      () => prepareImage(`data:image/jpeg;base64,${gif.toString('base64')}`),
      'UNSUPPORTED_IMAGE',
      415,
      UNREADABLE,
    );
  });

  it('refuses corrupt data with the same Indonesian message', async () => {
    await expectRefused(() => imageBytes('data:image/jpeg;base64,@@not base64@@'), 'INVALID_IMAGE', 400, UNREADABLE);
    await expectRefused(() => imageBytes('data:image/png,rawtext'), 'INVALID_IMAGE', 400, UNREADABLE);
    const garbage = Buffer.alloc(3000, 0x5a);
    const badJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), garbage]);
    await expectRefused(() => prepareImage(badJpeg), 'INVALID_IMAGE', 400, UNREADABLE);
    const png = plainPng(32, 32);
    const badPng = Buffer.concat([png.subarray(0, 33), garbage]);
    await expectRefused(() => prepareImage(badPng), 'INVALID_IMAGE', 400, UNREADABLE);
  });

  it('refuses images over the pixel limit before decoding them, and inputs over the byte limit', async () => {
    await expectRefused(() => prepareImage(hugePng(5000, 4000)), 'IMAGE_TOO_LARGE', 413, TOO_LARGE);
    await expectRefused(() => prepareImage(jpegClaiming(6000, 4000)), 'IMAGE_TOO_LARGE', 413, TOO_LARGE);
    await expectRefused(() => imageBytes(`data:image/jpeg;base64,${'A'.repeat(15_000_000)}`), 'IMAGE_TOO_LARGE', 413, TOO_LARGE);
    await expectRefused(() => imageBytes(Buffer.alloc(11 * 1024 * 1024)), 'IMAGE_TOO_LARGE', 413, TOO_LARGE);
  });
});

describe('image preparation', () => {
  it('downscales to 320 px on the long side, averaging the pixels it merges', async () => {
    // Alternate black and white columns: every output pixel must come out mid-grey, not black or white.
    const big = new PNG({ width: 1920, height: 1280 });
    for (let i = 0; i < big.data.length; i += 4) big.data.set((i / 4) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255], i);
    const small = await prepareImage(PNG.sync.write(big));
    expect([small.width, small.height]).toEqual([320, 213]);
    expect(Math.abs(small.data[3 * 1000] - 128)).toBeLessThanOrEqual(2);
    expect((await prepareImage(plainPng(200, 100))).width).toBe(200);
  });

  it('turns a phone photo upright from its EXIF orientation', async () => {
    // Stored landscape, left red and right blue; orientation 6 means "rotate 90 degrees clockwise to view".
    const stored = twoToneJpeg(32, 16, [255, 0, 0], [0, 0, 255]);
    const upright = await prepareImage(withExifOrientation(stored, 6));
    expect([upright.width, upright.height]).toEqual([16, 32]);
    const pixel = (x: number, y: number) => Array.from(upright.data.subarray((y * 16 + x) * 3, (y * 16 + x) * 3 + 3));
    expect(pixel(8, 2)[0]).toBeGreaterThan(200); // top: the red half
    expect(pixel(8, 29)[2]).toBeGreaterThan(200); // bottom: the blue half
    expect((await prepareImage(stored)).width).toBe(32);
  });

  it('shows transparent pixels on white, as a viewer does', async () => {
    const clear = new PNG({ width: 4, height: 4 });
    const rgb = await prepareImage(PNG.sync.write(clear));
    expect(Array.from(rgb.data.subarray(0, 3))).toEqual([255, 255, 255]);
  });
});
