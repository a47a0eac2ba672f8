import crypto from 'node:crypto';
import http from 'node:http';

/** What the bench asks the load generator (a process of its own, so clients never compete with the server it measures). */
export interface LoadPlan {
  port: number;
  /** Several servers: the requests go to each in turn (`port` is then unused). */
  ports?: number[];
  /** closed: `clients` loops, each sending the next request when its answer arrives; open: a fixed arrival rate. */
  mode: 'closed' | 'open';
  clients: number;
  /** Requests per second (open loop). */
  rate: number;
  durationMs: number;
  /** Employee ids to clock in, each once, in order; their bearer token is `bench-<id>`. */
  userIds: number[];
  /** The JSON body (a fresh Idempotency-Key each); `__USER__` in it becomes the employee's id. */
  body: string;
}

export interface LoadResult {
  sent: number;
  elapsedMs: number;
  /** When the run began (epoch ms), for the server's per-second timeline. */
  startedAt: number;
  /** Latency in ms of every answered request, in completion order. */
  latencies: number[];
  /** When each of them was planned, ms after the start (same order). */
  offsets: number[];
  /** How late the generator sent each of them after its planned time, ms (same order). */
  lateMs: number[];
  /** Each one's Idempotency-Key (same order): the server's timeline finds its own time for a request by it. */
  keys: string[];
  statuses: Record<string, number>;
  /** First refusal body of each status other than 200, to explain a failure. */
  samples: Record<string, string>;
}

// The plan arrives as the first message from the parent (measure.ts forks load-entry.mjs).
const plan = await new Promise<LoadPlan>((resolve) => process.once('message', (m) => resolve(m as LoadPlan)));
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(plan.clients, 256) });

const ports = plan.ports ?? [plan.port];
let sentTo = 0;

function post(userId: number, key: string): Promise<{ status: number; text: string }> {
  const body = plan.body.replaceAll('__USER__', String(userId));
  const port = ports[sentTo++ % ports.length];
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/attendance',
        agent,
        headers: {
          authorization: `Bearer bench-${userId}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: String(err) }));
    req.end(body);
  });
}

async function run(): Promise<LoadResult> {
  const latencies: number[] = [];
  const offsets: number[] = [];
  const lateMs: number[] = [];
  const keys: string[] = [];
  const statuses: Record<string, number> = {};
  const samples: Record<string, string> = {};
  let next = 0;
  const startedAt = Date.now();
  const started = performance.now();
  const deadline = started + plan.durationMs;
  const one = async (scheduled: number) => {
    const userId = plan.userIds[next++];
    const key = crypto.randomUUID();
    const late = performance.now() - scheduled;
    const { status, text } = await post(userId, key);
    // Measured from the planned start, so a server that falls behind an open-loop rate shows it (no coordinated omission).
    latencies.push(performance.now() - scheduled);
    offsets.push(scheduled - started);
    lateMs.push(late);
    keys.push(key);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status !== 200) samples[status] ??= text.slice(0, 300);
  };
  if (plan.mode === 'closed') {
    await Promise.all(
      Array.from({ length: plan.clients }, async () => {
        while (performance.now() < deadline && next < plan.userIds.length) await one(performance.now());
      }),
    );
  } else {
    const gap = 1000 / plan.rate;
    const inFlight: Promise<void>[] = [];
    for (let i = 0; next < plan.userIds.length; i++) {
      const at = started + i * gap;
      if (at >= deadline) break;
      const wait = at - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(one(at));
    }
    await Promise.all(inFlight);
  }
  agent.destroy();
  return {
    sent: next,
    elapsedMs: performance.now() - started,
    startedAt,
    latencies,
    offsets,
    lateMs,
    keys,
    statuses,
    samples,
  };
}

const result = await run();
process.send?.(result, () => process.exit(0));
