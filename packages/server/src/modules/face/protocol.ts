import type { FaceErrorReason } from './errors.ts';

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
