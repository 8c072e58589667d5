// `npm run bench:ead`: the online theory lessons' figures in one run on this machine (issue 18):
// publish-to-playable latency and players one instance serves (HLS through the platform's streaming
// module, bench/ead/streaming.ts), ffmpeg's CPU per live class, and face checks per second with the
// time per check (the platform's face engine in worker threads, bench/ead/faces.ts).
//
// Options: --seconds N (each phase, default 15), --players N (default 500), --threads N (face engine
// threads, default the engine's own), --json (one JSON object instead of the table).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { defaultThreads } from '../../apps/server/src/platform/faces/faces.ts';
import { benchFaceChecks } from './faces.ts';
import { benchStreaming } from './streaming.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    players: { type: 'string', default: '500' },
    threads: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const players = Number(values.players);
const threads = values.threads ? Number(values.threads) : defaultThreads();
const log = values.json ? () => {} : (line: string) => console.log(line);

const loadBefore = os.loadavg()[0] ?? 0;
log(`Streaming: ${seconds} s per phase, ${players} players…`);
const streaming = await benchStreaming({ seconds, players, log });
log(`Face checks: ${seconds} s, ${threads} thread(s)…`);
const faces = await benchFaceChecks({ seconds, threads });
const loadAfter = os.loadavg()[0] ?? 0;

const result = {
  date: new Date().toISOString(),
  cores: os.cpus().length,
  loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadAfter * 100) / 100 },
  streaming,
  faces: { threads, ...faces },
  targets: {
    latencyP95Ms: 6000,
    players: 500,
    faceCheckP95Ms: 1000,
    faceChecksPerSecond: 3,
  },
};
if (values.json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const ok = (pass: boolean) => (pass ? 'meets' : 'MISSES');
  console.table({
    'latency, one player (ms)': {
      p50: streaming.latencyP50Ms,
      p95: streaming.latencyP95Ms,
      target: '≤ 6000 p95',
      verdict: ok(streaming.latencyP95Ms <= 6000),
    },
    [`latency, ${players} players (ms)`]: {
      p50: streaming.latencyUnderLoadP50Ms,
      p95: streaming.latencyUnderLoadP95Ms,
      target: '≤ 6000 p95',
      verdict: ok(streaming.latencyUnderLoadP95Ms <= 6000 && streaming.playerErrors === 0),
    },
    'face check (ms)': {
      p50: faces.p50Ms,
      p95: faces.p95Ms,
      target: '< 1000 p95',
      verdict: ok(faces.p95Ms < 1000),
    },
  });
  console.log(
    `players ${streaming.players}, errors ${streaming.playerErrors}, ${streaming.requestsPerSecond} req/s; ` +
      `ffmpeg ${streaming.ffmpegCpuPercent}% of a core per live class, server ${streaming.serverCpuPercent}% under load; ` +
      `face checks ${faces.perSecond}/s (target ≥ 3), event loop p99 ${faces.eventLoopP99Ms} ms; ` +
      `load average ${result.loadAverage.before} → ${result.loadAverage.after} on ${result.cores} cores`,
  );
}
