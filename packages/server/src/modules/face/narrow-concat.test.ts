import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useNarrowConcat } from './narrow-concat.ts';

// The face workers' Concat kernel (narrow-concat.ts) must join exactly as tfjs does, narrow or not.
const require = createRequire(import.meta.url);
const tf: typeof import('@tensorflow/tfjs') = require('@tensorflow/tfjs');
const wasm: typeof import('@tensorflow/tfjs-backend-wasm') = require('@tensorflow/tfjs-backend-wasm');

beforeAll(async () => {
  wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`);
  wasm.setThreadsCount(1);
  await tf.setBackend('wasm');
  await tf.ready();
  useNarrowConcat();
  // Twice is once.
  useNarrowConcat();
});

type Nested = number | Nested[];
/** The join of nested arrays at a depth, without tfjs: what every case below must give. */
function joined(parts: Nested[], axis: number): Nested {
  if (axis === 0) return parts.flatMap((p) => p as Nested[]);
  return (parts[0] as Nested[]).map((_, i) =>
    joined(
      parts.map((p) => (p as Nested[])[i]),
      axis - 1,
    ),
  );
}

const counting = (shape: number[], start: number, dtype: 'float32' | 'int32' = 'float32') =>
  tf.tensor(
    Array.from({ length: shape.reduce((a, b) => a * b, 1) }, (_, i) => start + i * (dtype === 'int32' ? 1 : 0.25)),
    shape,
    dtype,
  );

describe('Concat in the face workers', () => {
  it('is the kernel tfjs runs for wasm', () => {
    expect(tf.getBackend()).toBe('wasm');
    expect((tf.getKernel('Concat', 'wasm') as { narrow?: boolean } | undefined)?.narrow).toBe(true);
  });

  const cases: [string, number[][], number, ('float32' | 'int32')?][] = [
    [
      'three colour channels of one number (the nets mean colour)',
      [
        [1, 7, 5, 1],
        [1, 7, 5, 1],
        [1, 7, 5, 1],
      ],
      3,
    ],
    [
      'rows of different widths, whole numbers',
      [
        [2, 3, 2],
        [2, 3, 1],
        [2, 3, 4],
      ],
      2,
      'int32',
    ],
    [
      'the last axis counted from the end',
      [
        [3, 1],
        [3, 2],
      ],
      -1,
    ],
    [
      'along the first axis',
      [
        [2, 2],
        [1, 2],
      ],
      0,
    ],
    [
      'rows too wide for the copy loop (tfjs own kernel)',
      [
        [2, 3, 5],
        [2, 3, 6],
      ],
      2,
    ],
    [
      'along a middle axis with wide rows',
      [
        [2, 4, 3],
        [2, 1, 3],
      ],
      1,
    ],
  ];
  for (const [name, shapes, axis, dtype] of cases) {
    it(`joins ${name} as tfjs does`, () => {
      const parts = shapes.map((s, i) => counting(s, 100 * i, dtype));
      const out = tf.concat(parts, axis);
      const depth = axis < 0 ? shapes[0].length + axis : axis;
      expect(out.dtype).toBe(dtype ?? 'float32');
      expect(out.arraySync()).toEqual(
        joined(
          parts.map((p) => p.arraySync() as Nested),
          depth,
        ),
      );
      tf.dispose([...parts, out]);
    });
  }

  it('leaves an empty part out, as tfjs does', () => {
    const out = tf.concat([tf.zeros([2, 0]), counting([2, 3], 1)], 1);
    expect(out.arraySync()).toEqual([
      [1, 1.25, 1.5],
      [1.75, 2, 2.25],
    ]);
  });
});
