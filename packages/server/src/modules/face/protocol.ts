import type { FaceErrorReason } from './errors.ts';

/**
 * The thread's nice value once its models are loaded (Linux keeps one per thread). In a morning rush the face checks
 * fill every core; at 10 they take what the rest leaves, so the punch's own statements, an admin's page or a sign-in
 * (a few ms each) are not queued behind 15-21 ms checks. With nobody else wanting the cores, the checks run as fast.
 */
export const FACE_NICE = 10;

/** What the worker finds in one photo. */
export interface Description {
  /** Faces in the photo, not counting small background faces. */
  faces: number;
  /** 128 numbers for the face when there is exactly one, else null. */
  descriptor: number[] | null;
  /** Detector confidence (0-1) for the main face, 0 when there is none. */
  score: number;
  /** face-api's 68 landmarks of the main face as [x, y] pixels of the prepared image (liveness), [] without one. */
  landmarks: [number, number][];
}

/** Main thread -> worker: describe these encoded image bytes (only count the faces when `detectOnly`). */
export interface WorkerRequest {
  id: number;
  image: Uint8Array;
  detectOnly?: boolean;
}

/** Worker -> main thread. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'fatal'; detail: string }
  | { type: 'result'; id: number; result: Description }
  | { type: 'error'; id: number; reason: FaceErrorReason; detail: string };
