/**
 * One face-matching worker thread: loads the tfjs wasm backend and three face-api models once, then turns photos into
 * descriptors. Started by pool.ts through worker-entry.mjs; never imported by the main thread.
 */
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { FaceError } from './errors.ts';
import { prepareImage } from './image.ts';
import { useNarrowConcat } from './narrow-concat.ts';
import { type Description, FACE_NICE, type WorkerReply, type WorkerRequest } from './protocol.ts';

const require = createRequire(import.meta.url);
// The node-wasm build requires @tensorflow/tfjs and the wasm backend itself, so we share one module instance of each.
const faceapi: typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js') = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
const tf: typeof import('@tensorflow/tfjs') = require('@tensorflow/tfjs');
const wasm: typeof import('@tensorflow/tfjs-backend-wasm') = require('@tensorflow/tfjs-backend-wasm');

/** Square input of the TinyFaceDetector: 224 found the most faces in our selfie crops and costs 1/2 of 320 (decision 0003). */
const DETECTOR_INPUT = 224;
const MIN_DETECTION_SCORE = 0.5;
/** A face narrower than this share of the main face is someone in the background, not a second person in the selfie. */
const BACKGROUND_FACE = 0.5;
/**
 * Smallest main face box, as a share of the image's long side (64 px at 320); an arm's-length selfie gives 0.35-0.5.
 * Smaller faces give blurred descriptors (a 79 px box drifted 0.44 from the same face at full size).
 */
const MIN_FACE = 0.2;

async function load(): Promise<void> {
  // Read the .wasm from disk: the default locator would work too, but an explicit folder survives bundling and has no network.
  wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
  // Parallelism comes from the pool; tfjs disables wasm threads on Node anyway.
  wasm.setThreadsCount(1);
  await tf.setBackend('wasm');
  await tf.ready();
  tf.enableProdMode();
  useNarrowConcat();
  const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  // The first run of each net sets up its kernels (~1 s); do it now rather than in someone's punch.
  const blank = faceapi.tf.zeros([160, 160, 3], 'int32') as import('@vladmandic/face-api').tf.Tensor3D;
  await faceapi.nets.tinyFaceDetector.locateFaces(blank, new faceapi.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT }));
  await faceapi.nets.faceLandmark68Net.detectLandmarks(blank);
  await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(blank);
  blank.dispose();
}

async function describe(image: Uint8Array, detectOnly: boolean): Promise<Description> {
  const rgb = await prepareImage(image);
  const input = faceapi.tf.tensor3d(rgb.data, [rgb.height, rgb.width, 3], 'int32');
  try {
    const options = new faceapi.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT, scoreThreshold: MIN_DETECTION_SCORE });
    const found = await faceapi.detectAllFaces(input, options);
    found.sort((a, b) => b.box.width - a.box.width);
    const main = found[0];
    if (!main || main.box.width < MIN_FACE * Math.max(rgb.width, rgb.height))
      return { faces: 0, descriptor: null, score: 0, landmarks: [] };
    const faces = found.filter((f) => f.box.width >= main.box.width * BACKGROUND_FACE).length;
    // Two people in the frame: whose face would we match? The engine refuses, so skip the costly nets. A selfie that
    // only has to show a face (no registration to match) skips them too: the detector is a fraction of the cost.
    if (faces > 1 || detectOnly) return { faces, descriptor: null, score: main.score, landmarks: [] };
    // Landmarks align the face for the recognition net, as face-api's own withFaceLandmarks().withFaceDescriptor() does.
    const described = await new faceapi.DetectSingleFaceLandmarksTask(
      Promise.resolve({ detection: main }),
      input,
      false,
    ).withFaceDescriptor();
    if (!described) return { faces: 0, descriptor: null, score: 0, landmarks: [] };
    const landmarks = described.landmarks.positions.map((p): [number, number] => [p.x, p.y]);
    return { faces, descriptor: Array.from(described.descriptor), score: main.score, landmarks };
  } finally {
    input.dispose();
  }
}

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');

load().then(
  () => {
    // Loading ran at the normal priority: ready() waits for it, and a starved load would only delay everyone.
    setPriority(FACE_NICE);
    port.postMessage({ type: 'ready' } satisfies WorkerReply);
  },
  (err) => {
    port.postMessage({ type: 'fatal', detail: String(err?.stack ?? err) } satisfies WorkerReply);
    process.exit(1);
  },
);

port.on('message', async (msg: WorkerRequest) => {
  try {
    const result = await describe(msg.image, msg.detectOnly === true);
    port.postMessage({ type: 'result', id: msg.id, result } satisfies WorkerReply);
  } catch (err) {
    const reason = err instanceof FaceError ? err.reason : 'ENGINE_FAILED';
    port.postMessage({ type: 'error', id: msg.id, reason, detail: String((err as Error)?.message ?? err) } satisfies WorkerReply);
  }
});
