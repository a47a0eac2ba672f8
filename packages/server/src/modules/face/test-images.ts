import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Hand-made images for the face tests: the edge cases a real camera never produces. Never imported by production code. */

/** A PNG of one flat colour (no face in it). */
export function plainPng(width = 240, height = 320, rgb: [number, number, number] = [200, 180, 160]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(png);
}

/** A JPEG whose left half is `left` and right half `right`. */
export function twoToneJpeg(width: number, height: number, left: number[], right: number[]): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([...(x < width / 2 ? left : right), 255], (y * width + x) * 4);
  }
  return jpeg.encode({ width, height, data }, 95).data;
}

/** A complete, valid PNG of width x height black pixels; its IHDR alone says it is too big. */
export function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // Each row: filter byte 0 and 3 bytes per pixel, all zero: compresses to ~1/1000.
  const idat = deflateSync(Buffer.alloc((1 + width * 3) * height));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A small valid JPEG whose frame header claims width x height: a decompression bomb in a few hundred bytes. */
export function jpegClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(twoToneJpeg(16, 16, [0, 0, 0], [255, 255, 255]));
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** `jpegBytes` with an EXIF APP1 segment carrying `orientation`, right after the SOI marker. */
export function withExifOrientation(jpegBytes: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'ascii');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpegBytes.subarray(0, 2), app1, payload, jpegBytes.subarray(2)]);
}
