import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ENV } from './tests/support/platform.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const READY = /CFC Plataforma pronta em (http:\/\/\S+)/;
const SIMULATOR = /Simulador do GETRAN: (http:\/\/\S+)/;
const START_TIMEOUT_MS = 120_000;

/**
 * Starts the platform the end-to-end tests run against (scripts/e2e-server.mjs: a fresh embedded
 * database with the demo data) on a port the system chooses, and passes its address, its GETRAN
 * simulator's and its data folder to the tests through the environment. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(ROOT, 'test-results', 'e2e-data-'));
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_DATA_DIR: dataDir },
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
    process.stderr.write(chunk);
  });

  const baseURL = await waitForReady(server, () => output);
  process.env[E2E_ENV.baseURL] = baseURL;
  process.env[E2E_ENV.simulator] = SIMULATOR.exec(output)?.[1] ?? '';
  process.env[E2E_ENV.dataDir] = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForReady(server: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`A plataforma dos testes saiu:\n${output()}`);
    const baseURL = READY.exec(output())?.[1];
    if (baseURL && (await fetch(`${baseURL}/health`).then((reply) => reply.ok))) return baseURL;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`A plataforma dos testes não respondeu em ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}
