import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, devices, expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

/** Three live photos, one per pose, then the registration call. */
async function registerThroughScreen(page: Page) {
  await page.goto('/profile/face-registration');
  await expect(page.getByRole('heading', { name: 'Pendaftaran Wajah' })).toBeVisible();
  for (const [n, pose] of [
    [1, 'Lihat lurus ke kamera'],
    [2, 'Sedikit ke kiri'],
    [3, 'Sedikit ke kanan'],
  ] as const) {
    await expect(page.getByText(`Foto ${n} dari 3: ${pose}`)).toBeVisible();
    await page.getByRole('button', { name: `Ambil Foto ${n}` }).click();
    await expect(page.getByRole('img', { name: `Foto ${n}: ${pose}` })).toBeVisible();
  }
  // Explicit consent: the box names what is kept, why and for how long; without it the button stays off.
  const register = page.getByRole('button', { name: 'Daftarkan Wajah' });
  await expect(register).toBeDisabled();
  await page.getByRole('checkbox', { name: /Saya setuju perusahaan menyimpan foto wajah saya/ }).check();
  await register.click();
}

test("Chromium's fake camera shows no face: the server refuses the registration", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await api.dispose();
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await registerThroughScreen(page);
  await expect(page.getByRole('alert')).toHaveText('Foto 1: Wajah tidak terdeteksi. Pastikan wajah terlihat jelas.', {
    timeout: 60_000,
  });
  await expect(page).toHaveURL(/\/profile\/face-registration$/);
  await page.getByRole('button', { name: 'Ulangi' }).click();
  await expect(page.getByRole('button', { name: 'Ambil Foto 1' })).toBeVisible();
});

// ---- A real face through the camera: a demo photo as Chromium's fake video (a .y4m file) ----

const DEMO = path.resolve(import.meta.dirname, '../../../../node_modules/@vladmandic/face-api/demo/sample1.jpg');
/** One face of the demo photo (full-size pixels), cropped like a portrait selfie. */
const FACE = { x: 1476, y: 200, w: 202, h: 239 };

/** The demo face as a YUV 4:2:0 .y4m video, made by the browser's own JPEG decoder (no image library needed). */
async function faceVideo(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  const jpeg = fs.readFileSync(DEMO).toString('base64');
  const { width, height, yuv } = await page.evaluate(
    async ({ jpeg, face }) => {
      const img = new Image();
      img.src = `data:image/jpeg;base64,${jpeg}`;
      await img.decode();
      const width = Math.round((face.w * 2.2) / 2) * 2;
      const height = Math.round((width * 4) / 3 / 2) * 2;
      const x0 = Math.max(0, Math.min(img.width - width, Math.round(face.x + face.w / 2 - width / 2)));
      const y0 = Math.max(0, Math.min(img.height - height, Math.round(face.y + face.h / 2 - height / 2)));
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, x0, y0, width, height, 0, 0, width, height);
      const rgba = ctx.getImageData(0, 0, width, height).data;
      const out = new Uint8Array((width * height * 3) / 2);
      const uAt = width * height;
      const vAt = uAt + (width * height) / 4;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const [r, g, b] = [rgba[i], rgba[i + 1], rgba[i + 2]];
          out[y * width + x] = 0.299 * r + 0.587 * g + 0.114 * b;
          if (y % 2 === 0 && x % 2 === 0) {
            const c = (y / 2) * (width / 2) + x / 2;
            out[uAt + c] = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
            out[vAt + c] = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
          }
        }
      }
      let bin = '';
      for (let i = 0; i < out.length; i += 0x8000) bin += String.fromCharCode(...out.subarray(i, i + 0x8000));
      return { width, height, yuv: btoa(bin) };
    },
    { jpeg, face: FACE },
  );
  await page.close();
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(yuv, 'base64')]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-face-')), 'face.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

test('a real face from the camera registers', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const video = await faceVideo(browser);
  const api = await adminApi(baseURL!);
  const nama = `Kantor Wajah ${Date.now().toString(36)}`;
  const office = { latitude: -6.2, longitude: 106.8166 };
  const lokasi = await api.post('/api/lokasi', {
    data: { nama, alamat: null, ...office, radius: 200, zona_waktu: 'Asia/Jakarta' },
  });
  expect(lokasi.status()).toBe(201);
  const emp = await createEmployee(api, { lokasi_id: (await lokasi.json()).id });
  await api.dispose();

  const launch = test.info().project.use.launchOptions ?? {};
  const withFace = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await withFace.newContext({
      ...devices['Pixel 7'],
      baseURL,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      permissions: ['geolocation'],
      geolocation: { ...office, accuracy: 10 },
    });
    const page = await context.newPage();
    await loginAs(page, emp.username, emp.password);
    await expect(page).toHaveURL(/\/$/);
    await registerThroughScreen(page);
    await expect(page.getByText('Wajah berhasil didaftarkan.')).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/profile$/);
    // Clocking in with that face, a head turn and all: e2e/employee/face-liveness.spec.ts.
    await context.close();
  } finally {
    await fs.promises.rm(path.dirname(video), { recursive: true, force: true });
    await withFace.close();
  }
});
