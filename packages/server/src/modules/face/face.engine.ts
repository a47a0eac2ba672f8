import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { FaceError } from './errors.ts';
import { type ImageInput, imageBytes } from './image.ts';
import { type PoolStats, WorkerPool } from './pool.ts';
import type { Description } from './protocol.ts';

/**
 * Largest euclidean distance between two descriptors still taken as the same person. face-api's usual 0.6 accepted
 * 20 of the 231 pairs of different people in its own demo photos; the closest different pair was 0.468, while altered
 * copies of one selfie stayed under 0.29 (decision 0003).
 */
export const MATCH_THRESHOLD = 0.45;
export const DESCRIPTOR_LENGTH = 128;

export interface FaceEngineOptions {
  /** Worker threads; default one per CPU. */
  workers?: number;
  /** Waiting jobs before describe() refuses with BUSY; default 200. */
  maxQueue?: number;
  /** Waiting jobs of one owner (employee) before their describe() refuses with BUSY; default 6 (a registration's 5 photos). */
  maxQueuePerOwner?: number;
  /** Per photo once a worker has it; default 10 s. */
  timeoutMs?: number;
  /** See MATCH_THRESHOLD. */
  threshold?: number;
  /**
   * The workers end after this long without a photo and start again for the next one, which waits 2-3 s for them; 0:
   * never. Default 15 minutes. Loaded workers hold ~155 MB each (decision 0038).
   */
  idleMs?: number;
}

const FACE_IDLE_MS = 15 * 60_000;

/** One face found in a photo. */
export interface FaceDescription {
  /** Always 1: photos with no face or several faces are refused. */
  faces: number;
  /** 128 numbers to store at registration or to match at a punch. */
  descriptor: number[];
  /** Detector confidence 0-1. */
  score: number;
  /** The 68 landmarks [x, y] of the face (liveness.ts reads head turns and blinks from them). */
  landmarks: [number, number][];
}

export interface FaceMatchResult {
  /** Distance to the closest registered descriptor; smaller is more alike. */
  distance: number;
  /** 1 - distance, clamped to 0-1, rounded to 3 decimals: the figure to store with a punch and show people. */
  similarity: number;
  accepted: boolean;
}

/** Face descriptors from photos in worker threads, and matching of descriptors (cheap, on the caller's thread). */
export class FaceEngine {
  readonly threshold: number;
  private pool: WorkerPool | null = null;
  private closed = false;
  /** When the last photo was handed to the pool or settled (performance.now()). */
  private lastUsed = 0;
  private restTimer: NodeJS.Timeout | null = null;
  /** Describes under way by owner and photo: a double tap (the same photo sent again) waits for the first one. */
  private readonly inflight = new Map<string, Promise<Description>>();

  constructor(private readonly options: FaceEngineOptions = {}) {
    this.threshold = options.threshold ?? MATCH_THRESHOLD;
  }

  /**
   * The one face in a JPEG/PNG (data URL, base64 or bytes). Refuses with FaceError: UNSUPPORTED_IMAGE, INVALID_IMAGE,
   * IMAGE_TOO_LARGE, NO_FACE, MULTIPLE_FACES, BUSY, TIMEOUT, ENGINE_FAILED.
   */
  async describe(image: ImageInput, opts: { timeoutMs?: number; owner?: string | number } = {}): Promise<FaceDescription> {
    const bytes = imageBytes(image);
    const owner = opts.owner === undefined ? undefined : String(opts.owner);
    const found = await this.run(bytes, opts.timeoutMs, owner);
    if (found.faces > 1) throw new FaceError('MULTIPLE_FACES');
    if (!found.descriptor) throw new FaceError('NO_FACE');
    return { faces: 1, descriptor: found.descriptor, score: found.score, landmarks: found.landmarks };
  }

  /**
   * Whether a JPEG/PNG shows exactly one face, without describing it (a selfie with nothing to match against): the
   * detector alone, a fraction of describe()'s cost. Refuses like describe().
   */
  async detectFace(image: ImageInput, opts: { timeoutMs?: number; owner?: string | number } = {}): Promise<void> {
    const owner = opts.owner === undefined ? undefined : String(opts.owner);
    const found = await this.run(imageBytes(image), opts.timeoutMs, owner, true);
    if (found.faces > 1) throw new FaceError('MULTIPLE_FACES');
    if (found.faces === 0) throw new FaceError('NO_FACE');
  }

  private run(
    bytes: Uint8Array,
    timeoutMs: number | undefined,
    owner: string | undefined,
    detectOnly = false,
  ): Promise<Description> {
    if (owner === undefined) return this.used(this.workers().run(bytes, timeoutMs, undefined, detectOnly));
    const key = `${owner}:${detectOnly ? 'detect' : 'describe'}:${createHash('sha256').update(bytes).digest('hex')}`;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.used(this.workers().run(bytes, timeoutMs, owner, detectOnly));
      this.inflight.set(key, pending);
      const forget = () => this.inflight.delete(key);
      pending.then(forget, forget);
    }
    return pending;
  }

  /** Counts a photo's start and end as use, so the workers rest only after idleMs with nothing to do. */
  private used(job: Promise<Description>): Promise<Description> {
    this.touch();
    const touch = () => this.touch();
    job.then(touch, touch);
    return job;
  }

  private touch(): void {
    this.lastUsed = performance.now();
    this.restTimer ??= this.scheduleRest(this.idleMs());
  }

  private idleMs(): number {
    return this.options.idleMs ?? FACE_IDLE_MS;
  }

  /** One timer at a time, set again for what remains of the idle time rather than for every photo. */
  private scheduleRest(ms: number): NodeJS.Timeout | null {
    if (this.idleMs() <= 0) return null;
    const timer = setTimeout(() => {
      this.restTimer = null;
      const pool = this.pool;
      if (!pool || this.closed) return;
      const { busy, queued } = pool.stats();
      const left = this.lastUsed + this.idleMs() - performance.now();
      if (busy > 0 || queued > 0 || left > 0 || !pool.loaded()) {
        this.restTimer = this.scheduleRest(Math.max(left, 1_000));
        return;
      }
      // The next photo starts a new pool at once; this one has nothing running or waiting.
      this.pool = null;
      void pool.close();
    }, ms);
    timer.unref();
    return timer;
  }

  /** Euclidean distance between two descriptors. */
  compare(a: readonly number[], b: readonly number[]): number {
    checkDescriptor(a);
    checkDescriptor(b);
    let sum = 0;
    for (let i = 0; i < DESCRIPTOR_LENGTH; i++) sum += (a[i] - b[i]) ** 2;
    return Math.sqrt(sum);
  }

  /** Compares a punch's descriptor with every registered one (several photos at registration) and keeps the closest. */
  match(probe: readonly number[], registered: readonly (readonly number[])[]): FaceMatchResult {
    if (registered.length === 0) throw new Error('match() needs at least one registered descriptor');
    const distance = Math.min(...registered.map((r) => this.compare(probe, r)));
    const similarity = Math.round(Math.max(0, Math.min(1, 1 - distance)) * 1000) / 1000;
    return { distance, similarity, accepted: distance <= this.threshold };
  }

  /** Starts the workers if needed and resolves once they have loaded the models (~1-3 s); optional, for boot and tests. */
  ready(): Promise<void> {
    return this.workers()
      .whenReady()
      .then(() => this.touch());
  }

  stats(): PoolStats {
    return this.pool?.stats() ?? { workers: 0, ready: 0, busy: 0, queued: 0, restarts: 0 };
  }

  /** Ends the workers; waiting and running describes fail with ENGINE_FAILED. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.restTimer) clearTimeout(this.restTimer);
    await this.pool?.close();
  }

  private workers(): WorkerPool {
    if (this.closed) throw new FaceError('ENGINE_FAILED', 'engine closed');
    this.pool ??= new WorkerPool({
      workers: Math.max(1, this.options.workers ?? availableParallelism()),
      maxQueue: this.options.maxQueue ?? 200,
      maxQueuePerOwner: this.options.maxQueuePerOwner ?? 6,
      timeoutMs: this.options.timeoutMs ?? 10_000,
    });
    return this.pool;
  }
}

function checkDescriptor(d: readonly number[]): void {
  if (d?.length !== DESCRIPTOR_LENGTH || !d.every(Number.isFinite)) {
    throw new Error(`A face descriptor has ${DESCRIPTOR_LENGTH} finite numbers`);
  }
}
