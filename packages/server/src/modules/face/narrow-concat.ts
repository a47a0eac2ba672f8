/**
 * tfjs's wasm backend joins tensors in JavaScript, one `subarray` + `set` per row of each input. Each of face-api's nets
 * subtracts its mean colour by joining three one-channel tensors along the channel axis: 150,528 rows of one number in
 * the detector (~5 of its ~15 ms), 37,632 and 67,500 in the landmark and recognition nets (~7 of a describe's ~35 ms).
 * For inputs that narrow (a few numbers a row) a plain copy loop does the same in a fraction; any other join goes to
 * tfjs's own kernel. Same numbers out either way (narrow-concat.test.ts; decision 0031).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The worker's module instance (require caches it): the kernel registry lives in it.
const tf: typeof import('@tensorflow/tfjs') = require('@tensorflow/tfjs');
type BackendWasm = import('@tensorflow/tfjs-backend-wasm').BackendWasm;
type TensorInfo = import('@tensorflow/tfjs').TensorInfo;

/** The widest row (numbers per input per row) the copy loop takes; wider rows copy well with `set`. */
const NARROW = 4;

function narrowConcat(inputs: TensorInfo[], axisAttr: number | number[], backend: BackendWasm): TensorInfo | null {
  if (inputs.length < 2 || inputs[0].dtype === 'string') return null;
  const axis = tf.util.parseAxisParam(axisAttr, inputs[0].shape)[0];
  const widths = inputs.map((t) => tf.util.sizeFromShape(t.shape.slice(axis)));
  if (widths.some((w) => w === 0 || w > NARROW)) return null;
  tf.backend_util.assertParamsConsistent(
    inputs.map((t) => t.shape),
    axis,
  );
  const rows = tf.util.sizeFromShape(inputs[0].shape.slice(0, axis));
  const out = backend.makeOutput(
    tf.backend_util.computeOutShape(
      inputs.map((t) => t.shape),
      axis,
    ),
    inputs[0].dtype,
  );
  // Views after makeOutput: it can grow the wasm memory, which detaches views taken before.
  const to = backend.typedArrayFromHeap(out);
  const rowWidth = widths.reduce((a, b) => a + b, 0);
  let column = 0;
  inputs.forEach((t, i) => {
    const from = backend.typedArrayFromHeap(t);
    const w = widths[i];
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < w; k++) to[r * rowWidth + column + k] = from[r * w + k];
    }
    column += w;
  });
  return out;
}

/** Puts the narrow join in front of the wasm backend's Concat kernel; once per thread, after the backend is loaded. */
export function useNarrowConcat(): void {
  const own = tf.getKernel('Concat', 'wasm');
  if (!own || (own as { narrow?: true }).narrow) return;
  tf.unregisterKernel('Concat', 'wasm');
  tf.registerKernel({
    ...own,
    narrow: true,
    kernelFunc: (args) =>
      narrowConcat(
        args.inputs as unknown as TensorInfo[],
        (args.attrs as { axis: number | number[] }).axis,
        args.backend as BackendWasm,
      ) ?? own.kernelFunc(args),
  } as typeof own);
}
