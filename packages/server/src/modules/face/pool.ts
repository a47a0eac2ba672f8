import { Worker } from 'node:worker_threads';
// libvips (the workers' image decoding) is loaded by the main thread too: on glibc a worker that unloads it as it
// ends takes the whole process down (sharp's documentation on worker threads).
import 'sharp';
import { FACE_WORKER_URL } from '../../paths.ts';
import { FaceError } from './errors.ts';
import type { Description, WorkerReply, WorkerRequest } from './protocol.ts';

export interface PoolOptions {
  /** Worker threads; each holds tfjs and the three models (~225 MB RSS) and uses one core while it works. */
  workers: number;
  /** Jobs allowed to wait for a free worker; one more is refused with BUSY at once. */
  maxQueue: number;
  /** Jobs one owner (an employee) may have waiting; one more is refused with BUSY, for that owner only. */
  maxQueuePerOwner: number;
  /**
   * Per job, from the moment a worker takes it (the wait in the queue is bounded by maxQueue instead); the worker is then
   * ended and replaced, since a running wasm call cannot be interrupted.
   */
  timeoutMs: number;
}

export interface PoolStats {
  workers: number;
  ready: number;
  busy: number;
  queued: number;
  /** Workers started again after a crash, a kill or a timeout. */
  restarts: number;
}

interface Job {
  id: number;
  owner: string;
  image: Uint8Array<ArrayBuffer>;
  timeoutMs: number;
  detectOnly: boolean;
  resolve: (d: Description) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Models loaded; stays true while the worker lives. */
  ready: boolean;
  /** Being ended (timeout): takes no more jobs. */
  dying: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  detail: string;
}

/** Consecutive workers that died before becoming ready; then waiting jobs fail instead of waiting for ever. */
const MAX_START_FAILURES = 3;

/**
 * A fixed set of worker threads fed fairly: each owner (an employee) has their own FIFO queue and at most one job on a
 * worker at a time, and free workers serve the owners round-robin, so one person's flood of photos never delays
 * another's clock-in by more than one job per worker. A worker that dies is replaced.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  /**
   * Owners with waiting or running jobs: their queue and when they were last served (0: not yet). The owner served
   * longest ago goes next, so a newcomer goes before someone whose queue is long.
   */
  private readonly owners = new Map<string, { jobs: Job[]; served: number }>();
  private queued = 0;
  private tick = 0;
  private nextId = 1;
  private restarts = 0;
  private startFailures = 0;
  private closed = false;
  private readyWaiters: { resolve: () => void; reject: (e: Error) => void }[] = [];

  constructor(private readonly opts: PoolOptions) {
    for (let i = 0; i < opts.workers; i++) this.slots.push(this.spawn());
  }

  /**
   * Describes `image` (or only counts its faces: `detectOnly`); `owner` (an employee) shares the workers fairly with
   * other owners; none: a queue of its own.
   */
  run(image: Uint8Array, timeoutMs = this.opts.timeoutMs, owner?: string, detectOnly = false): Promise<Description> {
    if (this.closed) return Promise.reject(new FaceError('ENGINE_FAILED', 'pool closed'));
    const id = this.nextId++;
    const key = owner ?? `job:${id}`;
    const own = this.owners.get(key) ?? { jobs: [], served: 0 };
    if (this.queued >= this.opts.maxQueue || own.jobs.length >= this.opts.maxQueuePerOwner) {
      return Promise.reject(new FaceError('BUSY'));
    }
    return new Promise((resolve, reject) => {
      // An own copy, transferred below: a Buffer may be a view into a much larger one, which postMessage would clone whole.
      own.jobs.push({ id, owner: key, image: new Uint8Array(image), timeoutMs, detectOnly, resolve, reject });
      this.owners.set(key, own);
      this.queued++;
      this.pump();
    });
  }

  /** Resolves when every worker has loaded its models (the first start takes ~1-3 s). */
  whenReady(): Promise<void> {
    if (this.loaded()) return Promise.resolve();
    const waiting = new Promise<void>((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
    this.holdProcess();
    return waiting;
  }

  /** Every worker has loaded its models (a pool still loading is not idle, whatever its queue). */
  loaded(): boolean {
    return this.slots.every((s) => s.ready);
  }

  stats(): PoolStats {
    return {
      workers: this.slots.length,
      ready: this.slots.filter((s) => s.ready && !s.dying).length,
      busy: this.slots.filter((s) => s.job).length,
      queued: this.queued,
      restarts: this.restarts,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const gone = new FaceError('ENGINE_FAILED', 'pool closed');
    for (const job of this.drain()) job.reject(gone);
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.job) this.finish(slot)?.reject(gone);
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(FACE_WORKER_URL);
    const slot: Slot = { worker, ready: false, dying: false, job: null, timer: null, detail: '' };
    worker.on('message', (msg: WorkerReply) => this.onMessage(slot, msg));
    // Without a listener an error in the worker would be thrown in the main thread; 'exit' follows and handles it.
    worker.on('error', (err) => {
      slot.detail = String(err?.stack ?? err);
    });
    worker.on('exit', () => this.onExit(slot));
    worker.unref();
    return slot;
  }

  private onMessage(slot: Slot, msg: WorkerReply): void {
    if (msg.type === 'ready') {
      slot.ready = true;
      this.startFailures = 0;
      if (this.loaded()) for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
      this.holdProcess();
    } else if (msg.type === 'fatal') {
      slot.detail = msg.detail;
    } else if (slot.job?.id === msg.id) {
      const job = this.finish(slot)!;
      if (msg.type === 'result') job.resolve(msg.result);
      else job.reject(new FaceError(msg.reason, msg.detail));
    }
    this.pump();
  }

  private onExit(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (this.closed || index < 0) return;
    this.finish(slot)?.reject(new FaceError('ENGINE_FAILED', slot.detail || 'worker exited'));
    this.restarts++;
    if (!slot.ready && ++this.startFailures >= MAX_START_FAILURES) {
      // The models cannot load (missing files, no memory): fail fast rather than queue for ever, keep trying slowly.
      const failed = new FaceError('ENGINE_FAILED', slot.detail || 'worker failed to start');
      for (const job of this.drain()) job.reject(failed);
      for (const waiter of this.readyWaiters.splice(0)) waiter.reject(failed);
    }
    const delay = this.startFailures === 0 ? 0 : Math.min(30_000, 500 * 2 ** this.startFailures);
    const replace = () => {
      if (this.closed) return;
      this.slots[index] = this.spawn();
      this.pump();
    };
    if (delay) setTimeout(replace, delay).unref();
    else replace();
  }

  /** Every waiting job, taken out of the queues. */
  private drain(): Job[] {
    const jobs = [...this.owners.values()].flatMap((o) => o.jobs.splice(0));
    this.queued = 0;
    return jobs;
  }

  /** The oldest job of the owner served longest ago among those with a waiting job and nothing on a worker. */
  private next(): Job | undefined {
    const running = new Set(this.slots.map((s) => s.job?.owner));
    let pick: { jobs: Job[]; served: number } | undefined;
    for (const [owner, o] of this.owners) {
      if (o.jobs.length && !running.has(owner) && (!pick || o.served < pick.served)) pick = o;
    }
    if (!pick) return undefined;
    pick.served = ++this.tick;
    this.queued--;
    return pick.jobs.shift();
  }

  /** Hands waiting jobs to idle ready workers. */
  private pump(): void {
    for (const slot of this.slots) {
      if (!this.queued) break;
      if (!slot.ready || slot.dying || slot.job) continue;
      const job = this.next();
      if (!job) break;
      slot.job = job;
      slot.timer = setTimeout(() => this.onTimeout(slot, job), job.timeoutMs);
      const request: WorkerRequest = { id: job.id, image: job.image, detectOnly: job.detectOnly };
      slot.worker.postMessage(request, [job.image.buffer]);
    }
    this.holdProcess();
  }

  /** Idle workers must not keep a process from exiting, but a pending job or whenReady() must. */
  private holdProcess(): void {
    const active = this.queued > 0 || this.readyWaiters.length > 0 || this.slots.some((s) => s.job);
    for (const slot of this.slots) {
      if (active) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  private onTimeout(slot: Slot, job: Job): void {
    if (slot.job !== job) return;
    this.finish(slot);
    job.reject(new FaceError('TIMEOUT'));
    slot.dying = true;
    slot.detail = 'job timed out';
    // 'exit' follows and starts a replacement.
    void slot.worker.terminate();
  }

  /** Detaches the slot's job (if any) and returns it for the caller to settle. */
  private finish(slot: Slot): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    // An owner with nothing left waiting is forgotten (their turn counts again from zero next time).
    if (job && !this.owners.get(job.owner)?.jobs.length) this.owners.delete(job.owner);
    return job;
  }
}
