import type { ErrorCode } from '@hadir/contract';
import { AppError } from '../../platform/errors.ts';

/** Why a photo could not be turned into a face descriptor; programs branch on `reason`, people read `message`. */
export type FaceErrorReason =
  | 'UNSUPPORTED_IMAGE'
  | 'INVALID_IMAGE'
  | 'IMAGE_TOO_LARGE'
  | 'NO_FACE'
  | 'MULTIPLE_FACES'
  | 'BUSY'
  | 'TIMEOUT'
  | 'ENGINE_FAILED';

const REASONS: Record<FaceErrorReason, { code: ErrorCode; message: string }> = {
  UNSUPPORTED_IMAGE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Foto tidak dapat dibaca. Gunakan JPEG atau PNG.' },
  INVALID_IMAGE: { code: 'BAD_REQUEST', message: 'Foto tidak dapat dibaca. Gunakan JPEG atau PNG.' },
  IMAGE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Foto terlalu besar.' },
  NO_FACE: { code: 'BAD_REQUEST', message: 'Wajah tidak terdeteksi. Pastikan wajah terlihat jelas.' },
  MULTIPLE_FACES: { code: 'BAD_REQUEST', message: 'Terdeteksi lebih dari satu wajah.' },
  // No 503 code exists in the contract; 429 tells the client to retry later, and every 4xx is toasted.
  BUSY: { code: 'TOO_MANY_ATTEMPTS', message: 'Server sedang sibuk memproses foto. Coba lagi sebentar lagi.' },
  TIMEOUT: { code: 'TOO_MANY_ATTEMPTS', message: 'Pemeriksaan wajah terlalu lama. Coba lagi sebentar lagi.' },
  ENGINE_FAILED: { code: 'INTERNAL', message: 'Pemeriksaan wajah gagal. Coba lagi.' },
};

/** An AppError, so a service may let it propagate: the app answers with its status, code and Indonesian message. */
export class FaceError extends AppError {
  constructor(
    readonly reason: FaceErrorReason,
    detail?: string,
  ) {
    super(REASONS[reason].code, REASONS[reason].message);
    this.name = 'FaceError';
    if (detail) this.cause = detail;
  }
}

export const isFaceErrorReason = (value: unknown): value is FaceErrorReason =>
  typeof value === 'string' && Object.hasOwn(REASONS, value);
