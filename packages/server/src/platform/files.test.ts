import { describe, expect, it } from 'vitest';
import { parseImageDataUrl } from './files.ts';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 250, 251]);
const base64 = jpeg.toString('base64'); // ends in "="
const url = (payload: string) => `data:image/jpeg;base64,${payload}`;
const refusal = (payload: string) => {
  try {
    parseImageDataUrl(url(payload), 1024);
    return 'diterima';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('a photo sent as a data URL', () => {
  it('is read whole, with or without its padding', () => {
    expect(parseImageDataUrl(url(base64), 1024).bytes).toEqual(jpeg);
    expect(parseImageDataUrl(url(base64.replace(/=+$/, '')), 1024).bytes).toEqual(jpeg);
  });

  it('is refused as unreadable when any character is not plain base64, not read in part', () => {
    const middle = base64.length >> 1;
    for (const broken of [
      `${base64.slice(0, middle)}*${base64.slice(middle)}`,
      `${base64.slice(0, middle)} ${base64.slice(middle)}`,
      `${base64.slice(0, middle)}\n${base64.slice(middle)}`,
      `${base64}!`,
      `${base64}==`,
      base64.replace(/\+|\//g, '-').replace('A', '_'),
    ]) {
      expect(refusal(broken)).toBe('Foto tidak dapat dibaca.');
    }
  });
});
