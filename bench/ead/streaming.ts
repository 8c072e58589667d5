// Live lessons through the platform's streaming module (apps/server/src/platform/streaming), measured
// with the spike's method (docs/streaming.md):
//
//   tsx bench/ead/streaming.ts [--seconds 15 --players 500 --json]
//
// Chromium's fake camera → publisher page (the wall clock painted as a barcode in every frame) →
// MediaRecorder WebM in 250 ms chunks → WebSocket → createLiveStreams (ffmpeg, 1 s segments in
// local storage) → hls.js player page, which reads the clock back from each frame it presents:
// publish-to-playable latency. Then `players` HLS clients (autocannon, each asking for the playlist
// and the newest segment once a second, as a player at the live edge does) while the browser player
// keeps measuring. The server runs as its own process (live-server.ts), so its CPU and ffmpeg's are
// read from /proc apart from the browser's and the load generator's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  eventValue,
  latency,
  openPage,
  percentile,
  samples,
  sleep,
  start,
  usageOver,
  waitFor,
} from './measure.ts';

export interface StreamingFigures {
  /** Publish-to-playable latency of one browser player, nothing else asking. */
  latencyP50Ms: number;
  latencyP95Ms: number;
  /** The same player's latency while `players` clients read the stream. */
  latencyUnderLoadP50Ms: number;
  latencyUnderLoadP95Ms: number;
  players: number;
  /** Failed requests of the clients (errors, timeouts, non-2xx), and 1 if the browser player failed. */
  playerErrors: number;
  requestsPerSecond: number;
  /** ffmpeg encoding the one live class, in % of one core. */
  ffmpegCpuPercent: number;
  /** The server under the players' load, in % of one core. */
  serverCpuPercent: number;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));
/** A player at the live edge asks for the playlist and one segment a second. */
const REQUESTS_PER_PLAYER_PER_SECOND = 2;
const WARM_UP_MS = 5_000;

/** The ffmpeg the server started (a child process of it), found through /proc. */
function ffmpegChildOf(serverPid: number): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').trim();
      const [, command = '', rest = ''] = /^\d+ \((.*)\) (.*)$/.exec(stat) ?? [];
      if (command === 'ffmpeg' && Number(rest.split(' ')[1]) === serverPid) return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  return null;
}

const segmentsOf = (playlist: string) => playlist.match(/\.ts\n/g)?.length ?? 0;

const newestSegment = (playlist: string) =>
  playlist
    .trim()
    .split('\n')
    .filter((line) => line.endsWith('.ts'))
    .at(-1);

export async function benchStreaming(options: {
  seconds: number;
  players: number;
  log?: (line: string) => void;
}): Promise<StreamingFigures> {
  const log = options.log ?? (() => {});
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const server = await start(path.join(HERE, 'live-server.ts'), [], 'ready');
  const serverPid = server.process.pid ?? 0;
  const url = eventValue(server, 'ready') as string;
  const playlist = async () => {
    const response = await fetch(`${url}/live/index.m3u8`);
    return response.ok ? response.text() : '';
  };
  try {
    const publisher = await openPage(browser, `${url}/publisher.html`, log);
    // hls.js starts two segments behind the live edge: wait until there are some.
    await waitFor(async () => segmentsOf(await playlist()) >= 3, 60_000);
    const ffmpegPid = ffmpegChildOf(serverPid);
    if (ffmpegPid === null) throw new Error('ffmpeg do servidor não encontrado');
    const player = await openPage(browser, `${url}/player.html`, log);
    await waitFor(
      () => player.evaluate(() => (globalThis as unknown as { samples: number[] }).samples.length > 0),
      60_000,
    );
    await sleep(WARM_UP_MS);
    await samples(player);
    const [ffmpegUse] = await usageOver([ffmpegPid], options.seconds * 1000);
    const quiet = await samples(player);
    log(
      `  um leitor: latência ${JSON.stringify(latency(quiet.latencies))}, ffmpeg ${JSON.stringify(ffmpegUse)}`,
    );

    let newest = newestSegment(await playlist()) ?? '';
    const poll = setInterval(() => {
      void playlist()
        .then((text) => {
          newest = newestSegment(text) ?? newest;
        })
        .catch(() => {});
    }, 300);
    const usage = usageOver([serverPid, ffmpegPid], options.seconds * 1000);
    const load = await autocannon({
      url,
      connections: options.players,
      duration: options.seconds,
      overallRate: options.players * REQUESTS_PER_PLAYER_PER_SECOND,
      requests: [
        { method: 'GET', path: '/live/index.m3u8' },
        { method: 'GET', setupRequest: (request) => ({ ...request, path: `/live/${newest}` }) },
      ],
    });
    const [serverUse, ffmpegUnderLoad] = await usage;
    clearInterval(poll);
    const during = await samples(player);
    const fatal = await player.evaluate(() => (globalThis as unknown as { fatal?: string }).fatal ?? null);
    log(
      `  ${options.players} leitores: ${Math.round(load.requests.average)} pedidos/s, ` +
        `HTTP p50 ${load.latency.p50} ms p99 ${load.latency.p99} ms, erros ${load.errors + load.non2xx}, ` +
        `servidor ${JSON.stringify(serverUse)}, ffmpeg ${JSON.stringify(ffmpegUnderLoad)}, ` +
        `latência ${JSON.stringify(latency(during.latencies))}${fatal ? `, player: ${fatal}` : ''}`,
    );
    // The lesson ends: the same playlist becomes the recording, which a new player plays from the start.
    await publisher.close();
    await waitFor(async () => (await playlist()).includes('#EXT-X-ENDLIST'), 60_000);
    const replay = await openPage(browser, `${url}/player.html`, log);
    await waitFor(
      () => replay.evaluate(() => (globalThis as unknown as { samples: number[] }).samples.length > 0),
      60_000,
    );
    log(`  a gravação toca no hls.js (${segmentsOf(await playlist())} segmentos)`);
    return {
      latencyP50Ms: Math.round(percentile(quiet.latencies, 50)),
      latencyP95Ms: Math.round(percentile(quiet.latencies, 95)),
      latencyUnderLoadP50Ms: Math.round(percentile(during.latencies, 50)),
      latencyUnderLoadP95Ms: Math.round(percentile(during.latencies, 95)),
      players: options.players,
      playerErrors: load.errors + load.timeouts + load.non2xx + (fatal ? 1 : 0),
      requestsPerSecond: Math.round(load.requests.average),
      ffmpegCpuPercent: ffmpegUse?.cpu ?? Number.NaN,
      serverCpuPercent: serverUse?.cpu ?? Number.NaN,
    };
  } finally {
    server.process.kill('SIGTERM');
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '15' },
      players: { type: 'string', default: '500' },
      json: { type: 'boolean', default: false },
    },
  });
  const loadBefore = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const figures = await benchStreaming({
    seconds: Number(values.seconds),
    players: Number(values.players),
    log: values.json ? () => {} : (line) => console.log(line),
  });
  const loadAfter = os.loadavg().map((n) => Math.round(n * 100) / 100);
  if (values.json) {
    console.log(JSON.stringify({ ...figures, cores: os.cpus().length, loadBefore, loadAfter }, null, 2));
  } else {
    console.log(JSON.stringify(figures, null, 2));
    console.log(`carga média antes ${loadBefore.join(' ')}, depois ${loadAfter.join(' ')}`);
  }
}
