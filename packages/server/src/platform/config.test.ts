import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('e-mail settings (SMTP_URL, MAIL_FROM, APP_URL)', () => {
  const mail = {
    SMTP_URL: 'smtp://hadir:R4hasia@mail.maju.co.id:587',
    MAIL_FROM: 'Hadir <hadir@maju.co.id>',
    APP_URL: 'https://hadir.maju.co.id/',
  };

  it('reads them, keeping the address without a trailing slash; without SMTP_URL no e-mail is sent', () => {
    expect(readConfig(mail).mail).toEqual({
      url: 'smtp://hadir:R4hasia@mail.maju.co.id:587',
      from: 'Hadir <hadir@maju.co.id>',
      appUrl: 'https://hadir.maju.co.id',
    });
    expect(readConfig({}).mail).toBeUndefined();
    expect(readConfig({ APP_URL: 'http://192.168.1.10:3000' }).appUrl).toBe('http://192.168.1.10:3000');
  });

  it('refuses to start with a setting that cannot work, saying which, never repeating the SMTP password', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        readConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      return undefined;
    };
    const badUrl = refusal({ ...mail, SMTP_URL: 'http://hadir:R4hasia@mail.maju.co.id' });
    expect(badUrl).toMatch(/^SMTP_URL tidak valid/);
    expect(badUrl).not.toContain('R4hasia');
    expect(refusal({ ...mail, MAIL_FROM: '' })).toMatch(/^MAIL_FROM wajib diisi bila SMTP_URL diisi/);
    expect(refusal({ ...mail, MAIL_FROM: 'Hadir' })).toMatch(/^MAIL_FROM wajib diisi/);
    expect(refusal({ ...mail, APP_URL: '' })).toMatch(/^APP_URL wajib diisi bila SMTP_URL diisi/);
    expect(refusal({ APP_URL: 'hadir.maju.co.id' })).toMatch(/^APP_URL tidak valid/);
  });
});

describe('face workers (FACE_WORKERS, FACE_IDLE_MINUTES)', () => {
  it('reads the worker count and the idle minutes; unset, the engine keeps its defaults', () => {
    expect(readConfig({}).face).toEqual({});
    expect(readConfig({ FACE_WORKERS: '1', FACE_IDLE_MINUTES: '30' }).face).toEqual({ workers: 1, idleMs: 1_800_000 });
    expect(readConfig({ FACE_IDLE_MINUTES: '0' }).face).toEqual({ idleMs: 0 });
    expect(readConfig({ FACE_IDLE_MINUTES: '0.5' }).face).toEqual({ idleMs: 30_000 });
  });

  it('refuses a value that is not a count of workers or minutes instead of silently running the default', () => {
    for (const FACE_WORKERS of ['dua', '0', '-1', '1.5', '65']) {
      expect(() => readConfig({ FACE_WORKERS })).toThrow(`FACE_WORKERS tidak valid: "${FACE_WORKERS}".`);
    }
    for (const FACE_IDLE_MINUTES of ['lima belas', '-5', '15m']) {
      expect(() => readConfig({ FACE_IDLE_MINUTES })).toThrow(`FACE_IDLE_MINUTES tidak valid: "${FACE_IDLE_MINUTES}".`);
    }
  });
});
