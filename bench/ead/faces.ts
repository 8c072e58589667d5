// Face checks per second through the face engine (worker threads), the time each check takes end to
// end (queue included), and how late the main thread's event loop runs meanwhile: the API's thread
// must stay responsive while the checks compute.
// Usage: tsx bench/ead/faces.ts [--seconds 20] [--threads N] [--json]
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createFaceEngine, defaultThreads } from '../../apps/server/src/platform/faces/faces.ts';
import { sampleCameraFrame } from '../../apps/server/src/platform/faces/samples.ts';

export interface FaceChecksResult {
  checks: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  eventLoopP99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function benchFaceChecks(options: {
  seconds: number;
  threads: number;
}): Promise<FaceChecksResult> {
  const engine = createFaceEngine({ threads: options.threads });
  try {
    // 640x480 webcam frames of three people in turn, as students' cameras send them.
    const photos = await Promise.all([
      sampleCameraFrame('a'),
      sampleCameraFrame('aAgain'),
      sampleCameraFrame('b'),
    ]);
    const photo = (index: number) => photos[index % photos.length] as Buffer;
    // Each thread loads its models at its first photo: not part of the measure.
    await Promise.all(Array.from({ length: options.threads }, (_, index) => engine.analyse(photo(index))));

    const loop = monitorEventLoopDelay({ resolution: 10 });
    const times: number[] = [];
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    loop.enable();
    await Promise.all(
      Array.from({ length: options.threads * 2 }, async (_, lane) => {
        for (let index = lane; performance.now() < deadline; index += options.threads * 2) {
          const start = performance.now();
          await engine.analyse(photo(index));
          times.push(performance.now() - start);
        }
      }),
    );
    loop.disable();
    const elapsed = (performance.now() - started) / 1000;
    const sorted = times.sort((a, b) => a - b);
    return {
      checks: sorted.length,
      perSecond: round(sorted.length / elapsed, 2),
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      eventLoopP99Ms: round(loop.percentile(99) / 1e6),
    };
  } finally {
    await engine.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '20' },
      threads: { type: 'string', default: String(defaultThreads()) },
      json: { type: 'boolean', default: false },
    },
  });
  const threads = Number(values.threads);
  const result = await benchFaceChecks({ seconds: Number(values.seconds), threads });
  const machine = {
    cpus: os.availableParallelism(),
    loadAverage: os.loadavg().map((load) => round(load, 2)),
  };
  if (values.json) {
    console.log(JSON.stringify({ threads, concurrency: threads * 2, ...result, machine }, null, 2));
  } else {
    console.log(`face checks: ${threads} thread(s), ${threads * 2} at a time, ${values.seconds} s`);
    console.table({
      'checks per second': { value: result.perSecond, target: '≥ 3' },
      'p50 per check (ms)': { value: result.p50Ms, target: '' },
      'p95 per check (ms)': { value: result.p95Ms, target: '< 1000' },
      'event loop p99 (ms)': { value: result.eventLoopP99Ms, target: '' },
      checks: { value: result.checks, target: '' },
    });
    console.log(`machine: ${machine.cpus} cores, load average ${machine.loadAverage.join(' ')}`);
  }
}
