// Lighthouse performance of the web app on a phone (its default mobile profile: a mid-range phone
// on a slow 4G link, simulated), for the three login pages and the instructor's lesson screen.
// Target (issue 16): a performance score of at least 0.9 on each.
//
//   npm run bench:web            — builds the web app if its sources changed, starts the platform on
//                                  a fresh embedded database (demo data) on a free port, runs Debian's
//                                  Chromium headless and prints a table; --json prints the figures.
//   npm run bench:web -- --runs 5  — Lighthouse runs per page (3 by default): the table shows the
//                                  median run by score, and the lowest and highest scores, as the
//                                  simulated phone's timings follow how busy this machine is. A run
//                                  Lighthouse gives up on (NO_FCP, NO_NAVSTART on a busy machine) is
//                                  run again, up to as many times more.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const TARGET = 0.9;
/** Lighthouse runs per page (`--runs N`). */
const RUNS = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3);
const READY = /CFC Plataforma pronta em (http:\/\/\S+)/;
/** The demo instructor (README): Ivo Instrutor of Autoescola Demo. */
const INSTRUTOR = { cpf: '11144477735', password: 'demo1234' };

interface Page {
  readonly name: string;
  readonly path: string;
  /** Logged in as the demo instructor first. */
  readonly instructor?: boolean;
}

const PAGES: readonly Page[] = [
  { name: 'Login da equipe', path: '/' },
  { name: 'Login do instrutor', path: '/instrutor' },
  { name: 'Login do aluno', path: '/aluno' },
  { name: 'Aulas do instrutor', path: '/instrutor-cfc/aulas', instructor: true },
];

/** The audits behind the score's metrics, and the opportunities that say what costs the most. */
interface Figures {
  readonly page: string;
  readonly path: string;
  readonly score: number;
  /** The lowest and highest scores of the page's runs; `score` is the median run's. */
  readonly scores: readonly number[];
  readonly fcp_ms: number;
  readonly lcp_ms: number;
  readonly tbt_ms: number;
  readonly cls: number;
  readonly speed_index_ms: number;
  readonly opportunities: readonly string[];
}

async function startPlatform(dataDir: string): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      GETRAN_SIM_PORT: '0',
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`a plataforma saiu:\n${output}`);
    const url = READY.exec(output)?.[1];
    if (
      url &&
      (await fetch(`${url}/health`).then(
        (reply) => reply.ok,
        () => false,
      ))
    )
      return { url, server };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`a plataforma não respondeu em 2 minutos:\n${output}`);
}

/**
 * Logs the demo instructor in through the login page, in the browser Lighthouse then uses: the
 * session the app keeps in localStorage stays in the profile for the logged-in screen.
 */
async function logInAsInstructor(port: number, url: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/instrutor`);
    await page.locator('input[autocomplete="username"]').fill(INSTRUTOR.cpf);
    await page.locator('input[autocomplete="current-password"]').fill(INSTRUTOR.password);
    await Promise.all([
      page.waitForFunction("location.pathname.startsWith('/instrutor-cfc')", { timeout: 30_000 }),
      page.locator('button[type="submit"]').click(),
    ]);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function figuresOf(page: Page, lhr: Result, scores: readonly number[] = []): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter(
      (item) =>
        item.details?.type === 'opportunity' &&
        (item.score ?? 1) < 0.9 &&
        ((item.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0) > 0,
    )
    .map((item) => `${item.title} (${item.displayValue ?? ''})`);
  return {
    page: page.name,
    path: page.path,
    score: lhr.categories.performance?.score ?? 0,
    scores,
    fcp_ms: Math.round(audit('first-contentful-paint')),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    tbt_ms: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speed_index_ms: Math.round(audit('speed-index')),
    opportunities,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The web app as `npm start` serves it: built again only when its sources changed (scripts/setup.mjs). */
function ensureWebBuild(): boolean {
  const build = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "process.exit((await import('./scripts/setup.mjs')).ensureWebBuild() ? 0 : 1)",
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return build.status === 0;
}

async function main(): Promise<number> {
  if (!ensureWebBuild()) return 1;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-bench-web-'));
  const { url, server } = await startPlatform(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const results: Figures[] = [];
  try {
    for (const page of PAGES) {
      const runs: Result[] = [];
      // Once: the session stays in the profile for every run (a logged-in user is sent home from the login).
      if (page.instructor) await logInAsInstructor(chrome.port, url);
      for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // The prepared session stays in the profile for the logged-in screen.
          disableStorageReset: page.instructor === true,
        };
        const run = await lighthouse(`${url}${page.path}`, flags);
        if (!run) throw new Error(`o Lighthouse não respondeu para ${page.path}`);
        if (run.lhr.runtimeError) {
          console.error(`${page.path}: o Lighthouse desistiu (${run.lhr.runtimeError.code}); de novo.`);
          continue;
        }
        const finalPath = new URL(run.lhr.finalDisplayedUrl).pathname;
        if (page.instructor && !finalPath.startsWith('/instrutor-cfc')) {
          throw new Error(`a tela do instrutor voltou ao login (${finalPath}): a sessão não valeu`);
        }
        runs.push(run.lhr);
      }
      if (runs.length === 0) throw new Error(`o Lighthouse não mediu ${page.path} em ${2 * RUNS} tentativas`);
      const byScore = runs.toSorted(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const scores = byScore.map((lhr) => lhr.categories.performance?.score ?? 0);
      const median = byScore[Math.floor((byScore.length - 1) / 2)] ?? byScore[0];
      if (median) results.push(figuresOf(page, median, [scores[0] ?? 0, scores.at(-1) ?? 0]));
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ target: TARGET, results }, null, 2));
  } else {
    console.log(
      `Lighthouse mobile, mediana de ${RUNS} execuções por página (meta: desempenho ≥ ${TARGET}); entre parênteses a menor e a maior`,
    );
    for (const result of results) {
      const mark = result.score >= TARGET ? '✓' : '✗';
      console.log(
        `${mark} ${result.page.padEnd(20)} ${result.path.padEnd(22)} desempenho ${result.score.toFixed(2)} (${result.scores.map((score) => score.toFixed(2)).join('–')})  FCP ${seconds(result.fcp_ms)}  LCP ${seconds(result.lcp_ms)}  TBT ${result.tbt_ms} ms  CLS ${result.cls}  SI ${seconds(result.speed_index_ms)}`,
      );
      if (result.score < TARGET) for (const item of result.opportunities) console.log(`    - ${item}`);
    }
  }
  return results.every((result) => result.score >= TARGET) ? 0 : 1;
}

process.exitCode = await main();
