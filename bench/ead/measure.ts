// What the streaming benchmarks share: Debian's Chromium with a fake camera, server scripts started
// as their own processes (so their CPU is read apart), CPU and run-queue wait from /proc, and the
// latency samples the player pages collect (pages.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { processCpuMs } from '../src/cpu.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export interface Child {
  readonly process: ChildProcess;
  readonly events: Record<string, unknown>[];
}

/**
 * Starts a server script with tsx; it prints one JSON event per line on stdout. Resolves once it
 * printed the event `until`. SPIKE_DEBUG=1 shows its stderr.
 */
export async function start(script: string, args: string[], until: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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

export async function waitFor(
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

export function eventValue(child: Child, key: string): unknown {
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

export interface Usage {
  /** CPU used, in % of one core. */
  readonly cpu: number;
  /** Time the main thread was runnable but waiting for a core (other work had it), in %. */
  readonly wait: number;
}

/** CPU of each pid and its main thread's run-queue wait over `ms` of wall time. */
export async function usageOver(pids: readonly number[], ms: number): Promise<Usage[]> {
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

/** The latencies a player page measured since the last call (and forgets them). */
export async function samples(page: Page): Promise<{ latencies: number[]; unreadable: number }> {
  return page.evaluate(() => {
    const w = globalThis as unknown as { samples: number[]; unreadable: number };
    const result = { latencies: w.samples, unreadable: w.unreadable };
    w.samples = [];
    w.unreadable = 0;
    return result;
  });
}

export function latency(values: readonly number[]) {
  return {
    frames: values.length,
    p50_ms: Math.round(percentile(values, 50)),
    p95_ms: Math.round(percentile(values, 95)),
  };
}

export async function openPage(browser: Browser, url: string, log: (line: string) => void): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`  erro na página ${url}: ${error.message}`));
  await page.goto(url);
  return page;
}
