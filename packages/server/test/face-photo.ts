import { demoSelfie } from '../src/modules/face/index.ts';

/** A real face (cut from a demo photo of the face package) for tests that clock in: every selfie must show a face. */
export const FACE_JPEG = demoSelfie('clown');
export const FACE_PHOTO = `data:image/jpeg;base64,${FACE_JPEG.toString('base64')}`;
