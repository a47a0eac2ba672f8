import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEMO_FACES, cropSelfie } from './demo-selfies.ts';
import { createDetector, type Detector } from './detector.ts';
import { prepareImage } from './image.ts';
import { plainPng } from './test-images.ts';

// detector.ts subtracts the mean colour itself instead of face-api: the net must see the same numbers, so face-api's own
// detectAllFaces() and ours must find the same faces, with the same scores, at the same places.
const require = createRequire(import.meta.url);
const faceapi: typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js') = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
const tf: typeof import('@tensorflow/tfjs') = require('@tensorflow/tfjs');
const wasm: typeof import('@tensorflow/tfjs-backend-wasm') = require('@tensorflow/tfjs-backend-wasm');

const INPUT = 224;
const MIN_SCORE = 0.5;
let detector: Detector;

beforeAll(async () => {
  wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
  wasm.setThreadsCount(1);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  detector = createDetector();
  await detector.load(models);
}, 60_000);

async function bothWays(photo: Buffer) {
  const rgb = await prepareImage(photo);
  const input = faceapi.tf.tensor3d(rgb.data, [rgb.height, rgb.width, 3], 'int32');
  try {
    const faceApi = await faceapi.detectAllFaces(
      input,
      new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT, scoreThreshold: MIN_SCORE }),
    );
    const ours = await detector.detect(input, INPUT, MIN_SCORE);
    const shape = (found: typeof ours) =>
      found.map((f) => ({ score: f.score, box: [f.box.x, f.box.y, f.box.width, f.box.height], size: f.imageDims }));
    return { faceApi: shape(faceApi), ours: shape(ours) };
  } finally {
    input.dispose();
  }
}

function expectSame({ faceApi, ours }: Awaited<ReturnType<typeof bothWays>>) {
  expect(ours.map((f) => f.score)).toEqual(faceApi.map((f) => f.score));
  expect(ours.map((f) => f.size)).toEqual(faceApi.map((f) => f.size));
  ours.forEach((f, i) => {
    f.box.forEach((v, k) => {
      expect(v).toBeCloseTo(faceApi[i].box[k], 6);
    });
  });
}

describe('the detector without face-api mean concat', () => {
  it('finds the same faces, scores and boxes as face-api in every demo selfie, taken plain, off-centre and wide', async () => {
    const counts: number[] = [];
    for (const [sample, box] of ALL_DEMO_FACES) {
      for (const opts of [
        {},
        { margin: 2.0, shiftX: 0.08, shiftY: -0.06, brightness: 1.2, quality: 60 },
        { margin: 3, shiftX: 0.3 },
      ]) {
        const found = await bothWays(cropSelfie(sample, box, opts));
        expectSame(found);
        counts.push(found.ours.length);
      }
    }
    // Not a comparison of empty lists: 57 faces in the 66 pictures, two of them with a neighbour in the frame.
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(50);
    expect(counts.filter((n) => n > 1).length).toBeGreaterThanOrEqual(1);
  });

  it('finds no face in a plain picture, as face-api', async () => {
    expect(await bothWays(plainPng(240, 320))).toEqual({ faceApi: [], ours: [] });
  });
});
