/**
 * Face engine benchmark: `cd packages/server && node --import tsx bench/face.bench.ts [--seconds=10] [--workers=N]
 * [--concurrency=1,2,4,8] [--no-accuracy]`.
 * 1. Accuracy: every one of the 22 faces in face-api's demo photos, registered from a selfie-sized crop and probed with a
 *    re-taken copy; prints same-person and different-person distances and what each threshold would accept.
 * 2. Throughput: N clients in a loop, each doing describe + match of a 320 px selfie JPEG, for --seconds at each level.
 */
import { availableParallelism, loadavg } from 'node:os';
import { ALL_DEMO_FACES, cropSelfie } from '../src/modules/face/demo-selfies.ts';
import { FaceEngine, FaceError } from '../src/modules/face/index.ts';
import { peakRss } from './measure.ts';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const seconds = Number(arg('seconds', '10'));
const workers = Number(arg('workers', String(availableParallelism())));
const levels = arg('concurrency', '1,2,4,8').split(',').map(Number);
const RETAKEN = { margin: 2.0, shiftX: 0.08, shiftY: -0.06, brightness: 1.2, quality: 60 };

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (v: number) => `${Math.round(v)} ms`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function tryDescribe(engine: FaceEngine, photo: Buffer): Promise<number[] | string> {
  try {
    return (await engine.describe(photo)).descriptor;
  } catch (err) {
    if (err instanceof FaceError) return err.reason;
    throw err;
  }
}

async function accuracy(engine: FaceEngine): Promise<void> {
  const registered: (number[] | string)[] = [];
  const probes: (number[] | string)[] = [];
  for (const [sample, box] of ALL_DEMO_FACES) {
    registered.push(await tryDescribe(engine, cropSelfie(sample, box)));
    probes.push(await tryDescribe(engine, cropSelfie(sample, box, RETAKEN)));
  }
  const missed = ALL_DEMO_FACES.flatMap(([sample, box], i) =>
    [registered[i], probes[i]].flatMap((d, k) =>
      typeof d === 'string' ? [`sample${sample}@${box[0]} ${k ? 'probe' : 'registration'}: ${d}`] : [],
    ),
  );
  const same: number[] = [];
  const different: number[] = [];
  probes.forEach((probe, i) => {
    registered.forEach((reg, j) => {
      if (typeof probe === 'string' || typeof reg === 'string') return;
      (i === j ? same : different).push(engine.compare(probe, reg));
    });
  });
  same.sort((a, b) => a - b);
  different.sort((a, b) => a - b);
  const summary = (d: number[]) =>
    `n=${d.length} min=${d[0].toFixed(3)} median=${pct(d, 50).toFixed(3)} max=${d[d.length - 1].toFixed(3)}`;
  console.log(`\nAccuracy: ${ALL_DEMO_FACES.length} faces x 2 photos; not described: ${missed.length}`);
  for (const line of missed) console.log(`  - ${line}`);
  console.log(`  same person:      ${summary(same)}`);
  console.log(`  different people: ${summary(different)}`);
  for (const t of [0.4, 0.45, 0.5, 0.55, 0.6]) {
    const ok = same.filter((d) => d <= t).length;
    const wrong = different.filter((d) => d <= t).length;
    console.log(
      `  threshold ${t.toFixed(2)}: same accepted ${ok}/${same.length}, different accepted ${wrong}/${different.length}`,
    );
  }
}

async function throughput(engine: FaceEngine, clients: number): Promise<void> {
  const [sample, box] = ALL_DEMO_FACES[2];
  const selfie = cropSelfie(sample, box, { quality: 80 });
  const registered = (await engine.describe(cropSelfie(sample, box))).descriptor;
  const latencies: number[] = [];
  let refused = 0;
  const rss = peakRss();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          const probe = await engine.describe(selfie);
          if (!engine.match(probe.descriptor, [registered]).accepted) refused++;
        } catch {
          refused++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const peak = rss.stop();
  // CPU time of all threads per punch: unlike wall time it hardly grows when other programs share the cores.
  const cpuPerPunch = (used.user + used.system) / 1000 / latencies.length;
  latencies.sort((a, b) => a - b);
  console.log(
    `  concurrency ${String(clients).padStart(2)}: ${(latencies.length / elapsed).toFixed(1).padStart(5)}/s` +
      `  p50 ${ms(pct(latencies, 50)).padStart(7)}  p99 ${ms(pct(latencies, 99)).padStart(7)}` +
      `  max ${ms(latencies[latencies.length - 1]).padStart(7)}  n=${latencies.length}  failed=${refused}  peak RSS ${peak} MB` +
      `  CPU ${ms(cpuPerPunch)}/punch  load ${loadavg()[0].toFixed(1)}`,
  );
}

const before = process.memoryUsage().rss;
const engine = new FaceEngine({ workers });
const t0 = performance.now();
await engine.ready();
console.log(
  `Face engine: ${workers} workers on ${availableParallelism()} CPUs, ready in ${ms(performance.now() - t0)}, ` +
    `RSS ${mb(before)} -> ${mb(process.memoryUsage().rss)}, load average ${loadavg()[0].toFixed(2)}`,
);
if (!process.argv.includes('--no-accuracy')) await accuracy(engine);
console.log(`\nThroughput: describe + match of a 240x320 selfie JPEG, ${seconds} s per level`);
for (const clients of levels) await throughput(engine, clients);
console.log(
  `Load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await engine.close();
