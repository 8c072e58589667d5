// Streaming spike for the online theory lessons (issue 18): two designs measured on this machine.
//
//   npm run bench:ead-spike [-- --seconds 20 --players 500 --viewers 10,30 --json --out file.json]
//
// A. HLS: Chromium (fake camera) → MediaRecorder WebM → WebSocket → ffmpeg (H.264, 1 s segments)
//    → Node HTTP → hls.js in a second Chromium page. Measures publish-to-playable latency, ffmpeg's
//    and the server's CPU, then `--players` concurrent HLS clients (autocannon, each asking for the
//    playlist and the newest segment once a second, then flat out) against the one server.
// B. WebRTC SFU (werift): Chromium publisher → Node SFU → a Chromium viewer, then `--viewers`
//    synthetic werift viewers in another process. Measures latency and the SFU's CPU per viewer.
//
// Latency: the publisher paints Date.now() as a barcode in every frame; the player reads it back
// from each frame it presents (pages.ts). Figures are medians and 95th percentiles over the window.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type Browser, chromium, type Page } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  type Child,
  eventValue,
  latency,
  openPage as open,
  samples,
  sleep,
  start as startScript,
  usageOver,
  waitFor,
} from '../ead/measure.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    players: { type: 'string', default: '500' },
    viewers: { type: 'string', default: '10,30' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const SECONDS = Number(options.seconds);
const PLAYERS = Number(options.players);
const VIEWERS = options.viewers.split(',').map(Number);

const log = (line: string) => {
  if (!options.json) console.log(line);
};

/** Starts one of the spike's scripts (measure.ts). */
const start = (script: string, args: string[], until: string) =>
  startScript(path.join(HERE, script), args, until);
const openPage = (browser: Browser, url: string): Promise<Page> => open(browser, url, log);

/** The SFU's event-loop delay since the last reset (and resets it). */
async function loop(url: string, reset: boolean): Promise<{ p50_ms: number; p99_ms: number }> {
  const stats = (await (await fetch(`${url}/stats${reset ? '?reset' : ''}`)).json()) as {
    loop_delay_p50_ms: number;
    loop_delay_p99_ms: number;
  };
  return { p50_ms: stats.loop_delay_p50_ms, p99_ms: stats.loop_delay_p99_ms };
}

async function hls(browser: Browser) {
  log('A. HLS (MediaRecorder → ffmpeg → hls.js)');
  const server = await start('hls-server.ts', [], 'ready');
  const url = eventValue(server, 'ready') as string;
  try {
    const publisher = await openPage(browser, `${url}/publisher.html`);
    await waitFor(() => eventValue(server, 'ffmpeg') !== undefined, 30_000);
    const ffmpegPid = eventValue(server, 'ffmpeg') as number;
    const publishedAt = Date.now();
    await waitFor(async () => (await fetch(`${url}/live/index.m3u8`)).ok, 30_000);
    const playlistAfter = Date.now() - publishedAt;
    const player = await openPage(browser, `${url}/player.html`);
    const joinedAt = Date.now();
    await waitFor(
      () => player.evaluate(() => (globalThis as unknown as { samples: number[] }).samples.length > 0),
      30_000,
    );
    const firstFrame = Date.now() - joinedAt;
    await sleep(5000);
    await samples(player);
    const [ffmpegUse, serverUse] = await usageOver([ffmpegPid, server.process.pid ?? 0], SECONDS * 1000);
    const quiet = await samples(player);
    log(`  latência ${JSON.stringify(latency(quiet.latencies))}, ilegíveis ${quiet.unreadable}`);
    log(`  ffmpeg ${JSON.stringify(ffmpegUse)}, servidor ${JSON.stringify(serverUse)}`);

    // Players: the playlist, then the newest segment, as a player at the live edge asks for them.
    let newest = '';
    const refresh = async () => {
      const text = await (await fetch(`${url}/live/index.m3u8`)).text();
      newest =
        text
          .trim()
          .split('\n')
          .filter((line) => line.endsWith('.ts'))
          .at(-1) ?? newest;
    };
    await refresh();
    const poll = setInterval(() => void refresh().catch(() => {}), 300);
    const segmentBytes = (await (await fetch(`${url}/live/${newest}`)).arrayBuffer()).byteLength;
    const load = async (rate: number | undefined, seconds: number) => {
      const usage = usageOver([server.process.pid ?? 0, ffmpegPid], seconds * 1000);
      const result = await autocannon({
        url,
        connections: PLAYERS,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        requests: [
          { method: 'GET', path: '/live/index.m3u8' },
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `/live/${newest}` }) },
        ],
      });
      const [serverUsage, ffmpegUsage] = await usage;
      const during = await samples(player);
      return {
        connections: PLAYERS,
        requests_per_s: Math.round(result.requests.average),
        mb_per_s: Math.round(result.throughput.average / 1e5) / 10,
        http_p50_ms: result.latency.p50,
        http_p99_ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        server: serverUsage,
        ffmpeg: ffmpegUsage,
        live_latency_during: latency(during.latencies),
      };
    };
    // Paced: each player asks for the playlist and one segment per second (2 requests/s).
    const paced = await load(PLAYERS * 2, SECONDS);
    log(`  ${PLAYERS} leitores a 2 pedidos/s: ${JSON.stringify(paced)}`);
    const flat = await load(undefined, 10);
    log(`  ${PLAYERS} conexões sem limite: ${JSON.stringify(flat)}`);
    clearInterval(poll);
    await publisher.close();
    return {
      playlist_after_ms: playlistAfter,
      first_frame_after_join_ms: firstFrame,
      latency: latency(quiet.latencies),
      unreadable_frames: quiet.unreadable,
      ffmpeg: ffmpegUse,
      server: serverUse,
      segment_bytes: segmentBytes,
      players_paced: paced,
      players_flat_out: flat,
    };
  } finally {
    server.process.kill('SIGTERM');
  }
}

async function webrtc(browser: Browser) {
  log('B. WebRTC SFU (werift)');
  const sfu = await start('sfu-server.ts', [], 'ready');
  const url = eventValue(sfu, 'ready') as string;
  const sfuPid = sfu.process.pid ?? 0;
  let viewers: Child | undefined;
  try {
    await openPage(browser, `${url}/publisher.html`);
    await waitFor(async () => {
      const stats = (await (await fetch(`${url}/stats`)).json()) as { sources: string[] };
      return stats.sources.length === 2;
    }, 30_000);
    const viewer = await openPage(browser, `${url}/viewer.html`);
    const joinedAt = Date.now();
    await waitFor(
      () => viewer.evaluate(() => (globalThis as unknown as { samples: number[] }).samples.length > 0),
      30_000,
    );
    const firstFrame = Date.now() - joinedAt;
    await sleep(5000);
    await samples(viewer);
    await loop(url, true);
    const [oneViewer] = await usageOver([sfuPid], SECONDS * 1000);
    const quiet = await samples(viewer);
    const quietLoop = await loop(url, true);
    log(`  latência ${JSON.stringify(latency(quiet.latencies))}, ilegíveis ${quiet.unreadable}`);
    log(`  SFU com 1 espectador ${JSON.stringify(oneViewer)}, laço ${JSON.stringify(quietLoop)}`);

    const steps = [];
    for (const count of VIEWERS) {
      viewers = await start('rtc-viewers.ts', [url, String(count)], 'connected');
      await sleep(3000);
      await samples(viewer);
      await loop(url, true);
      const started = performance.now();
      const [sfuUse, syntheticUse] = await usageOver([sfuPid, viewers.process.pid ?? 0], SECONDS * 1000);
      const during = await samples(viewer);
      const duringLoop = await loop(url, true);
      const elapsed = (performance.now() - started) / 1000;
      viewers.process.kill('SIGTERM');
      await waitFor(() => eventValue(viewers as Child, 'packets') !== undefined, 10_000);
      const packets = eventValue(viewers, 'packets') as number;
      const step = {
        synthetic_viewers: count,
        failed_to_connect: eventValue(viewers, 'failed'),
        sfu: sfuUse,
        sfu_cpu_pct_per_viewer:
          Math.round((100 * ((sfuUse?.cpu ?? 0) - (oneViewer?.cpu ?? 0))) / count) / 100,
        sfu_event_loop: duringLoop,
        synthetic_process: syntheticUse,
        // Counted from their connection to the end of the window: a rough rate.
        packets_per_viewer_per_s: Math.round(packets / count / (elapsed + 3)),
        browser_viewer_latency: latency(during.latencies),
      };
      log(`  ${count} espectadores sintéticos + 1: ${JSON.stringify(step)}`);
      steps.push(step);
      viewers = undefined;
      await sleep(3000);
    }
    return {
      first_frame_after_join_ms: firstFrame,
      latency: latency(quiet.latencies),
      unreadable_frames: quiet.unreadable,
      sfu_1_viewer: oneViewer,
      sfu_event_loop_1_viewer: quietLoop,
      with_synthetic_viewers: steps,
    };
  } finally {
    viewers?.process.kill('SIGTERM');
    sfu.process.kill('SIGTERM');
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const load_before = os.loadavg().map((n) => Math.round(n * 100) / 100);
try {
  const result = {
    date: new Date().toISOString(),
    cores: os.cpus().length,
    load_before,
    hls: options.only === 'webrtc' ? undefined : await hls(browser),
    webrtc: options.only === 'hls' ? undefined : await webrtc(browser),
    load_after: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
  if (options.out) fs.writeFileSync(options.out, `${JSON.stringify(result, null, 2)}\n`);
  if (options.json) console.log(JSON.stringify(result, null, 2));
  else log(`carga média antes ${load_before.join(' ')}, depois ${result.load_after.join(' ')}`);
} finally {
  await browser.close();
}
