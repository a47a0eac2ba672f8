import { createHash, randomBytes } from 'node:crypto';
import {
  PHOTO_MAX_BYTES,
  PUNCH_CHALLENGE_SECONDS,
  type PunchChallenge,
  type PunchMove,
  type PunchRequest,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseImageDataUrl } from '../../platform/files.ts';
import { DESCRIPTOR_LENGTH, type FaceDescription, type FaceEngine, judgeLiveness, type LivenessFailure } from '../face/index.ts';
import { securitySettings } from '../settings/index.ts';
import { numbered } from './face-registration.service.ts';
import * as repo from './face-registration.repo.ts';

// The face check of a clock-in (docs/decisions/0019-clock-in-liveness.md): a face in every selfie; with a registered
// face, two frames a moment apart answering a one-time server challenge (a head turn), both the registered person.

const INSTRUCTION: Record<PunchMove, string> = { kiri: 'Toleh ke kiri', kanan: 'Toleh ke kanan' };

/** A new one-time challenge for the caller's next punch. */
export async function challenge(db: Db, userId: number, now: Date): Promise<PunchChallenge> {
  const token = randomBytes(18).toString('base64url');
  const gerakan: PunchMove = randomBytes(1)[0] % 2 ? 'kiri' : 'kanan';
  const until = new Date(now.getTime() + PUNCH_CHALLENGE_SECONDS * 1000);
  await repo.insertChallenge(db, userId, token, gerakan, until, now);
  return { tantangan: token, gerakan, instruksi: INSTRUCTION[gerakan], berlaku_sampai: until.toISOString() };
}

const LIVENESS: Record<LivenessFailure, [number, string]> = {
  NO_MOVE: [400, 'Gerakan kepala tidak terdeteksi. Ikuti petunjuk di layar lalu ambil foto lagi.'],
  SAME_FRAME: [400, 'Kedua foto sama. Ambil foto langsung dari kamera sambil mengikuti petunjuk.'],
  OTHER_PERSON: [403, 'Kedua foto tidak menunjukkan orang yang sama.'],
  REPLAY: [403, 'Foto ini sudah pernah dikirim. Ambil foto langsung dari kamera.'],
};

function refuse(failure: LivenessFailure, move?: PunchMove): never {
  const [status, message] = LIVENESS[failure];
  const text = failure === 'NO_MOVE' && move ? message.replace('petunjuk di layar', `petunjuk "${INSTRUCTION[move]}"`) : message;
  throw new AppError(status === 400 ? 'BAD_REQUEST' : 'FORBIDDEN', text);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The face workers' work on a punch's frames, begun before its other checks (beginPunchFace). */
export interface PunchFaceWork {
  /** With one frame: whether it shows a face. */
  detect?: Promise<void>;
  /** With two: each frame described. */
  frames?: [Promise<FaceDescription>, Promise<FaceDescription>];
}

/**
 * Starts the face work a punch's frames need, which they alone decide: one frame is only looked for a face, two are
 * described (a registered face with one frame is refused before either). It runs in the face workers while the
 * punch's database checks run, instead of after them (issue 20). Its refusals are the check's, when it reads them.
 */
export function beginPunchFace(engine: FaceEngine, photo: Uint8Array, input: PunchRequest, userId: number): PunchFaceWork {
  // Not yet read: a refusal waits for checkPunchFace, which reads it in its own order.
  const later = <T>(work: Promise<T>) => {
    work.catch(() => {});
    return work;
  };
  const second = secondFrame(input, false);
  if (!second) return { detect: later(engine.detectFace(photo, { owner: userId })) };
  return {
    frames: [later(engine.describe(photo, { owner: userId })), later(engine.describe(second, { owner: userId }))],
  };
}

/** The second frame's bytes, if any; a frame that is no JPEG/PNG is refused here only when `refuse`. */
function secondFrame(input: PunchRequest, refuse: boolean): Uint8Array | null {
  if (!input.photo_kedua) return null;
  try {
    return parseImageDataUrl(input.photo_kedua, PHOTO_MAX_BYTES, 'Foto kedua').bytes;
  } catch (err) {
    if (refuse) throw err;
    return null;
  }
}

export interface PunchFaceInput {
  userId: number;
  input: PunchRequest;
  /** The registered descriptors, null without a registration. */
  registered: number[][] | null;
  /** The first frame's bytes (already checked as a JPEG/PNG by the punch). */
  photo: Uint8Array;
  /** The work begun on the frames (beginPunchFace). */
  work: PunchFaceWork;
  now: Date;
}

/**
 * The face check of a punch: the similarity to the registered face, or null without one. Refuses when the company
 * requires a registered face and there is none (403), a selfie without a face (400, always), and with a registered
 * face: missing or failed liveness (400/403) or someone else's face (403).
 */
export async function checkPunchFace(db: Db, engine: FaceEngine, p: PunchFaceInput): Promise<number | null> {
  const { input, userId } = p;
  if (!p.registered && (await securitySettings(db)).wajib_wajah_terdaftar) {
    throw new AppError(
      'FORBIDDEN',
      'Wajah Anda belum terdaftar. Daftarkan wajah di menu Profil > Pendaftaran Wajah sebelum absen.',
    );
  }
  const usable = p.registered?.filter((d) => Array.isArray(d) && d.length === DESCRIPTOR_LENGTH) ?? null;
  if (usable && usable.length === 0) {
    throw new AppError('CONFLICT', 'Data wajah Anda tidak dapat dipakai. Silakan daftar ulang wajah.');
  }
  const second = secondFrame(input, true);
  if (usable && !second) {
    throw new AppError(
      'BAD_REQUEST',
      'Pemeriksaan wajah memerlukan dua foto sesuai petunjuk. Muat ulang halaman lalu coba lagi.',
    );
  }
  // An offline punch cannot fetch a challenge without signal: its two frames must still show a head turn (either way).
  let move: PunchMove | undefined;
  if (second && !input.offline && (usable || input.tantangan)) {
    const spent = input.tantangan && (await repo.useChallenge(db, userId, input.tantangan, p.now));
    if (!spent) {
      throw new AppError('BAD_REQUEST', 'Petunjuk pemeriksaan wajah sudah kedaluwarsa atau sudah dipakai. Ambil foto lagi.');
    }
    move = spent as PunchMove;
  }
  // One frame and nobody to match it against: it only has to show a face, which the detector alone tells.
  if (!second) {
    await (p.work.detect ?? engine.detectFace(p.photo, { owner: userId }));
    return null;
  }
  const [first, other] = p.work.frames ?? [
    engine.describe(p.photo, { owner: userId }),
    engine.describe(second, { owner: userId }),
  ];
  const frames = [await numbered(first, 'Foto pertama'), await numbered(other, 'Foto kedua')];
  if (await repo.isStoredPhoto(db, userId, [sha256(p.photo), sha256(second)])) refuse('REPLAY');
  const failure = judgeLiveness(frames[0], frames[1], {
    compare: (a, b) => engine.compare(a, b),
    threshold: engine.threshold,
    registered: usable ?? [],
    move,
  });
  if (failure) refuse(failure, move);
  if (!usable) return null;
  const matches = frames.map((f) => engine.match(f.descriptor, usable));
  if (!matches.every((m) => m.accepted)) throw new AppError('FORBIDDEN', 'Wajah tidak cocok dengan wajah yang terdaftar.');
  return Math.min(...matches.map((m) => m.similarity));
}
