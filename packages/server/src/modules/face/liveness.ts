import type { FaceDescription } from './face.engine.ts';

/**
 * Liveness from two frames a moment apart (face-api's 68 landmarks): a head turn changes the nose's place between the
 * eyes, a still photo (sent twice, shifted, scaled or rotated) does not, since that ratio survives every such move.
 */

type Point = readonly [number, number];

/** Landmark indexes of the 68-point model: nose tip, outer eye corners, and the six points of each eye. */
const NOSE_TIP = 30;
const EYE_OUTER_LEFT = 36;
const EYE_OUTER_RIGHT = 45;
const LEFT_EYE = [36, 37, 38, 39, 40, 41];
const RIGHT_EYE = [42, 43, 44, 45, 46, 47];

/**
 * Smallest change of yaw between the frames taken as a head turn. A frontal face reads ~0, a face turned ~20° ±0.1-0.2;
 * a still photo moved or re-encoded changes by < 0.02 (measured on the demo faces, liveness.test.ts).
 */
export const MIN_YAW_CHANGE = 0.06;
/** A blink: the eye aspect ratio falls to this share of the open eye's. */
const BLINK_RATIO = 0.6;
/**
 * Descriptors closer than this are one photo sent again (re-encoded or moved), not a new frame: the same crop shifted or
 * re-encoded stays under ~0.03 while two live frames of one person differ more (a turn changes the descriptor).
 */
export const SAME_PHOTO_DISTANCE = 0.04;

/** The head turn the server asks for; the image is the camera's (not a mirror), so the person's left is image right. */
export type Move = 'kiri' | 'kanan';

/**
 * Where the nose tip sits between the outer eye corners, along the eye line: 0 for a frontal face, positive when the
 * nose is toward the image's right (the person turned to their left). Independent of position, size and roll.
 */
export function yaw(landmarks: readonly Point[]): number {
  const a = landmarks[EYE_OUTER_LEFT];
  const b = landmarks[EYE_OUTER_RIGHT];
  const n = landmarks[NOSE_TIP];
  const ex = b[0] - a[0];
  const ey = b[1] - a[1];
  const len2 = ex * ex + ey * ey;
  if (!len2) return 0;
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  return ((n[0] - mx) * ex + (n[1] - my) * ey) / len2;
}

const dist = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** Eye aspect ratio (Soukupová and Čech, 2016), both eyes averaged: ~0.3 open, under ~0.15 closed. */
export function eyeAspectRatio(landmarks: readonly Point[]): number {
  const ear = (i: number[]) => {
    const p = i.map((k) => landmarks[k]);
    return (dist(p[1], p[5]) + dist(p[2], p[4])) / (2 * dist(p[0], p[3]) || 1);
  };
  return (ear(LEFT_EYE) + ear(RIGHT_EYE)) / 2;
}

/** Whether the frames show the requested head turn (yaw moves the asked way by MIN_YAW_CHANGE); any turn when none asked. */
export function turned(first: readonly Point[], second: readonly Point[], move?: Move): boolean {
  const change = yaw(second) - yaw(first);
  if (move === 'kiri') return change >= MIN_YAW_CHANGE;
  if (move === 'kanan') return change <= -MIN_YAW_CHANGE;
  return Math.abs(change) >= MIN_YAW_CHANGE;
}

/** Whether the eyes closed between the frames (either order). */
export function blinked(first: readonly Point[], second: readonly Point[]): boolean {
  const [a, b] = [eyeAspectRatio(first), eyeAspectRatio(second)];
  return Math.min(a, b) <= Math.max(a, b) * BLINK_RATIO;
}

export type LivenessFailure = 'NO_MOVE' | 'OTHER_PERSON' | 'SAME_FRAME' | 'REPLAY';

/**
 * Judges two described frames: the same person (within `threshold`), not one photo twice, neither a copy of a
 * registration photo, and the move (a blink counts only when no turn was asked). Null when live.
 */
export function judgeLiveness(
  first: FaceDescription,
  second: FaceDescription,
  opts: { compare: (a: number[], b: number[]) => number; threshold: number; registered: number[][]; move?: Move },
): LivenessFailure | null {
  const between = opts.compare(first.descriptor, second.descriptor);
  if (between > opts.threshold) return 'OTHER_PERSON';
  for (const frame of [first, second]) {
    if (opts.registered.some((r) => opts.compare(frame.descriptor, r) < SAME_PHOTO_DISTANCE)) return 'REPLAY';
  }
  const moved =
    turned(first.landmarks, second.landmarks, opts.move) || (!opts.move && blinked(first.landmarks, second.landmarks));
  if (!moved) return between < SAME_PHOTO_DISTANCE ? 'SAME_FRAME' : 'NO_MOVE';
  return null;
}
