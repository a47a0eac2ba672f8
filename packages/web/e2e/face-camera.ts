import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// A face for the camera, fed by the test: getUserMedia answers with a canvas stream that draws a real face cut from
// the face package's demo photos (fixtures/wajah.jpg), plain or mirrored. The mirror image is the same person with
// the head turned the other way (yaw -0.07 -> +0.09), which is what the clock-in liveness check asks for.

const FACE_JPEG = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/wajah.jpg'));
/** The face as a data URL, for punches made through the API. */
export const FACE_PHOTO = `data:image/jpeg;base64,${FACE_JPEG.toString('base64')}`;
/** Someone else's face (fixtures/wajah-lain.jpg). */
export const OTHER_FACE_PHOTO = `data:image/jpeg;base64,${fs.readFileSync(path.join(import.meta.dirname, 'fixtures/wajah-lain.jpg')).toString('base64')}`;

/** Before the page loads: the camera shows the face; `showFace` changes how. */
export async function useFaceCamera(page: Page) {
  await page.addInitScript((src: string) => {
    type View = { mirror: boolean; zoom: number; shift: number };
    const view: View & { afterPrompt?: Partial<View>; prompt?: string; redraw?: () => void; canvas?: HTMLCanvasElement } = {
      mirror: false,
      zoom: 1,
      shift: 0,
    };
    (window as unknown as { __face: typeof view }).__face = view;
    // The head turn, made the moment the page asks for it (the page takes the second frame 1.5 s later, however
    // slowly the test itself runs).
    new MutationObserver(() => {
      const prompt = /Toleh ke (kiri|kanan) sekarang/.exec(document.body?.textContent ?? '');
      if (!view.afterPrompt || !prompt) return;
      view.prompt = prompt[0];
      Object.assign(view, view.afterPrompt);
      view.afterPrompt = undefined;
      view.redraw?.();
    }).observe(document, { subtree: true, childList: true, characterData: true });
    const img = new Image();
    img.src = src;
    navigator.mediaDevices.getUserMedia = async () => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      const draw = () => {
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.fillStyle = '#888';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        if (view.mirror) ctx.setTransform(-1, 0, 0, 1, canvas.width, 0);
        const w = canvas.width * view.zoom;
        const h = canvas.height * view.zoom;
        ctx.drawImage(img, (canvas.width - w) / 2 + view.shift * canvas.width, (canvas.height - h) / 2, w, h);
      };
      draw();
      view.redraw = draw;
      view.canvas = canvas;
      setInterval(draw, 50);
      return canvas.captureStream(20);
    };
  }, FACE_PHOTO);
}

export async function showFace(page: Page, view: { mirror?: boolean; zoom?: number; shift?: number }) {
  await page.evaluate((v) => Object.assign((window as unknown as { __face: object }).__face, v), view);
  // The video lags the canvas (more so on a busy machine): wait until the page's video shows the new view.
  await expect.poll(() => videoShowsCanvas(page), { intervals: [50] }).toBe(true);
}

/** Whether the page's <video> shows what the test camera draws now (a coarse pixel comparison; no video yet: false). */
function videoShowsCanvas(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canvas = (window as unknown as { __face: { canvas?: HTMLCanvasElement } }).__face.canvas;
    const video = document.querySelector('video');
    if (!video) return true; // nothing on screen shows the camera yet
    if (!canvas || !video.videoWidth) return false;
    const grid = (source: CanvasImageSource) => {
      const small = document.createElement('canvas');
      small.width = 24;
      small.height = 24;
      const ctx = small.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(source, 0, 0, 24, 24);
      return ctx.getImageData(0, 0, 24, 24).data;
    };
    const a = grid(canvas);
    const b = grid(video);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i] - b[i]);
    // Measured: the mirror image differs by ~28 a channel, the video's own colour conversion by ~5.
    return diff / a.length < 15;
  });
}

/**
 * After Kirim: the punch's success message, or the test fails with what the page said instead. The first punch after
 * a server start may wait for the face models (seconds on a busy machine), hence the long wait.
 */
export async function expectPunched(page: Page, label: 'Clock in' | 'Clock out') {
  const done = page.getByText(new RegExp(`^${label} berhasil pukul \\d{2}:\\d{2}$`));
  const refused = page.locator('p[role="alert"]');
  await expect(done.or(refused).first()).toBeVisible({ timeout: 60_000 });
  expect(await refused.allTextContents(), 'the page refused the punch').toEqual([]);
}

/**
 * The photo step as a person does it: reads the head turn the server asked for, looks at the camera, presses Ambil
 * Foto and turns when told (the mirror image turns toward the person's left: 'Toleh ke kiri'), as soon as told.
 */
export async function takeLivePhotos(page: Page) {
  const hint = page.getByText(/^Lihat lurus ke kamera dan tekan Ambil Foto, lalu toleh ke (kiri|kanan) saat diminta\.$/);
  await expect(hint).toBeVisible();
  const left = (await hint.textContent())!.includes('toleh ke kiri');
  // A real camera never gives the same bytes twice: nor does this one (the server refuses a photo sent before).
  const zoom = 1 + Math.random() * 0.05;
  await showFace(page, { mirror: !left, zoom });
  await page.evaluate(
    (v) => {
      (window as unknown as { __face: { afterPrompt?: object } }).__face.afterPrompt = v;
    },
    { mirror: left, zoom },
  );
  await page.getByRole('button', { name: 'Ambil Foto', exact: true }).click();
  // The prompt shows for 1.5 s only, which a busy test runner can miss between two looks: the camera's observer
  // records the one it turned for.
  await expect(page.getByRole('img', { name: 'Foto selfie' })).toBeVisible();
  const prompt = await page.evaluate(() => (window as unknown as { __face: { prompt?: string } }).__face.prompt);
  expect(prompt).toBe(`Toleh ke ${left ? 'kiri' : 'kanan'} sekarang`);
}
