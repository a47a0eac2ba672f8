/**
 * face-api's TinyFaceDetector less one waste, for the worker threads (worker.ts). face-api subtracts the mean colour
 * by building a [1, 224, 224, 3] tensor from three filled channels with a concat on every call: ~5 ms of a ~15 ms
 * detection in the wasm backend. Here the image is squared and resized as face-api does, the mean is subtracted by
 * broadcasting three numbers, and the net is told there is no mean left: it sees the same numbers and finds the same
 * faces (face.test.ts compares both ways on every demo face).
 */
import { createRequire } from 'node:module';
import type { FaceDetection } from '@vladmandic/face-api';

const require = createRequire(import.meta.url);
// The same module instances as worker.ts's: require caches them.
const faceapi: typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js') = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
type Tensor3D = import('@vladmandic/face-api').tf.Tensor3D;
type Tensor4D = import('@vladmandic/face-api').tf.Tensor4D;

class MeanFreeDetector extends faceapi.TinyFaceDetector {
  readonly mean: number[] = [...(super.config.meanRgb ?? [0, 0, 0])];
  readonly #config = { ...super.config, meanRgb: undefined };
  override get config() {
    return this.#config;
  }
}

export interface Detector {
  load(modelFolder: string): Promise<void>;
  /** Every face over `minScore` in an upright RGB tensor, as face-api's detectAllFaces() with a TinyFaceDetector. */
  detect(image: Tensor3D, inputSize: number, minScore: number): Promise<FaceDetection[]>;
}

export function createDetector(): Detector {
  const net = new MeanFreeDetector();
  return {
    load: (folder) => net.loadFromDisk(folder),
    async detect(image, inputSize, minScore) {
      const [height, width] = image.shape;
      const side = Math.max(width, height);
      // What face-api's NetInput.toBatchTensor() does (padding on the right or at the bottom), then the mean.
      const input = faceapi.tf.tidy(() => {
        let square = faceapi.padToSquare(faceapi.tf.expandDims(image) as Tensor4D, false);
        if (side !== inputSize) square = faceapi.tf.image.resizeBilinear(square, [inputSize, inputSize], false, false);
        const float = faceapi.tf.cast(square, 'float32');
        return faceapi.tf.reshape(faceapi.tf.sub(float, faceapi.tf.tensor1d(net.mean)), [inputSize, inputSize, 3]) as Tensor3D;
      });
      try {
        const found = await net.locateFaces(input, new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: minScore }));
        // Boxes relative to the square back to the picture: the square had it in its top left corner.
        return found.map((d) => {
          const r = d.relativeBox;
          const box = new faceapi.Rect(
            (r.x * side) / width,
            (r.y * side) / height,
            (r.width * side) / width,
            (r.height * side) / height,
          );
          return new faceapi.FaceDetection(d.score, box, { width, height });
        });
      } finally {
        input.dispose();
      }
    },
  };
}
