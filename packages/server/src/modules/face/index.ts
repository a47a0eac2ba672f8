import { FaceEngine, type FaceEngineOptions } from './face.engine.ts';

export {
  DESCRIPTOR_LENGTH,
  type FaceDescription,
  FaceEngine,
  type FaceEngineOptions,
  type FaceMatchResult,
  MATCH_THRESHOLD,
} from './face.engine.ts';
export { FaceError, type FaceErrorReason } from './errors.ts';
export { IMAGE_LIMITS, type ImageInput } from './image.ts';
export {
  eyeAspectRatio,
  judgeLiveness,
  type LivenessFailure,
  MIN_YAW_CHANGE,
  type Move,
  SAME_PHOTO_DISTANCE,
  yaw,
} from './liveness.ts';
export type { PoolStats } from './pool.ts';
/** Test support: selfie-sized crops of real faces from face-api's demo photos (see demo-selfies.ts). */
export { DEMO_FACES, type DemoFace, demoPhoto, demoSelfie, type SelfieOptions } from './demo-selfies.ts';

let engine: FaceEngine | undefined;

/**
 * The process-wide engine. Workers start on the first describe() (or ready()), not on import; `options` count only on
 * the first call. From the environment: FACE_WORKERS, the worker count (default: one per CPU); FACE_IDLE_MINUTES, how
 * long the workers stay without a photo before they end (default 15; 0: always kept).
 */
export function faceEngine(options: FaceEngineOptions = {}): FaceEngine {
  const workers = Number(process.env.FACE_WORKERS);
  const idle = process.env.FACE_IDLE_MINUTES?.trim() ? Number(process.env.FACE_IDLE_MINUTES) : Number.NaN;
  engine ??= new FaceEngine({
    ...(workers > 0 ? { workers } : {}),
    ...(idle >= 0 ? { idleMs: idle * 60_000 } : {}),
    ...options,
  });
  return engine;
}

/** Ends the process-wide engine's workers (server shutdown, end of a test file). */
export async function closeFaceEngine(): Promise<void> {
  const current = engine;
  engine = undefined;
  await current?.close();
}
