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
 * the first call, so the server passes its settings (config.face) before it listens.
 */
export function faceEngine(options: FaceEngineOptions = {}): FaceEngine {
  engine ??= new FaceEngine(options);
  return engine;
}

/** Ends the process-wide engine's workers (server shutdown, end of a test file). */
export async function closeFaceEngine(): Promise<void> {
  const current = engine;
  engine = undefined;
  await current?.close();
}
