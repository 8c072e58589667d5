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
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type Browser, chromium, type Page } from 'playwright-core';
import { processCpuMs } from '../src/cpu.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => {
  if (!options.json) console.log(line);
};

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Child {
  readonly process: ChildProcess;
  readonly events: Record<string, unknown>[];
}

/** Starts one of the spike's scripts with tsx; resolves once it printed the event `until`. */
async function start(script: string, args: string[], until: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, script), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  let errors = '';
  child.stdout?.on('data', (chunk) => {
    buffer += chunk;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      events.push(JSON.parse(buffer.slice(0, newline)));
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
    }
  });
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
    if (process.env.SPIKE_DEBUG) process.stderr.write(chunk);
  });
  try {
    await waitFor(
      () => events.some((event) => until in event),
      120_000,
      () => errors,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { process: child, events };
}

async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  detail: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`tempo esgotado ${detail()}`);
    await sleep(200);
  }
}

function eventValue(child: Child, key: string): unknown {
  return child.events.find((event) => key in event)?.[key];
}

/** Time a process's main thread waited for a core while runnable (ms; Linux schedstat). */
function runQueueWaitMs(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

interface Usage {
  /** CPU used, in % of one core. */
  readonly cpu: number;
  /** Time the main thread was runnable but waiting for a core (other work had it), in %. */
  readonly wait: number;
}

/** CPU of each pid and its main thread's run-queue wait over `ms` of wall time. */
async function usageOver(pids: readonly number[], ms: number): Promise<Usage[]> {
  const cpu = pids.map(processCpuMs);
  const wait = pids.map(runQueueWaitMs);
  const started = performance.now();
  await sleep(ms);
  const elapsed = performance.now() - started;
  return pids.map((pid, i) => ({
    cpu: Math.round((1000 * (processCpuMs(pid) - (cpu[i] ?? 0))) / elapsed) / 10,
    wait: Math.round((1000 * (runQueueWaitMs(pid) - (wait[i] ?? 0))) / elapsed) / 10,
  }));
}

async function samples(page: Page): Promise<{ latencies: number[]; unreadable: number }> {
  return page.evaluate(() => {
    const w = globalThis as unknown as { samples: number[]; unreadable: number };
    const result = { latencies: w.samples, unreadable: w.unreadable };
    w.samples = [];
    w.unreadable = 0;
    return result;
  });
}

function latency(values: readonly number[]) {
  return {
    frames: values.length,
    p50_ms: Math.round(percentile(values, 50)),
    p95_ms: Math.round(percentile(values, 95)),
  };
}

/** The SFU's event-loop delay since the last reset (and resets it). */
async function loop(url: string, reset: boolean): Promise<{ p50_ms: number; p99_ms: number }> {
  const stats = (await (await fetch(`${url}/stats${reset ? '?reset' : ''}`)).json()) as {
    loop_delay_p50_ms: number;
    loop_delay_p99_ms: number;
  };
  return { p50_ms: stats.loop_delay_p50_ms, p99_ms: stats.loop_delay_p99_ms };
}

async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`  erro na página ${url}: ${error.message}`));
  await page.goto(url);
  return page;
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
